import type { Locator, Page } from '@playwright/test';
import { expect, fixture, loginAs, loginAsPupil, test } from './helpers';

/**
 * The look of the key pages in both layouts (issue 18), compared with the pictures kept in
 * visual.spec.ts-snapshots, so a change of tokens, layout or icons cannot slip through unseen.
 * Fonts are pinned: all text is drawn in the product's own web font (LXGW WenKai, served by our
 * server, `fixtures/visual-pinned.css`), so whichever Chinese system font a machine has does not change
 * the picture. What changes with the pupil's progress (learned marks, recitation states) is masked.
 * After a deliberate change of look: `npx playwright test -c e2e/playwright.config.ts
 * e2e/visual.spec.ts --update-snapshots`, then look at the new pictures before committing them.
 */
const PINNED = fixture('visual-pinned.css');

async function looksTheSame(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  // The late font stylesheet turns from print to all once loaded; the picture waits for its faces.
  await expect(page.locator('link[data-late-style]').first()).toHaveAttribute('media', 'all');
  await expect(page).toHaveScreenshot(name, {
    mask,
    animations: 'disabled',
    maxDiffPixelRatio: 0.01,
    stylePath: PINNED,
  });
}

test.describe('the look of the key pages', () => {
  // The pinned font is a stylesheet Playwright adds for the picture, which the page's CSP would
  // refuse; every other journey checks the CSP.
  test.use({ bypassCSP: true });

  test('the login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
    await looksTheSame(page, 'login.png');
  });

  test('汉字字源, a lesson and its poem', async ({ page, isMobile }) => {
    test.slow();
    // A new pupil: the worker's own pupil carries whatever other journeys left (a review due today
    // adds a line to 汉字字源's header and moves the whole page).
    const account = `look_${test.info().project.name.slice(0, 1)}${Date.now().toString(36)}`;
    const made = await page.request.post('/api/passport/regi', {
      form: { account, password: 'pupil-pass-1', product: 44, nickname: '小明' },
    });
    expect((await made.json()).code).toBe(1);
    await loginAs(page, { account, password: 'pupil-pass-1' });

    await page.goto('/hzzy');
    await expect(page.getByRole('link', { name: /拼音学习/ })).toBeVisible();
    await looksTheSame(page, 'hzzy.png', [page.getByText(/已学会/)]);

    await page.goto(isMobile ? '/tbjx/bookIndex' : '/tbjx');
    const picker = page.getByTestId('tbjx-picker');
    await picker.getByRole('button', { name: '一年级', exact: true }).click();
    await picker.getByRole('button', { name: '上册', exact: true }).click();
    const lesson = page.getByTestId('tbjx-units').getByTestId('tbjx-lesson').filter({ hasText: '江南' }).first();
    await lesson.click();
    await expect(page.getByTestId('tbjx-shizi').getByTestId('tbjx-char')).toHaveCount(9);
    // Learned marks and progress belong to whichever journeys this pupil ran before.
    await looksTheSame(page, 'lesson-jiangnan.png', [
      page.locator('.yw-tbjx-tile__badge, [data-testid="tbjx-progress"]'),
      page.getByTestId('tbjx-char'),
      page.getByText(/已学会/),
    ]);

    await page.getByTestId('tbjx-classic').filter({ hasText: '江南' }).click();
    await expect(page.getByTestId('poem-title')).toHaveText('江南');
    await expect(page.getByTestId('poem-text')).toContainText('莲');
    await looksTheSame(page, 'poem-jiangnan.png', [page.locator('[data-testid="recite-state"]')]);
  });

  test('search', async ({ page }) => {
    await loginAsPupil(page);
    await page.goto('/search');
    await page.getByRole('searchbox', { name: '搜索' }).fill('xue');
    await expect(page.getByTestId('search-group-character')).toContainText('学');
    await looksTheSame(page, 'search-xue.png');
  });
});
