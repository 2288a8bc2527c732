import { SxydRepository } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, splitTone } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SOUND_BLOCK } from '../src/modules/sxyd/qmdw-sound.js';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { seedBpyd } from './bpyd-fixture.js';
import { seedPoems } from './catalogue-fixture.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';

/** A poem's pinyin as stored: per line, one syllable per character, '' for punctuation. */
function pinyinOf(content: string, readings: string): string {
  const syllables = readings.split(' ');
  let next = 0;
  return JSON.stringify(
    content
      .split('\n')
      .map((line) => [...line].map((c) => (/\p{Script=Han}/u.test(c) ? (syllables[next++] ?? '') : ''))),
  );
}

const POEMS = [
  {
    title: '咏鹅',
    author: '骆宾王',
    content: '鹅，鹅，鹅，\n曲项向天歌。\n白毛浮绿水，\n红掌拨清波。',
    readings: 'é é é qū xiàng xiàng tiān gē bái máo fú lǜ shuǐ hóng zhǎng bō qīng bō',
  },
  {
    title: '静夜思',
    author: '李白',
    content: '床前明月光，\n疑是地上霜。\n举头望明月，\n低头思故乡。',
    readings: 'chuáng qián míng yuè guāng yí shì dì shàng shuāng jǔ tóu wàng míng yuè dī tóu sī gù xiāng',
  },
  {
    title: '春晓',
    author: '孟浩然',
    content: '春眠不觉晓，\n处处闻啼鸟。\n夜来风雨声，\n花落知多少。',
    readings: 'chūn mián bù jué xiǎo chù chù wén tí niǎo yè lái fēng yǔ shēng huā luò zhī duō shǎo',
  },
];

async function seed(t: TestApp) {
  await seedPoems(
    t.database,
    [{ key: 'bibei75', name: '小学必背古诗' }],
    POEMS.map((p, i) => ({
      id: i + 1,
      collection: 'bibei75',
      sort: i + 1,
      title: p.title,
      author: p.author,
      dynasty: '唐',
      content: p.content,
      pinyin: pinyinOf(p.content, p.readings),
    })),
  );
  await t.database.db.updateTable('poems').set({ grade_band: '1-2' }).execute();
  const recordings = new Set(
    POEMS.flatMap((p) => p.readings.split(' ')).map((r) => {
      const { syllable, tone } = splitTone(r);
      return `${syllable}${tone}`;
    }),
  );
  await t.database.db
    .insertInto('pronunciations')
    .values([...recordings].map((r) => ({ syllable: r.slice(0, -1), tone: Number(r.slice(-1)), file: `${r}.mp3` })))
    .execute();
  await t.database.db
    .insertInto('poem_audio')
    .values({
      poem_id: 2,
      file: 'a1b2c3d4e5f6a7b8.webm',
      mime: 'audio/webm',
      size: 10,
      uploaded_by: null,
      created_at: 1,
    })
    .execute();
  await seedBpyd(t.database);
}

interface Round {
  id: number;
  status: string;
  questions: { kind: string; sound: string; cells: string[]; columns: number; source: string }[];
  marks: ({ correct: boolean; right: number; chosen: number; char: string; reading: string } | null)[];
  correct: number;
  points: number;
}

describe.each(testEngines())('视听阅读 and 听音辨位 (sxyd) on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seed(t);
    pupil = await signUpPupil(t, 'sx_p1', 'pw-sx-p1');
    other = await signUpPupil(t, 'sx_p2', 'pw-sx-p2');
    // A fresh PostgreSQL database with every migration takes seconds on a busy machine.
  }, 60_000);
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });

  /** The answers as the server keeps them (a test reads them; the client never sees them). */
  const kept = async (id: number) => {
    const row = await new SxydRepository(t.database.db).findRound(id, pupil.id);
    return JSON.parse(row?.questions ?? '[]') as { right: number; char: string; recording: string }[];
  };

  it('lists the poems by grade band and the primers by chapter, marking a teacher’s recording', async () => {
    const res = await call('GET', '/api/study/sxyd/tracks', pupil, { module_id: 2010 });
    expect(res.code).toBe(CODE.ok);
    const groups = res.data.groups as { name: string; tracks: { key: string; title: string; teacher: boolean }[] }[];
    expect(groups.map((g) => g.name)).toEqual(['一二年级古诗', '三字经']);
    expect(groups[0]?.tracks.map((x) => [x.title, x.teacher])).toEqual([
      ['咏鹅', false],
      ['静夜思', true],
      ['春晓', false],
    ]);
    expect(groups[1]?.tracks.map((x) => x.title)).toEqual(['人之初', '昔孟母']);
  });

  it('answers a poem with its pinyin, recordings and teacher recording, and a chapter', async () => {
    const poem = await call('GET', '/api/study/sxyd/track', pupil, { module_id: 2010, track: 'poem-2' });
    expect(poem.code).toBe(CODE.ok);
    expect(poem.data).toMatchObject({
      title: '静夜思',
      byline: '〔唐〕李白',
      teacher_audio: '/api/study/resource/poemAudio/a1b2c3d4e5f6a7b8.webm',
    });
    expect(poem.data.lines[0]).toBe('床前明月光，');
    expect(poem.data.audio[0]).toEqual([
      '/audio/pinyin/chuang2.mp3',
      '/audio/pinyin/qian2.mp3',
      '/audio/pinyin/ming2.mp3',
      '/audio/pinyin/yue4.mp3',
      '/audio/pinyin/guang1.mp3',
      '',
    ]);
    const tracks = await call('GET', '/api/study/sxyd/tracks', pupil, { module_id: 2010 });
    const key = tracks.data.groups[1].tracks[0].key;
    const chapter = await call('GET', '/api/study/sxyd/track', pupil, { module_id: 2010, track: key });
    expect(chapter.code).toBe(CODE.ok);
    expect(chapter.data).toMatchObject({ title: '人之初', byline: '三字经', teacher_audio: '' });
    expect(chapter.data.lines).toEqual(['人之初，性本善。', '性相近，习相远。']);
  });

  it('refuses an unknown module, a malformed or unknown track in Chinese', async () => {
    const wrongModule = await call('GET', '/api/study/sxyd/tracks', pupil, { module_id: 2012 });
    expect([wrongModule.code, wrongModule.msg]).toEqual([CODE.badRequest, '没有这个栏目，请从视听阅读进入']);
    const malformed = await call('GET', '/api/study/sxyd/track', pupil, { module_id: 2010, track: 'poem-abc' });
    expect([malformed.code, malformed.msg]).toEqual([CODE.badRequest, '篇目编号有误']);
    for (const track of ['poem-9999', 'book-9999-1', 'book-1-99']) {
      const missing = await call('GET', '/api/study/sxyd/track', pupil, { module_id: 2010, track });
      expect([missing.code, missing.msg], track).toEqual([CODE.notFound, '没有找到这一篇，换一篇听听吧']);
    }
    const qmdwModule = await call('GET', '/api/study/sxyd/qmdw', pupil, { module_id: 2010 });
    expect([qmdwModule.code, qmdwModule.msg]).toEqual([CODE.badRequest, '没有这个栏目，请从听音辨位进入']);
    const level = await call('POST', '/api/study/sxyd/qmdw/round', pupil, { module_id: 2101, level: 9 });
    expect([level.code, level.msg]).toEqual([CODE.badRequest, '没有这一关']);
  });

  it('makes a round without its answers, serves its sounds, marks each answer once and keeps the points', async () => {
    const home = await call('GET', '/api/study/sxyd/qmdw', pupil, { module_id: 2101 });
    expect(home.data).toMatchObject({ suggested: 1, total_points: 0, rounds: 0 });
    expect(home.data.levels).toHaveLength(4);

    const started = await call('POST', '/api/study/sxyd/qmdw/round', pupil, { module_id: 2101, level: 1 });
    expect(started.code).toBe(CODE.ok);
    const round = started.data as Round;
    expect(round.questions).toHaveLength(6);
    expect(round.questions.map((q) => q.kind)).toEqual(['position', 'tone', 'position', 'tone', 'position', 'tone']);
    expect(round.marks.every((m) => m === null)).toBe(true);
    const text = JSON.stringify(started.data);
    expect(text).not.toContain('right');
    expect(text).not.toContain('/audio/pinyin');
    for (const q of round.questions) {
      if (q.kind === 'position') expect(q.cells).toHaveLength(5);
      else expect(q.cells).toHaveLength(4);
    }

    const sound = await t.app.inject({ method: 'GET', url: round.questions[0]?.sound ?? '' });
    expect(sound.statusCode).toBe(200);
    expect(sound.headers['content-type']).toBe('audio/mpeg');
    // Nothing of the answer tells the syllable: not the ETag, the size, the date or the bytes' start.
    const reading = (await kept(round.id))[0]?.recording ?? '';
    const plain = await t.app.inject({ method: 'GET', url: `/audio/pinyin/${reading}.mp3` });
    expect(plain.statusCode).toBe(200);
    expect(sound.headers.etag).toBeTruthy();
    expect(sound.headers.etag).not.toBe(plain.headers.etag);
    expect(sound.headers['last-modified']).toBeUndefined();
    expect(sound.rawPayload.length).toBe(SOUND_BLOCK);
    expect(sound.headers['content-length']).toBe(String(SOUND_BLOCK));
    expect(sound.rawPayload.subarray(0, 3).toString('latin1')).toBe('ID3');
    expect(sound.rawPayload.subarray(SOUND_BLOCK - plain.rawPayload.length).equals(plain.rawPayload)).toBe(true);
    const cached = await t.app.inject({
      method: 'GET',
      url: round.questions[0]?.sound ?? '',
      headers: { 'if-none-match': String(sound.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    const forged = await t.app.inject({ method: 'GET', url: `/qmdw-sound/${round.id}-0-${'0'.repeat(24)}.mp3` });
    expect(forged.statusCode).toBe(404);

    const answers = await kept(round.id);
    // Someone else cannot answer it; a malformed choice is refused.
    const foreign = await call('POST', '/api/study/sxyd/qmdw/answer', other, { id: round.id, index: 0, choice: 0 });
    expect([foreign.code, foreign.msg]).toEqual([CODE.notFound, '没有找到这一局，重新开一局吧']);
    const bad = await call('POST', '/api/study/sxyd/qmdw/answer', pupil, { id: round.id, index: 0, choice: 'x' });
    expect([bad.code, bad.msg]).toEqual([CODE.badRequest, '请选一个答案']);
    const outside = await call('POST', '/api/study/sxyd/qmdw/answer', pupil, { id: round.id, index: 1, choice: 7 });
    expect([outside.code, outside.msg]).toEqual([CODE.badRequest, '请在给出的答案里选一个']);

    // One wrong answer, the rest right: still won (5 of 6).
    const wrong = ((answers[0]?.right ?? 0) + 1) % 5;
    const first = await call('POST', '/api/study/sxyd/qmdw/answer', pupil, { id: round.id, index: 0, choice: wrong });
    expect(first.data.marks[0]).toMatchObject({ correct: false, right: answers[0]?.right, char: answers[0]?.char });
    expect(first.data.marks[1]).toBeNull();
    const again = await call('POST', '/api/study/sxyd/qmdw/answer', pupil, { id: round.id, index: 0, choice: 0 });
    expect([again.code, again.msg]).toEqual([CODE.badRequest, '这一题已经答过了，接着答下一题吧']);
    let last = first;
    for (let i = 1; i < answers.length; i++)
      last = await call('POST', '/api/study/sxyd/qmdw/answer', pupil, {
        id: round.id,
        index: i,
        choice: answers[i]?.right ?? 0,
      });
    expect(last.data).toMatchObject({ status: 'won', correct: 5 });
    expect(last.data.points).toBeGreaterThanOrEqual(50);
    const after = await call('POST', '/api/study/sxyd/qmdw/answer', pupil, { id: round.id, index: 1, choice: 0 });
    expect([after.code, after.msg]).toEqual([CODE.badRequest, '这一局已经结束了，再开一局吧']);

    const results = await call('GET', '/api/study/sxyd/qmdw', pupil, { module_id: 2101 });
    expect(results.data).toMatchObject({ total_points: last.data.points, rounds: 1 });
    expect(results.data.levels[0]).toMatchObject({ level: 1, rounds: 1, best: last.data.points, won: 1 });
    const theirs = await call('GET', '/api/study/sxyd/qmdw', other, { module_id: 2101 });
    expect(theirs.data).toMatchObject({ total_points: 0, rounds: 0 });

    // The won round (5 of 6) gives the two stars its result shows, counted in the pupil's rewards only.
    const rewards = await call('GET', '/api/study/user/rewards', pupil, {});
    expect(rewards.data).toMatchObject({ stars: 2, stars_today: 2 });
    const theirRewards = await call('GET', '/api/study/user/rewards', other, {});
    expect(theirRewards.data.stars).toBe(0);
  });

  it('ends a round early: unanswered questions count as missed and every answer is shown', async () => {
    const started = await call('POST', '/api/study/sxyd/qmdw/round', pupil, { module_id: 2101, level: 1 });
    const ended = await call('POST', '/api/study/sxyd/qmdw/finish', pupil, { id: started.data.id });
    expect(ended.data).toMatchObject({ status: 'done', correct: 0, points: 0 });
    expect(ended.data.marks.every((m: { chosen: number } | null) => m?.chosen === -1)).toBe(true);
    const twice = await call('POST', '/api/study/sxyd/qmdw/finish', pupil, { id: started.data.id });
    expect(twice.data.status).toBe('done');
    const rewards = await call('GET', '/api/study/user/rewards', pupil, {});
    expect(rewards.data.stars).toBe(0);
    const level4 = await call('POST', '/api/study/sxyd/qmdw/round', pupil, { module_id: 2101, level: 4 });
    expect([level4.code, level4.msg]).toEqual([CODE.failed, '这一关的题目还没有准备好，换一关试试吧']);
  });
});
