import { chromium, type Page } from '@playwright/test';

/**
 * Bytes a phone downloads on a first visit (empty cache) of the home screen and a poem page, as
 * Chromium counts them on the wire (headers and bodies, after any Content-Encoding). Run against a
 * server serving the built web app: `tsx apps/server/bench/first-load.ts <base> <account> <password>`.
 * Prints one JSON line: per page the total and the share of scripts, styles, fonts and the rest.
 */
const [base, account, password] = process.argv.slice(2);
if (!base || !account || !password) throw new Error('usage: first-load.ts <base url> <account> <password>');

type Kind = 'script' | 'style' | 'font' | 'other';
export interface FirstLoad {
  bytes: number;
  requests: number;
  byKind: Record<Kind, number>;
}

const kindOf = (type: string): Kind =>
  type === 'Script' ? 'script' : type === 'Stylesheet' ? 'style' : type === 'Font' ? 'font' : 'other';

/** Loads `path` with an empty HTTP cache and answers what came over the network until it was idle. */
async function measure(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<FirstLoad> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kinds = new Map<string, Kind>();
  const load: FirstLoad = { bytes: 0, requests: 0, byKind: { script: 0, style: 0, font: 0, other: 0 } };
  cdp.on('Network.responseReceived', (event) => kinds.set(event.requestId, kindOf(event.type)));
  cdp.on('Network.loadingFinished', (event) => {
    const kind = kinds.get(event.requestId) ?? 'other';
    load.bytes += event.encodedDataLength;
    load.byKind[kind] += event.encodedDataLength;
    load.requests += 1;
  });
  await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return load;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'zh-CN',
    // A first visit has no service worker: one installed while logging in would answer the
    // measured pages from its cache (0 bytes on the wire).
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  // Signed in as a pupil would be, so /index shows the home screen rather than the login page.
  await page.goto(new URL('/login', base).href);
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/index$/);
  // 静夜思's page, found as a pupil finds it.
  await page.goto(new URL('/jdsd', base).href);
  await page
    .getByTestId('poem-collections')
    .getByRole('link', { name: /唐诗三百首/ })
    .click();
  const poemLink = page
    .getByTestId('poem-list')
    .getByRole('link', { name: /^静夜思/ })
    .first();
  const poemPath = await poemLink.getAttribute('href');
  if (!poemPath) throw new Error('静夜思 has no link');

  const home = await measure(page, '/index', (p) => p.getByText('经典诵读').first().waitFor());
  const poem = await measure(page, poemPath, (p) => p.getByTestId('poem-title').waitFor());
  process.stdout.write(`${JSON.stringify({ home, poem })}\n`);
} finally {
  await browser.close();
}
