import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, loginAs, personPage, teacher, test } from './helpers';

// Two people, a service worker and going offline on a shared machine: pages may take a while.
const expect = baseExpect.configure({ timeout: 20_000 });

// 部编作文 with a teacher (issues 16, 17): a pupil writes on 稿纸, loses the network, types on and
// reloads without losing a character; back online the draft is saved, handed to the class, the
// teacher reads it on 稿纸 and comments, and the pupil reads the comment under the composition.

const SHOTS = '/tmp/shots-bpzw';

// The service worker keeps the app itself, so a reload works offline.
test.use({ serviceWorkers: 'allow' });
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

const FIRST = '星期天，我和妈妈去公园放风筝。';
const MORE = '\n风筝飞得很高，像一只小燕子。';
const COMMENT = '风筝像小燕子，比喻用得真好！再写写你当时的心情吧。';

test('a draft survives going offline and a reload; handed in, the teacher’s comment comes back to the pupil', async ({
  page,
  browser,
  context,
}) => {
  // Two people, a service worker, offline and back: the longest journey of the suite.
  test.setTimeout(240_000);
  const run = `${test.info().project.name.slice(0, 1)}${Date.now().toString(36)}`;
  const className = `作文${run.slice(-4)}班`;
  const pupilAccount = `zw_${run}`;

  // The worker's teacher makes a class.
  const teacherPage = await personPage(browser);
  await loginAs(teacherPage, teacher());
  await teacherPage.goto('/myClass');
  await teacherPage.getByTestId('class-name').fill(className);
  await teacherPage.getByTestId('class-grade').selectOption('3');
  await teacherPage.getByTestId('class-create').click();
  await expect(teacherPage.getByTestId('class-title')).toHaveText(className);
  const code = (await teacherPage.getByTestId('class-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{6}$/);

  // A new pupil joins it.
  const made = await page.request.post('/api/passport/regi', {
    form: { account: pupilAccount, password: 'pupil-pass-1', product: 44, nickname: '小林' },
  });
  expect((await made.json()).code).toBe(1);
  await loginAs(page, { account: pupilAccount, password: 'pupil-pass-1' });
  // The service worker in charge before the next pages load, so it keeps the app and the module list.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 90_000 })
    .toBe('activated');
  await page.goto('/myClass');
  await page.getByTestId('class-join-code').fill(code);
  await page.getByTestId('class-join').click();
  await expect(page.getByTestId('joined-classes')).toContainText(className);

  // Writes a first line: saved on the server, the sheet has its own address.
  await page.goto('/bpzw?write=new');
  await page.getByTestId('bpzw-title').fill('放风筝');
  const body = page.getByTestId('bpzw-body');
  await body.fill(FIRST);
  await expect(page.getByTestId('bpzw-save-state')).toHaveText('已保存');
  await expect(page).toHaveURL(/write=\d+/);

  // Offline: typing goes on, the page says the draft is only on this device, and a reload keeps it.
  await context.setOffline(true);
  await body.fill(FIRST + MORE);
  await expect(page.getByTestId('bpzw-save-state')).toContainText('先存在这台设备上');
  await shot(page, 'offline-draft');
  await page.reload();
  await expect(page.getByTestId('bpzw-body')).toHaveValue(FIRST + MORE);
  await expect(page.getByTestId('bpzw-save-state')).toContainText('先存在这台设备上');

  // Back online the draft is saved by itself, and can be handed in.
  await context.setOffline(false);
  await expect(page.getByTestId('bpzw-save-state')).toHaveText('已保存');
  await page.reload();
  await expect(page.getByTestId('bpzw-body')).toHaveValue(FIRST + MORE);
  const send = page.getByTestId('bpzw-handin-send');
  await expect(send).toHaveText(`交给${className}`);
  await send.click();
  await expect(page.getByTestId('bpzw-handed')).toContainText(`交给了${className}`);
  await expect(page.getByTestId('bpzw-handed')).toContainText('等老师看');

  // The teacher finds it under 批改作文, reads it on 稿纸 and comments with a grade.
  await teacherPage.goto('/bpzw');
  await teacherPage.getByTestId('bpzw-teach').click();
  const item = teacherPage.getByTestId('bpzw-handed-item').filter({ hasText: className });
  await expect(item).toContainText('待批改');
  await shot(teacherPage, 'teacher-list');
  await item.click();
  const sheet = teacherPage.getByTestId('bpzw-teach-sheet');
  await expect(sheet.getByTestId('gaozhi-grid')).toContainText('放风筝');
  await expect(sheet.getByTestId('gaozhi-grid')).toContainText('小燕子');
  // The radio sits inside its chip, which takes the tap.
  await sheet.locator('label', { has: teacherPage.getByTestId('bpzw-grade-良') }).click();
  await expect(sheet.getByTestId('bpzw-grade-良')).toBeChecked();
  await sheet.getByTestId('bpzw-comment').fill(COMMENT);
  await sheet.getByTestId('bpzw-comment-send').click();
  await expect(sheet.getByTestId('bpzw-comment-sent')).toHaveText('评语已送给小林');
  await shot(teacherPage, 'teacher-comment');
  await teacherPage.context().close();

  // The pupil reads the comment under the composition.
  await page.reload();
  const comment = page.getByTestId('bpzw-teacher-comment');
  await expect(comment).toContainText(COMMENT);
  await expect(comment.getByTestId('bpzw-grade')).toHaveText('良');
  await comment.scrollIntoViewIfNeeded();
  await shot(page, 'pupil-comment');
});

test('a letter and a diary entry sit on 稿纸 as a teacher expects', async ({ page, isMobile }) => {
  test.slow();
  const run = `${test.info().project.name.slice(0, 1)}${Date.now().toString(36)}`;
  const made = await page.request.post('/api/passport/regi', {
    form: { account: `zl_${run}`, password: 'pupil-pass-1', product: 44 },
  });
  expect((await made.json()).code).toBe(1);
  await loginAs(page, { account: `zl_${run}`, password: 'pupil-pass-1' });

  // 书信: greeting and 敬礼 at the left edge, 此致 two cells in, signature and date on the right.
  await page.goto('/bpzw?write=new');
  await page.getByTestId('bpzw-title').fill('给奶奶的信');
  await page
    .getByTestId('bpzw-body')
    .fill('亲爱的奶奶：\n您好！我在学校一切都好，您的身体好吗？\n此致\n敬礼！\n孙女：小林\n10月12日');
  await expect(page.getByTestId('bpzw-save-state')).toHaveText('已保存');
  const rows = page.getByTestId('gaozhi-grid').getByTestId('gaozhi-row');
  const cells = (row: number) => rows.nth(row).locator('.yw-gaozhi__cell');
  await expect(cells(1).first()).toHaveText('亲');
  await expect(cells(3).nth(2)).toHaveText('此');
  await expect(cells(4).first()).toHaveText('敬');
  await expect(cells(5).last()).toHaveText('林');
  await expect(cells(6).last()).toHaveText('日');
  await shot(page, `letter-${isMobile ? 'phone' : 'desk'}`);

  // 日记: the date line at the left of the first row, its gaps kept, the entry indented below.
  await page.goto('/bpzw?write=new');
  await page.getByTestId('bpzw-title').fill('10月12日　星期六　晴');
  await page.getByTestId('bpzw-body').fill('今天我和爸爸一起包饺子。');
  await expect(page.getByTestId('bpzw-save-state')).toHaveText('已保存');
  await expect(cells(0).first()).toHaveText('10');
  await expect(cells(1).nth(2)).toHaveText('今');
  await shot(page, `diary-${isMobile ? 'phone' : 'desk'}`);
});
