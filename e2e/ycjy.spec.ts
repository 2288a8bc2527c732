import type { Page } from '@playwright/test';
import { chooseTreeOption, expect, fixture, loginAsPupil, loginAsTeacher, signOut, test } from './helpers';

const SHOTS = '/tmp/shots-ycjy';
const shot = (page: Page, isMobile: boolean, name: string) =>
  page.screenshot({ path: `${SHOTS}/${isMobile ? 'mobile' : 'desktop'}-${name}.png`, fullPage: true });
/** A page opened by address loads the app afresh: on a loaded machine that takes longer than a click. */
const FRESH = { timeout: 20_000 };

test.describe('幼儿教育: a lesson by grade and month, 识字卡 and 家长测评', () => {
  test('opens a 大班 lesson in 十月, its pages, and flips its 识字卡', async ({ page, isMobile }) => {
    test.slow();
    await loginAsPupil(page);
    await page.goto('/xqjy');
    await page.getByTestId('zyqm-card-ycjy').click();
    await expect(page.getByTestId('ycjy-lesson-tile').first()).toBeVisible(FRESH);
    await page.getByTestId('ycjy-grade-3').click();
    await page.getByTestId('ycjy-month-10').click();
    await expect(page.getByTestId('ycjy-grade-3')).toHaveAttribute('aria-current', 'page');
    const tiles = page.getByTestId('ycjy-lesson-tile');
    await expect(tiles).toHaveCount(2);
    await expect(tiles.first()).toContainText('光');
    await shot(page, isMobile, 'plan');

    await tiles.first().click();
    await expect(page).toHaveURL(/\/xqjy\/ycjy\/detail\/3\/10\/1$/);
    if (!isMobile) {
      // Desktop: the grade's year beside the lesson, the open lesson marked in it.
      const open = page.getByTestId('ycjy-desk-lesson').and(page.locator('[aria-current="page"]'));
      await expect(open).toHaveCount(1);
      await expect(open).toContainText('光');
    }
    await expect(page.getByTestId('ycjy-rhyme')).toContainText('萤火虫');
    await expect(page.getByTestId('ycjy-poem')).toContainText('赠汪伦');
    // The little game is text to read with the child: its characters open the dictionary.
    const game = page.getByTestId('ycjy-game');
    await expect(game).toContainText('手电筒');
    await game.getByRole('button', { name: '查字典：筒' }).click();
    const overlay = page.getByTestId('dictionary-overlay');
    await expect(overlay.getByTestId('dictionary-entry')).toHaveAttribute('data-char', '筒');
    await overlay.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(overlay).toHaveCount(0);
    await shot(page, isMobile, 'detail');

    for (const part of ['bookHTML', 'bookImage', 'bookVideo', 'zyz', 'ja'] as const) {
      await page.getByTestId(`ycjy-part-${part}`).click();
      await expect(page.getByTestId(`ycjy-page-${part}`)).toBeVisible();
      if (part === 'bookImage' || part === 'bookVideo')
        await expect(page.getByTestId('media-slot-empty').or(page.getByTestId('media-slot').first())).toBeVisible();
      await shot(page, isMobile, part);
      await page.goBack();
      await expect(page.getByTestId('ycjy-lesson')).toBeVisible();
    }

    // 识字卡: a card shows its picture until tapped, then the word.
    await page.getByTestId('ycjy-part-sfk').click();
    const cards = page.getByTestId('ycjy-flash-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toHaveAttribute('aria-pressed', 'false');
    await shot(page, isMobile, 'sfk');
    await cards.first().click();
    await expect(cards.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.first().getByTestId('ycjy-flash-back')).toHaveText('光');
    await cards.nth(1).click();
    await expect(cards.nth(1).getByTestId('ycjy-flash-back')).toHaveText('灯光');
    await shot(page, isMobile, 'sfk-flipped');
    await cards.first().click();
    await expect(cards.first()).toHaveAttribute('aria-pressed', 'false');

    // An address naming no lesson says so in Chinese.
    await page.goto('/xqjy/ycjy/detail/3/7/1');
    await expect(page.getByText('这个月没有课，课程从九月排到六月')).toBeVisible(FRESH);
    await shot(page, isMobile, 'bad-month');
  });

  test('runs a 家长测评 question by question to its score', async ({ page, isMobile }) => {
    test.slow();
    await loginAsPupil(page);
    await page.goto('/xqjy/ycjy?grade=3&month=10');
    await page.getByTestId('ycjy-check-link').click();
    await expect(page.getByTestId('ycjy-check-start')).toBeVisible(FRESH);
    await shot(page, isMobile, 'jzcj');
    await page.getByTestId('ycjy-check-begin').click();
    const progress = page.locator('.yw-ycjy-progress');
    await expect(progress).toContainText('第 1 题 / 共 6 题');
    await shot(page, isMobile, 'jzcj-question');
    for (let num = 1; num <= 6; num++) {
      await expect(progress).toContainText(`第 ${num} 题`);
      await expect(page).toHaveURL(new RegExp(`/jzcj/question/${num}/10/3$`));
      await page.getByTestId('ycjy-choice').first().click();
    }
    await expect(page.getByTestId('ycjy-check-result')).toBeVisible();
    await expect(page.getByTestId('ycjy-score')).toHaveText(/^\d{1,3}分$/);
    await shot(page, isMobile, 'jzcj-result');

    // The score is kept: the month's check says so.
    const score = (await page.getByTestId('ycjy-score').textContent())?.replace('分', '') ?? '';
    await page.getByRole('link', { name: '再测一次' }).click();
    await expect(page.getByTestId('ycjy-check-last')).toContainText(`上次得分 ${score}`);
  });

  test('a 家长测评 address whose index is no grade says so and offers the month of each grade', async ({
    page,
    isMobile,
  }) => {
    await loginAsPupil(page);
    // jzcj/{month}/{index}: the index is the grade (1 小班 … 4 学前); 7 is none.
    for (const address of ['/xqjy/ycjy/jzcj/10/7', '/xqjy/ycjy/jzcj/question/1/10/0']) {
      await page.goto(address);
      await expect(page.getByTestId('ycjy-refused')).toContainText('没有这个年级，请选小班、中班、大班或学前', FRESH);
      await expect(page.getByTestId('ycjy-grade-check')).toHaveText([
        '小班十月测评',
        '中班十月测评',
        '大班十月测评',
        '学前十月测评',
      ]);
    }
    await shot(page, isMobile, 'jzcj-bad-index');
    await page.getByTestId('ycjy-grade-check').nth(2).click();
    await expect(page).toHaveURL(/\/xqjy\/ycjy\/jzcj\/10\/3$/);
    await expect(page.getByTestId('ycjy-check-start')).toContainText('大班十月家长测评');
  });

  test("a teacher hangs a picture on one lesson in the media library; the lesson's 图片 shows it", async ({
    page,
    isMobile,
  }, info) => {
    test.slow();
    // Both projects run on one server at once: each picture carries its project's name.
    const title = `冰块的照片 ${info.project.name}`;
    await loginAsTeacher(page);
    await page.goto('/bosi/manage?section=media');
    const manager = page.getByTestId('media-library-manager');
    await expect(manager.getByRole('heading', { name: '课件素材' })).toBeVisible(FRESH);
    await chooseTreeOption(manager.getByTestId('media-place-module'), '幼儿教育');
    // 大班 › 十月 › 第二课 冰: the importer made the lesson's place in the tree.
    await chooseTreeOption(manager.getByTestId('media-place-category'), '第二课 冰（冰块）');
    const form = manager.getByTestId('media-upload-form');
    await form.getByTestId('media-upload-title').fill(title);
    await form.getByTestId('media-upload-file').setInputFiles(fixture('lesson-picture.png'));
    await expect(form.getByTestId('media-upload-attach')).toBeChecked();
    await form.getByRole('button', { name: '上传', exact: true }).click();
    await expect(form.getByTestId('media-upload-progress')).toContainText(`「${title}」上传完成`);
    await signOut(page);

    await loginAsPupil(page);
    await page.goto('/xqjy/ycjy/detail/3/10/2');
    await page.getByTestId('ycjy-part-bookImage').click(FRESH);
    await expect(page.getByTestId('ycjy-page-bookImage')).toBeVisible();
    await expect(page.getByRole('img', { name: title })).toBeVisible();
    await shot(page, isMobile, 'bookImage-filled');
    // The lesson before it has its own slots: not this picture.
    await page.goto('/xqjy/ycjy/bookImage?grade=3&month=10&index=1');
    await expect(page.getByTestId('ycjy-page-bookImage')).toBeVisible(FRESH);
    await expect(page.getByRole('img', { name: title })).toHaveCount(0);
    await page.goto('/xqjy/ycjy/bookVideo?grade=3&month=10&index=2');
    await expect(page.getByTestId('media-slot-empty')).toContainText('这一课的视频还没有放上来', FRESH);
  });
});
