import { expect, loginAsPupil, test } from './helpers';

// /jdyy is in the mobile route table only (spec §2).
test('经典有声: an album, its tracks, and a track playing with the time advancing as mm:ss', async ({ page }) => {
  await loginAsPupil(page);
  await page.goto('/jdyy');
  await page
    .getByTestId('jdyy-albums')
    .getByRole('link', { name: /唐诗三百首/ })
    .click();
  await expect(page).toHaveURL(/\/jdyy\/albuminfo\?album=tangshi300/);
  await expect(page.getByTestId('jdyy-album-name')).toHaveText('唐诗三百首');
  await page
    .getByTestId('jdyy-tracks')
    .getByRole('link', { name: /静夜思/ })
    .first()
    .click();

  await expect(page).toHaveURL(/\/jdyy\/playing\?album=tangshi300&track=\d+/);
  await expect(page.getByTestId('jdyy-track-title')).toHaveText('静夜思');
  await expect(page.getByTestId('jdyy-honest-note')).toContainText('按音节录音逐字朗读');
  const time = page.getByTestId('audio-player-time');
  await expect(page.getByTestId('audio-player-toggle')).toHaveAttribute('aria-label', '暂停');
  await expect(time).toHaveText(/^00:0[2-9]$/, { timeout: 10_000 });
  await expect(page.locator('.yw-jdyy-lines .is-reading')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('jdyy-playing.png') });

  // Pause keeps the time; next and previous change the track.
  await page.getByTestId('audio-player-toggle').click();
  await expect(page.getByTestId('audio-player-toggle')).toHaveAttribute('aria-label', '播放');
  const paused = await time.textContent();
  await page.waitForTimeout(1200);
  await expect(time).toHaveText(paused ?? '');
  await page.getByTestId('jdyy-next').click();
  await expect(page.getByTestId('jdyy-track-title')).not.toHaveText('静夜思');
  await page.getByTestId('jdyy-previous').click();
  await expect(page.getByTestId('jdyy-track-title')).toHaveText('静夜思');
});
