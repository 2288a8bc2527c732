import type { Page } from '@playwright/test';
import { accessibilityProblems, expect, loginAsPupil, loginAsTeacher, test } from './helpers';

/**
 * The accessibility sweep (issue 18): the pages a pupil and a teacher use most, each checked where it
 * stands — axe's serious and critical WCAG 2.1 AA violations, and on phones taps smaller than 44 px
 * (`accessibilityProblems`). Every other journey checks the page it ends on the same way (`a11yGuard`).
 * Each page is a soft check, so one run lists the problems of them all.
 */
async function check(page: Page, what: string): Promise<void> {
  expect.soft(await accessibilityProblems(page), `${what} (${page.url()})`).toEqual([]);
}

test.describe('accessibility: 0 serious or critical axe violations, taps of at least 44 px on phones', () => {
  test('the login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
    await check(page, 'login');
  });

  test('a pupil’s pages: home, an area, 同步教学 and a lesson, a poem, search, 我的', async ({ page, isMobile }) => {
    // Nine pages, each loaded and checked by axe: long on a busy machine.
    test.slow();
    await loginAsPupil(page);
    await expect(page.getByTestId('home-tab')).toContainText('汉字字源');
    await check(page, 'home');

    await page.goto('/hzzy');
    await expect(page.getByRole('link', { name: /拼音学习/ })).toBeVisible();
    await check(page, 'area 汉字字源');

    await page.goto(isMobile ? '/tbjx/bookIndex' : '/tbjx');
    const picker = page.getByTestId('tbjx-picker');
    await picker.getByRole('button', { name: '一年级', exact: true }).click();
    await picker.getByRole('button', { name: '上册', exact: true }).click();
    const lesson = page.getByTestId('tbjx-units').getByTestId('tbjx-lesson').filter({ hasText: '江南' }).first();
    await expect(lesson).toBeVisible();
    await check(page, '同步教学 contents');

    await lesson.click();
    await expect(page.getByTestId('tbjx-lesson-title')).toContainText('江南');
    await expect(page.getByTestId('tbjx-shizi').getByTestId('tbjx-char')).toHaveCount(9);
    await check(page, '同步教学 lesson 江南');

    await page.getByTestId('tbjx-classic').filter({ hasText: '江南' }).click();
    await expect(page.getByTestId('poem-title')).toHaveText('江南');
    await expect(page.getByTestId('poem-text')).toContainText('莲');
    await check(page, 'poem 江南');

    await page.goto('/search');
    await page.getByRole('searchbox', { name: '搜索' }).fill('xue');
    await expect(page.getByTestId('search-group-character')).toContainText('学');
    await check(page, 'search');

    await page.goto('/index/user');
    await expect(page.getByText('我的资料', { exact: true })).toBeVisible();
    await check(page, '我的');
  });

  test('a teacher’s 我的班级', async ({ page }) => {
    await loginAsTeacher(page);
    await page.goto('/myClass');
    await expect(page.getByTestId('class-name')).toBeVisible();
    await check(page, 'teacher 我的班级');
  });
});
