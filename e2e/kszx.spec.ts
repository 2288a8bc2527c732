import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';

const SHOTS = '/tmp/shots-kszx';

/** Answers one question of the sheet as a pupil would (写字 is skipped: the board is another journey). */
async function answer(question: Locator): Promise<void> {
  const type = await question.getAttribute('data-type');
  if (type === 'radio') await question.getByTestId('kszx-option').first().click();
  else if (type === 'judge') await question.getByTestId('kszx-judge-true').click();
  else if (type === 'textarea') await question.getByTestId('kszx-textarea').fill('天上有月亮，地上有小河。');
  else if (type === 'matching') {
    const left = question.getByTestId('kszx-match-left');
    const count = await left.count();
    for (let i = 0; i < count; i++) {
      await left.nth(i).click();
      await question.getByTestId('kszx-match-right').nth(i).click();
      await expect(left.nth(i)).toHaveClass(/is-joined/);
    }
  } else if (await question.getByTestId('kszx-board').count()) await question.getByTestId('kszx-board-skip').click();
  else await question.getByTestId('kszx-input').fill('明月');
}

const saved = (page: Page) => expect(page.getByTestId('kszx-saved')).toHaveAttribute('data-saving', '0');

test.describe('考试中心: a paper made from the textbook', () => {
  test('一年级上册 期末测试 with all five types is answered, kept over a reload, handed in and marked', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    mkdirSync(SHOTS, { recursive: true });
    const layout = isMobile ? 'mobile' : 'desktop';
    await loginAsPupil(page);
    await page.goto('/kszx');
    const picker = page.getByTestId('kszx-picker');
    await picker.getByRole('button', { name: '一年级', exact: true }).click();
    await picker.getByRole('button', { name: '上册', exact: true }).click();
    await expect(picker.getByRole('button', { name: '上册', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const final = page.getByTestId('kszx-paper').filter({ hasText: '一年级上册 期末测试' });
    await expect(final).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${layout}-home.png` });

    await final.click();
    await expect(page).toHaveURL(isMobile ? /\/kszx\/paper\/\d+$/ : /\/kszx\?paper=\d+$/);
    const start = page.getByTestId('kszx-start');
    const sheet = page.getByTestId('kszx-sheet');
    // An attempt left open by an earlier run opens straight away.
    await expect(start.or(sheet)).toBeVisible();
    if (await start.isVisible()) await start.click();
    await expect(sheet).toBeVisible();
    await expect(page.getByTestId('kszx-clock')).toContainText(/剩余 \d\d:\d\d/);
    const questions = sheet.getByTestId('kszx-question');
    for (const type of ['radio', 'judge', 'input', 'matching', 'textarea']) {
      await expect(sheet.locator(`[data-testid="kszx-question"][data-type="${type}"]`).first()).toBeVisible();
    }

    // The first answer survives a reload: it was saved on the server.
    await answer(questions.first());
    await saved(page);
    await page.reload();
    await expect(sheet).toBeVisible();
    await expect(questions.first().getByTestId('kszx-option').first()).toHaveAttribute('aria-pressed', 'true');

    const count = await questions.count();
    for (let i = 1; i < count; i++) await answer(questions.nth(i));
    await saved(page);
    await page.screenshot({ path: `${SHOTS}/${layout}-sheet.png` });
    await page.getByTestId('kszx-hand-in').click();

    const result = page.getByTestId('kszx-result');
    await expect(result).toBeVisible();
    await expect(page.getByTestId('kszx-score')).toHaveText(/^\d+分$/);
    await expect(result.getByTestId('kszx-mark')).toHaveCount(count);
    await expect(result.locator('[data-mark="pending"]')).toHaveCount(1);
    await expect(result.locator('[data-mark="pending"]')).toContainText('待老师批改');
    await page.screenshot({ path: `${SHOTS}/${layout}-result.png` });
    await page.screenshot({ path: `${SHOTS}/${layout}-result-full.png`, fullPage: true });
  });
});
