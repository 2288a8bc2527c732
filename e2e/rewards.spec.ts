import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, loginAs, loginAsPupil, test } from './helpers';

// Rewards and the daily path (issue 18): a pupil who has chosen 一年级上册 finishes a 识字 round of
// the next lesson; the round ends with a celebration, and the home screen's 今天的任务 ticks the
// lesson with a streak of 1 and stars; the rewards page shows them with the first badge.

interface Tile {
  char: string;
  readings: string[];
}
interface Question {
  kind: string;
  prompt: string;
  hint: string;
  options: string[];
}

const SHOTS = '/tmp/shots-rewards';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${test.info().project.name}.png` });
}

/** A call as the signed-in pupil. */
async function api<T>(page: Page, path: string, params: Record<string, string | number> = {}): Promise<T> {
  const session = await page.evaluate(() => ({
    uid: localStorage.getItem('id') ?? '',
    product: localStorage.getItem('product') ?? '',
    token: localStorage.getItem('token') ?? '',
  }));
  const query = new URLSearchParams({
    ...session,
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  const body = (await (await page.request.get(`${path}?${query}`)).json()) as { code: number; data: T };
  expect(body.code, path).toBe(1);
  return body.data;
}

/** A 识字 round of the lesson on its page, every answer right, as a pupil who knows the lesson would. */
async function finishRound(page: Page, lessonId: number): Promise<void> {
  const full = await api<{ shizi: Tile[]; xiezi: Tile[]; shizi_review: Tile[] }>(page, '/api/study/resource/content', {
    module_id: 2007,
    lesson_id: lessonId,
  });
  const tiles = [...full.shizi, ...full.xiezi, ...full.shizi_review];
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/api/study/textbook/exercise') && r.request().method() === 'POST',
  );
  await page.goto(`/tbjx/bookSZ/${lessonId}`);
  const exercise = ((await (await started).json()) as { data: { questions: Question[] } }).data;
  for (const q of exercise.questions) {
    const right = q.options.findIndex((option) =>
      q.kind === 'read'
        ? tiles.find((t) => t.char === q.prompt)?.readings.includes(option)
        : tiles.find((t) => t.char === option)?.readings.includes(q.hint),
    );
    await page.getByTestId('practice-choice').nth(right).click();
    await page.getByTestId('practice-next').click();
  }
}

test('a finished round ticks today’s lesson, starts the streak, earns stars and the first badge', async ({ page }) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  // A new pupil of its own: the worker's pupil may have practised on another day already (the other
  // layout's run, before midnight in China), which would make the streak 2.
  const account = `rw_${test.info().project.name.slice(0, 1)}${Date.now().toString(36)}`;
  const made = await page.request.post('/api/passport/regi', {
    form: { account, password: 'pupil-pass-1', product: 44 },
  });
  expect((await made.json()).code).toBe(1);
  await loginAs(page, { account, password: 'pupil-pass-1' });
  await page.evaluate(() => localStorage.setItem('tbjx_volume', 'g1a'));
  await page.goto('/index');

  const card = page.getByTestId('daily-path');
  const lessonTask = card.locator('[data-testid="daily-task"][data-task="lesson"]');
  // A new pupil: not done yet.
  await expect(lessonTask).toBeVisible();
  await expect(card.locator('[data-task="poem"]')).toContainText('每日一诗');
  await expect(page.getByTestId('home-textbook')).toBeVisible();
  await shot(page, 'home-daily-path-before');

  // The lesson the task names (mobile: …/bookContent/2007/<id>; desktop: ?part=bookContent&id=<id>).
  const href = (await lessonTask.locator('a').getAttribute('href')) ?? '';
  const lessonId = Number(/(\d+)$/.exec(href)?.[1]);
  expect(lessonId).toBeGreaterThan(0);

  await finishRound(page, lessonId);
  await expect(page.getByTestId('practice-score')).toHaveText('100 分');
  await expect(page.getByTestId('celebration')).toBeVisible();
  await page.waitForTimeout(200);
  await shot(page, 'celebration');
  // The burst leaves the page on its own.
  await expect(page.getByTestId('celebration')).toHaveCount(0, { timeout: 5_000 });

  await page.goto('/index');
  await expect(lessonTask).toHaveAttribute('data-done', '1');
  await expect(card.getByTestId('daily-streak')).toHaveAttribute('data-value', '1');
  const stars = Number(await card.getByTestId('daily-stars').getAttribute('data-value'));
  expect(stars).toBeGreaterThanOrEqual(3);
  await expect(card.getByRole('img', { name: /^完成 [1-3] 项，共/ })).toBeVisible();
  await shot(page, 'home-daily-path-after');

  await card.getByRole('link', { name: /我的奖励/ }).click();
  const rewards = page.getByTestId('rewards-page');
  await expect(rewards.getByTestId('rewards-streak')).toHaveAttribute('data-value', '1');
  await expect(rewards.getByTestId('rewards-stars')).toHaveAttribute('data-value', String(stars));
  await expect(rewards.locator('[data-testid="rewards-badge"][data-badge="first_step"]')).toHaveAttribute(
    'data-earned',
    '1',
  );
  await expect(rewards.locator('[data-testid="rewards-badge"][data-earned="0"]').first()).toBeVisible();
  await shot(page, 'rewards-page');
});

test('the user centre opens the rewards and turns celebration sounds off on this device', async ({ page }) => {
  await loginAsPupil(page);
  await page.goto('/index/user');
  const sound = page.getByTestId('sound-setting');
  await expect(sound).toHaveAttribute('aria-checked', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-checked', 'false');
  expect(await page.evaluate(() => localStorage.getItem('celebration_sound'))).toBe('0');
  await page.getByTestId('user-rewards').click();
  await expect(page).toHaveURL(/\/index\/user\?part=rewards$/);
  await expect(page.getByTestId('rewards-page').getByTestId('rewards-badge')).toHaveCount(8);
});

test('with reduced motion a good round ends without the burst', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginAsPupil(page);
  const volumes = await api<{ id: number; key: string }[]>(page, '/api/study/textbook/volumes');
  const g1a = volumes.find((v) => v.key === 'g1a');
  const volume = await api<{ units: { lessons: { id: number; shizi: string }[] }[] }>(
    page,
    '/api/study/textbook/volume',
    { id: g1a?.id ?? 0 },
  );
  const lesson = volume.units.flatMap((u) => u.lessons).find((l) => l.shizi !== '');
  await finishRound(page, lesson?.id ?? 0);
  await expect(page.getByTestId('practice-score')).toHaveText('100 分');
  await expect(page.getByTestId('celebration')).toHaveCount(0);
});
