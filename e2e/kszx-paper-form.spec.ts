import { mkdirSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, loginAsPupil, loginAsTeacher, personPage, test } from './helpers';

const SHOTS = '/tmp/hF-shots';

test.describe('考试中心: a paper written in the management page’s form', () => {
  test('a teacher builds a paper of all five types in the form, reopens it to change it; a pupil’s second accepted answer is right', async ({
    page,
    browser,
    isMobile,
  }) => {
    // Two people and a paper of five questions typed field by field: minutes on a busy shared machine.
    test.setTimeout(240_000);
    mkdirSync(SHOTS, { recursive: true });
    const layout = isMobile ? 'mobile' : 'desktop';
    const title = `表单小测${layout.slice(0, 1)}${Date.now().toString(36)}`;
    // Phones are tapped, desktops clicked.
    const press = (target: Locator) => (isMobile ? target.tap() : target.click());

    const desk = await personPage(browser);
    if (!isMobile) await desk.setViewportSize({ width: 1600, height: 900 });
    await loginAsTeacher(desk);
    await desk.goto('/bosi/manage?section=papers');
    const form = desk.getByTestId('paper-form');
    const cards = form.getByTestId('pf-question');

    // Saving an empty form names what is missing, beside the fields.
    await press(form.getByTestId('paper-form-save'));
    await expect(form.getByText('请填写试卷标题')).toBeVisible();
    await expect(form.getByText('请至少添加一道题')).toBeVisible();
    await expect(form.getByTestId('paper-form-title')).toBeFocused();

    await form.getByLabel('试卷标题', { exact: true }).fill(title);
    await form.getByLabel('册', { exact: true }).selectOption({ label: '一年级上册' });
    await form.getByLabel('时间（分钟）', { exact: true }).fill('10');

    // 选择: three options, the second right.
    await press(form.getByTestId('paper-form-add-radio'));
    const radio = cards.nth(0);
    await expect(radio).toHaveAttribute('data-type', 'radio');
    await radio.getByLabel('第 1 题题目', { exact: true }).fill('「天」的读音是哪一个？');
    await radio.getByLabel('栏目（可不填）', { exact: true }).fill('读音');
    await radio.getByLabel('选项 1', { exact: true }).fill('tián');
    await radio.getByLabel('选项 2', { exact: true }).fill('tiān');
    await radio.getByLabel('选项 3', { exact: true }).fill('tiǎn');
    await expect(radio.getByText('请选出正确的选项')).toBeVisible();
    await radio.getByLabel('第 1 题第 2 项是正确答案', { exact: true }).check();
    await expect(radio.getByText('请选出正确的选项')).toHaveCount(0);

    // 判断.
    await press(form.getByTestId('paper-form-add-judge'));
    const judge = cards.nth(1);
    await judge.getByLabel('第 2 题题目', { exact: true }).fill('「口」一共有三画。');
    await judge.getByLabel('对', { exact: true }).check();

    // 写话 added before 填空 and 连线, then moved to the end with the keyboard.
    await press(form.getByTestId('paper-form-add-textarea'));
    await cards.nth(2).getByLabel('第 3 题题目', { exact: true }).fill('写一写你的好朋友。');

    // 填空 with two accepted answers (a third added and taken away again).
    await press(form.getByTestId('paper-form-add-input'));
    const input = cards.nth(3);
    await input.getByLabel('第 4 题题目', { exact: true }).fill('「高兴」的近义词是（　　）。');
    await input.getByLabel('栏目（可不填）', { exact: true }).fill('近义词');
    await input.getByLabel('答案 1', { exact: true }).fill('快乐');
    const moreAnswers = input.getByRole('button', { name: '＋ 再加一个也算对的答案' });
    await press(moreAnswers);
    await press(moreAnswers);
    await input.getByLabel('答案 2', { exact: true }).fill('开心');
    await press(input.getByRole('button', { name: '删除第 4 题的答案 3' }));
    await expect(input.getByTestId('pf-answer')).toHaveCount(2);

    // 连线: two pairs, one more added and one removed.
    await press(form.getByTestId('paper-form-add-matching'));
    const matching = cards.nth(4);
    await matching.getByLabel('第 5 题题目', { exact: true }).fill('把古诗和它的作者连起来。');
    await press(matching.getByRole('button', { name: '＋ 添加一对' }));
    await matching.getByLabel('左 1', { exact: true }).fill('《静夜思》');
    await matching.getByLabel('右 1', { exact: true }).fill('李白');
    await matching.getByLabel('左 2', { exact: true }).fill('《咏鹅》');
    await matching.getByLabel('右 2', { exact: true }).fill('骆宾王');
    await press(matching.getByRole('button', { name: '删除第 5 题的第 3 对' }));
    await expect(matching.getByTestId('pf-left')).toHaveCount(2);
    // A decoy on the right that joins nothing; a second one added and removed.
    await press(matching.getByTestId('pf-add-extra'));
    await matching.getByTestId('pf-extra').fill('杜甫');
    await press(matching.getByTestId('pf-add-extra'));
    await press(matching.getByRole('button', { name: '删除第 5 题的干扰项 2' }));
    await expect(matching.getByTestId('pf-extra')).toHaveCount(1);

    // A 判断 too many is removed; the 写话 goes down twice (focus and Enter, then Space).
    await press(form.getByTestId('paper-form-add-judge'));
    await expect(cards).toHaveCount(6);
    await press(cards.nth(5).getByRole('button', { name: '删除第 6 题' }));
    await expect(cards).toHaveCount(5);
    await cards.nth(2).getByRole('button', { name: '下移第 3 题' }).focus();
    await desk.keyboard.press('Enter');
    await cards.nth(3).getByRole('button', { name: '下移第 4 题' }).focus();
    await desk.keyboard.press('Space');
    await expect(cards.nth(4)).toHaveAttribute('data-type', 'textarea');
    await expect(cards.nth(4).getByLabel('第 5 题题目', { exact: true })).toHaveValue('写一写你的好朋友。');
    await expect(cards.nth(2)).toHaveAttribute('data-type', 'input');

    // The composed text, for teachers learning the format.
    const preview = form.getByTestId('paper-form-preview');
    await press(preview.locator('summary'));
    await expect(preview.locator('pre')).toContainText(`# 标题：${title}`);
    await expect(preview.locator('pre')).toContainText('[连线] 连线');
    await expect(preview.locator('pre')).toContainText(/右：.* \| 杜甫\n/);
    await expect(preview.locator('pre')).toContainText('选项：tián | tiān | tiǎn\n答案：2');
    await expect(preview.locator('pre')).toContainText('答案：快乐 | 开心');
    await form.getByTestId('paper-form-save').scrollIntoViewIfNeeded();
    await desk.screenshot({ path: `${SHOTS}/${layout}-form.png` });
    await desk.screenshot({ path: `${SHOTS}/${layout}-form-full.png`, fullPage: true });

    await press(form.getByTestId('paper-form-save'));
    const mine = desk.getByTestId('my-paper').filter({ hasText: title });
    await expect(mine).toBeVisible({ timeout: 20_000 });
    await expect(mine).toContainText('一年级上册 · 5 题');
    // The form starts again empty for the next paper.
    await expect(form.getByLabel('试卷标题', { exact: true })).toHaveValue('');
    await expect(cards).toHaveCount(0);

    // Reopened from the list: the form holds the saved paper; the 判断 is changed and saved back.
    await press(mine.getByRole('button', { name: `修改「${title}」` }));
    // The saved paper comes from the server first; the shared machine may be slow.
    await expect(form.getByRole('heading', { name: `修改试卷「${title}」` })).toBeVisible({ timeout: 30_000 });
    await expect(form.getByTestId('paper-form-editing')).toContainText('新开始的答卷才用新题目');
    await expect(form.getByLabel('试卷标题', { exact: true })).toBeFocused();
    await expect(cards).toHaveCount(5);
    await expect(cards.nth(2).getByLabel('答案 2', { exact: true })).toHaveValue('开心');
    await expect(cards.nth(3).getByTestId('pf-left')).toHaveCount(2);
    await expect(cards.nth(3).getByTestId('pf-extra')).toHaveValue('杜甫');
    await desk.screenshot({ path: `${SHOTS}/${layout}-edit-top.png` });
    await cards.nth(1).getByLabel('第 2 题题目', { exact: true }).fill('「口」一共有四画。');
    await cards.nth(1).getByLabel('错', { exact: true }).check();
    await cards.nth(2).scrollIntoViewIfNeeded();
    await desk.screenshot({ path: `${SHOTS}/${layout}-edit.png` });
    await press(form.getByTestId('paper-form-save'));
    await expect(form.getByRole('heading', { name: '填表出题' })).toBeVisible({ timeout: 20_000 });
    await expect(mine).toContainText('一年级上册 · 5 题');
    await desk.context().close();

    // The pupil finds it under 一年级上册 and opens it: five questions, in the teacher's order.
    await loginAsPupil(page);
    await page.goto('/kszx/paper/sort/g1a');
    const paper = page.getByTestId('kszx-paper').filter({ hasText: title });
    // The volume's papers are made on the first visit of a fresh server: that may take a while.
    await expect(paper).toBeVisible({ timeout: 60_000 });
    await paper.click();
    await expect(page).toHaveURL(isMobile ? /\/kszx\/paper\/\d+$/ : /\/kszx\?paper=\d+$/);
    await page.getByTestId('kszx-start').click();
    const sheet = page.getByTestId('kszx-sheet');
    const questions = sheet.getByTestId('kszx-question');
    await expect(questions).toHaveCount(5);
    for (const [i, type] of ['radio', 'judge', 'input', 'matching', 'textarea'].entries())
      await expect(questions.nth(i)).toHaveAttribute('data-type', type);
    await expect(questions.nth(0)).toContainText('「天」的读音是哪一个？');
    await expect(questions.nth(1)).toContainText('「口」一共有四画。');
    await expect(questions.nth(3).getByTestId('kszx-match-right')).toHaveCount(3);
    await page.screenshot({ path: `${SHOTS}/${layout}-pupil.png` });

    // The second accepted answer, and 错 for the changed 判断, are both marked right.
    await press(questions.nth(1).getByTestId('kszx-judge-false'));
    await questions.nth(2).getByTestId('kszx-input').fill('开心');
    await expect(page.getByTestId('kszx-saved')).toHaveAttribute('data-saving', '0');
    await press(page.getByTestId('kszx-hand-in'));
    const result = page.getByTestId('kszx-result');
    await expect(result).toBeVisible();
    await expect(result.getByTestId('kszx-question').nth(1)).toHaveAttribute('data-mark', 'right');
    await expect(result.getByTestId('kszx-question').nth(2)).toHaveAttribute('data-mark', 'right');
    await expect(result.getByTestId('kszx-question').nth(0)).toHaveAttribute('data-mark', 'wrong');
  });
});
