import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, fixture, loginAs, personPage, test } from './helpers';

// 问答 (issue 17): a new pupil of a new class asks with a picture; the class's teacher answers; the
// pupil sees the answer and its unread mark goes once read. The accounts and the class are made
// through the API (the classes journey covers those pages); everything about 问答 is done on its pages.

const SHOTS = '/tmp/shots-ask';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

type Session = { uid: number; product: number; token: string };

async function apiLogin(request: APIRequestContext, account: string, password: string): Promise<Session> {
  const res = await request.post('/api/passport/login', {
    form: { account, password, product: 44, ei: 'e2e-ask', version: 'v2', multi_status_code: 0 },
  });
  const body = await res.json();
  expect(body.code).toBe(1);
  return { uid: body.data.id, product: body.data.product, token: body.data.token };
}

async function apiPost(request: APIRequestContext, path: string, who: Session, values: Record<string, string>) {
  const body = await (await request.post(path, { form: { ...who, ...values } })).json();
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

test('a pupil asks with a picture, the class teacher answers, the pupil reads it and the unread mark goes', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const desktop = test.info().project.name === 'desktop';
  const run = `${test.info().project.name.slice(0, 1)}${Date.now().toString(36)}`;
  const teacherAccount = `at_${run}`;
  const pupilAccount = `ap_${run}`;
  const question = '“静夜思”里的“疑”是什么意思？';

  // A teacher with a class, and a new pupil in it.
  const admin = await apiLogin(page.request, `e2e_admin_${test.info().parallelIndex}`, 'e2e-password-1');
  await apiPost(page.request, '/api/classes/teacher', admin, {
    account: teacherAccount,
    password: 'teacher-pass-1',
    nickname: '李老师',
  });
  const teacherSession = await apiLogin(page.request, teacherAccount, 'teacher-pass-1');
  const made = await apiPost(page.request, '/api/classes/class', teacherSession, { name: '二年级一班', grade: '2' });
  const regi = await page.request.post('/api/passport/regi', {
    form: { account: pupilAccount, password: 'pupil-pass-1', product: 44, nickname: '小红' },
  });
  expect((await regi.json()).code).toBe(1);
  const pupilSession = await apiLogin(page.request, pupilAccount, 'pupil-pass-1');
  await apiPost(page.request, '/api/classes/join', pupilSession, { code: made.code });

  // The pupil asks, with a picture.
  await loginAs(page, { account: pupilAccount, password: 'pupil-pass-1' });
  await page.goto('/index/ask');
  await expect(page.getByTestId('ask-faq-item').first()).toBeVisible();
  await shot(page, '1-ask-tab');
  if (desktop) await page.getByTestId('ask-desktop-add').click();
  else await page.getByRole('link', { name: '我要提问' }).click();
  const form = page.getByTestId('ask-form');
  await form.getByTestId('ask-text').fill(question);
  await expect(form.getByTestId('ask-count')).toContainText(`${[...question].length}/300`);
  await form.getByTestId('ask-image').setInputFiles(fixture('lesson-picture.png'));
  await expect(form.getByTestId('ask-image-preview')).toBeVisible();
  await form.getByTestId('ask-area').selectOption('tssc');
  await shot(page, '2-ask-form');
  await form.getByTestId('ask-send').click();
  await expect(page.getByTestId('ask-sent')).toBeVisible();
  await shot(page, '3-ask-sent');
  await page.getByRole('link', { name: '看看我的提问' }).click();
  const card = page.getByTestId('ask-card').first();
  await expect(card).toHaveAttribute('data-state', 'waiting');
  await expect(card).toContainText(question);
  await shot(page, '4-my-questions');

  // The class's teacher finds it waiting and answers it.
  const teacher = await personPage(browser);
  await loginAs(teacher, { account: teacherAccount, password: 'teacher-pass-1' });
  await teacher.goto('/index/ask');
  if (desktop) await teacher.getByTestId('ask-desktop-inbox').click();
  else await teacher.getByTestId('ask-tab-inbox').click();
  const waiting = teacher.getByTestId('ask-card').first();
  await expect(waiting).toContainText(question);
  await expect(waiting).toContainText('二年级一班');
  await shot(teacher, '5-teacher-inbox');
  await waiting.click();
  await expect(teacher.getByTestId('ask-question-text')).toHaveText(question);
  const picture = teacher.getByTestId('ask-question-image');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
    .toBeGreaterThan(0);
  const answerForm = teacher.getByTestId('answer-form');
  await answerForm.getByTestId('answer-text').fill('“疑”在这里是“好像”的意思：月光照在地上，好像一层霜。');
  await answerForm.getByTestId('answer-image').setInputFiles(fixture('lesson-picture.png'));
  await answerForm.getByTestId('answer-send').click();
  await expect(teacher.getByTestId('ask-answer')).toHaveCount(1);
  await expect(teacher.getByTestId('ask-question')).toHaveAttribute('data-state', 'answered');
  await shot(teacher, '6-teacher-answered');
  await teacher.context().close();

  // The pupil sees the new answer marked, reads it, and the mark goes.
  await page.goto(desktop ? '/index/ask' : '/ask/myquestion');
  const answered = page.getByTestId('ask-card').first();
  await expect(answered).toHaveAttribute('data-state', 'answered');
  await expect(answered.getByTestId('ask-unread')).toBeVisible();
  await expect(page.getByTestId('ask-unread-count')).toContainText('有1个问题收到了新回答');
  await shot(page, '7-pupil-unread');
  await answered.click();
  await expect(page.getByTestId('ask-answer')).toContainText('好像一层霜');
  await shot(page, '8-pupil-answer');
  if (desktop) {
    await expect(page.getByTestId('ask-side').getByTestId('ask-unread')).toHaveCount(0);
  } else {
    await page.goBack();
    await expect(page.getByTestId('ask-card').first()).toHaveAttribute('data-state', 'answered');
    await expect(page.getByTestId('ask-unread')).toHaveCount(0);
    await page.goto('/index/ask');
    await expect(page.getByTestId('ask-faq-item').first()).toBeVisible();
    await expect(page.getByTestId('ask-tab-unread')).toHaveCount(0);
  }
  await expect(page.getByTestId('ask-unread-count')).toHaveCount(0);
});
