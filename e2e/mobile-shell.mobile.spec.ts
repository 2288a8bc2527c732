import { expect, loginAsPupil, test } from './helpers';
import { passParentCheck } from './parent-helpers';

test.describe('mobile shell', () => {
  test('pages open to visitors stay reachable without login', async ({ page }) => {
    await page.goto('/usage');
    await expect(page.getByTestId('usage-page')).toBeVisible();
    await page.goto('/tourist_index');
    await expect(page.getByTestId('tourist-index')).toContainText('汉字字源');
  });

  test('a deep link loads the app on that page', async ({ page }) => {
    await loginAsPupil(page);
    await page.goto('/tbjx/bookIndex');
    await expect(page).toHaveURL(/\/tbjx\/bookIndex$/);
    await expect(page.getByTestId('title-bar')).toContainText('同步教学');
  });

  test('the title bar is blue with light text, and back returns', async ({ page }) => {
    await loginAsPupil(page);
    await page
      .getByTestId('home-tab')
      .getByRole('link', { name: /汉字字源/ })
      .click();
    await expect(page).toHaveURL(/\/hzzy$/);
    const bar = page.getByTestId('title-bar');
    await expect(bar).toContainText('汉字字源');
    const colours = await bar.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, color: style.color };
    });
    const [r, g, b] = (colours.background.match(/\d+/g) ?? []).map(Number);
    expect(b).toBeGreaterThan(150);
    expect(b).toBeGreaterThan(r ?? 255);
    expect(b).toBeGreaterThan(g ?? 255);
    const text = (colours.color.match(/\d+/g) ?? []).map(Number);
    expect(Math.min(...text.slice(0, 3))).toBeGreaterThan(200);
    await page.getByTestId('title-bar-back').click();
    await expect(page).toHaveURL(/\/index$/);
  });

  test('the main tabs switch between the five screens', async ({ page }) => {
    await loginAsPupil(page);
    const tabs = page.getByTestId('tab-bar');
    await expect(tabs).toBeVisible();
    // The tab bar brings antd-mobile's global stylesheet, whose body font must not replace ours.
    await expect(page.locator('body')).toHaveCSS('font-family', /^"PingFang SC"/);
    await tabs.getByText('我的').click();
    await expect(page).toHaveURL(/\/index\/user$/);
    await expect(page.getByTestId('version-code')).toContainText('184');
    await tabs.getByText('学案').click();
    await expect(page).toHaveURL(/\/index\/jdxa$/);
    await tabs.getByText('问答').click();
    await expect(page).toHaveURL(/\/index\/ask$/);
    await tabs.getByText('学科').click();
    await expect(page.getByTestId('subject-tab')).toContainText('识字写字');
  });

  test('logout clears the session and the gate closes again', async ({ page }) => {
    await loginAsPupil(page);
    await page.goto('/index/user');
    await page.getByTestId('logout').click();
    await passParentCheck(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/hzzy');
    await expect(page).toHaveURL(/\/$/);
  });
});
