import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  createClass,
  drawStroke,
  expect,
  joinAsNewPupil,
  loginAsPupil,
  loginAsTeacher,
  type Median,
  personPage,
  test,
} from './helpers';

const SHOTS = '/tmp/shots-kszx';

/** Answers one question of the sheet as a pupil would (写字 is skipped: the board is another journey). */
async function answer(question: Locator): Promise<void> {
  const type = await question.getAttribute('data-type');
  if (type === 'radio') await question.getByTestId('kszx-option').first().click();
  else if (type === 'judge') await question.getByTestId('kszx-judge-true').click();
  else if (type === 'textarea') await question.getByTestId('kszx-textarea').fill('天上有月亮，地上有小河。');
  else if (type === 'matching') {
    const left = question.getByTestId('kszx-match-left');
    const count = await left.count();
    for (let i = 0; i < count; i++) {
      await left.nth(i).click();
      await question.getByTestId('kszx-match-right').nth(i).click();
      await expect(left.nth(i)).toHaveClass(/is-joined/);
    }
  } else if (await question.getByTestId('kszx-board').count()) await question.getByTestId('kszx-board-skip').click();
  else await question.getByTestId('kszx-input').fill('明月');
}

const saved = (page: Page) => expect(page.getByTestId('kszx-saved')).toHaveAttribute('data-saving', '0');

test.describe('考试中心: a paper made from the textbook', () => {
  test('一年级上册 期末测试 with all five types is answered, kept over a reload, handed in and marked', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    mkdirSync(SHOTS, { recursive: true });
    const layout = isMobile ? 'mobile' : 'desktop';
    await loginAsPupil(page);
    await page.goto('/kszx');
    const picker = page.getByTestId('kszx-picker');
    await picker.getByRole('button', { name: '一年级', exact: true }).click();
    await picker.getByRole('button', { name: '上册', exact: true }).click();
    await expect(picker.getByRole('button', { name: '上册', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const final = page.getByTestId('kszx-paper').filter({ hasText: '一年级上册 期末测试' });
    await expect(final).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${layout}-home.png` });

    await final.click();
    await expect(page).toHaveURL(isMobile ? /\/kszx\/paper\/\d+$/ : /\/kszx\?paper=\d+$/);
    const start = page.getByTestId('kszx-start');
    const sheet = page.getByTestId('kszx-sheet');
    // An attempt left open by an earlier run opens straight away.
    await expect(start.or(sheet)).toBeVisible();
    if (await start.isVisible()) await start.click();
    await expect(sheet).toBeVisible();
    await expect(page.getByTestId('kszx-clock')).toContainText(/剩余 \d\d:\d\d/);
    const questions = sheet.getByTestId('kszx-question');
    for (const type of ['radio', 'judge', 'input', 'matching', 'textarea']) {
      await expect(sheet.locator(`[data-testid="kszx-question"][data-type="${type}"]`).first()).toBeVisible();
    }

    // The first answer survives a reload: it was saved on the server.
    await answer(questions.first());
    await saved(page);
    // Each board's stroke data, by question number, to write one 写字 question along its strokes.
    const strokeData = new Map<number, Median[]>();
    page.on('response', async (response) => {
      const index = /\/exam-strokes\/\d+-(\d+)-/.exec(response.url())?.[1];
      if (index && response.ok())
        strokeData.set(Number(index), ((await response.json()) as { medians: Median[] }).medians);
    });
    await page.reload();
    await expect(sheet).toBeVisible();
    await expect(questions.first().getByTestId('kszx-option').first()).toHaveAttribute('aria-pressed', 'true');

    const count = await questions.count();
    let written = -1;
    for (let i = 1; i < count; i++) {
      const board = questions.nth(i).getByTestId('writing-quiz');
      if (written < 0 && (await board.count()) > 0) {
        // One 写字 written along its strokes: the server checks the lines and marks it right.
        await expect.poll(() => strokeData.has(i)).toBe(true);
        for (const median of strokeData.get(i) ?? []) await drawStroke(page, board, median);
        await expect(board).toHaveAttribute('data-complete', '1');
        await expect(questions.nth(i).getByTestId('kszx-board-done')).toBeVisible();
        written = i;
      } else await answer(questions.nth(i));
    }
    expect(written).toBeGreaterThan(0);
    await saved(page);
    await page.screenshot({ path: `${SHOTS}/${layout}-sheet.png` });
    await page.getByTestId('kszx-hand-in').click();

    const result = page.getByTestId('kszx-result');
    await expect(result).toBeVisible();
    await expect(page.getByTestId('kszx-score')).toHaveText(/^\d+分$/);
    await expect(result.getByTestId('kszx-mark')).toHaveCount(count);
    await expect(result.locator('[data-mark="pending"]')).toHaveCount(1);
    await expect(result.locator('[data-mark="pending"]')).toContainText('待老师批改');
    await expect(result.getByTestId('kszx-question').nth(written)).toHaveAttribute('data-mark', 'right');
    await page.screenshot({ path: `${SHOTS}/${layout}-result.png` });
    await page.screenshot({ path: `${SHOTS}/${layout}-result-full.png`, fullPage: true });
  });
});

test.describe('考试中心: regional papers', () => {
  test('a teacher sets a written paper to 广州市; a pupil finds it by region and not in 北京市', async ({
    page,
    browser,
    isMobile,
  }) => {
    test.setTimeout(240_000);
    mkdirSync(SHOTS, { recursive: true });
    const layout = isMobile ? 'mobile' : 'desktop';
    const title = `广州小测（${layout}）`;

    // The teacher writes the paper in the management page and sets its region.
    const desk = await personPage(browser);
    await loginAsTeacher(desk);
    await desk.goto('/bosi/manage?section=papers');
    await desk
      .getByTestId('exam-paper-text')
      .fill(`# 标题：${title}\n# 册：g1a\n# 时间：10\n\n[判断] judge\n题：「口」一共有三画。\n答案：对\n`);
    await desk.getByRole('button', { name: '添加试卷' }).click();
    const paper = desk.getByTestId('my-paper').filter({ hasText: title });
    await expect(paper.getByTestId('my-paper-region')).toContainText('地区：全国通用');
    await paper.getByTestId('paper-region-province').selectOption({ label: '广东省' });
    await paper.getByTestId('paper-region-city').selectOption({ label: '广州市' });
    await expect(paper.getByTestId('paper-region-county')).toBeVisible();
    await paper.getByTestId('paper-region-save').click();
    await expect(paper.getByTestId('my-paper-region')).toContainText('地区：广东省 广州市');
    await paper.scrollIntoViewIfNeeded();
    await desk.screenshot({ path: `${SHOTS}/${layout}-manage-region.png` });
    await desk.context().close();

    // The pupil chooses 广东省 and finds it with its region; 北京市 has no such paper.
    await loginAsPupil(page);
    await page.goto('/kszx/paper/sort/g1a');
    const region = page.getByTestId('kszx-region');
    await region.getByTestId('kszx-region-province').selectOption({ label: '广东省' });
    await expect(page).toHaveURL(/region=440000/);
    const found = page.getByTestId('kszx-paper').filter({ hasText: title });
    await expect(found).toBeVisible();
    await expect(found.getByTestId('kszx-paper-region')).toHaveText('广东省 广州市');
    await expect(page.getByTestId('kszx-paper').filter({ hasText: '期末测试' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/${layout}-region.png` });
    await region.getByTestId('kszx-region-province').selectOption({ label: '北京市' });
    await expect(page.getByText('这个地区还没有这一册的试卷，换个地区看看吧')).toBeVisible();
    await region.getByTestId('kszx-region-province').selectOption({ label: '全国' });
    await expect(page.getByTestId('kszx-paper').filter({ hasText: '期末测试' })).toBeVisible();
  });
});

test.describe('考试中心: 写话 marked by the teacher', () => {
  test('a pupil of the class hands in a 写话; the teacher gives points and a comment; the pupil reads them', async ({
    page,
    browser,
    isMobile,
  }) => {
    // Two people, a class, a paper written and handed in: minutes on a busy shared machine.
    test.setTimeout(300_000);
    mkdirSync(SHOTS, { recursive: true });
    const layout = isMobile ? 'mobile' : 'desktop';
    const run = `${layout.slice(0, 1)}${Date.now().toString(36)}`;
    const className = `写话班${run.slice(-4)}`;
    const title = `写话小练（${run}）`;
    const pupilName = `小明${run.slice(-4)}`;

    // The teacher makes a class and writes a paper with a 写话.
    const desk = await personPage(browser);
    await loginAsTeacher(desk);
    const code = await createClass(desk, className);
    const classUrl = desk.url();
    await desk.goto('/bosi/manage?section=papers');
    await desk
      .getByTestId('exam-paper-text')
      .fill(
        `# 标题：${title}\n# 册：g1a\n# 时间：10\n\n[判断] judge\n题：「口」一共有三画。\n答案：对\n\n[写话] textarea\n题：写一写你的好朋友。\n`,
      );
    await desk.getByRole('button', { name: '添加试卷' }).click();
    await expect(desk.getByTestId('my-paper').filter({ hasText: title })).toBeVisible();

    // A new pupil joins the class, writes the 写话 and hands the paper in.
    await joinAsNewPupil(page, { account: `xh_${run}`, nickname: pupilName, code, className });
    await page.goto('/kszx/paper/sort/g1a');
    await page.getByTestId('kszx-paper').filter({ hasText: title }).click();
    await page.getByTestId('kszx-start').click();
    const sheet = page.getByTestId('kszx-sheet');
    await sheet.getByTestId('kszx-judge-true').click();
    await sheet.getByTestId('kszx-textarea').fill('我的好朋友叫小红，她爱笑，也爱帮助别人。');
    await saved(page);
    await page.getByTestId('kszx-hand-in').click();
    const result = page.getByTestId('kszx-result');
    await expect(result.locator('[data-mark="pending"]')).toContainText('待老师批改');
    // 我的成绩 lists it as waiting for the teacher.
    await page.goto('/kszx');
    const entry = page.getByTestId('kszx-history-entry').filter({ hasText: title });
    await expect(entry).toContainText('待老师批改');

    // The teacher marks it in 批改写话, reached from the class.
    await desk.goto(classUrl);
    await desk.getByTestId('class-mark-writing').click();
    await expect(desk).toHaveURL(/\/kszx\/writing$/);
    const item = desk.getByTestId('kszx-writing-item').filter({ hasText: pupilName });
    await expect(item.getByTestId('kszx-writing-answer')).toHaveText('我的好朋友叫小红，她爱笑，也爱帮助别人。');
    await item.getByTestId('kszx-writing-points').selectOption('8');
    await item.getByTestId('kszx-writing-comment').fill('写得真好，把小红写活了！');
    await desk.screenshot({ path: `${SHOTS}/${layout}-writing-marks.png`, fullPage: true });
    await item.getByTestId('kszx-writing-send').click();
    // Marked, it leaves 待批改 and shows under 已批改 with its points.
    await expect(desk.getByTestId('kszx-writing-item').filter({ hasText: pupilName })).toHaveCount(0);
    await desk.getByRole('tab', { name: '已批改' }).click();
    await expect(
      desk.getByTestId('kszx-writing-item').filter({ hasText: pupilName }).getByTestId('kszx-writing-points'),
    ).toHaveValue('8');
    await desk.context().close();

    // The pupil opens it from 我的成绩 and reads the points and the comment.
    await page.reload();
    await expect(entry).toContainText('90 分');
    await entry.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/attempt=\d+/);
    await expect(page.getByTestId('kszx-mark').filter({ hasText: '老师给了8分（满分10分）' })).toBeVisible();
    await expect(page.getByTestId('kszx-review')).toHaveText('老师的评语：写得真好，把小红写活了！');
    await page.screenshot({ path: `${SHOTS}/${layout}-writing-reviewed.png`, fullPage: true });
  });
});
