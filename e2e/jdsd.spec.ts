import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';

/** From /jdsd through 唐诗三百首 to 静夜思, as a pupil would. */
async function openJingYeSi(page: Page): Promise<void> {
  await page.goto('/jdsd');
  await page
    .getByTestId('poem-collections')
    .getByRole('link', { name: /唐诗三百首/ })
    .click();
  await expect(page).toHaveURL(/bsdir\?collection=tangshi300/);
  await page
    .getByTestId('poem-list')
    .getByRole('link', { name: /^静夜思/ })
    .first()
    .click();
  await expect(page.getByTestId('poem-title')).toHaveText('静夜思');
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

const playedMedia = (page: Page) => page.evaluate(() => (window as unknown as { playedMedia: string[] }).playedMedia);

/** Which character is being read now, as "line:index" ('' when none). */
const readingAt = (page: Page) =>
  page.evaluate(() => {
    const current = document.querySelector('[data-testid="poem-char"][aria-current="true"]');
    if (!current) return '';
    const line = current.closest('[data-testid="poem-line"]');
    const lines = [...document.querySelectorAll('[data-testid="poem-line"]')];
    const chars = line ? [...line.querySelectorAll('[data-testid="poem-char"]')] : [];
    return `${lines.indexOf(line as Element)}:${chars.indexOf(current)}`;
  });

test('reading 静夜思: pinyin on and off, read-aloud with a moving highlight, the dictionary, a favourite that survives a reload', async ({
  page,
}) => {
  // A long journey (read-aloud, two reloads, the dictionary, the lists): ~25 s alone, more on a busy machine.
  test.slow();
  await recordPlays(page);
  await loginAsPupil(page);
  await openJingYeSi(page);
  await expect(page.getByTestId('poem-byline')).toHaveText('唐 · 李白');
  const text = page.getByTestId('poem-text');
  const chuang = text.getByTestId('poem-char').first();
  await expect(chuang.locator('rt')).toHaveText('chuáng');
  await expect(chuang.locator('rt')).toBeVisible();

  // Pinyin off, remembered across a reload, then on again.
  await page.getByTestId('pinyin-toggle').click();
  await expect(text).toHaveAttribute('data-pinyin', 'off');
  await expect(chuang.locator('rt')).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('poem-text')).toHaveAttribute('data-pinyin', 'off');
  await page.getByTestId('pinyin-toggle').click();
  await expect(page.getByTestId('poem-text')).toHaveAttribute('data-pinyin', 'on');
  await expect(chuang.locator('rt')).toBeVisible();

  // Read-aloud: the highlight starts on 床 and moves on through the poem.
  await page.getByRole('radio', { name: '快' }).check({ force: true });
  await page.getByTestId('read-aloud').click();
  await expect(page.getByTestId('read-aloud')).toHaveText(/停止朗读/);
  await expect.poll(() => readingAt(page)).toBe('0:0');
  await expect.poll(() => readingAt(page), { timeout: 15_000 }).not.toBe('0:0');
  await page.screenshot({ path: test.info().outputPath('reading.png') });
  expect(await readingAt(page)).toMatch(/^\d+:\d+$/);
  // It plays the syllable recordings of the poem in order: 床 chuáng, 前 qián, …
  const played = (await playedMedia(page)).map((url) => new URL(url).pathname);
  expect(played.slice(0, 2)).toEqual(['/audio/pinyin/chuang2.mp3', '/audio/pinyin/qian2.mp3']);
  await page.getByTestId('read-aloud').click();
  await expect(page.getByTestId('read-aloud')).toHaveText(/逐字朗读/);
  expect(await readingAt(page)).toBe('');

  // A tap on a character opens the dictionary on it.
  await text.getByTestId('poem-char').nth(3).click();
  const overlay = page.getByTestId('dictionary-overlay');
  await expect(overlay.getByTestId('dictionary-entry')).toHaveAttribute('data-char', '月');
  await overlay.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(overlay).toBeHidden();

  // Favourite (starting from not favourited: both projects may share this worker's pupil).
  const favorite = page.getByTestId('favorite-toggle');
  if ((await favorite.getAttribute('aria-pressed')) === 'true') {
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  }
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await expect(favorite).toHaveText(/已收藏/);
  await page.reload();
  await expect(page.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');

  // It shows among the favourites on /jdsd and is marked in its collection's list.
  await page.goto('/jdsd');
  await expect(page.getByTestId('poem-collections')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('collections.png'), fullPage: true });
  await expect(page.getByTestId('favorite-poems').getByRole('link', { name: /静夜思/ })).toBeVisible();
  await page
    .getByTestId('poem-collections')
    .getByRole('link', { name: /唐诗三百首/ })
    .click();
  const row = page
    .getByTestId('poem-list')
    .getByRole('link', { name: /^静夜思/ })
    .first();
  await expect(row.getByTestId('poem-row-favorite')).toBeVisible();

  // Un-favourite to leave the account as found; the mark goes from the list too.
  await row.click();
  await page.getByTestId('favorite-toggle').click();
  await expect(page.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'false');
  await page.goBack();
  await expect(row).toBeVisible();
  await expect(row.getByTestId('poem-row-favorite')).toHaveCount(0);

  // The pages kept learning records for their modules.
  await page.goto('/listLearnRecord');
  await expect(page.getByTestId('learn-record-list')).toContainText('经典诵读');
});

test('静夜思 explained: 注释 under the text, 译文 line by line on a tap, 赏析, and 李白’s own page with our biography', async ({
  page,
}, info) => {
  await loginAsPupil(page);
  await openJingYeSi(page);
  const notes = page.getByTestId('poem-notes');
  await expect(notes).toContainText('举头');
  await expect(notes).toContainText('抬起头');
  await expect(page.getByTestId('poem-translation')).toHaveCount(0);
  await page.getByTestId('translation-toggle').click();
  await expect(page.getByTestId('translation-toggle')).toHaveAttribute('aria-expanded', 'true');
  const translation = page.getByTestId('poem-translation').getByRole('listitem');
  await expect(translation).toHaveCount(2);
  await expect(translation.first()).toContainText('床前明月光');
  await expect(translation.first()).toContainText('白霜');
  await expect(page.getByTestId('poem-appreciation')).toContainText('一抬头，一低头');
  await page.getByTestId('poem-biography').locator('summary').first().click();
  await expect(page.getByTestId('poem-author-bio')).toContainText('诗仙');
  await page.screenshot({ path: `/tmp/shots-poems/poem-${info.project.name}.png`, fullPage: true });

  await page.goto(
    `${info.project.name === 'desktop' ? '/wymp' : `/wymp/${encodeURIComponent('名人名篇')}/2004`}?${new URLSearchParams({ author: '李白', dynasty: '唐' })}`,
  );
  await expect(page.getByTestId('wymp-years')).toHaveText('701年—762年');
  await expect(page.getByTestId('wymp-bio')).toContainText('诗仙');
  // The classical biography stays, folded, for grown-ups.
  const classical = page.getByTestId('wymp-biography');
  await expect(classical.locator('summary')).toHaveText('原文小传');
  await expect(classical).not.toHaveAttribute('open');
  await page.screenshot({ path: `/tmp/shots-poems/poet-${info.project.name}.png`, fullPage: true });
});
