import { expect, loginAsPupil, test } from './helpers';

// 名师课堂 (mskt) is an app for phones with its own main screen: its /detail/8 is 专家课堂's lessons,
// and a lesson opened there plays as it does in the pupil app (issue 17).
test('the 名师课堂 app opens 专家课堂 at /detail/8 and a lesson there', async ({ page }) => {
  test.slow();
  await loginAsPupil(page);
  await page.goto('/detail/8?app=mskt');
  const card = page.getByTestId('zjkt-card').filter({ hasText: '认一认：天、地、人' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.click();
  await expect(page).toHaveURL(/\/zjktDetail\?id=\d+/);
  await expect(page.getByTestId('zjkt-lesson').getByTestId('zjkt-link')).toContainText('天地人');
  await page.screenshot({ path: '/tmp/shots-zjkt/mskt-detail.png', fullPage: true });
  // The app is remembered: its main screen is the variant's own, not the pupil app's.
  await page.goto('/index');
  await expect(page.getByTestId('mskt-home')).toBeVisible();
});
