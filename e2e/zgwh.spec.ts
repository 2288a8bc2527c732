import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { SolarTerm } from 'tyme4ts';
import { expect, loginAsPupil, test } from './helpers';

const SHOTS = '/tmp/shots-zgwh';
mkdirSync(SHOTS, { recursive: true });

const shot = (page: Page, isMobile: boolean, name: string) =>
  page.screenshot({ path: `${SHOTS}/${isMobile ? 'mobile' : 'desktop'}-${name}.png`, fullPage: isMobile });

/** A picture that the browser has fetched and drawn (an SVG the server answered). */
async function expectDrawn(picture: ReturnType<Page['locator']>) {
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** This year's 清明 as the page writes it (the year in China time), e.g. 2026年4月5日. */
function qingmingThisYear(): string {
  const year = Number(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 4));
  const day = SolarTerm.fromName(year, '清明').getJulianDay().getSolarDay();
  return `${day.getYear()}年${day.getMonth()}月${day.getDay()}日`;
}

test.describe('中国文化: 节气, a culture word and the dynasties', () => {
  test('opens 清明 with its date and poem, 文化字典 entries with and without a picture, and the dynasty timeline', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    await loginAsPupil(page);
    await page.goto('/zgwh');
    await expect(page.getByTestId('zgwh-term-current')).toContainText('现在是');
    await expect(page.getByTestId('zgwh-term-next')).toContainText(/还有 \d+ 天|就是今天/);
    await expect(page.getByTestId('zgwh-part')).toHaveCount(4);
    await shot(page, isMobile, 'area');

    // 日常生活 → 清明: this year's date, the rule, and 杜牧's poem.
    await page.getByTestId('zgwh-part').filter({ hasText: '日常生活' }).click();
    await page.locator('[data-testid="zgwh-entry"][data-key="qingming"]').first().click();
    const entry = page.getByTestId('zgwh-entry-page');
    await expect(entry).toHaveAttribute('data-key', 'qingming');
    await expect(entry.getByTestId('zgwh-date')).toContainText('太阳到达黄经15°的那一天');
    await expect(entry.getByTestId('zgwh-date-day').first()).toHaveText(qingmingThisYear());
    await expect(entry.getByTestId('zgwh-customs')).toContainText('扫墓');
    // The customs and the saying are text to read: their characters open the dictionary.
    const overlay = page.getByTestId('dictionary-overlay');
    await entry.getByTestId('zgwh-customs').getByRole('button', { name: '查字典：墓' }).first().click();
    await expect(overlay.getByTestId('dictionary-entry')).toHaveAttribute('data-char', '墓');
    await overlay.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(overlay).toHaveCount(0);
    await expect(entry.getByTestId('zgwh-saying')).toContainText('种瓜点豆');
    await entry.getByTestId('zgwh-saying').getByRole('button', { name: '查字典：瓜' }).click();
    await expect(overlay.getByTestId('dictionary-entry')).toHaveAttribute('data-char', '瓜');
    await overlay.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(overlay).toHaveCount(0);
    const poem = entry.getByTestId('zgwh-poem').filter({ hasText: '清明' });
    await expect(poem).toContainText('杜牧');
    await shot(page, isMobile, 'rcsh-qingming');
    await poem.click();
    await expect(page.getByTestId('poem-title')).toHaveText('清明');
    await expect(page).toHaveURL(/\/jdsd/);

    // 文化字典: the 生肖 with their pictures; 虎 shows its tiger on the card and on its page.
    await page.goto('/zgwh');
    await page.getByTestId('zgwh-part').filter({ hasText: '文化字典' }).click();
    const tigerCard = page.locator(
      '[data-testid="zgwh-entry"][data-key="sx-hu"]:has([data-testid="zgwh-entry-picture"])',
    );
    await expectDrawn(tigerCard.getByTestId('zgwh-entry-picture'));
    await shot(page, isMobile, 'whzd-part');
    await tigerCard.click();
    const tiger = page.getByTestId('zgwh-entry-page');
    await expect(tiger).toHaveAttribute('data-key', 'sx-hu');
    await expectDrawn(tiger.getByTestId('zgwh-entry-picture'));
    await shot(page, isMobile, 'whzd-picture');

    // 文化字典 → 笔 (no drawing fits, so none): the text, and a character opens the dictionary.
    await page.goto('/zgwh');
    await page.getByTestId('zgwh-part').filter({ hasText: '文化字典' }).click();
    await page.locator('[data-testid="zgwh-entry"][data-key="bi"]').first().click();
    const word = page.getByTestId('zgwh-entry-page');
    await expect(word).toHaveAttribute('data-key', 'bi');
    await expect(word.getByTestId('zgwh-text')).toContainText('毛笔');
    await expect(word.getByTestId('zgwh-entry-picture')).toHaveCount(0);
    await shot(page, isMobile, 'whzd-entry');
    await word
      .getByTestId('zgwh-char')
      .and(page.getByRole('button', { name: /^查字典：.*笔$/ }))
      .click();
    await expect(overlay.getByTestId('dictionary-entry')).toHaveAttribute('data-char', '笔');
    await overlay.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(overlay).toHaveCount(0);
    // The text's characters open it too.
    await word.getByTestId('zgwh-text').getByRole('button', { name: '查字典：毛' }).first().click();
    await expect(overlay.getByTestId('dictionary-entry')).toHaveAttribute('data-char', '毛');
    await overlay.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(overlay).toHaveCount(0);

    // 中国历史: the dynasties as a timeline with their years.
    await page.goto('/zgwh');
    await page.getByTestId('zgwh-part').filter({ hasText: '中国历史' }).click();
    const timeline = page.getByTestId('zgwh-timeline');
    await expect(timeline.locator('[data-key="tang"]')).toContainText('618年—907年');
    await expect(timeline.locator('[data-key="xia"]')).toContainText('约前2070年');
    await shot(page, isMobile, 'zgls-timeline');
  });
});
