import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';
import config from './playwright.config';

/** A state saved by the server, or a page's first answer after a load: slow when the shared machine is busy (7 s fell short). */
const SAVED_OR_LOADED = { timeout: 20_000 };

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

/** Logs in and opens 静夜思 of 唐诗三百首; answers its recordings and how many there are. */
async function openRecitation(page: Page) {
  await loginAsPupil(page);
  await openCollection(page);
  await openPoem(page, '静夜思');
  const rows = page.getByTestId('recitation-row');
  return { rows, before: await rows.count() };
}

/** Keeps the recording being previewed; answers the upload's envelope. */
async function keepRecording(page: Page) {
  const uploaded = page.waitForResponse(
    (r) => r.url().includes('/api/study/user/recitation') && r.request().method() === 'POST',
  );
  await page.getByTestId('recorder-keep').click();
  return (await uploaded).json();
}

test('records a recitation of 静夜思 with the microphone, keeps it, plays it and deletes it', async ({
  page,
}, info) => {
  const { rows, before } = await openRecitation(page);
  await page.getByTestId('recorder-start').click();
  await expect(page.getByTestId('recorder-live')).toBeVisible();
  await page.waitForTimeout(1500);
  await page.getByTestId('recorder-stop').click();
  await expect(page.getByTestId('recorder-preview')).toBeVisible();

  const answer = await keepRecording(page);
  expect(answer.code).toBe(1);
  expect(answer.data).toMatchObject({ resource_name: '静夜思', resource_p_name: '唐诗三百首', mime: 'audio/webm' });
  await expect(rows).toHaveCount(before + 1);
  await page.screenshot({ path: `${info.outputDir}/tssc-recite.png`, fullPage: true });
  await expect(page.getByTestId('recite-state')).not.toHaveText('未开始');

  // The newest recording is first; playing it fetches the owner's audio.
  const audio = page.waitForResponse((r) => r.url().includes('/api/study/user/recitation/audio'));
  await rows.first().getByTestId('recitation-play').click();
  const served = await audio;
  // The media element asks for a byte range (bytes=0-), answered 206.
  expect(served.status()).toBe(206);
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
  await expect(page.getByTestId('recite-state')).toHaveText('已背会', SAVED_OR_LOADED);

  await page.reload();
  await expect(page.getByTestId('recite-title')).toHaveText(title, SAVED_OR_LOADED);
  await expect(page.getByTestId('recite-state')).toHaveText('已背会');
  await expect(modes.nth(3)).toHaveAttribute('data-finished', 'yes');

  await page.goBack();
  await expect(page.getByTestId('book-list')).toBeVisible();
  const row = page.getByTestId('book-row').filter({ hasText: title }).first();
  await expect(row.getByTestId('recite-state')).toHaveText('已背会', SAVED_OR_LOADED);
  await page.screenshot({ path: `${info.outputDir}/tssc-book.png` });

  // A favourite from the list shows on the recitation home after a fresh load.
  await row.getByTestId('book-favorite').click();
  await expect(row.getByTestId('book-favorite')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/tssc');
  await expect(page.getByTestId('tssc-favorites').getByRole('link', { name: new RegExp(title) })).toBeVisible();
});

// An app webview: the shell injects window.YuwenNative (platform/native-bridge.ts). This stand-in
// shell records every call, "records" by handing over the address of a real MP3 (one of the
// syllable recordings) and plays nothing itself; its listeners are driven from the test.
const shellRecording = new URL('../node_modules/cnchar-data/voice/jing4.mp3', import.meta.url).pathname;

test('records through the native shell’s recorder and plays through its player, in milliseconds', async ({ page }) => {
  await page.addInitScript(() => {
    type Shell = {
      calls: unknown[][];
      ended?: (() => void) | null;
      progress?: ((positionMs: number, durationMs: number) => void) | null;
    };
    const shell: Shell = { calls: [] };
    (window as unknown as { shell: Shell }).shell = shell;
    (window as unknown as { YuwenNative: unknown }).YuwenNative = {
      record: {
        start: () => void shell.calls.push(['record.start']),
        stop: () => {
          shell.calls.push(['record.stop']);
          return '/native-shell/recording-1.mp3';
        },
      },
      audio: {
        play: (url: string, startMs: number) => void shell.calls.push(['audio.play', url, startMs]),
        pause: () => void shell.calls.push(['audio.pause']),
        resume: () => void shell.calls.push(['audio.resume']),
        seekTo: (ms: number) => void shell.calls.push(['audio.seekTo', ms]),
        stop: () => void shell.calls.push(['audio.stop']),
        setOnEnded: (listener: Shell['ended']) => {
          shell.ended = listener;
        },
        setOnProgress: (listener: Shell['progress']) => {
          shell.progress = listener;
        },
      },
    };
  });
  await page.route('**/native-shell/recording-1.mp3', (route) =>
    route.fulfill({ path: shellRecording, contentType: 'audio/mpeg' }),
  );
  const shellCalls = () => page.evaluate(() => (window as unknown as { shell: { calls: unknown[][] } }).shell.calls);

  const { rows, before } = await openRecitation(page);
  await page.getByTestId('recorder-start').click();
  await expect(page.getByTestId('recorder-live')).toBeVisible();
  await page.getByTestId('recorder-stop').click();
  await page.getByTestId('recorder-listen').click();
  expect(await shellCalls()).toEqual(
    expect.arrayContaining([['record.start'], ['record.stop'], ['audio.play', '/native-shell/recording-1.mp3', 0]]),
  );

  const answer = await keepRecording(page);
  expect(answer.code).toBe(1);
  expect(answer.data).toMatchObject({ resource_name: '静夜思', mime: 'audio/mpeg' });
  await expect(rows).toHaveCount(before + 1);

  // The kept recording plays on the shell's player from 0 ms; its progress in ms shows as mm:ss.
  await rows.first().getByTestId('recitation-play').click();
  const play = (await shellCalls()).filter((call) => call[0] === 'audio.play').at(-1);
  expect(play?.[1]).toMatch(/\/api\/study\/user\/recitation\/audio/);
  expect(play?.[2]).toBe(0);
  const served = await page.request.get(play?.[1] as string);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('audio/mpeg');
  await page.evaluate(() =>
    (window as unknown as { shell: { progress: (p: number, d: number) => void } }).shell.progress(3_500, 7_000),
  );
  await expect(rows.first().getByTestId('recitation-play')).toHaveText('停止 00:03');
  await page.evaluate(() => (window as unknown as { shell: { ended: () => void } }).shell.ended());
  await expect(rows.first()).toHaveAttribute('data-state', 'idle');

  await rows.first().getByTestId('recitation-delete').click();
  await rows.first().getByTestId('recitation-delete-confirm').click();
  await expect(rows).toHaveCount(before);
});
