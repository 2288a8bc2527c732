import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';

const SHOTS = '/tmp/shots-bpyd';
const shot = (page: Page, isMobile: boolean, name: string) =>
  page.screenshot({ path: `${SHOTS}/${isMobile ? 'mobile' : 'desktop'}-${name}.png`, fullPage: isMobile });

test.describe('部编阅读: the library, the reader and search', () => {
  test('reads 三字经 with pinyin, opens a character, and finds 守株待兔', async ({ page, isMobile }) => {
    test.slow();
    await loginAsPupil(page);
    await page.goto('/bpyd');
    const library = page.getByTestId('bpyd-library');
    await expect(library.getByTestId('book-cover').filter({ hasText: '三字经' })).toBeVisible();
    await expect(library.getByRole('heading', { name: '神话传说' })).toBeVisible();
    await shot(page, isMobile, 'library');

    // The book: its intro and contents, then its first chapter.
    await library.getByTestId('book-cover').filter({ hasText: '三字经' }).click();
    const book = page.getByTestId('book-page');
    await expect(book).toContainText('三个字一句');
    await expect(book.getByTestId('book-chapter')).toHaveCount(8);
    await shot(page, isMobile, 'book');
    await book.getByTestId('book-chapter').first().click();

    // The reader: pinyin over the characters, turned off and on again.
    const text = page.getByTestId('chapter-text');
    await expect(page.getByTestId('chapter-title')).toHaveText('人之初');
    await expect(text).toHaveAttribute('data-pinyin', 'on');
    const first = text.getByTestId('reader-char').first();
    await expect(first).toHaveAccessibleName('查字典：人 rén');
    await expect(first.locator('rt')).toBeVisible();
    await shot(page, isMobile, 'reader');
    const toggle = page.getByTestId('pinyin-toggle');
    await toggle.click();
    await expect(text).toHaveAttribute('data-pinyin', 'off');
    await expect(first.locator('rt')).toBeHidden();
    await toggle.click();
    await expect(text).toHaveAttribute('data-pinyin', 'on');
    await expect(first.locator('rt')).toBeVisible();

    // A character opens the dictionary.
    await text.getByRole('button', { name: '查字典：善 shàn' }).click();
    const overlay = page.getByTestId('dictionary-overlay');
    await expect(overlay.getByTestId('dictionary-entry')).toHaveAttribute('data-char', '善');
    await overlay.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(overlay).toHaveCount(0);

    // Search: 守株待兔 is found in 中国古代寓言, and the result opens the story at the match.
    await page.goto(isMobile ? '/bpyd/search/book' : '/bpyd?search=');
    await page.getByTestId('search-input').fill('守株待兔');
    await page.getByTestId('search-submit').click();
    const result = page.getByTestId('search-result').filter({ hasText: '中国古代寓言' }).first();
    await expect(result).toContainText('守株待兔');
    await expect(result.locator('mark')).toHaveText('守株待兔');
    await shot(page, isMobile, 'search');
    await result.click();
    await expect(page.getByTestId('chapter-title')).toHaveText('守株待兔');
    await expect(
      page.getByTestId('chapter-text').getByRole('button', { name: '查字典：农 nóng' }).first(),
    ).toBeVisible();
  });
});
