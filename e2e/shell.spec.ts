import { expect, loginAsPupil, pupil, test } from './helpers';

test.describe('the shell on a fresh server', () => {
  test('a learning page without login is replaced by the login page', async ({ page }) => {
    await page.goto('/hzzy');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-page')).toBeVisible();
  });

  test('a wrong password shows the server’s message and stays on login', async ({ page }) => {
    await page.goto('/login');
    await page.getByPlaceholder('请输入账号').fill(pupil().account);
    await page.getByPlaceholder('请输入密码').fill('not-the-password');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('账号或密码错误');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('login leads to the main screen listing the areas that have something to show', async ({ page }) => {
    await loginAsPupil(page);
    const home = page.getByTestId('home-tab');
    // 专家课堂 has pages now, and on a fresh server the lessons we wrote, so it is listed too.
    for (const area of ['汉字字源', '唐诗宋词', '经典诵读', '考试中心', '专家课堂'])
      await expect(home).toContainText(area);
  });

  test('an area page shows its modules from the server and opens one', async ({ page }) => {
    await loginAsPupil(page);
    await page.goto('/hzzy');
    for (const name of ['拼音学习', '基本字', '汉字测试', '汉字训练', '部编汉字', '字源字典']) {
      await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    await page.getByRole('link', { name: /拼音学习/ }).click();
    await expect(page.getByTestId('title-bar')).toContainText('拼音学习');
    await expect(page.getByTestId('pyxx-page')).toBeVisible();
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await loginAsPupil(page);
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found')).toContainText('找不到');
    await page.getByRole('link', { name: '回到首页' }).click();
    await expect(page).toHaveURL(/\/index$/);
  });

  test('a login on another device sends this one back to login with a message', async ({ page, request }) => {
    await loginAsPupil(page);
    // The home screen's own calls (今天的任务 …) finish first, so the next user call is the area's.
    await page.waitForLoadState('networkidle');
    const { account, password } = pupil();
    const other = await request.post('/api/passport/login', {
      form: { account, password, product: '44', ei: 'other-device' },
    });
    expect((await other.json()).code).toBe(1);
    // Opening an area (its learning record is a user call) meets the ended session.
    await page.goto('/hzzy');
    await expect(page.getByTestId('toast')).toContainText('账号已在其他设备登录');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('unknown API paths and malformed calls answer error envelopes', async ({ request }) => {
    expect(await (await request.get('/api/no/such/call')).json()).toEqual({ code: 404, msg: '接口不存在', data: null });
    const login = await request.post('/api/passport/login', { form: { password: 'x', product: '44' } });
    expect(await login.json()).toMatchObject({ code: 400, msg: '请输入账号' });
    const tree = await (await request.get('/api/study/module/module?deep=1')).json();
    expect(tree.code).toBe(1);
  });
});
