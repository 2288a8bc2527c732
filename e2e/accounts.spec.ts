import type { Browser, Page } from '@playwright/test';
import { expect, test } from './helpers';
import { passParentCheck } from './parent-helpers';

/** A new account name for this test, unique per project and run. */
function freshAccount(tag: string): string {
  return `e2e_${tag}_${test.info().project.name.slice(0, 1)}${Date.now().toString(36)}`;
}

const PASSWORD = 'e2e-secret-9';

async function register(page: Page, account: string, nickname = ''): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('go-register').click();
  await expect(page.getByTestId('register-page')).toBeVisible();
  await page.getByPlaceholder('设置账号').fill(account);
  if (nickname) await page.getByPlaceholder('选填，最多16个字').fill(nickname);
  await page.getByPlaceholder('设置密码').fill(PASSWORD);
  await page.getByPlaceholder('再输一次密码').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/index$/);
}

async function loginWith(page: Page, account: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByTestId('login-submit').click();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

test.describe('accounts', () => {
  test('register, change nickname and head image, log out, log in again', async ({ page }) => {
    const account = freshAccount('reg');
    await register(page, account);

    await page.goto('/wdzl');
    await expect(page.getByTestId('wdzl-账号')).toHaveText(account);
    await page.getByTestId('go-changeNickname').click();
    await expect(page.getByTestId('nickname-suggestions').getByRole('button')).not.toHaveCount(1);
    await page.getByPlaceholder('最多16个字').fill('爱读书的小熊');
    await page.getByTestId('save-nickname').click();
    await expect(page).toHaveURL(/\/wdzl$/);
    await expect(page.getByTestId('wdzl-昵称')).toHaveText('爱读书的小熊');

    await page.getByTestId('go-changeHeadImg').click();
    await page.getByTestId('head-img-file').setInputFiles(new URL('./fixtures/avatar.png', import.meta.url).pathname);
    await expect(page.getByTestId('head-img-preview')).toHaveAttribute('src', /^blob:/);
    await page.getByTestId('save-head-img').click();
    await expect(page).toHaveURL(/\/wdzl$/);
    const avatar = page.getByTestId('account-summary').getByRole('img', { name: '头像' });
    await expect(avatar).toHaveAttribute('src', /^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

    await page.goto('/index/user');
    await page.getByTestId('logout').click();
    await passParentCheck(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-page')).toBeVisible();

    await loginWith(page, account);
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/wdzl');
    await expect(page.getByTestId('wdzl-昵称')).toHaveText('爱读书的小熊');
  });

  test('edit the profile, pick a preset head image, change the password, then delete the account', async ({ page }) => {
    const account = freshAccount('del');
    await register(page, account);

    await page.goto('/wdzl/changeProfiles');
    await page.getByRole('combobox').selectOption('3');
    await page.getByPlaceholder('选填').fill('实验小学');
    await page.getByTestId('save-profiles').click();
    await expect(page).toHaveURL(/\/wdzl$/);
    await expect(page.getByTestId('wdzl-年级')).toHaveText('3年级');
    await expect(page.getByTestId('wdzl-学校')).toHaveText('实验小学');

    await page.getByTestId('go-changeHeadImg').click();
    await page.getByTestId('preset-avatars').getByRole('button').first().click();
    await page.getByTestId('save-head-img').click();
    await expect(page.getByTestId('account-summary').getByRole('img', { name: '头像' })).toHaveAttribute(
      'src',
      /^\/avatars\/[a-z-]+\.svg$/,
    );

    await page.getByTestId('go-changePassword').click();
    await page.locator('input[name="old_password"]').fill(PASSWORD);
    await page.locator('input[name="new_password"]').fill('e2e-newer-secret');
    await page.locator('input[name="repeat"]').fill('e2e-newer-secret');
    await page.getByTestId('save-password').click();
    await expect(page).toHaveURL(/\/wdzl$/);

    await page.getByTestId('go-delUser').click();
    await passParentCheck(page);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByTestId('confirm-del-user').click();
    await expect(page.getByTestId('form-error')).toHaveText('密码不正确');
    await page.locator('input[name="password"]').fill('e2e-newer-secret');
    await page.getByTestId('confirm-del-user').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-page')).toBeVisible();

    await loginWith(page, account, 'e2e-newer-secret');
    await expect(page.getByTestId('login-error')).toHaveText('账号或密码错误');
    await register(page, account);
  });

  test('a login on a second device sends the first back to login with the other-device toast', async ({
    page,
    browser,
  }) => {
    const account = freshAccount('two');
    await register(page, account);
    const second = await newPage(browser);
    await loginWith(second, account);
    await expect(second).toHaveURL(/\/index$/);

    // The first device's next user call meets the ended session.
    await page.goto('/wdzl');
    await expect(page.getByText('账号已在其他设备登录')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await second.context().close();
  });

  test('three wrong passwords bring the image captcha', async ({ page }) => {
    const account = freshAccount('cap');
    await loginWith(page, account, 'wrong-password-1');
    await expect(page.getByTestId('login-error')).toHaveText('账号或密码错误');
    await expect(page.getByTestId('captcha')).toHaveCount(0);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-submit')).toBeEnabled();
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toContainText('请输入图片验证码');
    const image = page.getByTestId('captcha-image');
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(150);
    // Without an answer the form asks for one; a wrong answer draws a new image.
    const first = await image.getAttribute('src');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('请输入图片验证码');
    await page.getByPlaceholder('图中字符').fill('0000');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toContainText('图片验证码错误');
    await expect(page.getByTestId('captcha-image')).not.toHaveAttribute('src', first ?? '');
  });
});

test.describe('token login for management', () => {
  test('/tokenLogin/manage signs in with the session handed over in its query', async ({ page }) => {
    const account = freshAccount('tok');
    const answer = await page.request.post('/api/passport/regi', {
      form: { account, password: PASSWORD, product: 44 },
    });
    const { data } = (await answer.json()) as { data: { id: number; product: number; token: string } };
    await page.goto(`/tokenLogin/manage?id=${data.id}&product=${data.product}&token=${data.token}`);
    // Stored as a token-login session, with the names user/info answered.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('name'))).toBe(account);
    expect(await page.evaluate(() => localStorage.getItem('isTokenLogin'))).toBe('true');
    await page.goto('/wdzl');
    await expect(page.getByTestId('wdzl-账号')).toHaveText(account);
  });
});

test.describe('the steps around login', () => {
  test('network check measures the speed; pacts and the forgotten-password help are readable', async ({ page }) => {
    await page.goto('/login/checkNetwork');
    await expect(page.getByTestId('network-ok')).toBeVisible();
    await expect(page.getByTestId('network-speed')).toContainText(/下载速度约 [\d.]+ (KB|MB)\/秒/);
    await page.goto('/login/pact/privacy');
    await expect(page.getByTestId('pact-privacy')).toContainText('我们保存哪些信息');
    await page.goto('/login/pact/user');
    await expect(page.getByTestId('pact-user')).toContainText('本文由语文学堂自行撰写');
    await page.goto('/login/unpassword');
    await expect(page.getByTestId('forgot-password')).toContainText('不发送短信验证码');
  });
});
