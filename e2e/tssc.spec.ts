import { expect, type Page, test } from '@playwright/test';
import { loginAsPupil } from './helpers';
import config from './playwright.config';

// A fake microphone (Chromium's fake media stream: a beeping tone) that needs no permission prompt,
// on top of the launch options every journey uses.
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['microphone'],
});

/** The recitation entry for this layout: mobile /tssc, desktop /tssc too (lists and poems by query). */
async function openCollection(page: Page): Promise<void> {
  await page.goto('/tssc');
  await page
    .getByTestId('tssc-collections')
    .getByRole('link', { name: /唐诗三百首/ })
    .click();
  await expect(page).toHaveURL(/collection=tangshi300/);
  await expect(page.getByTestId('book-list')).toBeVisible();
}

/** Opens a poem of the recitation list, loading more of the list until it shows. */
async function openPoem(page: Page, title: string): Promise<void> {
  const link = page
    .getByTestId('book-list')
    .getByRole('link', { name: new RegExp(`^${title}`) })
    .first();
  for (let i = 0; i < 10 && !(await link.isVisible()); i++) {
    await page.getByRole('button', { name: '加载更多' }).click();
    await expect(page.getByRole('button', { name: '加载中...' })).toHaveCount(0);
  }
  await link.click();
  await expect(page.getByTestId('recite-title')).toHaveText(title);
}

test('records a recitation of 静夜思 with the microphone, keeps it, plays it and deletes it', async ({
  page,
}, info) => {
  await loginAsPupil(page);
  await openCollection(page);
  await openPoem(page, '静夜思');

  const rows = page.getByTestId('recitation-row');
  const before = await rows.count();
  await page.getByTestId('recorder-start').click();
  await expect(page.getByTestId('recorder-live')).toBeVisible();
  await page.waitForTimeout(1500);
  await page.getByTestId('recorder-stop').click();
  await expect(page.getByTestId('recorder-preview')).toBeVisible();

  const uploaded = page.waitForResponse(
    (r) => r.url().includes('/api/study/user/recitation') && r.request().method() === 'POST',
  );
  await page.getByTestId('recorder-keep').click();
  const answer = await (await uploaded).json();
  expect(answer.code).toBe(1);
  expect(answer.data).toMatchObject({ resource_name: '静夜思', resource_p_name: '唐诗三百首', mime: 'audio/webm' });
  await expect(rows).toHaveCount(before + 1);
  await page.screenshot({ path: `${info.outputDir}/tssc-recite.png`, fullPage: true });
  await expect(page.getByTestId('recite-state')).not.toHaveText('未开始');

  // The newest recording is first; playing it fetches the owner's audio.
  const audio = page.waitForResponse((r) => r.url().includes('/api/study/user/recitation/audio'));
  await rows.first().getByTestId('recitation-play').click();
  const served = await audio;
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('audio/webm');
  await expect(rows.first()).toHaveAttribute('data-state', 'playing');
  await expect(rows.first()).toHaveAttribute('data-state', 'idle', { timeout: 10_000 });

  await rows.first().getByTestId('recitation-delete').click();
  await rows.first().getByTestId('recitation-delete-confirm').click();
  await expect(rows).toHaveCount(before);
  await page.reload();
  await expect(page.getByTestId('recite-title')).toHaveText('静夜思');
  await expect(page.getByTestId('recorder-panel')).toBeVisible();
  await expect(rows).toHaveCount(before);
});

test('practises a poem through the four modes to 已背会, the state stays after a reload, and favourites it', async ({
  page,
}, info) => {
  // Each layout practises its own poem, so a run on the same account never starts half done.
  const title = info.project.name === 'desktop' ? '春晓' : '登鹳雀楼';
  await loginAsPupil(page);
  await openCollection(page);
  await openPoem(page, title);
  const modes = page.getByTestId('practice-mode');
  const done = page.getByTestId('practice-done');
  const text = page.getByTestId('practice-text');

  await expect(text).toHaveAttribute('data-mode', 'pinyin');
  await expect(text.locator('rt').first()).not.toBeEmpty();
  await expect(modes.nth(1)).toBeDisabled();
  await done.click();

  await expect(text).toHaveAttribute('data-mode', 'plain');
  await expect(text.locator('rt')).toHaveCount(0);
  await expect(page.getByTestId('recite-state')).toHaveText('练习中');
  await done.click();

  await expect(text).toHaveAttribute('data-mode', 'firstChars');
  const lines = await page.getByTestId('practice-line').count();
  await expect(page.getByTestId('practice-blank').first()).toBeVisible();
  await page.screenshot({ path: `${info.outputDir}/tssc-first-chars.png` });
  expect(await page.getByTestId('practice-char').count()).toBeGreaterThanOrEqual(lines);
  await done.click();

  await expect(text).toHaveAttribute('data-mode', 'memory');
  await expect(page.getByTestId('practice-char')).toHaveCount(0);
  await expect(done).toBeDisabled();
  for (let i = 0; i < lines; i++) await page.getByTestId('practice-reveal').click();
  await expect(page.getByTestId('practice-blank')).toHaveCount(0);
  await done.click();
  await expect(page.getByTestId('recite-state')).toHaveText('已背会');

  await page.reload();
  await expect(page.getByTestId('recite-title')).toHaveText(title);
  await expect(page.getByTestId('recite-state')).toHaveText('已背会');
  await expect(modes.nth(3)).toHaveAttribute('data-finished', 'yes');

  await page.goBack();
  await expect(page.getByTestId('book-list')).toBeVisible();
  const row = page.getByTestId('book-row').filter({ hasText: title }).first();
  await expect(row.getByTestId('recite-state')).toHaveText('已背会');
  await page.screenshot({ path: `${info.outputDir}/tssc-book.png` });

  // A favourite from the list shows on the recitation home after a fresh load.
  await row.getByTestId('book-favorite').click();
  await expect(row.getByTestId('book-favorite')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/tssc');
  await expect(page.getByTestId('tssc-favorites').getByRole('link', { name: new RegExp(title) })).toBeVisible();
});
