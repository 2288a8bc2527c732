import type { Page } from '@playwright/test';
import { drawStroke, expect, loginAsPupil, type Median, test } from './helpers';

const SHOTS = '/tmp/hB-shots';
/** Phone shots at 390×844 (the project's viewport), desktop ones at 1600×900. */
async function shot(page: Page, isMobile: boolean, name: string) {
  if (!isMobile) await page.setViewportSize({ width: 1600, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${isMobile ? 'mobile' : 'desktop'}-${name}.png`, fullPage: isMobile });
}

async function mediansOf(page: Page, char: string): Promise<Median[]> {
  const res = await page.request.get(`/hanzi-data/${encodeURIComponent(char)}.json`);
  return ((await res.json()) as { medians: Median[] }).medians;
}

test.describe('幼儿教育 练笔画: the lesson’s stroke drawn in order and traced', () => {
  test('山 (小班 十月): watches 竖折 as the second stroke of 山, traces it wrong, then right, and is praised', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    await loginAsPupil(page);
    await page.goto('/xqjy/ycjy/detail/1/10/1');
    const card = page.getByTestId('ycjy-stroke');
    await expect(card).toContainText('竖折', { timeout: 20_000 });
    await expect(card.getByTestId('ycjy-stroke-which')).toHaveText('这一笔是“山”的第2笔，“山”一共3画。');
    await expect(card).toHaveAttribute('data-stroke-at', '2');

    // The whole character is drawn stroke by stroke, the practised one in red; it can be replayed.
    const animation = card.getByTestId('stroke-animation');
    await expect(animation).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    await animation.getByRole('button', { name: '重播笔顺' }).click();
    await expect(animation).toHaveAttribute('data-state', 'animating');

    // Tracing: only 竖折 is asked for. The first stroke of 山 (a 竖) is not it.
    const quiz = card.getByTestId('writing-quiz');
    await expect(quiz.getByRole('status')).toHaveText('照着浅色的样子写这一笔');
    const [first, second] = await mediansOf(page, '山');
    if (!first || !second) throw new Error('山 has no stroke data');
    await drawStroke(page, quiz, first);
    await expect(quiz).toHaveAttribute('data-mistakes', '1');
    await expect(quiz.getByRole('status')).toHaveText('这一笔不对，再试试');
    await shot(page, isMobile, 'ycjy-stroke-wrong');
    await drawStroke(page, quiz, second);
    await expect(quiz).toHaveAttribute('data-complete', '1');
    await expect(quiz).toHaveAttribute('data-correct-strokes', '1');
    await expect(card.getByTestId('ycjy-stroke-praise')).toHaveText('写好了！再描几次，会越写越好。');
    await card.scrollIntoViewIfNeeded();
    await shot(page, isMobile, 'ycjy-stroke-done');

    // Once more, right the first time.
    await quiz.getByRole('button', { name: '重新书写' }).click();
    await expect(quiz).toHaveAttribute('data-complete', '0');
    // The board is empty again, and so is the praise for the tracing just cleared.
    await expect(card.getByTestId('ycjy-stroke-praise')).toHaveCount(0);
    await drawStroke(page, quiz, second);
    await expect(quiz).toHaveAttribute('data-mistakes', '0');
    await expect(card.getByTestId('ycjy-stroke-praise')).toHaveText('真棒！这一笔写得又对又好。');
  });
});
