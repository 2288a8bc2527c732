import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';

const SHOTS = '/tmp/shots-zyqm';
/** Phones: the whole page, except the long 趣味识字 list (hundreds of tiles), which shows its first screen. */
const shot = (page: Page, isMobile: boolean, name: string, fullPage = isMobile) =>
  page.screenshot({ path: `${SHOTS}/${isMobile ? 'mobile' : 'desktop'}-${name}.png`, fullPage });
/** A page opened by address loads the app afresh: on a loaded machine that takes longer than a click. */
const FRESH = { timeout: 20_000 };

test.describe('字源起名: 起名, 趣味识字 and 诗词乐园', () => {
  test('gets 起名 ideas for 李 with source lines and keeps one; opens a character story and a poem story', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    await loginAsPupil(page);
    await page.goto('/xqjy');
    await expect(page.getByTestId('zyqm-card-ycjy')).toBeVisible(FRESH);
    await shot(page, isMobile, 'xqjy');
    await page.getByTestId('zyqm-card-zyqm').click();
    await expect(page.getByTestId('zyqm-part-gxqm')).toBeVisible();
    await shot(page, isMobile, 'zyqm');

    // 个性起名: a word that is no surname gets the message; 李 gets ideas with their source lines.
    await page.getByTestId('zyqm-part-gxqm').click();
    // The other project's run keeps a name for the same pupil: wait for the kept names first.
    const favourites = page.getByTestId('zyqm-favourites');
    await expect(favourites).toBeVisible();
    await page.getByTestId('zyqm-surname').fill('好');
    await page.getByTestId('zyqm-surname-go').click();
    await expect(page.getByTestId('zyqm-name-error')).toContainText('百家姓');
    await page.getByTestId('zyqm-surname').fill('李');
    await page.getByTestId('zyqm-surname-go').click();
    const ideas = page.getByTestId('zyqm-ideas').getByTestId('zyqm-idea');
    await expect(ideas.first().getByTestId('zyqm-name-line').locator('mark')).toHaveCount(2);
    await shot(page, isMobile, 'gxqm');
    const free = ideas.filter({ has: page.getByRole('button', { name: '收藏', exact: true }) }).first();
    const name = (await free.getByTestId('zyqm-idea-name').textContent()) ?? '';
    const idea = ideas.filter({ has: page.getByTestId('zyqm-idea-name').getByText(name, { exact: true }) });
    await idea.getByTestId('zyqm-keep').click();
    await expect(idea.getByTestId('zyqm-keep')).toHaveText('已收藏');
    await expect(favourites.getByTestId('zyqm-idea-name').getByText(name, { exact: true })).toBeVisible();

    // 趣味识字: a character's story, then its scripts.
    await page.goto(isMobile ? '/xqjy/zyqm/qwsz' : '/xqjy?part=qwsz');
    await expect(page.getByTestId('zyqm-char-tile').first()).toBeVisible(FRESH);
    await shot(page, isMobile, 'qwsz', false);
    await page.getByTestId('zyqm-char-tile').first().click();
    await expect(page.getByTestId('zyqm-char-page')).toBeVisible();
    await shot(page, isMobile, 'hzwb');
    await page.getByTestId('zyqm-font-link').click();
    await expect(page.getByTestId('zyqm-script').first()).toBeVisible();
    await shot(page, isMobile, 'font');

    // 诗词乐园: a poem's story.
    await page.goto(isMobile ? '/xqjy/zyqm/scly' : '/xqjy?part=scly');
    await expect(page.getByTestId('zyqm-poem').first()).toBeVisible(FRESH);
    await shot(page, isMobile, 'scly');
    await page.getByTestId('zyqm-poem').filter({ hasText: '春晓' }).click();
    await expect(page.getByTestId('zyqm-story')).toContainText('孟浩然');
    await shot(page, isMobile, 'gs');
    await page.getByTestId('zyqm-video-link').click();
    await expect(page.getByTestId('zyqm-poem-video')).toBeVisible();
    await shot(page, isMobile, 'playVideo');

    // 成语学堂: an easy idiom opens its story.
    await page.goto(isMobile ? '/xqjy/zyqm/cyxt/idiom' : '/xqjy?part=cyxt');
    await expect(page.getByTestId('zyqm-idiom').first()).toBeVisible(FRESH);
    await shot(page, isMobile, 'cyxt');
    await page.getByTestId('zyqm-idiom').first().click();
    await expect(page.getByTestId('zyqm-idiom-page')).toBeVisible();
    await shot(page, isMobile, 'idiom');
  });
});
