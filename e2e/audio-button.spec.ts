import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';

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

test('the audio buttons of 静夜思: idle → playing through the line’s recordings → idle; another button takes over the marker', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await recordPlays(page);
  await loginAsPupil(page);
  await page.goto('/jdsd');
  await page
    .getByTestId('poem-collections')
    .getByRole('link', { name: /唐诗三百首/ })
    .click();
  await page
    .getByTestId('poem-list')
    .getByRole('link', { name: /^静夜思/ })
    .first()
    .click();
  await expect(page.getByTestId('poem-title')).toHaveText('静夜思');

  const buttons = page.getByTestId('line-audio');
  await expect(buttons).toHaveCount(2);
  const [first, second] = [buttons.nth(0), buttons.nth(1)];
  await expect(first).toHaveAttribute('data-state', 'idle');

  // Idle → playing: the line's syllable recordings play one after another …
  await first.click();
  await expect(first).toHaveAttribute('data-state', 'playing');
  await expect(first).toHaveClass(/is-active/);
  await expect.poll(async () => (await playedPaths(page)).length, { timeout: 15_000 }).toBeGreaterThan(1);
  const played = await playedPaths(page);
  expect(played.slice(0, 2)).toEqual(['/audio/pinyin/chuang2.mp3', '/audio/pinyin/qian2.mp3']);
  // … and when the whole list has ended the button is idle again, having played the line to its end.
  await expect(first).toHaveAttribute('data-state', 'idle', { timeout: 30_000 });
  await expect(first).not.toHaveClass(/is-active/);
  const firstLine = await playedPaths(page);
  expect(firstLine.at(-1)).toBe('/audio/pinyin/shuang1.mp3');

  // A second button takes the active marker from the first, which stops.
  await first.click();
  await expect(first).toHaveAttribute('data-state', 'playing');
  const before = (await playedPaths(page)).length;
  await second.click();
  await expect(second).toHaveAttribute('data-state', 'playing');
  await expect(first).toHaveAttribute('data-state', 'idle');
  await expect(page.locator('.yw-audio-button.is-active')).toHaveCount(1);
  // The second line starts from its first syllable, 举 jǔ. (The first line may have reached its next
  // syllable just before the click took over; those plays are the first line's, so they are skipped.)
  const secondLinePlays = async () =>
    (await playedPaths(page)).slice(before).filter((path) => !firstLine.includes(path));
  await expect.poll(async () => (await secondLinePlays())[0]).toBe('/audio/pinyin/ju3.mp3');
  await page.screenshot({ path: test.info().outputPath('audio-buttons.png') });
});
