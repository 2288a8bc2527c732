import type { Page, TestInfo } from '@playwright/test';
import { expect, loginAsPupil, loginAsTeacher, test } from './helpers';

/** A list page's first answer after a load: slow when the shared machine is busy (7 s fell short). */
const LIST_LOADED = { timeout: 20_000 };

/** A real, playable WAV: 0.6 s of a 440 Hz tone, 8 kHz mono 16-bit. */
function toneWav(seconds = 0.6, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), i * 2);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

/** Records every play() of a media element, so the test can tell which recordings were played. */
async function recordPlays(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { playedMedia: string[] }).playedMedia = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this.src || this.currentSrc);
      return play.call(this);
    };
  });
}

const playedPaths = (page: Page) =>
  page.evaluate(() => (window as unknown as { playedMedia: string[] }).playedMedia.map((url) => new URL(url).pathname));

const isDesktop = (info: TestInfo) => info.project.name === 'desktop';

/** Marks the first practice mode of a poem finished for the signed-in pupil (user/poemRecite). */
async function startPractising(page: Page, poemId: number): Promise<void> {
  const session = await page.evaluate(() => ({
    uid: localStorage.getItem('id') ?? '',
    product: localStorage.getItem('product') ?? '',
    token: localStorage.getItem('token') ?? '',
  }));
  const res = await page.request.post('/api/study/user/poemRecite', {
    form: { ...session, poem_id: poemId, stage: 1 },
  });
  expect((await res.json()).code, 'CODE.ok').toBe(1);
}

test('a teacher uploads a recording of 静夜思 in the management page; a pupil sees the 必背 list by grade with states, and read-aloud plays the recording', async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  await recordPlays(page);

  // The teacher: the management page shows the recordings (plans and cards are for admins).
  await loginAsTeacher(page);
  await page.goto('/bosi/manage');
  const manager = page.getByTestId('poem-audio-manager');
  await expect(manager.getByRole('heading', { name: '老师录音' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '会员套餐' })).toHaveCount(0);
  await manager.getByLabel('诗文题目').fill('静夜思');
  await manager.getByTestId('poem-audio-candidate').filter({ hasText: '小学必背古诗' }).click();
  await expect(manager.getByTestId('poem-audio-chosen')).toContainText('小学必背古诗');

  // What is not audio is refused by its content, whatever its name says; a page behind a WAV header too.
  const file = manager.getByTestId('poem-audio-file');
  await file.setInputFiles({ name: 'fake.wav', mimeType: 'audio/wav', buffer: Buffer.from('not a recording') });
  await manager.getByRole('button', { name: '上传老师录音' }).click();
  await expect(manager.getByRole('alert')).toContainText('不是可用的录音');
  const pageInWav = Buffer.concat([toneWav().subarray(0, 44), Buffer.from('<html><script>alert(1)</script></html>')]);
  await file.setInputFiles({ name: 'page.wav', mimeType: 'audio/wav', buffer: pageInWav });
  await manager.getByRole('button', { name: '上传老师录音' }).click();
  await expect(manager.getByRole('alert')).toContainText('文件中含有网页或 SVG 代码');

  await file.setInputFiles({ name: 'jingyesi.wav', mimeType: 'audio/wav', buffer: toneWav() });
  await manager.getByRole('button', { name: '上传老师录音' }).click();
  const item = manager.getByTestId('poem-audio-item').filter({ hasText: '静夜思' });
  await expect(item).toContainText('小学必背古诗');
  await page.screenshot({ path: info.outputPath('poem-audio-manage.png'), fullPage: true });

  // The pupil, on the same browser after the teacher leaves.
  await page.evaluate(() => localStorage.clear());
  await loginAsPupil(page);
  const bsdir = isDesktop(info) ? '/bsdir?collection=bibei75' : '/jdsd/bsdir?collection=bibei75';
  await page.goto(bsdir);
  const groups = page.getByTestId('grade-group');
  await expect(groups).toHaveCount(3, LIST_LOADED);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['1–2 年级', '3–4 年级', '5–6 年级']);
  await expect(page.getByTestId('grade-band-note')).toContainText('非官方年级');
  const link = groups.first().getByRole('link', { name: /^静夜思/ });
  const poemId = Number(
    new URL(await link.getAttribute('href').then((h) => h ?? ''), 'http://x').searchParams.get('id'),
  );
  expect(poemId).toBeGreaterThan(0);

  await startPractising(page, poemId);
  await page.reload();
  const row = groups.first().getByRole('link', { name: /^静夜思/ });
  await expect(row.getByTestId('recite-state')).toHaveText('练习中', LIST_LOADED);
  await expect(groups.nth(2).getByTestId('recite-state').first(), 'a poem the pupil has not touched').toHaveText(
    '未开始',
  );
  await page.screenshot({ path: info.outputPath('bsdir-grades.png'), fullPage: true });

  // The recitation list groups the same way, with the same state.
  await page.goto(isDesktop(info) ? '/tssc?collection=bibei75' : '/tssc/book?collection=bibei75');
  await expect(page.getByTestId('grade-group')).toHaveCount(3, LIST_LOADED);
  await expect(page.getByTestId('book-row').filter({ hasText: '静夜思' }).getByTestId('recite-state')).toHaveText(
    '练习中',
  );

  // The poem: read-aloud plays the teacher's recording, and says so.
  await page.goto(bsdir);
  await page
    .getByTestId('grade-group')
    .first()
    .getByRole('link', { name: /^静夜思/ })
    .click();
  await expect(page.getByTestId('poem-title')).toHaveText('静夜思');
  await expect(page.getByTestId('teacher-audio-note')).toContainText('老师录音');
  const aloud = page.getByTestId('read-aloud');
  await expect(aloud).toHaveText('播放老师录音');
  await aloud.click();
  await expect(aloud).toHaveText('停止朗读');
  await expect
    .poll(() => playedPaths(page))
    .toContainEqual(expect.stringMatching(/^\/api\/study\/resource\/poemAudio\/[a-f0-9]{32}\.wav$/));
  await page.screenshot({ path: info.outputPath('poem-teacher-audio.png') });
  // The recording is 0.6 s long: its end brings the button back.
  await expect(aloud).toHaveText('播放老师录音', { timeout: 10_000 });
  expect(await page.locator('[data-testid="poem-char"][aria-current="true"]').count()).toBe(0);
});
