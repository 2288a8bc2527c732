import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';

async function stageMetrics(page: Page) {
  const stage = page.getByTestId('desktop-stage');
  await expect(stage).toBeVisible();
  const box = await stage.boundingBox();
  const rootFont = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
  return { width: box?.width ?? 0, height: box?.height ?? 0, rootFont };
}

test.describe('desktop stage', () => {
  test('keeps the aspect ratio within 1.2..2 and sets the root font to height / 10.8', async ({ page }) => {
    await loginAsPupil(page);
    for (const [vw, vh] of [
      [1440, 900],
      [2400, 900],
      [1100, 1000],
    ] as const) {
      await page.setViewportSize({ width: vw, height: vh });
      await expect
        .poll(async () => {
          const m = await stageMetrics(page);
          return Math.round(m.width);
        })
        .toBe(Math.round(Math.min(vw, 2 * Math.min(vh, vw / 1.2))));
      const m = await stageMetrics(page);
      expect(m.width / m.height).toBeGreaterThanOrEqual(1.2 - 0.01);
      expect(m.width / m.height).toBeLessThanOrEqual(2 + 0.01);
      expect(m.height).toBeCloseTo(Math.min(vh, vw / 1.2), 0);
      expect(m.rootFont).toBeCloseTo(m.height / 10.8, 1);
    }
  });

  test('the desktop gate allows only its open pages without an account', async ({ page }) => {
    await page.goto('/developer');
    await expect(page.getByTestId('developer-page')).toBeVisible();
    await page.goto('/tssc');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a deep link loads the app on that desktop page', async ({ page }) => {
    await loginAsPupil(page);
    await page.goto('/zgwh');
    await expect(page).toHaveURL(/\/zgwh$/);
    await expect(page.getByTestId('zgwh-desktop')).toContainText('中国文化');
    await expect(page.getByTestId('zgwh-desktop')).toContainText('文化字典');
  });

  test('the desktop navigation reaches the desktop tabs', async ({ page }) => {
    await loginAsPupil(page);
    const nav = page.getByTestId('desktop-nav');
    await nav.getByRole('link', { name: '自主学习' }).click();
    await expect(page).toHaveURL(/\/index\/zdxx$/);
    await nav.getByRole('link', { name: '我的' }).click();
    await expect(page.getByTestId('version-code')).toContainText('184');
  });
});

test('a mobile-only address (a link shared from a phone) opens in the desktop layout', async ({ page }) => {
  await loginAsPupil(page);
  await page.goto('/tssc/book?collection=bibei75');
  await expect(page.getByTestId('desktop-stage')).toBeVisible();
  await expect(page.getByTestId('recite-book-page')).toBeVisible();
  await expect(page.getByTestId('book-summary')).toContainText('共 75 篇');
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});
