import { expect, test } from './helpers';

test('a visitor gets a visitor session on /tourist_index without logging in', async ({ page }) => {
  await page.goto('/tourist_index');
  await expect(page.getByTestId('visitor-status')).toContainText(/你正在以游客身份浏览（游客编号 \d+）/);
  // The visitor is not logged in: / still shows the login form.
  await page.goto('/');
  await expect(page.getByTestId('login-page')).toBeVisible();
});
