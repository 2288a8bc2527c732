import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Journeys in real Chromium (Debian's /usr/bin/chromium; no browser download) against the real
 * server on a fresh database, each in a phone and a desktop viewport.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Journeys that write, record or play run 25–30 s on a busy 2-core machine: twice that is the limit.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    // A failed journey keeps its trace: the DOM at each step. Not the screencast, whose frames cost
    // as much as the journeys themselves on a 2-core machine (3 specs: 603 s with it, 386 s without).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    // The service worker answers calls itself, out of reach of page.route and of a fresh page's
    // network; only e2e/pwa.spec.ts, which is about it, lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these, Chromium keeps reaching for Google's hosts, which this network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // *.mobile.spec.ts and *.desktop.spec.ts check one layout; the other specs run in both.
  projects: [
    {
      name: 'mobile',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    { name: 'desktop', testIgnore: /\.mobile\.spec\.ts$/, use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'node start-test-server.mjs',
    url: `http://127.0.0.1:${port}/api/networkStatus`,
    reuseExistingServer: false,
    // The server start includes a full content import on a fresh database (about 10–30 s).
    timeout: Number(process.env.PW_WEBSERVER_TIMEOUT ?? 180_000),
    stdout: 'pipe',
  },
});
