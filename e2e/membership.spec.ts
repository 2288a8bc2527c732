import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';
import { passParentCheck } from './parent-helpers';

/** This worker's admin (start-test-server.mjs creates one per worker, like the pupils). */
function admin() {
  return { account: `e2e_admin_${test.info().parallelIndex}`, password: 'e2e-password-1' };
}

async function loginAs(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/index$/);
}

/** Logs out from the user centre, as a person would: a grown-up passes the parent check first. */
async function logoutFromUserCentre(page: Page): Promise<void> {
  await page.goto('/index/user');
  await page.getByTestId('logout').click();
  await passParentCheck(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('login-page')).toBeVisible();
}

test.describe('membership and the user centre', () => {
  test('an admin generates an activation card, a pupil binds it and sees the VIP end date', async ({ page }) => {
    const { account, password } = admin();
    await loginAs(page, account, password);
    await page.goto('/bosi/manage?section=membership');
    await expect(page.getByRole('heading', { name: '会员套餐' })).toBeVisible();
    const form = page.getByTestId('card-batch-form');
    await form.getByLabel('数量（张）').fill('1');
    await form.getByLabel('会员天数').fill('30');
    await form.getByLabel('备注（如学校、班级）').fill('e2e 实验小学');
    await form.getByRole('button', { name: '生成激活卡' }).click();
    const codes = page.getByLabel('新生成的激活卡号');
    await expect(codes).toHaveValue(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const code = await codes.inputValue();
    await expect(page.getByTestId('card-batches')).toContainText('e2e 实验小学');
    await logoutFromUserCentre(page);

    await loginAsPupil(page);
    await page.goto('/wygm');
    await passParentCheck(page);
    await expect(page.getByTestId('buy-page')).toBeVisible();
    await page.getByLabel('激活卡号').fill(code.toLowerCase());
    await page.getByRole('button', { name: '立即激活' }).click();
    const ok = page.getByText(/激活成功：会员有效期至 \d{4}-\d{2}-\d{2}/);
    await expect(ok).toBeVisible();
    const endDate = (await ok.textContent())?.match(/\d{4}-\d{2}-\d{2}/)?.[0] ?? '';

    // The same card a second time is refused with a clear message.
    await page.getByLabel('激活卡号').fill(code);
    await page.getByRole('button', { name: '立即激活' }).click();
    await expect(page.getByTestId('card-bind-error')).toHaveText('您已使用过这张激活卡');

    await page.goto('/index/user');
    await expect(page.getByTestId('vip-status')).toHaveText(`会员有效期至 ${endDate}`);
    await expect(page.getByTestId('online-count')).toHaveText(/^[1-9]\d* 人$/);
    await expect(page.getByTestId('version-code')).toHaveText('184');

    await page.goto('/gmjl');
    await expect(page.getByTestId('buy-record-list').locator('li').first()).toContainText('激活卡 · 30 天');
    await expect(page.getByTestId('buy-record-list').locator('li').first()).toContainText('已激活');
  });

  test('the sandbox payment is labelled and completes an order shown in the purchase records', async ({ page }) => {
    await loginAsPupil(page);
    await page.goto('/wygm');
    await passParentCheck(page);
    await page.getByText('季卡').click();
    await page.getByTestId('buy-button').click();
    const dialog = page.getByTestId('sandbox-pay-dialog');
    await expect(dialog).toContainText('沙箱支付，仅供开发测试');
    await expect(dialog).toContainText('¥68.00');
    await dialog.getByRole('button', { name: '完成沙箱支付' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('vip-card-status')).toHaveText(/会员有效期至 \d{4}-\d{2}-\d{2}/);
    await page.getByRole('link', { name: '查看购买记录' }).click();
    await expect(page.getByTestId('buy-record-list').locator('li').first()).toContainText('季卡 · 90 天');
    await expect(page.getByTestId('buy-record-list').locator('li').first()).toContainText('已支付');
  });

  test('the learning-time chart shows after visiting a learning page', async ({ page, isMobile }) => {
    await loginAsPupil(page);
    const isRecordCall = (r: { url(): string; request(): { postData(): string | null } }, end: boolean) =>
      r.url().includes('/api/study/user/learnRecord') &&
      new URLSearchParams(r.request().postData() ?? '').has('id') === end;
    const recordStarted = page.waitForResponse((r) => isRecordCall(r, false));
    await page
      .getByRole('link', { name: /汉字字源/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/hzzy$/);
    await recordStarted;
    await page.waitForTimeout(2500);
    // Leaving the page inside the app ends its learning record: back on the phone, the nav on desktop.
    const recordEnded = page.waitForResponse((r) => isRecordCall(r, true));
    if (isMobile) {
      await page.getByTestId('title-bar-back').click();
      await page.getByTestId('tab-bar').getByText('我的').click();
      await page.getByRole('link', { name: '学习记录' }).click();
    } else {
      await page.getByTestId('desktop-nav').getByRole('link', { name: '我的' }).click();
    }
    await recordEnded;
    const chart = page.getByTestId('learning-chart');
    // The page may have asked for the statistics before the end arrived; a reload asks again.
    await expect(async () => {
      await page.reload();
      await expect(chart).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId('learning-total')).toContainText(/共 \S+/);
    await expect(chart.getByRole('table')).toContainText('学习时长');
  });

  test('logout from the user centre returns to login and keeps the user out', async ({ page }) => {
    await loginAsPupil(page);
    await logoutFromUserCentre(page);
    await page.goto('/index/user');
    await expect(page).toHaveURL(/\/$/);
  });
});
