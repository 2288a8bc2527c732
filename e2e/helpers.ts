import { expect, type Page, test } from '@playwright/test';

/**
 * This worker's pupil (start-test-server.mjs creates four). Workers must not share an account:
 * a new login ends the account's older session, as the product intends.
 */
export function pupil() {
  return { account: `e2e_pupil_${test.info().parallelIndex}`, password: 'e2e-password-1' };
}

/** Logs in through the login page, as a person would, and waits for the main screen. */
export async function loginAsPupil(page: Page): Promise<void> {
  await page.goto('/login');
  const { account, password } = pupil();
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/index$/);
}
