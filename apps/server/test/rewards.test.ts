import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, type DailyPath, type Rewards, starsForScore } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/lib/china-time.js';
import {
  badgesOf,
  chinaDay,
  dayReachingRun,
  dayStart,
  longestRun,
  starEvents,
  streakOf,
} from '../src/modules/rewards/rewards-rules.js';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { seedPoems } from './catalogue-fixture.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';
import { seedTextbook } from './textbook-fixture.js';

describe('rewards rules', () => {
  it('gives stars by score: 60 one, 80 two, full marks three', () => {
    expect([0, 59, 60, 79, 80, 99, 100].map(starsForScore)).toEqual([0, 0, 1, 1, 2, 2, 3]);
    // A kept recitation has no score and earns one star.
    expect(starEvents([{ score: 100, at: 5 }], [3])).toEqual([
      { stars: 1, at: 3 },
      { stars: 3, at: 5 },
    ]);
  });

  it('counts days in a row ending today, or yesterday while today has nothing yet', () => {
    const days = new Set([10, 11, 12, 20, 21]);
    expect(streakOf(days, 21)).toEqual({ current: 2, longest: 3, today: true });
    expect(streakOf(days, 22)).toEqual({ current: 2, longest: 3, today: false });
    expect(streakOf(days, 23)).toEqual({ current: 0, longest: 3, today: false });
    expect(streakOf(new Set(), 5)).toEqual({ current: 0, longest: 0, today: false });
    expect(longestRun(new Set([1, 3, 5]))).toBe(1);
    expect(dayReachingRun(new Set([1, 2, 4, 5, 6]), 3)).toBe(6);
    expect(dayReachingRun(new Set([1, 2]), 3)).toBeUndefined();
  });

  it('numbers days in China time: 23:59 and 00:00 in Beijing are different days', () => {
    const midnight = Date.UTC(2024, 8, 1, 16, 0, 0); // 2024-09-02 00:00 in Beijing
    expect(chinaDay(midnight) - chinaDay(midnight - 1)).toBe(1);
    expect(dayStart(chinaDay(midnight))).toBe(midnight);
  });

  it('earns badges from the records, with the date each was reached', () => {
    const learned = Array.from({ length: 120 }, (_, i) => ({ char: String.fromCharCode(0x4e00 + i), updated_at: i }));
    const badges = badgesOf({
      days: new Set([100, 101, 102, 103, 104, 105, 106]),
      stars: Array.from({ length: 40 }, (_, i) => ({ stars: 3, at: 1000 + i })),
      recitations: [],
      learned,
      volumes: [{ name: '一年级上册', chars: new Set(['一', '丁', '七']) }],
      fullDictations: [77],
    });
    const byKey = Object.fromEntries(badges.map((b) => [b.key, b]));
    expect(byKey.first_step).toMatchObject({ earned: true, earned_at: dayStart(100) });
    expect(byKey.first_recitation).toMatchObject({ earned: false, earned_at: null, have: 0, need: 1 });
    expect(byKey.chars_100).toMatchObject({ earned: true, earned_at: 99, have: 100 });
    expect(byKey.chars_500).toMatchObject({ earned: false, have: 120, need: 500 });
    expect(byKey.volume_written).toMatchObject({ earned: true, detail: '一年级上册', earned_at: 3 });
    expect(byKey.streak_7).toMatchObject({ earned: true, earned_at: dayStart(106) });
    expect(byKey.dictation_full).toMatchObject({ earned: true, earned_at: 77 });
    // The 34th round of three stars passes 100.
    expect(byKey.stars_100).toMatchObject({ earned: true, earned_at: 1033, have: 100 });
  });
});

describe.each(testEngines())('rewards calls on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedTextbook(t.database);
    await seedPoems(
      t.database,
      [{ key: 'bibei75', name: '小学必背古诗' }],
      [
        {
          id: 2,
          collection: 'bibei75',
          sort: 1,
          title: '咏鹅',
          author: '骆宾王',
          dynasty: '唐',
          content: '鹅，鹅，鹅。',
        },
        {
          id: 3,
          collection: 'bibei75',
          sort: 2,
          title: '春晓',
          author: '孟浩然',
          dynasty: '唐',
          content: '春眠不觉晓。',
        },
      ],
    );
    pupil = await signUpPupil(t, 'rw_p1', 'pw-rw-p1');
    other = await signUpPupil(t, 'rw_p2', 'pw-rw-p2');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });
  const rewards = async (who: Account) => {
    const answer = await call('GET', '/api/study/user/rewards', who);
    expect(answer.code).toBe(CODE.ok);
    return answer.data as Rewards;
  };
  const dailyPath = async (who: Account, volume = 'g1a') => {
    const answer = await call('GET', '/api/study/user/dailyPath', who, { volume });
    expect(answer.code).toBe(CODE.ok);
    return answer.data as DailyPath;
  };
  const firstLesson = async () => {
    const volumes = await call('GET', '/api/study/textbook/volumes', pupil);
    const volume = await call('GET', '/api/study/textbook/volume', pupil, { id: volumes.data[0].id });
    return volume.data.units[0].lessons[0] as { id: number; number: string; title: string };
  };
  /** A 识字 round on the lesson, every answer right, through the real calls. */
  const handInRound = async (lessonId: number) => {
    const started = await call('POST', '/api/study/textbook/exercise', pupil, { lesson_id: lessonId, kind: 'sz' });
    const stored = await t.database.db
      .selectFrom('textbook_exercises')
      .select('questions')
      .where('id', '=', started.data.id)
      .executeTakeFirstOrThrow();
    const right = (JSON.parse(stored.questions) as { answer: number }[]).map((q) => q.answer);
    const result = await call('POST', '/api/study/textbook/exercise/submit', pupil, {
      id: started.data.id,
      answers: JSON.stringify(right),
    });
    expect(result.data.score).toBe(100);
  };

  it('start at nothing: no stars, no streak, no badge, and today’s tasks not done', async () => {
    const mine = await rewards(pupil);
    expect(mine).toMatchObject({ stars: 0, stars_today: 0, streak: { current: 0, longest: 0, today: false } });
    expect(mine.week).toHaveLength(7);
    expect(mine.week.every((day) => !day.done)).toBe(true);
    expect(mine.badges.map((b) => b.key)).toHaveLength(8);
    expect(mine.badges.some((b) => b.earned)).toBe(false);

    const path = await dailyPath(pupil);
    expect(path).toMatchObject({ stars: 0, review: null, lesson_today: null });
    expect(path.poem).toMatchObject({ done: false });
    // The poem of the day is the same for everyone and steps through the collection day by day.
    expect(path.poem?.id).toBe(chinaDay(Date.now()) % 2 === 0 ? 2 : 3);
    expect((await dailyPath(other)).poem?.id).toBe(path.poem?.id);
  });

  it('a handed-in round earns stars, starts the streak and ticks the lesson — for that pupil only', async () => {
    const lesson = await firstLesson();
    await handInRound(lesson.id);

    const mine = await rewards(pupil);
    expect(mine).toMatchObject({ stars: 3, stars_today: 3, streak: { current: 1, longest: 1, today: true } });
    expect(mine.week.at(-1)).toEqual({ date: expect.any(String), done: true });
    expect(mine.badges.find((b) => b.key === 'first_step')).toMatchObject({ earned: true });
    const path = await dailyPath(pupil);
    expect(path.lesson_today).toEqual({ id: lesson.id, number: lesson.number, title: lesson.title });
    expect(path.stars).toBe(3);
    expect(path.streak.current).toBe(1);
    // The round answered the learned characters right today: nothing of them is due.
    expect(path.review).toEqual({ due_count: 0, done: true });
    // Another volume's path does not count it.
    expect((await dailyPath(pupil, 'g2a')).lesson_today).toBeNull();

    const theirs = await rewards(other);
    expect(theirs).toMatchObject({ stars: 0, streak: { current: 0, today: false } });
    expect(theirs.badges.some((b) => b.earned)).toBe(false);
    expect(await dailyPath(other)).toMatchObject({ stars: 0, review: null, lesson_today: null });
  });

  it('counts days in a row over every kind of record, and badges for dictation, recitation and a volume', async () => {
    const now = Date.now();
    const { db } = t.database;
    // Full-marks dictations two and three days ago, a word practice yesterday: three days in a row.
    for (const daysAgo of [3, 2]) {
      await db
        .insertInto('dictations')
        .values({
          user_id: pupil.id,
          title: '听写',
          lesson_id: null,
          words: '[]',
          mode: 'paper',
          wrong: '[]',
          total: 4,
          correct: 4,
          score: 100,
          created_at: now - daysAgo * DAY_MS,
          submitted_at: now - daysAgo * DAY_MS,
        })
        .execute();
    }
    const lesson = await firstLesson();
    await db
      .insertInto('word_practices')
      .values({
        user_id: pupil.id,
        lesson_id: lesson.id,
        kind: 'meaning',
        seed: 1,
        questions: '[]',
        marks: '[]',
        total: 5,
        correct: 4,
        score: 80,
        created_at: now - DAY_MS,
        submitted_at: now - DAY_MS,
      })
      .execute();
    let mine = await rewards(pupil);
    // Today has nothing yet: the streak is still alive.
    expect(mine).toMatchObject({ stars: 8, stars_today: 0, streak: { current: 3, longest: 3, today: false } });
    expect(mine.week.map((d) => d.done)).toEqual([false, false, false, true, true, true, false]);
    expect(mine.badges.find((b) => b.key === 'dictation_full')).toMatchObject({
      earned: true,
      earned_at: now - 3 * DAY_MS,
    });

    // Today: the poem of the day practised, a recitation kept, and every 写字表 character learned.
    const poemId = (await dailyPath(pupil)).poem?.id ?? 0;
    await db
      .insertInto('poem_recitations')
      .values({ user_id: pupil.id, poem_id: poemId, stage: 1, updated_at: now })
      .execute();
    await db
      .insertInto('recitations')
      .values({
        user_id: pupil.id,
        poem_id: poemId,
        module_id: 2002,
        file: 'r.webm',
        mime: 'audio/webm',
        size: 10,
        resource_name: '咏鹅',
        resource_p_name: '小学必背古诗',
        created_at: now,
      })
      .execute();
    const xiezi = await db
      .selectFrom('characters')
      .select('id')
      .where('char', 'in', ['一', '二', '三', '上', '口', '耳', '目'])
      .execute();
    await db
      .insertInto('user_characters')
      .values(xiezi.map((row) => ({ user_id: pupil.id, char_id: row.id, learned: 1, favorite: 0, updated_at: now })))
      .execute();

    mine = await rewards(pupil);
    expect(mine).toMatchObject({ stars: 9, stars_today: 1, streak: { current: 4, today: true } });
    expect(mine.badges.find((b) => b.key === 'first_recitation')).toMatchObject({ earned: true, earned_at: now });
    expect(mine.badges.find((b) => b.key === 'volume_written')).toMatchObject({
      earned: true,
      detail: '一年级上册',
      have: 7,
      need: 7,
    });
    expect(mine.badges.find((b) => b.key === 'chars_100')).toMatchObject({ earned: false, have: 7, need: 100 });
    const path = await dailyPath(pupil);
    expect(path.poem).toMatchObject({ id: poemId, done: true });
    // Learned characters never reviewed are due: the review task is there, not done.
    expect(path.review).toEqual({ due_count: 7, done: false });
    expect((await dailyPath(other)).poem?.done).toBe(false);
  });

  it('refuses a volume key that is not one', async () => {
    const answer = await call('GET', '/api/study/user/dailyPath', pupil, { volume: 'x; drop' });
    expect(answer.code).toBe(CODE.badRequest);
    const without = await call('GET', '/api/study/user/dailyPath', pupil);
    expect(without.data.lesson_today).toBeNull();
  });
});
