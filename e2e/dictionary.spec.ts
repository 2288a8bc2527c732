import type { Locator, Page } from '@playwright/test';
import { drawStroke, expect, loginAsPupil, type Median, test } from './helpers';

// Records every play() of a media element, so the test can tell which recording started.
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

const playedMedia = (page: Page) => page.evaluate(() => (window as unknown as { playedMedia: string[] }).playedMedia);

/**
 * Selects `text` inside an element (all of its text when not given), as a pupil's drag would, and
 * long-presses on the selection for 900 ms.
 */
async function selectAndLongPress(page: Page, target: Locator, text?: string): Promise<void> {
  const point = await target.evaluate((el, wanted) => {
    const range = document.createRange();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let node = walker.nextNode();
    if (wanted) {
      while (node && !node.textContent?.includes(wanted)) node = walker.nextNode();
      if (!node) throw new Error(`no text ${wanted}`);
      const start = node.textContent?.indexOf(wanted) ?? 0;
      range.setStart(node, start);
      range.setEnd(node, start + wanted.length);
    } else range.selectNodeContents(el);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    const rect = range.getClientRects()[0];
    if (!rect) throw new Error('nothing selected');
    return { x: rect.left + Math.min(8, rect.width / 2), y: rect.top + rect.height / 2 };
  }, text);
  await page.mouse.move(point.x, point.y);
  await page.mouse.down();
  // Past the 750 ms long-press, with room for a late timer on a busy machine (the 1 s toast still shows after).
  await page.waitForTimeout(1100);
  await page.mouse.up();
}

test.describe('the character dictionary and lookup anywhere', () => {
  test('double-clicking a character opens 字源字典 with its stroke animation running and its reading playing', async ({
    page,
  }) => {
    await recordPlays(page);
    await page.goto('/usage');
    const recording = page.waitForResponse((res) => res.url().endsWith('/audio/pinyin/xue2.mp3'));
    await page.locator('.yw-usage__glyph', { hasText: '学' }).dblclick();

    const overlay = page.getByTestId('dictionary-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('heading', { name: '字源字典' })).toBeVisible();
    await expect(overlay.getByTestId('dictionary-entry')).toHaveAttribute('data-char', '学');
    await expect(overlay).toContainText('（學）');
    await expect(overlay).toContainText('xué');
    await expect(overlay.getByTestId('stroke-animation')).toHaveAttribute('data-state', 'animating');
    // The animation draws strokes into hanzi-writer's SVG.
    await expect(overlay.locator('[data-testid="stroke-animation"] svg path').first()).toBeAttached();

    const audio = await recording;
    // The media element asks for a byte range (bytes=0-); iOS webviews need the 206 answer.
    expect(audio.status()).toBe(206);
    expect(audio.headers()['content-type']).toBe('audio/mpeg');
    await expect.poll(() => playedMedia(page)).toContainEqual(expect.stringContaining('/audio/pinyin/xue2.mp3'));

    // 基本释义 from the pupil dictionary, then the other two tabs.
    await expect(overlay.getByTestId('dictionary-tab-0')).toContainText('学习');
    await overlay.getByRole('tab', { name: '详细释义' }).click();
    await expect(overlay.getByTestId('dictionary-tab-1')).toContainText('xué');
    await overlay.getByRole('tab', { name: '成语典故' }).click();
    await expect(overlay.getByTestId('dictionary-tab-2')).toBeVisible();
    await expect(overlay.getByTestId('character-analysis')).toContainText('上下结构');

    await overlay.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(overlay).toBeHidden();

    // The browser's back closes the dictionary and stays on the page.
    await page.locator('.yw-usage__glyph', { hasText: '学' }).dblclick();
    await expect(overlay).toBeVisible();
    await page.goBack();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/usage$/);
    await expect(page.getByTestId('usage-page')).toBeVisible();
  });

  test('the write-it board accepts the strokes in order and rejects a wrong one', async ({ page, request }) => {
    // Nine strokes drawn point by point take a while on a busy machine.
    test.slow();
    const data = (await (await request.get(`/hanzi-data/${encodeURIComponent('一')}.json`)).json()) as {
      medians: Median[];
    };
    await page.goto('/usage');
    await page.locator('.yw-usage__glyph', { hasText: '学' }).dblclick();
    const board = page.getByTestId('writing-quiz');
    await board.scrollIntoViewIfNeeded();
    await expect(board).toContainText('请按笔顺写第 1 笔');

    const strokes = (await (await request.get(`/hanzi-data/${encodeURIComponent('学')}.json`)).json()) as {
      medians: Median[];
    };
    // A long horizontal stroke where the first dot of 学 belongs: refused.
    const wrong = data.medians[0] as Median;
    await drawStroke(page, board, wrong);
    await expect(board).toHaveAttribute('data-mistakes', '1');
    await expect(board).toHaveAttribute('data-correct-strokes', '0');
    await expect(board).toContainText('这一笔不对');

    for (const [i, median] of strokes.medians.entries()) {
      await drawStroke(page, board, median);
      await expect(board).toHaveAttribute('data-correct-strokes', String(i + 1));
    }
    await expect(board).toHaveAttribute('data-complete', '1');
    await expect(board).toContainText('写完了');
  });

  test('selecting several characters offers a chooser that closes on backdrop, close mark or choice', async ({
    page,
  }) => {
    await page.goto('/usage');
    const text = page.locator('.yw-usage__title', { hasText: '登录账号' });
    const chooser = page.getByTestId('char-chooser');

    await selectAndLongPress(page, text);
    await expect(chooser).toBeVisible();
    await expect(chooser.getByRole('button')).toHaveText(['×', '登', '录', '账', '号']);
    await chooser.click({ position: { x: 5, y: 5 } });
    await expect(chooser).toBeHidden();

    await selectAndLongPress(page, text);
    await chooser.getByRole('button', { name: '关闭' }).click();
    await expect(chooser).toBeHidden();

    await selectAndLongPress(page, text);
    await chooser.getByRole('button', { name: '录' }).click();
    await expect(chooser).toBeHidden();
    await expect(page.getByTestId('dictionary-entry')).toHaveAttribute('data-char', '录');
  });

  test('a selection with no Chinese is told on mobile (1 s) and ignored on desktop', async ({ page, isMobile }) => {
    await page.goto('/usage');
    await selectAndLongPress(page, page.locator('.yw-usage__footer'), '184');
    const toast = page.locator('.yw-toast');
    if (isMobile) {
      await expect(toast).toHaveText('您查询的不是汉字');
      // The toast's 1 s lifetime is unit-tested (toast-store); here it only has to go away,
      // which on a loaded CI machine can take well past 2 s of wall time.
      await expect(toast).toBeHidden({ timeout: 8000 });
    } else {
      await page.waitForTimeout(300);
      await expect(toast).toHaveCount(0);
    }
    await expect(page.getByTestId('dictionary-overlay')).toHaveCount(0);
  });

  test('a character the dictionary lacks is told (未查询到该汉字的信息) and the view resets', async ({ page }) => {
    await page.goto('/usage');
    // 龘 is outside the 通用规范汉字表, so the catalogue has no entry for it.
    await page.locator('.yw-usage__intro').evaluate((el) => {
      const span = document.createElement('span');
      span.className = 'e2e-rare';
      span.textContent = '龘';
      el.append(span);
    });
    await page.locator('.e2e-rare').dblclick();
    await expect(page.locator('.yw-toast')).toHaveText('未查询到该汉字的信息');
    await expect(page.getByTestId('dictionary-overlay')).toHaveCount(0);
  });

  test('search by pinyin xue finds 学, which opens the dictionary; one type pages', async ({ page, isMobile }) => {
    await loginAsPupil(page);
    await page.goto('/search');
    await page.getByRole('searchbox', { name: '搜索' }).fill('xue');
    const characters = page.getByTestId('search-group-character');
    await expect(characters).toContainText('学');
    await expect(characters.locator('mark').first()).toHaveText('xué');
    await characters.getByRole('button', { name: /^学/ }).click();
    await expect(page.getByTestId('dictionary-entry')).toHaveAttribute('data-char', '学');
    await page.getByTestId('dictionary-overlay').getByRole('button', { name: '关闭', exact: true }).click();

    // One type, paged: words starting with x.
    await page.goto(isMobile ? '/search/word?keyword=x' : '/search?type=word&keyword=x');
    const words = page.getByTestId('search-group-word');
    await expect(words.locator('li')).toHaveCount(20);
    await expect(page.getByRole('navigation', { name: '翻页' })).toContainText('第 1 /');
    await page.getByRole('button', { name: '下一页' }).click();
    await expect(page.getByRole('navigation', { name: '翻页' })).toContainText('第 2 /');
    await expect(page).toHaveURL(/page=2/);

    // A word result opens its page in 部编词语, with our meaning.
    await page.goto('/search');
    await page.getByRole('searchbox', { name: '搜索' }).fill('妈妈');
    await page.getByTestId('search-group-word').getByTestId('search-word-link').first().click();
    await expect(page.getByTestId('bpcy-word-page')).toHaveAttribute('data-word', /妈妈/);

    // An idiom result opens its page in 成语典故.
    await page.goto('/search');
    await page.getByRole('searchbox', { name: '搜索' }).fill('守株待兔');
    await page.getByTestId('search-group-idiom').getByTestId('search-idiom-link').first().click();
    await expect(page.getByTestId('jdmz-idiom-story')).toContainText('宋国有个农夫');
  });
});
