import { expect, loginAsPupil, test } from './helpers';

test('the stand-alone recitation entry /tssc2 leads to the lists, and back there quits the host', async ({ page }) => {
  // A stand-in for the app host's bridge, so the test sees the page ask it to quit.
  await page.addInitScript(() => {
    const w = window as unknown as { YuwenNative: unknown; hostQuits: number };
    w.hostQuits = 0;
    w.YuwenNative = {
      host: {
        quit: () => {
          w.hostQuits += 1;
        },
        closePage: () => undefined,
        exit: () => undefined,
      },
    };
  });
  await loginAsPupil(page);
  await page.goto('/tssc2');
  await expect(page.getByTestId('tssc-home')).toBeVisible();
  await page.getByTestId('title-bar-back').click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { hostQuits: number }).hostQuits)).toBe(1);
  await expect(page).toHaveURL(/\/tssc2$/);

  await page
    .getByTestId('tssc-collections')
    .getByRole('link', { name: /唐诗三百首/ })
    .click();
  await expect(page).toHaveURL(/\/tssc\/book\?collection=tangshi300/);
  await expect(page.getByTestId('book-row').first().getByTestId('recite-state')).toBeVisible();
});
