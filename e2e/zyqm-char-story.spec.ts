import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';

const SHOTS = '/tmp/shots-zyqm';
const shot = (page: Page, isMobile: boolean, name: string, fullPage = isMobile) =>
  page.screenshot({ path: `${SHOTS}/${isMobile ? 'mobile' : 'desktop'}-${name}.png`, fullPage });
/** A page opened by address loads the app afresh: on a loaded machine that takes longer than a click. */
const FRESH = { timeout: 20_000 };

test.describe('趣味识字: the story of how a character was made', () => {
  test('lists story characters first with 有故事, opens 明 and taps a story character into the dictionary', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    await loginAsPupil(page);
    await page.goto(isMobile ? '/xqjy/zyqm/qwsz' : '/xqjy?part=qwsz');
    const groups = page.getByTestId('zyqm-group');
    await expect(groups.first()).toBeVisible(FRESH);
    // Each group starts with the characters that have a story, each marked 有故事.
    const first = groups.first().getByTestId('zyqm-char-tile').first();
    await expect(first).toHaveAttribute('data-story', 'yes');
    await expect(first).toContainText('有故事');
    await shot(page, isMobile, 'qwsz-stories', false);

    // 明 (会意) has a story: moonlight through a window.
    const ming = page.getByTestId('zyqm-char-tile').filter({ hasText: '明' }).first();
    await expect(ming).toContainText('有故事');
    await ming.click();
    const story = page.getByTestId('zyqm-char-story');
    await expect(story).toContainText('“明”是会意字');
    await expect(story).toContainText('窗户');
    // The story comes before the ancient forms.
    const storyBox = await story.boundingBox();
    const formsBox = await page.getByRole('heading', { name: '字的变化：从古到今' }).boundingBox();
    expect(storyBox && formsBox && storyBox.y < formsBox.y).toBe(true);
    await shot(page, isMobile, 'hzwb-story');

    // A character of the story opens the dictionary.
    await story.getByRole('button', { name: '查字典：窗' }).first().click();
    const overlay = page.getByTestId('dictionary-overlay');
    await expect(overlay.getByTestId('dictionary-entry')).toHaveAttribute('data-char', '窗');
    await shot(page, isMobile, 'hzwb-story-dictionary', false);
  });
});
