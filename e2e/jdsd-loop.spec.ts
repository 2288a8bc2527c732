import { expect, loginAsPupil, test } from './helpers';

test('循环诵读: a collection read aloud in a loop, the highlight moving, with next and previous', async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  await loginAsPupil(page);
  await page.goto('/jdsd');
  await page.getByTestId('jdsd-loop-link').click();
  await expect(page.getByTestId('jdsd-loop-page')).toBeVisible();
  await page.getByRole('link', { name: '唐诗三百首' }).click();
  await expect(page.getByTestId('loop-poem-title')).toBeVisible();
  await page
    .getByTestId('loop-list')
    .getByRole('button', { name: /静夜思/ })
    .first()
    .click();
  await expect(page.getByTestId('loop-poem-title')).toHaveText('静夜思');
  await page.getByRole('radio', { name: '列表循环' }).check({ force: true });
  await page.getByTestId('loop-play').click();
  await expect(page.locator('[data-testid="poem-char"][aria-current="true"]')).toHaveCount(1);
  await page.screenshot({ path: info.outputPath('loop.png') });
  // Next skips on; single mode keeps a poem; shuffle picks another.
  await page.getByTestId('loop-next').click();
  await expect(page.getByTestId('loop-poem-title')).not.toHaveText('静夜思');
  await page.getByTestId('loop-previous').click();
  await expect(page.getByTestId('loop-poem-title')).toHaveText('静夜思');
  await page.getByTestId('loop-play').click();
  await expect(page.getByTestId('loop-play')).toHaveText(/开始循环诵读/);
});
