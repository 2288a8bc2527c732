import type { Page } from '@playwright/test';
import { expect, loginAsTeacher, test } from './helpers';

// 读音录音 (issue 20 item 9): a teacher records a reading the voice package lacks on the management
// page, and the character's page plays it. Each layout records its own reading (both share a server).
const READING = { mobile: { reading: 'biāo', char: '标' }, desktop: { reading: 'xiū', char: '休' } };

async function recordPlays(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { playedMedia: string[] }).playedMedia = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this.currentSrc || this.src);
      return play.call(this);
    };
  });
}

const playedPaths = (page: Page) =>
  page.evaluate(() => (window as unknown as { playedMedia: string[] }).playedMedia.map((url) => new URL(url).pathname));

test('a teacher records a reading that had no recording; the character’s page plays it', async ({ page, isMobile }) => {
  const { reading, char } = isMobile ? READING.mobile : READING.desktop;
  await recordPlays(page);
  await loginAsTeacher(page);
  await page.goto('/bosi/manage?section=syllables');
  const manager = page.getByTestId('syllable-audio-manager');
  await expect(manager.getByRole('heading', { name: '读音录音' })).toBeVisible();
  await expect(manager.getByTestId('syllable-audio-summary')).toContainText('没有录音');
  if ((await manager.getByRole('button', { name: /^显示全部/ }).count()) > 0)
    await manager.getByRole('button', { name: /^显示全部/ }).click();
  const row = manager.getByTestId('syllable-audio-item').and(page.locator(`[data-name="${reading}"]`));
  await expect(row).toContainText(`如「${char}」`);

  // Not audio: refused with a clear message, nothing kept.
  const before = (await row.getAttribute('data-recorded')) ?? '';
  await row
    .getByTestId('syllable-audio-file')
    .setInputFiles({ name: 'fake.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('not a recording') });
  await expect(row.getByRole('alert')).toContainText('不是可用的录音');
  await expect(row).toHaveAttribute('data-recorded', before);

  await row.getByTestId('syllable-audio-file').setInputFiles('e2e/fixtures/lesson-sound.mp3');
  await expect(row).toHaveAttribute('data-recorded', '1');
  await expect(row).toContainText('已录音');
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots-syllable/${isMobile ? 'mobile' : 'desktop'}-manage.png` });

  // The character's page now has the recording (not the device voice), and plays it.
  await page.goto(isMobile ? `/jbzy/detail?char=${char}` : `/hzzy?part=jbzyDetail&char=${char}`);
  const audio = page.getByTestId('reading-audio').first();
  await expect(audio).toBeVisible();
  await expect(audio).not.toContainText('语音合成');
  await audio.click();
  await expect.poll(() => playedPaths(page)).toContain(`/audio/pinyin/${reading === 'biāo' ? 'biao1' : 'xiu1'}.mp3`);
});
