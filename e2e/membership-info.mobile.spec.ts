import { expect, test } from './helpers';

// /tourist_to_buy and /login/buy/info are phone routes open to visitors (spec §2, §6).
test('visitors learn how membership works and are sent to log in', async ({ page }) => {
  await page.goto('/tourist_to_buy');
  const info = page.getByTestId('membership-info');
  await expect(info).toContainText('学校和机构：激活卡');
  await expect(info).toContainText('月卡（30 天）');
  await page.getByRole('link', { name: '登录后开通' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
