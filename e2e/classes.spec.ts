import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, loginAs, personPage, test } from './helpers';
import config from './playwright.config';

// Teachers and classes (issue 17): an admin makes a teacher, the teacher makes a class and sets 静夜思
// to recite, a new pupil joins by the code, records the poem and hands it in, the teacher listens
// and marks it 已背会 with a comment, and the pupil reads it. Fresh accounts each run: the teacher
// and the pupil are made here, so no other journey's account is touched.

// A fake microphone (Chromium's fake media stream) that needs no permission prompt.
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['microphone'],
});

const SHOTS = '/tmp/shots-classes';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

test('a teacher sets 静夜思, a pupil hands in a recording, the teacher marks it and the pupil reads the comment', async ({
  page,
  browser,
}) => {
  // Three people and a recording: on a busy shared machine this takes far longer than one journey.
  test.setTimeout(240_000);
  const run = `${test.info().project.name.slice(0, 1)}${Date.now().toString(36)}`;
  const teacherAccount = `t_${run}`;
  const pupilAccount = `p_${run}`;

  // The admin makes the teacher's account on the management page.
  const admin = await personPage(browser);
  await loginAs(admin, { account: `e2e_admin_${test.info().parallelIndex}`, password: 'e2e-password-1' });
  await admin.goto('/bosi/manage?section=teachers');
  const form = admin.getByTestId('teacher-account-form');
  await form.getByTestId('teacher-account').fill(teacherAccount);
  await form.getByTestId('teacher-password').fill('teacher-pass-1');
  await form.getByTestId('teacher-nickname').fill('王老师');
  await form.getByTestId('teacher-create').click();
  await expect(form.getByTestId('teacher-account')).toHaveValue('');
  await admin.getByTestId('teacher-account-manager').scrollIntoViewIfNeeded();
  await shot(admin, '1-admin-teacher');
  await admin.context().close();

  // The teacher makes a class and sets 静夜思 to recite.
  const teacher = await personPage(browser);
  await loginAs(teacher, { account: teacherAccount, password: 'teacher-pass-1' });
  await teacher.goto('/index/user');
  await teacher.getByRole('link', { name: '我的班级' }).click();
  await teacher.getByTestId('class-name').fill('三年级二班');
  await teacher.getByTestId('class-grade').selectOption('3');
  await teacher.getByTestId('class-create').click();
  await expect(teacher.getByTestId('class-title')).toHaveText('三年级二班');
  // A typo in the name is fixed in place.
  await teacher.getByTestId('class-rename').click();
  await teacher.getByTestId('class-rename-name').fill('三年级(2)班');
  await teacher.getByTestId('class-rename-save').click();
  await expect(teacher.getByTestId('class-title')).toHaveText('三年级(2)班');
  const code = (await teacher.getByTestId('class-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  await teacher.getByTestId('assign-poem-search').fill('静夜思');
  await teacher.getByTestId('assign-poem-option').first().click();
  await expect(teacher.getByTestId('assign-target')).toContainText('静夜思');
  await teacher.getByTestId('assign-note').fill('背熟后录一遍交给老师');
  await teacher.getByTestId('assign-submit').click();
  await expect(teacher.getByTestId('assign-target')).toHaveCount(0);
  await shot(teacher, '2-teacher-class');
  const classUrl = teacher.url();

  // A new pupil joins with the code, sees the 作业 and records the poem.
  const answer = await page.request.post('/api/passport/regi', {
    form: { account: pupilAccount, password: 'pupil-pass-1', product: 44, nickname: '小明' },
  });
  expect((await answer.json()).code).toBe(1);
  await loginAs(page, { account: pupilAccount, password: 'pupil-pass-1' });
  await page.goto('/index/user');
  await page.getByRole('link', { name: '我的班级' }).click();
  await page.getByTestId('class-join-code').fill(code.toLowerCase());
  await page.getByTestId('class-join').click();
  await expect(page.getByTestId('joined-classes')).toContainText('三年级(2)班');
  await expect(page.getByTestId('joined-classes')).toContainText('王老师');
  await page.goto('/index');
  await expect(page.getByTestId('home-homework')).toContainText('背诵《静夜思》');
  await page.getByTestId('home-homework-go').click();
  const item = page.getByTestId('homework-item');
  await expect(item).toContainText('背诵《静夜思》');
  await expect(item.getByTestId('homework-state')).toHaveText('还没做');
  await shot(page, '3-pupil-homework');
  await item.getByTestId('homework-go').click();
  await expect(page.getByTestId('recite-title')).toHaveText('静夜思');
  await page.getByTestId('recorder-start').click();
  await expect(page.getByTestId('recorder-live')).toBeVisible();
  await page.waitForTimeout(1500);
  await page.getByTestId('recorder-stop').click();
  await page.getByTestId('recorder-keep').click();
  const row = page.getByTestId('recitation-row').first();
  await row.getByTestId('recitation-hand-in').click();
  await expect(row.getByTestId('recitation-handed')).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await shot(page, '4-pupil-handed-in');

  // The teacher listens and marks it 已背会 with a comment.
  await teacher.goto(classUrl);
  const cell = teacher.getByTestId('class-cell').first();
  await expect(cell).toHaveAttribute('data-state', 'handed_in');
  await cell.click();
  const review = teacher.getByTestId('review-panel');
  const audio = review.getByTestId('review-audio');
  // The recording reaches the teacher's player (the recitation route lets its teacher hear it).
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await review.getByTestId('review-mark-good').click();
  await review.getByTestId('review-comment').fill('背得很流利，声音再响亮一点就更好了！');
  await shot(teacher, '5-teacher-review');
  await review.getByTestId('review-save').click();
  await expect(cell).toHaveText('已背会');
  await expect(review).toHaveCount(0);
  await shot(teacher, '6-teacher-marked');
  await teacher.context().close();

  // The pupil reads the mark and the comment.
  await page.goto('/homework');
  await expect(item.getByTestId('homework-state')).toHaveText('老师说：已背会');
  await expect(item.getByTestId('homework-comment')).toContainText('背得很流利，声音再响亮一点就更好了！');
  await shot(page, '7-pupil-comment');
});
