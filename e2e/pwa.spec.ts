import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';

/**
 * Issue 19 item 14: the installable app. Its manifest and icons, the service worker in charge of
 * the page, a visited lesson still there offline with the banner that says so, a write told it
 * needs the network, and a volume downloaded for offline use with its size and progress.
 */

const SHOTS = '/tmp/shots-pwa';

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active and in charge of the page (first visit: after clients.claim). */
async function workerInCharge(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');
}

/** The contents of 一年级上册 on the volume page. */
async function openFirstVolume(page: Page): Promise<void> {
  await page.goto('/tbjx/bookIndex');
  const picker = page.getByTestId('tbjx-picker');
  await picker.getByRole('button', { name: '一年级', exact: true }).click();
  await picker.getByRole('button', { name: '上册', exact: true }).click();
  await expect(picker.getByRole('button', { name: '上册', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('tbjx-units').getByTestId('tbjx-lesson').first()).toBeVisible();
}

test.describe('语文学堂 as an installable app that works offline', () => {
  test('links a valid manifest with its icons, and its service worker takes the page', async ({ page, request }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
    const answer = await request.get(href ?? '');
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      name: '语文学堂',
      start_url: '/index',
      display: 'standalone',
      theme_color: '#2563d9',
      background_color: '#f4f7ff',
    });
    expect(manifest.short_name).toBeTruthy();
    const purposes = (manifest.icons as { src: string; sizes: string; purpose: string }[]).map(
      (icon) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons as { src: string }[]) {
      const png = await request.get(icon.src);
      expect(png.headers()['content-type'], icon.src).toBe('image/png');
    }
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    await workerInCharge(page);
  });

  test('a visited lesson opens offline with the banner; a write says it needs the network', async ({
    page,
    context,
    isMobile,
  }) => {
    test.slow();
    await loginAsPupil(page);
    await workerInCharge(page);
    await openFirstVolume(page);
    const first = page.getByTestId('tbjx-units').getByTestId('tbjx-lesson').first();
    await first.click();
    const title = page.getByTestId('tbjx-lesson-title');
    await expect(title).not.toBeEmpty();
    await expect(page.getByTestId('tbjx-shizi').getByTestId('tbjx-char').first()).toBeVisible();
    const lessonTitle = (await title.textContent()) ?? '';

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('tbjx-lesson-title')).toHaveText(lessonTitle);
    await expect(page.getByTestId('tbjx-shizi').getByTestId('tbjx-char').first()).toBeVisible();
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveText('现在没有网络，已经看过的课文和下载的课本还能用');
    await page.screenshot({ path: `${SHOTS}/offline-banner-${isMobile ? 'mobile' : 'desktop'}.png` });

    // 识字 starts a round on the server, a write: offline it says so instead of waiting.
    await page.getByTestId('tbjx-practice-bookSZ').click();
    await expect(page.getByTestId('practice-error')).toContainText('网络未连接，联网后再试');

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });

  test('a volume downloads for offline use: its size first, then progress, then 已下载', async ({ page, isMobile }) => {
    test.slow();
    await loginAsPupil(page);
    await workerInCharge(page);
    await openFirstVolume(page);
    const pack = page.getByTestId('offline-pack');
    await pack.getByTestId('offline-pack-start').click();
    await expect(pack.getByTestId('offline-pack-size')).toContainText(/这一册约 \d+\.\d MB/, { timeout: 30_000 });
    const layout = isMobile ? 'mobile' : 'desktop';
    await page.screenshot({ path: `${SHOTS}/pack-size-${layout}.png` });

    // Every value the progress bar shows, to see it move.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { packProgress: number[] }).packProgress = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="offline-pack-progress"] [role="progressbar"]');
        const value = Number(bar?.getAttribute('aria-valuenow'));
        if (bar && seen.at(-1) !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await pack.getByTestId('offline-pack-confirm').click();
    await expect(pack.getByTestId('offline-pack-progress')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/pack-progress-${layout}.png` });
    await expect(pack.getByTestId('offline-pack-done')).toContainText('已下载', { timeout: 45_000 });
    await page.screenshot({ path: `${SHOTS}/pack-done-${layout}.png` });
    const seen = await page.evaluate(() => (window as unknown as { packProgress: number[] }).packProgress);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.some((value) => value > 0 && value < 100)).toBe(true);

    // Still downloaded on the next visit; then removed.
    await page.reload();
    await expect(pack.getByTestId('offline-pack-done')).toBeVisible();
    await pack.getByTestId('offline-pack-remove').click();
    await expect(pack.getByTestId('offline-pack-start')).toBeVisible();
  });
});
