import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';

// 汉字字源: mobile has /pyxx, /zyzd, /jbzy; the desktop table has only /hzzy, where they are ?part=….
async function openPart(page: Page, isMobile: boolean, part: 'pyxx' | 'zyzd' | 'jbzy', name: string) {
  await page.goto('/hzzy');
  await page.getByTestId('hzzy-children').getByRole('link', { name }).click();
  await expect(page).toHaveURL(isMobile ? new RegExp(`/${part}$`) : new RegExp(`/hzzy\\?part=${part}$`));
  await expect(page.getByTestId(`${part}-page`)).toBeVisible();
}

/** The shared <audio> of 拼音学习: its address and whether it has really played. */
async function audioState(page: Page) {
  return page.getByTestId('pyxx-audio').evaluate((el: HTMLAudioElement) => ({
    src: el.currentSrc || el.src,
    played: el.currentTime > 0 || el.ended,
  }));
}

test.describe('汉字字源', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsPupil(page);
  });

  test('文字注音 reads a typed sentence in context and plays a reading', async ({ page, isMobile }) => {
    await openPart(page, isMobile, 'pyxx', '拼音学习');
    await page.getByRole('button', { name: '文字注音', exact: true }).click();
    await page.getByLabel('要注音的文字').fill('我们去银行，行不行？');
    await page.getByRole('button', { name: '注音', exact: true }).click();
    const result = page.getByTestId('text-pinyin-result');
    // 行 in 银行 is háng, on its own xíng: read by the words around it.
    await expect(result.locator('rt')).toHaveText(['wǒ', 'men', 'qù', 'yín', 'háng', 'xíng', 'bù', 'xíng']);
    await result.getByRole('button', { name: '行 háng，播放读音' }).click();
    await expect.poll(async () => (await audioState(page)).src).toMatch(/\/audio\/pinyin\/hang2\.mp3$/);
  });

  test('拼音学习 plays real recordings: a tone, a chart cell, and tone practice; gaps are marked', async ({
    page,
    isMobile,
  }) => {
    await openPart(page, isMobile, 'pyxx', '拼音学习');
    // Initials first, read by their 呼读音 (b → bō).
    await expect(page.getByTestId('sound-card').filter({ hasText: 'bō' }).first()).toBeVisible();

    await page.getByRole('button', { name: '声调', exact: true }).click();
    await page.getByRole('button', { name: '播放 第三声 上声 mǎ' }).click();
    await expect.poll(async () => (await audioState(page)).src).toMatch(/\/audio\/pinyin\/ma3\.mp3$/);
    await expect.poll(async () => (await audioState(page)).played, { timeout: 10_000 }).toBe(true);
    const status = await page.request.get('/audio/pinyin/ma3.mp3');
    expect(status.status()).toBe(200);
    expect(status.headers()['content-type']).toBe('audio/mpeg');

    // The single final o has no real recording in any tone: marked, never faked.
    await page.getByRole('button', { name: '韵母', exact: true }).click();
    const o = page.locator('[data-testid="sound-card"][data-label="o"]');
    await expect(o).toContainText('暂无录音');
    await expect(o.getByRole('button')).toHaveCount(0);

    await page.getByRole('button', { name: '音节表', exact: true }).click();
    await page.locator('[data-testid="chart-cell"][data-syllable="xue"]').click();
    await expect.poll(async () => (await audioState(page)).src).toMatch(/\/audio\/pinyin\/xue\d\.mp3$/);
    await expect(page.getByTestId('chart-picked')).toContainText('xué');
    await expect(page.getByTestId('recording-gaps')).toContainText('暂无录音');

    await page.getByRole('button', { name: '听音辨调', exact: true }).click();
    await page.getByTestId('practice-listen').click();
    await expect.poll(async () => (await audioState(page)).src).toMatch(/\/audio\/pinyin\/[a-zü]+[1-4]\.mp3$/);
    await page.getByTestId('tone-choice').first().click();
    await expect(page.getByTestId('practice-feedback')).toContainText(/答对了|不对哦/);
    await expect(page.getByTestId('tone-practice')).toContainText('第 1 / 10 题');

    // 拼一拼: hear a syllable, put it together, and see the answer.
    await page.getByRole('button', { name: '拼一拼', exact: true }).click();
    await page.getByTestId('spelling-listen').click();
    await expect.poll(async () => (await audioState(page)).src).toMatch(/\/audio\/pinyin\/[a-zü]+[1-4]\.mp3$/);
    const check = page.getByRole('button', { name: '拼好了' });
    await expect(check).toBeDisabled();
    await page.getByTestId('spell-initial').first().click();
    await page.getByTestId('spell-final').first().click();
    await page.getByTestId('spell-tone').first().click();
    await check.click();
    await expect(page.getByTestId('spelling-feedback')).toContainText(/拼对了|再想想/);
    if (isMobile) await page.screenshot({ path: test.info().outputPath('hzzy-pyxx-spelling.png') });
  });

  test('字源字典: browse by radical and by pinyin, then open a character in the dictionary', async ({
    page,
    isMobile,
  }) => {
    await openPart(page, isMobile, 'zyzd', '字源字典');
    const water = page.locator('[data-testid="radical-chip"][data-key="氵"]');
    await expect(water).toContainText('氵');
    await water.click();
    const results = page.getByTestId('zyzd-results');
    await expect(results).toContainText('部首「氵」');
    const first = results.getByTestId('char-tile').first();
    const char = await first.getAttribute('data-char');
    expect(char).toBeTruthy();
    await first.getByRole('button', { name: new RegExp(`^查看：.*${char}$`) }).click();
    await expect(page.getByTestId('dictionary-entry')).toHaveAttribute('data-char', char ?? '');
    if (isMobile) await page.screenshot({ path: test.info().outputPath('hzzy-zyzd-dictionary.png') });
    await page.getByTestId('dictionary-overlay').getByRole('button', { name: '关闭', exact: true }).click();

    // Back to the index, then by pinyin: X → xue lists 学 with its reading.
    await page.getByRole('button', { name: '按拼音' }).click();
    await page.getByRole('button', { name: 'X', exact: true }).click();
    await page.locator('[data-testid="syllable-chip"][data-key="xue"]').click();
    const xue = page.locator('[data-testid="char-tile"][data-char="学"]');
    await expect(xue).toContainText('xué');
  });

  test('基本字: marking a character learned and favourite is kept after reload', async ({ page, isMobile }) => {
    await openPart(page, isMobile, 'jbzy', '基本字');
    // Each project marks its own character, one no textbook journey teaches, so runs on a shared
    // account do not meet; the group's count is read first (those journeys mark 一, 二 … learned).
    const char = isMobile ? '乙' : '匕';
    const tile = page.locator(`[data-testid="char-tile"][data-char="${char}"]`);
    const group = page.getByTestId('jbzy-group');
    await expect(group).toHaveAttribute('data-group', '1');
    await expect(tile).toHaveAttribute('data-learned', '0');
    const before = Number((await group.textContent())?.match(/已学会 (\d+)\/20/)?.[1]);
    expect(before, 'the group counts its learned characters').toBeGreaterThanOrEqual(0);
    await tile.getByTestId('toggle-learned').click();
    await expect(tile).toHaveAttribute('data-learned', '1');
    await expect(tile.getByTestId('toggle-learned')).toHaveText('已学会');
    await tile.getByTestId('toggle-favorite').click();
    await expect(tile).toHaveAttribute('data-favorite', '1');
    await expect(group).toContainText(`已学会 ${before + 1}/20`);

    await page.reload();
    await expect(tile).toHaveAttribute('data-learned', '1');
    await expect(tile).toHaveAttribute('data-favorite', '1');
    if (isMobile) await page.screenshot({ path: test.info().outputPath('hzzy-jbzy.png') });

    // Unmarking is kept too.
    await tile.getByTestId('toggle-learned').click();
    await expect(tile).toHaveAttribute('data-learned', '0');
    await page.reload();
    await expect(tile).toHaveAttribute('data-learned', '0');
    await expect(tile).toHaveAttribute('data-favorite', '1');

    // 我的字 lists the favourite; 部首家族 lists a radical's common characters with the same marks.
    await page.getByRole('button', { name: '我的字' }).click();
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await expect(page.getByTestId('jbzy-mine').locator(`[data-char="${char}"]`)).toHaveAttribute('data-favorite', '1');
    await page.getByRole('button', { name: '部首家族' }).click();
    await page.getByTestId('jbzy-radicals').locator('[data-key="氵"]').click();
    await expect(page.getByTestId('jbzy-family')).toContainText('部首「氵」的常用字');
    await expect(page.getByTestId('jbzy-family').getByTestId('toggle-learned').first()).toBeVisible();
  });
});
