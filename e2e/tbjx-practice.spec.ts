import type { Page } from '@playwright/test';
import { drawStroke, expect, loginAsPupil, type Median, test } from './helpers';

// 同步教学's practice pages (识字, 写字, 作业) and 部编汉字's textbook tables (issue 13), in both
// layouts. The desktop table has no path of its own for the practice pages: it shows the mobile
// paths in the desktop layout.

interface Tile {
  char: string;
  readings: string[];
  learned: boolean;
}
interface LessonSummary {
  id: number;
  title: string;
  shizi: string;
  xiezi: string;
}
interface Volume {
  id: number;
  key: string;
  name: string;
  units: { id: number; lessons: LessonSummary[] }[];
}
interface Question {
  kind: string;
  prompt: string;
  hint: string;
  char: string;
  stroke_data: string;
  options: string[];
}
interface Result {
  score: number;
  correct: number;
  total: number;
  marks: { correct: boolean; answer: number; char: string }[];
}

/** A call as the signed-in pupil (the session the login left in local storage). */
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

/** 一年级上册 as the server lists it. */
async function firstVolume(page: Page): Promise<Volume> {
  const volumes = await api<{ id: number; key: string }[]>(page, '/api/study/textbook/volumes');
  const g1a = volumes.find((v) => v.key === 'g1a');
  expect(g1a, '一年级上册 is listed').toBeDefined();
  return api<Volume>(page, '/api/study/textbook/volume', { id: g1a?.id ?? 0 });
}

const lessonsOf = (volume: Volume) => volume.units.flatMap((unit) => unit.lessons);

/** Writes a character stroke by stroke along its medians on the stroke checker on the page. */
async function writeCharacter(page: Page, strokeData: string): Promise<void> {
  const { medians } = (await (await page.request.get(strokeData)).json()) as { medians: Median[] };
  const board = page.getByTestId('writing-quiz');
  for (const [i, median] of medians.entries()) {
    await drawStroke(page, board, median);
    await expect(board).toHaveAttribute('data-correct-strokes', String(i + 1));
  }
  await expect(board).toHaveAttribute('data-complete', '1');
}

/** Starts whatever opens an exercise and answers the exercise it started. */
async function exerciseOf(page: Page, open: () => Promise<unknown>): Promise<{ id: number; questions: Question[] }> {
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/api/study/textbook/exercise') && r.request().method() === 'POST',
  );
  await open();
  const body = (await (await started).json()) as { code: number; data: { id: number; questions: Question[] } };
  expect(body.code).toBe(1);
  return body.data;
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test.describe('同步教学 practice', () => {
  test.beforeEach(async ({ page }) => {
    // Characters written stroke by stroke and whole exercises: slow on a busy machine.
    test.slow();
    await loginAsPupil(page);
  });

  test('写字: a 会写 character is watched, then written on the stroke checker with a score', async ({ page }) => {
    const lesson = lessonsOf(await firstVolume(page)).find((l) => l.xiezi !== '');
    if (!lesson) throw new Error('一年级上册 has no lesson with 会写 characters');
    const [first, second] = [...lesson.xiezi];
    await page.goto(`/tbjx/bookXZ/${lesson.id}`);
    await expect(page.getByTestId('practice-lesson')).toContainText(lesson.title);
    await expect(page.getByTestId('xz-strip-char')).toHaveCount([...lesson.xiezi].length);

    const card = page.getByTestId('xz-character');
    await expect(card).toHaveAttribute('data-char', first ?? '');
    await expect(card).toHaveAttribute('data-step', 'watch');
    await expect(card.getByTestId('stroke-animation')).toBeVisible();
    await page.getByTestId('xz-write').click();
    await expect(card).toHaveAttribute('data-step', 'write');
    const entry = (await (
      await page.request.get(
        `/api/study/ChineseCharacter/character?character_simplified=${encodeURIComponent(first ?? '')}&columns=dict&count=1`,
      )
    ).json()) as {
      data: { character_writing_animation: string };
    };
    await writeCharacter(page, entry.data.character_writing_animation);
    await expect(card.getByTestId('quiz-score')).toContainText('得分 100');
    await expect(card.getByTestId('quiz-own-strokes')).toBeVisible();
    await shot(page, 'book-xz-written');

    await page.getByTestId('xz-next').click();
    await expect(card).toHaveAttribute('data-char', second ?? '');
    await expect(page.getByTestId('xz-strip-char').first()).toContainText('100');
  });

  test('识字: each pick is told at once, and the right answers mark the characters learned', async ({ page }) => {
    const lesson = lessonsOf(await firstVolume(page)).find((l) => [...l.shizi].length >= 4);
    if (!lesson) throw new Error('一年级上册 has no lesson with 识字 characters');
    const full = await api<{ shizi: Tile[]; xiezi: Tile[]; shizi_review: Tile[] }>(
      page,
      '/api/study/resource/content',
      { module_id: 2007, lesson_id: lesson.id },
    );
    const tiles = [...full.shizi, ...full.xiezi, ...full.shizi_review];
    const exercise = await exerciseOf(page, () => page.goto(`/tbjx/bookSZ/${lesson.id}`));
    await expect(page.getByTestId('practice-question')).toBeVisible();
    await shot(page, 'book-sz-question');

    // The right option worked out as a pupil who knows the lesson would; the first one is missed on purpose.
    const knownRight: string[] = [];
    for (const [i, q] of exercise.questions.entries()) {
      await expect(page.getByTestId('practice-question')).toContainText(
        `第 ${i + 1} / ${exercise.questions.length} 题`,
      );
      const right = q.options.findIndex((option) =>
        q.kind === 'read'
          ? tiles.find((t) => t.char === q.prompt)?.readings.includes(option)
          : tiles.find((t) => t.char === option)?.readings.includes(q.hint),
      );
      expect(right, `question ${i + 1} has a right option`).toBeGreaterThanOrEqual(0);
      const pick = i === 0 ? (right + 1) % q.options.length : right;
      if (i > 0) knownRight.push(q.kind === 'read' ? q.prompt : (q.options[right] ?? ''));
      await page.getByTestId('practice-choice').nth(pick).click();
      await expect(page.getByTestId('practice-feedback')).toContainText(i === 0 ? '不对哦' : '答对了');
      if (i === 0) await shot(page, 'book-sz-feedback');
      await page.getByTestId('practice-next').click();
    }

    const result = page.getByTestId('practice-result');
    const total = exercise.questions.length;
    const score = Math.round(((total - 1) / total) * 100);
    await expect(page.getByTestId('practice-score')).toHaveText(`${score} 分`);
    await expect(result).toContainText(`答对 ${total - 1} / ${total} 题`);
    await expect(page.getByTestId('practice-missed').locator('[data-char]')).toHaveCount(1);
    await shot(page, 'book-sz-result');

    // On the server: every character answered right is learned now.
    const after = await api<{ shizi: Tile[]; xiezi: Tile[] }>(page, '/api/study/resource/content', {
      module_id: 2007,
      lesson_id: lesson.id,
    });
    const learned = [...after.shizi, ...after.xiezi].filter((t) => t.learned).map((t) => t.char);
    expect(learned).toEqual(expect.arrayContaining(knownRight));

    await page.getByTestId('practice-again').click();
    await expect(page.getByTestId('practice-question')).toContainText(`第 1 / `);
  });

  test('作业: an exercise with every kind of question is handed in and marked, with the lesson history', async ({
    page,
  }) => {
    const lesson = lessonsOf(await firstVolume(page)).find((l) => [...l.xiezi].length >= 2 && [...l.shizi].length >= 4);
    if (!lesson) throw new Error('一年级上册 has no lesson for 作业');
    const exercise = await exerciseOf(page, () => page.goto(`/tbjx/bookZY/2007/${lesson.id}`));
    const { questions } = exercise;
    expect(questions.some((q) => q.kind === 'write')).toBe(true);
    await expect(page.getByTestId('practice-lesson')).toContainText(lesson.title);

    // Choices: the first option, right or not; written characters: written right.
    for (const [i, q] of questions.entries()) {
      await expect(page.getByTestId('practice-question')).toHaveAttribute('data-kind', q.kind);
      if (q.kind === 'write') {
        await expect(page.getByTestId('practice-hint')).toHaveText(q.hint);
        await writeCharacter(page, q.stroke_data);
        await expect(page.getByTestId('practice-write-done')).toBeVisible();
        await shot(page, 'book-zy-write');
      } else {
        await page.getByTestId('practice-choice').first().click();
        await expect(page.getByTestId('practice-choice').first()).toHaveAttribute('aria-pressed', 'true');
      }
      if (i < questions.length - 1) await page.getByTestId('practice-next').click();
    }
    const submitted = page.waitForResponse((r) => r.url().endsWith('/api/study/textbook/exercise/submit'));
    await page.getByTestId('practice-hand-in').click();
    const result = ((await (await submitted).json()) as { data: Result }).data;

    await expect(page.getByTestId('practice-score')).toHaveText(`${result.score} 分`);
    await expect(page.getByTestId('practice-result')).toContainText(`答对 ${result.correct} / ${result.total} 题`);
    const marks = page.getByTestId('practice-mark');
    await expect(marks).toHaveCount(questions.length);
    for (const [i, q] of questions.entries()) {
      const mark = result.marks[i];
      // A written character passed by the stroke checker is right on the server too.
      if (q.kind === 'write') expect(mark?.correct).toBe(true);
      await expect(marks.nth(i)).toHaveAttribute('data-correct', mark?.correct ? '1' : '0');
      if (!mark?.correct) {
        const right = q.options[mark?.answer ?? -1] ?? '';
        await expect(marks.nth(i).getByTestId('practice-right-answer')).toHaveText(
          q.kind === 'strokes' ? `${right} 画` : right,
        );
      }
    }
    await expect(page.getByTestId('practice-history-row').first()).toContainText(`${result.score} 分`);
    await shot(page, 'book-zy-result');
  });

  test('写字 without 会写 characters says so and offers 识字', async ({ page }) => {
    const lesson = lessonsOf(await firstVolume(page)).find((l) => l.xiezi === '' && l.shizi !== '');
    if (!lesson) throw new Error('一年级上册 has no lesson with 识字 only');
    await page.goto(`/jdxa/tbjx/bookXZ/${lesson.id}`);
    await expect(page.getByTestId('xz-none')).toContainText('没有要会写的字');
    await page.getByTestId('xz-to-sz').click();
    await expect(page).toHaveURL(new RegExp(`/bookSZ/${lesson.id}$`));
    await expect(page.getByTestId('practice-question')).toBeVisible();
  });
});

test.describe('部编汉字', () => {
  test('shows a volume’s 识字表 and 写字表 by unit and lesson, as tiles that open the dictionary', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    await loginAsPupil(page);
    const volume = await firstVolume(page);
    await page.goto(isMobile ? '/jdxa/bphz/824' : '/hzzy?part=bphz');
    await page.getByTestId('bphz-volume').filter({ hasText: volume.name }).click();
    const shown = page.getByTestId('bphz-characters');
    await expect(shown).toHaveAttribute('data-volume', String(volume.id));
    const unit = volume.units.find((u) => u.lessons.some((l) => l.shizi !== '')) ?? volume.units[0];
    if (!unit) throw new Error('一年级上册 has no units');
    await page.getByTestId('bphz-unit').nth(volume.units.indexOf(unit)).click();
    await expect(shown).toHaveAttribute('data-unit', String(unit.id));

    // Each lesson's tiles are its 识字表, in printed order.
    const lesson = unit.lessons.find((l) => l.shizi !== '') as LessonSummary;
    const tiles = page.locator(`[data-testid="bphz-lesson"][data-lesson="${lesson.id}"] [data-testid="char-tile"]`);
    await expect(tiles).toHaveCount([...lesson.shizi].length);
    expect(await tiles.evaluateAll((els) => els.map((el) => el.getAttribute('data-char')).join(''))).toBe(lesson.shizi);
    await shot(page, 'bphz-shizi');

    // The 写字表 of the same unit.
    await page.getByTestId('bphz-table').filter({ hasText: '写字表' }).click();
    await expect(shown).toHaveAttribute('data-table', 'xiezi');
    for (const l of unit.lessons) {
      const written = page.locator(`[data-testid="bphz-lesson"][data-lesson="${l.id}"] [data-testid="char-tile"]`);
      await expect(written).toHaveCount([...l.xiezi].length);
    }

    // A tile opens the dictionary, and its learned mark is the pupil's (one not learned yet: 识字 may have marked some).
    const char =
      (await page
        .locator('[data-testid="bphz-lesson"] [data-testid="char-tile"][data-learned="0"]')
        .first()
        .getAttribute('data-char')) ?? '';
    const tile = page.locator(`[data-testid="bphz-lesson"] [data-testid="char-tile"][data-char="${char}"]`).first();
    await tile.getByTestId('toggle-learned').click();
    await expect(tile).toHaveAttribute('data-learned', '1');
    await tile.getByRole('button', { name: new RegExp(`^查看：.*${char}$`) }).click();
    await expect(page.getByTestId('dictionary-entry')).toHaveAttribute('data-char', char);
  });
});
