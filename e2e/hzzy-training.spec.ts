import type { Page } from '@playwright/test';
import { drawStroke, expect, loginAsPupil, type Median, test } from './helpers';

// 汉字测试, 复习, 汉字训练, 部编汉字 and the matching game. Mobile has their own addresses; the desktop
// table has /hzzy?part=… (and /bphz).

interface Question {
  char: string;
  kind: string;
  options: string[];
  answer: number;
  stroke_data: string;
}

/** Writes a dictated character stroke by stroke along its medians on the stroke checker. */
async function writeCharacter(page: Page, q: Question) {
  const res = await page.request.get(q.stroke_data);
  const { medians } = (await res.json()) as { medians: Median[] };
  const board = page.getByTestId('writing-quiz');
  for (const median of medians) await drawStroke(page, board, median);
}

/** Answers the first `upTo` questions of a round shown on the page: `wrongAt` wrongly, the rest right. */
async function answerRound(
  page: Page,
  questions: Question[],
  wrongAt: readonly number[] = [],
  upTo = questions.length,
) {
  for (const [i, q] of questions.slice(0, upTo).entries()) {
    await expect(page.getByTestId('hzcs-quiz')).toContainText(`第 ${i + 1} / ${questions.length} 题`);
    if (q.kind === 'write') {
      await expect(page.getByTestId('quiz-write')).toBeVisible();
      if (wrongAt.includes(i)) await page.getByTestId('quiz-write-give-up').click();
      else await writeCharacter(page, q);
    } else {
      const pick = wrongAt.includes(i) ? (q.answer + 1) % q.options.length : q.answer;
      await page.getByTestId('quiz-choice').nth(pick).click();
    }
    await expect(page.getByTestId('quiz-feedback')).toContainText(wrongAt.includes(i) ? '不对哦' : '答对了');
    await page.getByTestId('quiz-next').click();
  }
}

/** Starts whatever loads a round of questions and answers the questions it loaded. */
async function questionsOf(page: Page, start: () => Promise<void>): Promise<Question[]> {
  const response = page.waitForResponse((r) => r.url().includes('/api/study/UserTrainDetail/questions'));
  await start();
  const body = (await (await response).json()) as { code: number; data: { questions: Question[] } };
  expect(body.code).toBe(1);
  return body.data.questions;
}

test.describe('汉字测试与复习', () => {
  test.beforeEach(async ({ page }) => {
    // Whole rounds with dictated characters written stroke by stroke: 25 s alone, more on a busy machine.
    test.slow();
    await loginAsPupil(page);
  });

  test('a test with one wrong answer puts that character in the 错字本', async ({ page, isMobile }) => {
    await page.goto('/hzzy');
    await page.getByTestId('hzzy-children').getByRole('link', { name: '汉字测试' }).click();
    await expect(page).toHaveURL(isMobile ? /\/hzcs$/ : /\/hzzy\?part=hzcs$/);
    await expect(page.getByTestId('hzcs-setup')).toContainText('第 1 组');
    await page.getByRole('button', { name: '5 题' }).click();

    const questions = await questionsOf(page, () => page.getByTestId('hzcs-start').click());
    expect(questions).toHaveLength(5);
    await expect(page).toHaveURL(/hzcsInfo.*group=1.*count=5|part=hzcsInfo&group=1&count=5/);
    const missed = questions[0]?.char ?? '';
    await page.screenshot({ path: test.info().outputPath('hzcs-quiz.png') });
    await answerRound(page, questions, [0]);

    const result = page.getByTestId('hzcs-result');
    await expect(result).toContainText('80 分');
    await expect(result).toContainText('答对 4 / 5 题');
    await expect(page.getByTestId('hzcs-result-wrong').locator('[data-char]')).toHaveAttribute('data-char', missed);
    if (isMobile) await page.screenshot({ path: test.info().outputPath('hzcs-result.png') });

    await page.getByTestId('hzcs-to-review').click();
    await expect(page.getByTestId('review-wrong').locator(`[data-char="${missed}"]`)).toBeVisible();
    // The test is in the pupil's history.
    await page.getByRole('tab', { name: '测试' }).click();
    await expect(page.getByTestId('hzcs-history')).toContainText('测试第 1 组');
    await expect(page.getByTestId('hzcs-history')).toContainText('80 分');
  });

  test('a dictation given up counts as wrong and shows the character', async ({ page, isMobile }) => {
    await page.goto(isMobile ? '/hzcs' : '/hzzy?part=hzcs');
    await page.getByTestId('hzcs-write').check();
    await page.getByRole('button', { name: '5 题' }).click();
    const questions = await questionsOf(page, () => page.getByTestId('hzcs-start').click());
    await expect(page).toHaveURL(/write=1/);
    expect(questions[2]?.kind).toBe('write');
    await answerRound(page, questions, [], 2);
    await expect(page.getByTestId('quiz-write-reading')).not.toBeEmpty();
    if (isMobile) await page.screenshot({ path: test.info().outputPath('hzcs-write.png') });
    await page.getByTestId('quiz-write-give-up').click();
    await expect(page.getByTestId('quiz-right-answer')).toHaveText(questions[2]?.char ?? '');
  });

  test('marking characters learned shows 今天要复习 N 个字 on the hzzy home, and reviewing clears them', async ({
    page,
    isMobile,
  }) => {
    // How many are due already (earlier journeys of this pupil may have left some).
    const queue = page.waitForResponse((r) => r.url().includes('/api/study/user/review'));
    await page.goto('/hzzy');
    const before = ((await (await queue).json()) as { data: { due_count: number } }).data.due_count;

    // Group 3 is not the group the test above asks about, so its characters have no schedule yet.
    await page.goto(isMobile ? '/jbzy?group=3' : '/hzzy?part=jbzy&group=3');
    const fresh = page.getByTestId('jbzy-group').locator('[data-testid="char-tile"][data-learned="0"]');
    const chars: string[] = [];
    for (let i = 0; i < 2; i++) {
      const tile = fresh.first();
      const char = (await tile.getAttribute('data-char')) ?? '';
      await tile.getByTestId('toggle-learned').click();
      await expect(page.locator(`[data-testid="char-tile"][data-char="${char}"]`)).toHaveAttribute('data-learned', '1');
      chars.push(char);
    }

    await page.goto('/hzzy');
    const due = page.getByTestId('hzzy-review-due');
    await expect(due).toHaveText(`今天要复习 ${before + 2} 个字`);
    if (isMobile) await page.screenshot({ path: test.info().outputPath('hzzy-review-due.png') });
    await due.click();
    await expect(page).toHaveURL(isMobile ? /\/hzcs\?tab=review$/ : /part=hzcs&tab=review$/);
    for (const char of chars)
      await expect(page.getByTestId('review-due-list').locator(`[data-char="${char}"]`)).toBeVisible();

    const questions = await questionsOf(page, () => page.getByTestId('review-start').click());
    expect(questions.map((q) => q.char)).toEqual(expect.arrayContaining(chars));
    await answerRound(page, questions);
    await expect(page.getByTestId('review-done')).toContainText(
      `复习了 ${questions.length} 个字，答对 ${questions.length} 个`,
    );
    // Answered right, they are scheduled days ahead: no longer due today.
    for (const char of chars)
      await expect(page.getByTestId('review-due-list').locator(`[data-char="${char}"]`)).toHaveCount(0);
  });

  test('training levels open in order; 部编汉字 lists the textbook tables; the matching game gives points', async ({
    page,
    isMobile,
  }) => {
    await page.goto(isMobile ? '/hzzy/hzxl' : '/hzzy?part=hzxl');
    const levelTwo = page.locator('[data-testid="hzxl-level"][data-level="2"]');
    const level1 = page.locator('[data-testid="hzxl-level"][data-level="1"]');
    await expect(level1).toBeEnabled();
    const questions = await questionsOf(page, () => level1.click());
    await answerRound(page, questions);
    await expect(page.getByTestId('hzxl-stars')).toContainText('第 2 关已经打开');
    await page.getByRole('button', { name: '返回关卡' }).click();
    await expect(level1).toHaveAttribute('data-stars', '3');
    await expect(levelTwo).toBeEnabled();
    await expect(page.locator('[data-testid="hzxl-level"][data-level="3"]')).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('hzxl.png') });

    // 部编汉字 lists the textbook's own 识字表 and 写字表 (tbjx-practice.spec.ts checks them in detail).
    await page.goto(isMobile ? '/jdxa/bphz/824' : '/bphz');
    await expect(page.getByTestId('bphz-volume').first()).toBeVisible();
    await expect(page.getByTestId('bphz-characters').getByTestId('char-tile').first()).toBeVisible();
    await page.getByTestId('bphz-table').filter({ hasText: '写字表' }).click();
    await expect(page.getByTestId('bphz-characters')).toHaveAttribute('data-table', 'xiezi');
    await expect(page.getByTestId('bphz-page')).not.toContainText('没有部编教材各年级的官方识字表');
    if (isMobile) await page.screenshot({ path: test.info().outputPath('bphz.png') });

    await page.goto('/hzzy');
    await page.getByTestId('hzzy-game-link').click();
    await expect(page).toHaveURL(isMobile ? /\/jbzy\/game$/ : /part=game$/);
    // The pupil's points load after the page: read them once they show.
    await expect(page.getByTestId('game-total')).toHaveText(/我的积分 \d+/);
    const total = Number(((await page.getByTestId('game-total').textContent()) ?? '').replace(/\D/g, ''));
    await page.getByTestId('game-start').click();
    const chars = page.getByTestId('game-char');
    await expect(chars).toHaveCount(6);
    await page.screenshot({ path: test.info().outputPath('game.png') });
    // One miss first: a character with a reading that is not its own.
    const firstId = await chars.first().getAttribute('data-id');
    await chars.first().click();
    await page.locator(`[data-testid="game-reading"]:not([data-id="${firstId}"])`).first().click();
    await expect(page.getByTestId('game-matched')).toContainText('已配对 0/6');
    for (const id of await chars.evaluateAll((els) => els.map((el) => el.getAttribute('data-id')))) {
      await page.locator(`[data-testid="game-char"][data-id="${id}"]`).click();
      await page.locator(`[data-testid="game-reading"][data-id="${id}"]`).click();
    }
    const result = page.getByTestId('game-result');
    await expect(result).toContainText('配对 6 组');
    const points = Number(/得 (\d+) 分/.exec((await result.textContent()) ?? '')?.[1]);
    expect(points).toBeGreaterThan(60);
    await expect(page.getByTestId('game-total')).toHaveText(`我的积分 ${total + points}`);
  });
});
