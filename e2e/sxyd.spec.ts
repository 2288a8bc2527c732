import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, loginAsPupil, test } from './helpers';

// 视听阅读 (issue 15): a poem read along from the syllable recordings with its lines lit as they
// play, and a round of 听音辨位 won — the test finds each answer as a pupil's ear would, by
// comparing the round's sound with the recordings of the candidates.
const SHOTS = '/tmp/shots-sxyd';
const AREA = '/sxyd';

async function shot(page: Page, isMobile: boolean, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${isMobile ? 'mobile' : 'desktop'}-${name}.png`, fullPage: isMobile });
}

/** A call as the signed-in pupil. */
async function api<T>(page: Page, path: string, params: Record<string, string | number>): Promise<T> {
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

const bytes = async (page: Page, url: string) => (await page.request.get(url)).body();

/** The recordings a question's cells stand for, in cell order ('' where a cell has none). */
async function candidates(page: Page, kind: string, cells: string[], source: string): Promise<string[]> {
  if (kind === 'tone') {
    const letters = (cells[0] ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ü/g, 'v');
    return [1, 2, 3, 4].map((tone) => `/audio/pinyin/${letters}${tone}.mp3`);
  }
  // A line of a poem: the poem's own recordings of those characters.
  const title = source.replace(/[《》]/g, '');
  const { groups } = await api<{ groups: { tracks: { key: string; title: string }[] }[] }>(
    page,
    '/api/study/sxyd/tracks',
    {
      module_id: 2010,
    },
  );
  const key = groups.flatMap((g) => g.tracks).find((t) => t.key.startsWith('poem-') && t.title === title)?.key ?? '';
  const track = await api<{ lines: string[]; audio: string[][] }>(page, '/api/study/sxyd/track', {
    module_id: 2010,
    track: key,
  });
  const clause = cells.join('');
  for (const [line, text] of track.lines.entries()) {
    const chars = [...text];
    const at = chars.findIndex((_, i) => chars.slice(i, i + cells.length).join('') === clause);
    if (at >= 0) return cells.map((_, i) => track.audio[line]?.[at + i] ?? '');
  }
  throw new Error(`line ${clause} not found in ${title}`);
}

/** Answers the question on screen right: the cell whose recording is the sound heard. */
async function answerRight(page: Page): Promise<void> {
  const question = page.getByTestId('qmdw-question');
  await expect(question).toBeVisible();
  const kind = (await question.getAttribute('data-kind')) ?? '';
  const source = (await question.getAttribute('data-source')) ?? '';
  const sound = (await question.getByTestId('qmdw-hear').getAttribute('data-sound')) ?? '';
  const cells = await question.getByTestId('qmdw-cell').allTextContents();
  const heard = await bytes(page, sound);
  const urls = await candidates(page, kind, cells, source);
  let right = -1;
  for (const [index, url] of urls.entries()) {
    if (url === '' || !(await page.request.get(url)).ok()) continue;
    // The round sends the recording behind a padding tag (players skip it): the same sound ends it.
    const recording = await bytes(page, url);
    if (heard.length >= recording.length && heard.subarray(heard.length - recording.length).equals(recording)) {
      right = index;
    }
  }
  expect(right, `${kind} ${cells.join('')}`).toBeGreaterThanOrEqual(0);
  await question.getByTestId('qmdw-cell').nth(right).click();
}

test.describe('视听阅读', () => {
  test('plays a poem from the syllable recordings with its line lit, and refuses a wrong module', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    await loginAsPupil(page);
    await page.goto(AREA);
    // The area's code loads with its first visit (slow on a busy machine).
    await expect(page.getByTestId('sxyd-area')).toBeVisible({ timeout: 30_000 });
    await shot(page, isMobile, 'area');

    await page.getByTestId('sxyd-open-tracks').click();
    await expect(page).toHaveURL(isMobile ? /\/sxyd\/sxyd\/2010$/ : /\/sxyd\?part=sxyd$/);
    const tracks = page.getByTestId('sxyd-tracks');
    await expect(tracks.getByRole('heading', { name: '一二年级古诗' })).toBeVisible();
    await expect(tracks.getByRole('heading', { name: '三字经' })).toBeVisible();
    await shot(page, isMobile, 'tracks');

    await tracks.getByTestId('sxyd-track').filter({ hasText: '咏鹅' }).click();
    const player = page.getByTestId('sxyd-player');
    await expect(player.getByRole('heading', { name: '咏鹅' })).toBeVisible();
    // Each character is a button into the dictionary, its pinyin above it.
    await expect(player.getByTestId('sxyd-line').nth(1).getByRole('button', { name: '查字典：曲 qū' })).toContainText(
      'qū',
    );
    await player.getByTestId('sxyd-source-syllables').click();
    await expect(player).toHaveAttribute('data-source', 'syllables');
    await expect(player.getByTestId('sxyd-source-note')).toHaveText('用每个字的读音录音，一个字一个字地读');
    await player.getByTestId('sxyd-play').click();
    await expect(player.getByTestId('sxyd-play')).toHaveText('停下');
    const lit = player.locator('[data-testid="sxyd-line"][data-playing="true"]');
    await expect(lit).toHaveCount(1);
    await expect(lit.locator('.is-reading')).toHaveCount(1);
    await shot(page, isMobile, 'player');
    await player.getByTestId('sxyd-play').click();
    await expect(lit).toHaveCount(0);

    if (isMobile) {
      await page.goto('/sxyd/sxyd/9999');
      await expect(page.getByText('没有这个栏目，请从视听阅读进入')).toBeVisible();
    }
  });

  test('wins a round of 听音辨位 and keeps its points', async ({ page, isMobile }) => {
    test.slow();
    await loginAsPupil(page);
    await page.goto(AREA);
    await page.getByTestId('sxyd-open-qmdw').click();
    const levels = page.getByTestId('qmdw-levels');
    await expect(levels.getByTestId('qmdw-level')).toHaveCount(4, { timeout: 30_000 });
    const before = Number((await levels.getByTestId('qmdw-total').locator('strong').textContent()) ?? '0');
    await shot(page, isMobile, 'qmdw-levels');

    await levels.locator('[data-testid="qmdw-level"][data-level="1"]').click();
    const round = page.getByTestId('qmdw-round');
    await expect(round).toBeVisible();
    const total = Number(/\/ (\d+)/.exec((await round.getByTestId('qmdw-progress').textContent()) ?? '')?.[1]);
    expect(total).toBe(6);
    for (let i = 1; i <= total; i++) {
      await expect(round.getByTestId('qmdw-progress')).toHaveText(`第 ${i} / ${total} 题`);
      if (i === 1) await shot(page, isMobile, 'qmdw-question');
      await answerRight(page);
      if (i < total) {
        await expect(round.getByTestId('qmdw-feedback')).toContainText('答对了');
        if (i === 1) await shot(page, isMobile, 'qmdw-answered');
        await round.getByTestId('qmdw-next').click();
      }
    }
    const result = page.getByTestId('qmdw-result');
    await expect(result).toHaveAttribute('data-status', 'won');
    await expect(result.getByTestId('qmdw-points')).toContainText(`答对 ${total} / ${total} 题`);
    await shot(page, isMobile, 'qmdw-result');
    const points = Number(/得 (\d+) 分/.exec((await result.getByTestId('qmdw-points').textContent()) ?? '')?.[1]);
    expect(points).toBeGreaterThanOrEqual(total * 10);

    // The points are kept: the levels show the new total.
    await page.reload();
    await expect(page.getByTestId('qmdw-total').locator('strong')).toHaveText(String(before + points), {
      timeout: 30_000,
    });
  });
});
