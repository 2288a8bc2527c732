import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';

/**
 * Issue 19 (first load): the page's own splash paints before the app's code has arrived, the app's
 * first screen is one preloaded script, and a code file that cannot be loaded is said plainly.
 */

const APP_CHUNK = /\/assets\/app-[\w-]+\.js$/;

/** Holds the app's chunk back until the returned function is called: the page as a slow link has it. */
async function holdAppChunk(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('the first load of the app', () => {
  test('shows the splash while the app arrives, then the page in its place', async ({ page }) => {
    const release = await holdAppChunk(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const splash = page.getByRole('status').filter({ hasText: '语文学堂' });
    await expect(splash).toBeVisible();
    await expect(splash).toContainText('正在打开…');
    // In the app's own type, not the browser's default face (app.css is not applied yet).
    await expect(splash).toHaveCSS('font-family', /^"PingFang SC"/);
    release();
    await expect(page.getByPlaceholder('请输入账号')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.yw-boot')).toHaveCount(0);
  });

  test('keeps the splash until the first page can be drawn whole: no spinner while its code arrives', async ({
    page,
  }) => {
    await loginAsPupil(page);
    // Every code file comes slowly, as on a phone's link; the pages' own chunks arrive after the app.
    await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="page-loading"]')) document.documentElement.dataset.spinnerShown = '1';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/index');
    await expect(page.locator('.yw-boot')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-spinner-shown');
  });

  test('asks for the module list and the login page’s own code with the page, before the app has arrived, each once', async ({
    page,
  }) => {
    const release = await holdAppChunk(page);
    // The module list every screen waits for (index.html), and the login page's chunk (its copy of the page).
    const early = [/\/api\/study\/module\/module\?/, /\/assets\/login-page-[\w-]+\.js$/];
    const asked: string[] = [];
    page.on('request', (request) => {
      if (early.some((address) => address.test(request.url()))) asked.push(request.url());
    });
    const arrived = early.map((address) => page.waitForResponse((response) => address.test(response.url())));
    await page.goto('/login', { waitUntil: 'commit' });
    // Both arrive while the app's code is still held back.
    for (const response of await Promise.all(arrived)) expect(response.ok()).toBe(true);
    release();
    await expect(page.getByPlaceholder('请输入账号')).toBeVisible({ timeout: 20_000 });
    // The app took what was preloaded instead of asking again.
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(2);
  });

  test('says so when the app cannot be loaded', async ({ page }) => {
    await page.route(APP_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    await expect(page.getByRole('status')).toContainText('没有打开，请检查网络后刷新页面', { timeout: 20_000 });
  });

  test('preloads the app as one script beside the splash, its stylesheet without holding the splash', async ({
    request,
  }) => {
    const html = await (await request.get('/login')).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(preloaded.filter((href) => APP_CHUNK.test(href))).toHaveLength(1);
    const linkedStyles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    // Only the splash's small stylesheet blocks the first paint; the app's is preloaded.
    expect(linkedStyles).toHaveLength(1);
    expect(html).toMatch(/<link rel="preload" as="style"[^>]*href="\/assets\/app-[\w-]+\.css"/);
  });
});
