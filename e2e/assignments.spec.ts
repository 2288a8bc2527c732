import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  createClass,
  drawStroke,
  expect,
  joinAsNewPupil,
  loginAsTeacher,
  type Median,
  personPage,
  test,
} from './helpers';

// More kinds of 作业 (issue 17): the teacher sets a 考试中心 paper and characters to write; a new
// pupil joins, opens both from 作业, hands the paper in and writes each character on the stroke
// checker; the teacher's class view and results file show the score and the characters written.

const SHOTS = '/tmp/shots-assign';
const CHARS = ['人', '大'];
/** For the first look at a page just opened: the shared machine can take a while to draw it. */
const OPENED = { timeout: 30_000 };

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

async function mediansOf(page: Page, char: string): Promise<Median[]> {
  const res = await page.request.get(`/hanzi-data/${encodeURIComponent(char)}.json`);
  return ((await res.json()) as { medians: Median[] }).medians;
}

test('a teacher sets a paper and characters; a pupil does both from 作业; the class view shows the results', async ({
  page,
  browser,
}) => {
  // Two people, a paper and two characters written stroke by stroke: on a busy shared machine this
  // has taken over four minutes.
  test.setTimeout(480_000);
  const run = `${test.info().project.name.slice(0, 1)}${Date.now().toString(36)}`;
  const pupilAccount = `pa_${run}`;
  // The class view and the results file name pupils by their nickname.
  const pupilName = `小红${run.slice(-4)}`;
  const className = `作业班${run.slice(-4)}`;

  // The teacher makes a class, then sets a unit paper and two characters to write.
  const teacher = await personPage(browser);
  await loginAsTeacher(teacher);
  const code = await createClass(teacher, className);

  const form = teacher.getByTestId('assign-form');
  await form.getByTestId('assign-kind-paper').click();
  const paperOption = form.getByTestId('assign-paper-option').filter({ hasText: '第一单元测试' }).first();
  await expect(paperOption).toBeVisible(OPENED);
  await paperOption.click();
  await expect(form.getByTestId('assign-target')).toContainText('第一单元测试');
  await form.getByTestId('assign-submit').click();
  await expect(form.getByTestId('assign-target')).toHaveCount(0);

  await form.getByTestId('assign-kind-write').click();
  await form.getByTestId('assign-chars').fill('abc');
  await form.getByTestId('assign-submit').click();
  await expect(form).toContainText('请填写要写的汉字，只能是汉字');
  await form.getByTestId('assign-chars').fill(CHARS.join('，'));
  await form.getByTestId('assign-note').fill('按笔顺一笔一笔写');
  await form.getByTestId('assign-submit').click();
  await expect(form.getByTestId('assign-chars')).toHaveValue('');
  await expect(teacher.getByTestId('class-results').or(teacher.getByText('还没有学生加入。'))).toBeVisible();
  await shot(teacher, '1-teacher-assigned');
  const classUrl = teacher.url();

  // A new pupil joins and finds both in 作业.
  await joinAsNewPupil(page, { account: pupilAccount, nickname: pupilName, code, className });
  await page.goto('/index');
  await expect(page.getByTestId('home-homework')).toBeVisible(OPENED);
  await page.getByTestId('home-homework-go').click();
  const paperItem = page.getByTestId('homework-item').filter({ hasText: '第一单元测试' });
  const writeItem = page.getByTestId('homework-item').filter({ hasText: `写字：${CHARS.join('')}` });
  await expect(paperItem.getByTestId('homework-state')).toHaveText('还没做', OPENED);
  await expect(writeItem.getByTestId('homework-state')).toHaveText('还没做');
  await shot(page, '2-pupil-homework');

  // The paper: opened from 作业, one answer, handed in.
  await paperItem.getByTestId('homework-go').click();
  const start = page.getByTestId('kszx-start');
  const sheet = page.getByTestId('kszx-sheet');
  await expect(start.or(sheet)).toBeVisible(OPENED);
  if (await start.isVisible()) await start.click();
  await expect(sheet).toBeVisible(OPENED);
  const radio = sheet.locator('[data-testid="kszx-question"][data-type="radio"]').first();
  await radio.getByTestId('kszx-option').first().click();
  await expect(page.getByTestId('kszx-saved')).toHaveAttribute('data-saving', '0');
  await page.getByTestId('kszx-hand-in').click();
  await expect(page.getByTestId('kszx-result')).toBeVisible(OPENED);
  const score = ((await page.getByTestId('kszx-score').textContent()) ?? '').trim();
  expect(score).toMatch(/^\d+分$/);

  await page.goto('/homework');
  await expect(paperItem.getByTestId('homework-state')).toHaveText(`已交卷，${score}`, OPENED);

  // The characters: each written on the stroke checker to the end.
  await writeItem.getByTestId('homework-go').click();
  const chars = page.getByTestId('write-char');
  await expect(chars).toHaveCount(CHARS.length, OPENED);
  for (const [i, char] of CHARS.entries()) {
    const quiz = page.getByTestId('writing-quiz');
    await expect(chars.nth(i)).toHaveAttribute('aria-pressed', 'true');
    await expect(quiz).toHaveAttribute('data-complete', '0', OPENED);
    for (const [n, median] of (await mediansOf(page, char)).entries()) {
      await drawStroke(page, quiz, median);
      await expect(quiz).toHaveAttribute('data-correct-strokes', String(n + 1));
    }
    await expect(quiz).toHaveAttribute('data-complete', '1');
    await expect(chars.nth(i)).toHaveAttribute('data-written', '1', OPENED);
    if (i === 0) {
      await shot(page, '3-pupil-writing');
      await page.getByTestId('write-next').click();
    }
  }
  await expect(page.getByTestId('write-progress')).toHaveText('都写完了，可以再练一练');
  await shot(page, '4-pupil-written');
  await page.goto('/homework');
  await expect(writeItem.getByTestId('homework-state')).toHaveText('已写完', OPENED);
  await expect(paperItem.getByTestId('homework-go')).toHaveCount(0);
  await shot(page, '5-pupil-done');

  // The teacher sees both in the class view and in the results file.
  await teacher.goto(classUrl);
  const row = teacher.getByTestId('class-member-row').filter({ hasText: pupilName });
  const cells = row.getByTestId('class-cell');
  await expect(cells).toHaveText([score, '已写完'], OPENED);
  await cells.nth(1).click();
  await expect(teacher.getByTestId('review-result')).toHaveText(`已经写了：${CHARS.join('、')}。`);
  await shot(teacher, '6-teacher-results');
  const href = (await teacher.getByTestId('class-export').getAttribute('href')) ?? '';
  const csv = await (await teacher.request.get(href)).text();
  expect(csv).toContain(`${pupilName},${score},已写完`);
  await teacher.context().close();
});

test('a teacher sets a chapter to read; the pupil reads it from 作业, reads back, and it stays done', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const run = `${test.info().project.name.slice(0, 1)}${Date.now().toString(36)}`;
  const className = `阅读班${run.slice(-4)}`;
  const pupilName = `小读${run.slice(-4)}`;

  const teacher = await personPage(browser);
  await loginAsTeacher(teacher);
  const code = await createClass(teacher, className);
  const form = teacher.getByTestId('assign-form');
  await form.getByTestId('assign-kind-reading').click();
  await form.getByTestId('assign-book').selectOption({ label: '《三字经》' });
  // The second chapter: reading it means the pupil got past the first.
  const chapter = form.getByTestId('assign-chapter-option').nth(1);
  const chapterTitle = ((await chapter.textContent(OPENED)) ?? '').trim();
  await chapter.click();
  await expect(form.getByTestId('assign-target')).toContainText(`《三字经》${chapterTitle}`);
  await form.getByTestId('assign-submit').click();
  await expect(form.getByTestId('assign-target')).toHaveCount(0);
  const classUrl = teacher.url();

  await joinAsNewPupil(page, { account: `rd_${run}`, nickname: pupilName, code, className });

  await page.goto('/homework');
  const item = page.getByTestId('homework-item').filter({ hasText: chapterTitle });
  await expect(item.getByTestId('homework-state')).toHaveText('还没做', OPENED);
  await item.getByTestId('homework-go').click();
  await expect(page.getByTestId('chapter-title')).toHaveText(chapterTitle, OPENED);
  await shot(page, 'reading-1-chapter');
  // Back to the first chapter: the assignment was reached once, so it stays done.
  await page.getByTestId('chapter-previous').click();
  await expect(page.getByTestId('chapter-title')).not.toHaveText(chapterTitle);
  await page.goto('/homework');
  await expect(item.getByTestId('homework-state')).toHaveText('已读完', OPENED);
  await shot(page, 'reading-2-done');

  await teacher.goto(classUrl);
  const row = teacher.getByTestId('class-member-row').filter({ hasText: pupilName });
  await expect(row.getByTestId('class-cell')).toHaveText(['已读'], OPENED);
  await row.getByTestId('class-cell').click();
  await expect(teacher.getByTestId('review-result')).toHaveText('已经读到这一章了。');
  await teacher.context().close();
});
