import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';

const SHOTS = '/tmp/shots-bpzw';
const shot = (page: Page, isMobile: boolean, name: string) =>
  page.screenshot({ path: `${SHOTS}/${isMobile ? 'mobile' : 'desktop'}-${name}.png`, fullPage: isMobile });

// 18 characters fill the first row after the two-cell indent, so the comma would start the next row.
const FIRST_ROW = '公园里开满了花红的黄的紫的一片片真美';
const BODY = `${FIRST_ROW}，我在花丛中走来走去。`;

test.describe('部编作文: a guide and the 方格稿纸', () => {
  test('opens a guide, writes on 稿纸 with a comma kept at a row’s end, keeps the draft and prints it', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    expect([...FIRST_ROW]).toHaveLength(18);
    await loginAsPupil(page);
    await page.goto('/bpzw');
    await expect(page.getByTestId('bpzw-part').filter({ hasText: '文体分类' })).toBeVisible();
    await shot(page, isMobile, 'area');

    // 文体分类 → 中年级 写景 → the guide with its model on a small 稿纸.
    await page.getByTestId('bpzw-part').filter({ hasText: '文体分类' }).click();
    await page.getByTestId('bpzw-guide-link').filter({ hasText: '写景：按顺序写景物' }).click();
    const guide = page.getByTestId('bpzw-guide');
    await expect(guide).toHaveAttribute('data-key', 'xiejing-2');
    const model = guide.getByTestId('bpzw-model-grid');
    await expect(model).toContainText('家乡的小河');
    await shot(page, isMobile, 'guide');
    await model.getByRole('button', { name: '查字典：河' }).first().click();
    const overlay = page.getByTestId('dictionary-overlay');
    await expect(overlay.getByTestId('dictionary-entry')).toHaveAttribute('data-char', '河');
    await overlay.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(overlay).toHaveCount(0);
    // The steps are text to read too: a character of them opens the dictionary.
    await guide.getByTestId('bpzw-steps').getByRole('button', { name: '查字典：序' }).first().click();
    await expect(overlay.getByTestId('dictionary-entry')).toHaveAttribute('data-char', '序');
    await overlay.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(overlay).toHaveCount(0);

    // The exercise opens the editor with its title; an empty body is not saved.
    await guide.getByTestId('bpzw-exercise').click();
    await expect(page.getByTestId('bpzw-title')).toHaveValue('美丽的公园');
    const body = page.getByTestId('bpzw-body');
    await body.fill(BODY);
    const grid = page.getByTestId('gaozhi-grid');
    const rows = grid.getByTestId('gaozhi-row');
    // Row 1 is the title; the comma is kept with 美 at the end of row 2, and row 3 starts with 我.
    await expect(rows.nth(1).getByTestId('gaozhi-hang')).toHaveText('，');
    await expect(rows.nth(2).locator('.yw-gaozhi__cell').first()).toHaveText('我');
    await expect(page.getByTestId('bpzw-count')).toContainText('已写 29 字 / 400 格');
    await expect(page.getByTestId('bpzw-save-state')).toHaveText('已保存');
    await expect(page).toHaveURL(/write=\d+/);
    await shot(page, isMobile, 'editor');

    // Emptied, the draft is not saved and says why; after a reload the saved text is back.
    await body.fill('');
    await expect(page.getByTestId('bpzw-problem')).toHaveText('作文还是空的，先写几句吧');
    await page.reload();
    await expect(page.getByTestId('bpzw-body')).toHaveValue(BODY);
    await expect(page.getByTestId('gaozhi-grid').getByTestId('gaozhi-hang').first()).toHaveText('，');

    // Print: the copy under <body> holds the A4 sheet with the grid, alone on paper.
    await page.emulateMedia({ media: 'print' });
    const root = page.getByTestId('print-root');
    await expect(root).toBeVisible();
    await expect(root.getByTestId('bpzw-print-page')).toHaveCount(1);
    await expect(root.getByTestId('bpzw-print-grid').getByTestId('gaozhi-row')).toHaveCount(20);
    await expect(root.getByTestId('bpzw-print-grid')).toContainText('美丽的公园');
    await expect(page.getByTestId('bpzw-editor')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // 我的作文 lists it.
    await page.goto('/bpzw?mine=1');
    await expect(page.getByTestId('bpzw-draft').filter({ hasText: '美丽的公园' }).first()).toBeVisible();
  });
});
