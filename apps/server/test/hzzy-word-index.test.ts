import { HzzyRepository, HzzyTrainingRepository } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommonWordIndex } from '../src/modules/hzzy/training/common-words.service.js';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';
import { seedTextbook } from './textbook-fixture.js';

// Common two-character words of the fixture's characters, most frequent first as the repository reads them.
const WORDS: [string, string, number][] = [
  ['大人', 'dà rén', 0.9],
  ['天地', 'tiān dì', 0.5],
  ['人口', 'rén kǒu', 0.4],
  ['人手', 'rén shǒu', 0.3],
  ['人们', 'rén men', 0.2],
  ['人人', 'rén rén', 0.15],
  ['山水', 'shān shuǐ', 0.1],
  ['日月', 'rì yuè', 0.05],
];

describe('the common-words index', () => {
  const source = (words = WORDS) => ({
    commonTwoCharWords: vi.fn(async () => words.map(([word, pinyin]) => ({ word, pinyin }))),
  });

  it('lists each character’s first five words, once for a word that repeats it, built once for every ask', async () => {
    const repo = source();
    const index = new CommonWordIndex(repo);
    const [first, second] = await Promise.all([index.get(), index.get()]);
    expect(second).toBe(first);
    expect(await index.get()).toBe(first);
    expect(repo.commonTwoCharWords).toHaveBeenCalledTimes(1);
    expect(first.get('人')?.map((w) => w.word)).toEqual(['大人', '人口', '人手', '人们', '人人']);
    expect(first.get('天')).toEqual([{ word: '天地', pinyin: 'tiān dì' }]);
    expect(first.has('们')).toBe(true);
    expect(first.has('火')).toBe(false);
  });

  it('a failed build is retried by the next ask', async () => {
    const repo = source();
    repo.commonTwoCharWords.mockRejectedValueOnce(new Error('database busy'));
    const index = new CommonWordIndex(repo);
    await expect(index.get()).rejects.toThrow('database busy');
    expect((await index.get()).get('山')?.map((w) => w.word)).toEqual(['山水']);
    expect(repo.commonTwoCharWords).toHaveBeenCalledTimes(2);
  });
});

describe.each(testEngines())('one common-words index and one character service per server on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedTextbook(t.database);
    const { db } = t.database;
    for (const [word, pinyin, frequency] of WORDS) {
      const { id } = await db
        .insertInto('words')
        .values({ word, pinyin, frequency, explanation: '', common: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('word_chars')
        .values([...new Set(word)].map((char) => ({ char, word_id: id })))
        .execute();
    }
    pupil = await signUpPupil(t, 'wi_p1', 'pw-wi-p1');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  const call = (method: CallMethod, url: string, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(pupil), ...values });

  it('is built once, when the server listens, and serves 汉字训练, 同步教学 and 考试中心', async () => {
    const built = vi.spyOn(HzzyTrainingRepository.prototype, 'commonTwoCharWords');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // It waits its turn behind the other builds after listen (search, 组字 …).
    await vi.waitFor(() => expect(built).toHaveBeenCalledTimes(1), { timeout: 10_000 });

    const training = await call('GET', '/api/study/UserTrainDetail/questions', {
      source: 'group',
      number: 1,
      count: 20,
    });
    expect(training.code).toBe(CODE.ok);
    // 认字 questions show a character in one of its common words: the index answered 汉字训练.
    expect(training.data.questions.some((q: { kind: string }) => q.kind === 'recognise')).toBe(true);

    const volumes = await call('GET', '/api/study/textbook/volumes');
    const volume = await call('GET', '/api/study/textbook/volume', { id: volumes.data[0].id });
    const exercise = await call('POST', '/api/study/textbook/exercise', {
      lesson_id: volume.data.units[0].lessons[0].id,
      kind: 'sz',
    });
    expect(exercise.code).toBe(CODE.ok);

    const papers = await call('GET', '/api/kszx/papers', { volume: 'g1a', kind: 'final' });
    const attempt = await call('POST', '/api/kszx/attempt', { paper_id: papers.data[0].id });
    expect(attempt.code).toBe(CODE.ok);
    // 组词 questions are made from the index's words: the index answered 考试中心.
    expect(attempt.data.questions.some((q: { section: string }) => q.section === '组词')).toBe(true);

    expect(built).toHaveBeenCalledTimes(1);
  });

  it('reads 汉字字源’s character table once for 汉字训练, 同步教学, 部编词语 and 考试中心', async () => {
    const read = vi.spyOn(HzzyRepository.prototype, 'listTableCharacters');
    const training = await call('GET', '/api/study/UserTrainDetail/questions', {
      source: 'group',
      number: 1,
      count: 20,
    });
    expect(training.code).toBe(CODE.ok);
    const volumes = await call('GET', '/api/study/textbook/volumes');
    const volume = await call('GET', '/api/study/textbook/volume', { id: volumes.data[0].id });
    const lessonId = volume.data.units[0].lessons[0].id;
    expect((await call('POST', '/api/study/textbook/exercise', { lesson_id: lessonId, kind: 'sz' })).code).toBe(
      CODE.ok,
    );
    expect((await call('GET', '/api/study/bpcy/lesson', { lesson_id: lessonId })).code).toBe(CODE.ok);
    const papers = await call('GET', '/api/kszx/papers', { volume: 'g1a', kind: 'final' });
    expect((await call('POST', '/api/kszx/attempt', { paper_id: papers.data[0].id })).code).toBe(CODE.ok);
    // One service for the app: each area used to keep its own copy of the table (four reads here).
    expect(read).toHaveBeenCalledTimes(1);
  });
});
