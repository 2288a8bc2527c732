import type { Page } from '@playwright/test';
import { drawStroke, expect, loginAsPupil, type Median, test } from './helpers';

// The handwriting board on the character page, and 组字 (issue 5), in both layouts.

const characterPage = (char: string, isMobile: boolean) =>
  isMobile ? `/jbzy/detail?char=${encodeURIComponent(char)}` : `/hzzy?part=jbzyDetail&char=${encodeURIComponent(char)}`;

async function mediansOf(page: Page, char: string): Promise<Median[]> {
  const res = await page.request.get(`/hanzi-data/${encodeURIComponent(char)}.json`);
  return ((await res.json()) as { medians: Median[] }).medians;
}

async function openBoard(page: Page, isMobile: boolean, char: string) {
  await page.goto(characterPage(char, isMobile));
  await expect(page.getByTestId('dictionary-entry')).toHaveAttribute('data-char', char);
  const board = page.getByTestId('writing-board');
  await board.scrollIntoViewIfNeeded();
  await expect(board).toHaveAttribute('data-shown', '0');
  await board.getByRole('button', { name: '练一练' }).click();
  await expect(board).toHaveAttribute('data-shown', '1');
  return board;
}

test.describe('the writing board and 组字', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsPupil(page);
  });

  test('writes 人 with the stroke checker and sees the score and the own strokes', async ({ page, isMobile }) => {
    const board = await openBoard(page, isMobile, '人');
    await expect(board).toHaveAttribute('data-mode', 'checked');
    const quiz = board.getByTestId('writing-quiz');
    await expect(quiz).toContainText('请按笔顺写第 1 笔');
    for (const [i, median] of (await mediansOf(page, '人')).entries()) {
      await drawStroke(page, quiz, median);
      await expect(quiz).toHaveAttribute('data-correct-strokes', String(i + 1));
    }
    await expect(quiz).toHaveAttribute('data-complete', '1');
    await expect(quiz).toContainText('写得真好，全对！');
    await expect(quiz.getByTestId('quiz-score')).toContainText('得分 100');
    await expect(quiz.getByTestId('quiz-own-strokes')).toHaveAttribute('data-lines', '2');
    await expect(quiz.locator('[data-testid="quiz-own-strokes"] path.is-correct')).toHaveCount(2);
  });

  test('a wrong stroke is refused, counted, and lowers the score', async ({ page, isMobile }) => {
    const board = await openBoard(page, isMobile, '人');
    const quiz = board.getByTestId('writing-quiz');
    // 一's long horizontal where 人's first stroke (撇) belongs.
    const [horizontal] = await mediansOf(page, '一');
    await drawStroke(page, quiz, horizontal as Median);
    await expect(quiz).toHaveAttribute('data-mistakes', '1');
    await expect(quiz).toHaveAttribute('data-correct-strokes', '0');
    await expect(quiz).toContainText('这一笔不对');
    // 人's second stroke (捺) first: the order is checked too.
    const [pie, na] = await mediansOf(page, '人');
    await drawStroke(page, quiz, na as Median);
    await expect(quiz).toHaveAttribute('data-mistakes', '2');
    await drawStroke(page, quiz, pie as Median);
    await drawStroke(page, quiz, na as Median);
    await expect(quiz).toHaveAttribute('data-complete', '1');
    await expect(quiz).toContainText('写完了，错了 2 次');
    await expect(quiz.getByTestId('quiz-score')).toContainText('得分 50');
    await expect(quiz.locator('[data-testid="quiz-own-strokes"] path.is-wrong')).toHaveCount(2);

    // The refresh icon clears: a fresh round.
    await board.getByRole('button', { name: '清空重写' }).click();
    await expect(quiz).toHaveAttribute('data-complete', '0');
    await expect(quiz).toContainText('请按笔顺写第 1 笔');
  });

  test('free practice draws over the faint model; refresh clears, closing clears and hides', async ({
    page,
    isMobile,
  }) => {
    const board = await openBoard(page, isMobile, '人');
    await board.getByRole('button', { name: '自由练习' }).click();
    await expect(board).toHaveAttribute('data-mode', 'free');
    await expect(board.locator('img.yw-writing-board__model')).toBeVisible();
    // 田字格 by default, 米字格 on request.
    await expect(board.locator('svg[data-grid]')).toHaveAttribute('data-grid', 'tian');
    await board.getByRole('button', { name: '田字格' }).click();
    await expect(board.locator('svg[data-grid]')).toHaveAttribute('data-grid', 'mi');

    const canvas = board.getByTestId('writing-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await page.mouse.down();
    await expect(canvas).toHaveAttribute('data-drawing', '1');
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.7, { steps: 6 });
    await page.mouse.up();
    await expect(canvas).toHaveAttribute('data-drawing', '0');
    await expect(canvas).toHaveAttribute('data-strokes', '1');
    // Spec §9: 5, and 8 on desktop while drawing.
    await expect(canvas).toHaveAttribute('data-line-width', isMobile ? '5' : '8');
    const inked = await canvas.evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
      return data.some((v, i) => i % 4 === 3 && v > 0);
    });
    expect(inked).toBe(true);

    await board.getByRole('button', { name: '清空重写' }).click();
    await expect(canvas).toHaveAttribute('data-strokes', '0');

    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.8, { steps: 4 });
    await page.mouse.up();
    await expect(canvas).toHaveAttribute('data-strokes', '1');
    await board.getByRole('button', { name: '关闭写字板' }).click();
    await expect(board).toHaveAttribute('data-shown', '0');
    await board.getByRole('button', { name: '练一练' }).click();
    await board.getByRole('button', { name: '自由练习' }).click();
    await expect(board.getByTestId('writing-canvas')).toHaveAttribute('data-strokes', '0');
  });

  test('builds 清 from 青 and 氵 in 组字, then opens its formation page', async ({ page, isMobile }) => {
    await page.goto(isMobile ? '/jbzy' : '/hzzy?part=jbzy');
    await page.getByTestId('jbzy-zjjzy-link').click();
    await expect(page.getByTestId('zjjzy-page')).toBeVisible();
    const components = page.getByTestId('zjjzy-components');
    await components.locator('[data-key="青"]').click();
    const builder = page.getByTestId('zjjzy-builder');
    await expect(builder).toHaveAttribute('data-component', '青');
    // All five of 清晴睛请情 are among the radicals 青 takes.
    for (const radical of ['氵', '日', '目', '讠', '忄'])
      await expect(builder.locator(`[data-radical="${radical}"]`)).toBeVisible();
    await builder.getByRole('button', { name: '青加氵' }).click();
    const built = page.getByTestId('zjjzy-built');
    await expect(built).toHaveAttribute('data-char', '清');
    await expect(built).toContainText('qīng');
    await expect(built).toContainText('读音相近');
    await expect(page.locator('.yw-zjjzy-card__meaning')).not.toBeEmpty();

    await built.getByRole('link', { name: '看「清」的详情' }).click();
    await expect(page.getByTestId('jbzy-detail-page')).toHaveAttribute('data-char', '清');
    await page.getByRole('link', { name: '字形与字源' }).click();
    const info = page.getByTestId('jbzy-info-page');
    await expect(info).toHaveAttribute('data-char', '清');
    await expect(info.getByTestId('jbzy-info-facts')).toContainText('氵');
    await expect(info.getByTestId('jbzy-info-parts')).toContainText('青');
  });
});
