import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';

const SHOTS = '/tmp/hB-shots';
/** Phone shots at 390×844 (the project's viewport), desktop ones at 1600×900. */
async function shot(page: Page, isMobile: boolean, name: string) {
  if (!isMobile) await page.setViewportSize({ width: 1600, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${isMobile ? 'mobile' : 'desktop'}-${name}.png`, fullPage: isMobile });
}

test.describe('部编作文 写作素材: 好词好句 by theme', () => {
  test('chooses a theme, reads its idioms and poem lines, and opens a line’s poem and an idiom’s page', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    await loginAsPupil(page);
    await page.goto('/bpzw');
    await page.getByTestId('bpzw-part').filter({ hasText: '写作素材' }).click();
    await expect(page).toHaveURL(isMobile ? /\/zwnltp\/xzsc$/ : /part=xzsc/);

    // Nine themes and the idioms of our stories; the first, 春天, opens with its 好词 and 好句.
    const themes = page.getByTestId('bpzw-theme');
    await expect(themes).toHaveCount(10);
    await expect(themes.first()).toHaveText('春天');
    await expect(themes.first()).toHaveAttribute('aria-pressed', 'true');
    const theme = page.getByTestId('bpzw-theme-page');
    await expect(theme.getByRole('heading', { name: '好词' })).toBeVisible();
    await expect(theme.getByTestId('bpzw-material').filter({ hasText: '春暖花开' })).toContainText('春天天气暖和');
    await expect(theme.getByTestId('bpzw-material').filter({ hasText: '春眠不觉晓' })).toContainText('孟浩然《春晓》');
    await shot(page, isMobile, 'xzsc-spring');

    // 明月: a line of 静夜思 opens the poem.
    await themes.filter({ hasText: '明月' }).click();
    await expect(themes.filter({ hasText: '明月' })).toHaveAttribute('aria-pressed', 'true');
    await expect(theme.getByRole('heading', { name: '明月' })).toBeVisible();
    const line = theme.getByTestId('bpzw-material').filter({ hasText: '床前明月光' });
    await expect(line).toContainText('李白《静夜思》');
    await shot(page, isMobile, 'xzsc-moon');
    await line.click();
    await expect(page).toHaveURL(/\/jdsd\/content\?id=\d+/);
    // The poem page prints pinyin between the characters: its title and poet are the check.
    await expect(page.getByTestId('poem-page')).toContainText('静夜思唐 · 李白', { timeout: 20_000 });
    await page.goBack();

    // 勤学立志: an idiom of our stories opens its page, with the story.
    await themes.filter({ hasText: '勤学立志' }).click();
    const idiom = theme.getByTestId('bpzw-material').filter({ hasText: '铁杵成针' });
    await expect(idiom).toContainText('把粗铁棒磨成细针');
    await idiom.click();
    const page2 = page.getByTestId('jdmz-idiom-page');
    await expect(page2).toHaveAttribute('data-idiom', '铁杵成针', { timeout: 20_000 });
    await expect(page2.getByTestId('jdmz-idiom-story')).toBeVisible();
    await shot(page, isMobile, 'xzsc-idiom');
  });
});
