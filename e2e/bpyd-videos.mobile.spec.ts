import { expect, loginAsPupil, test } from './helpers';

// 部编阅读's /bpyd/video/{moduleId}/{categoryId} on phones: a shelf with its videos from the media
// library first (kindly empty until a teacher adds one), then its books; /bpyd/text/… has no video part.
test('a shelf opened as video shows its videos first, kindly empty, then its books', async ({ page }) => {
  test.slow();
  await loginAsPupil(page);
  await page.goto('/bpyd');
  await page.getByTestId('bpyd-library').getByRole('heading', { name: '神话传说' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/bpyd\/text\/1588\/\d+$/);
  await expect(page.getByTestId('bpyd-videos')).toHaveCount(0);
  const shelf = /\/(\d+)$/.exec(page.url())?.[1];
  await page.goto(`/bpyd/video/1588/${shelf}`);
  const videos = page.getByTestId('bpyd-videos');
  await expect(videos).toContainText('这个书架还没有视频，先读读书吧');
  await expect(page.getByTestId('bpyd-library').getByRole('heading', { name: '神话传说' })).toBeVisible();
  await expect(page.getByTestId('book-cover').first()).toBeVisible();
});
