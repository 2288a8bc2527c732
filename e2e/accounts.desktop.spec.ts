import { expect, test } from './helpers';

test.describe('PC wrapper token login', () => {
  test('/PClogin/{id}/{product}/{token} signs in without the login screen', async ({ page }) => {
    const account = `e2e_pc_${Date.now().toString(36)}`;
    const answer = await page.request.post('/api/passport/regi', {
      form: { account, password: 'pc-password-1', product: 44, nickname: '桌面同学' },
    });
    const { data } = (await answer.json()) as { data: { id: number; product: number; token: string } };
    await page.goto(`/PClogin/${data.id}/${data.product}/${data.token}`);
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/wdzl');
    await expect(page.getByTestId('wdzl-账号')).toHaveText(account);
    await expect(page.getByTestId('account-summary')).toContainText('桌面同学');
  });

  test('an invalid token is refused and offers the password login', async ({ page }) => {
    await page.goto('/PClogin/1/44/not-a-real-token');
    await expect(page.getByTestId('pc-login')).toContainText('登录已失效');
    await expect(page.getByRole('link', { name: '用账号密码登录' })).toBeVisible();
  });
});
