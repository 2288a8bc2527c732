import { BpcyRepository, type WordNoteRow } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, type WordPractice, type WordQuestion } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';
import { seedTextbook } from './textbook-fixture.js';

// Our word notes (issue 14) on the word page, the lesson's words and the three practices. The
// fixture volume is g1a; lesson 3 gets a printed 词语表 of five words, four of them with notes.
type Note = [
  word: string,
  pinyin: string,
  meaning: string,
  example: string,
  synonyms: string[],
  antonyms: string[],
  measure: string,
  volume?: string,
];
const NOTES: Note[] = [
  ['高兴', 'gāo xìng', '心里快乐，很开心', '妈妈夸我画得好，我高兴得跳了起来。', ['开心'], ['难过'], ''],
  ['美丽', 'měi lì', '好看，让人看了舒服', '秋天的公园真美丽。', ['漂亮'], ['丑陋'], ''],
  ['快乐', 'kuài lè', '心里满足，笑眯眯的', '我们度过了一个快乐的周末。', ['愉快'], ['痛苦'], ''],
  ['安静', 'ān jìng', '没有声音，不吵闹', '图书馆里很安静。', [], ['吵闹'], ''],
  ['小鸟', 'xiǎo niǎo', '小小的鸟儿', '一只小鸟落在窗台上。', [], [], '只'],
  ['春天', 'chūn tiān', '一年里的第一个季节', '春天到了，柳树发芽了。', ['春季'], [], '个'],
  ['大海', 'dà hǎi', '很大很大的一片海水', '夏天我们去看大海。', [], [], '片', 'g2a'],
];
const LESSON_WORDS = ['高兴', '美丽', '快乐', '安静', '口耳'];
const meaningOf = new Map(NOTES.map(([word, , meaning]) => [word, meaning]));
const friendsOf = new Map(NOTES.map(([word, , , , synonyms, antonyms]) => [word, [...synonyms, ...antonyms]]));

const noteRow = (
  [word, pinyin, meaning, example, synonyms, antonyms, measure, volume = 'g1a']: Note,
  sort: number,
): WordNoteRow => ({
  word,
  pinyin,
  meaning,
  example,
  synonyms: JSON.stringify(synonyms),
  antonyms: JSON.stringify(antonyms),
  measure,
  review: 0,
  skip: 0,
  volume,
  sort,
});

/** The right answers of a round, worked out from the fixture's notes. */
function rightAnswers(questions: readonly WordQuestion[]): (number | number[])[] {
  return questions.map((q) => {
    if (q.kind === 'meaning') return q.options.indexOf(meaningOf.get(q.word) ?? '');
    if (q.kind === 'fill')
      return q.options.findIndex((o) => `${q.before}${o}${q.after}` === NOTES.find((n) => n[0] === o)?.[3]);
    return q.words.map((word) => q.friends.findIndex((f) => friendsOf.get(word)?.includes(f.word)));
  });
}

describe.each(testEngines())('部编词语 notes and practice on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;
  let lessons: number[];
  let volumeId: number;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedTextbook(t.database);
    const db = t.database.db;
    // The list reads 高兴 gāo xīng; our reviewed note says gāo xìng.
    await db
      .insertInto('words')
      .values({ word: '高兴', pinyin: 'gāo xīng', frequency: 1, explanation: '愉快而兴奋。', common: 1 })
      .execute();
    await new BpcyRepository(db).replaceWordNotes(NOTES.map(noteRow));
    pupil = await signUpPupil(t, 'cy_n1', 'pw-cy-n1');
    other = await signUpPupil(t, 'cy_n2', 'pw-cy-n2');
    const volumes = await call('GET', '/api/study/textbook/volumes', pupil);
    volumeId = volumes.data[0].id;
    const volume = await call('GET', '/api/study/textbook/volume', pupil, { id: volumeId });
    lessons = (volume.data.units[0].lessons as { id: number }[]).map((l) => l.id);
    await db
      .updateTable('textbook_lessons')
      .set({ words: JSON.stringify(LESSON_WORDS) })
      .where('category_id', '=', lessons[2] ?? 0)
      .execute();
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });
  const start = (values: CallValues, who = pupil) => call('POST', '/api/study/bpcy/practice', who, values);
  const submit = (id: number, answers: unknown, who = pupil) =>
    call('POST', '/api/study/bpcy/practice/submit', who, { id, answers: JSON.stringify(answers) });

  it('a lesson’s words say their volume and which have a note; the note’s reading wins', async () => {
    const answer = await call('GET', '/api/study/bpcy/lesson', pupil, { lesson_id: lessons[2] ?? 0 });
    expect(answer.code).toBe(CODE.ok);
    expect(answer.data.volume_id).toBe(volumeId);
    expect(
      answer.data.words.map((w: { word: string; pinyin: string; has_note: boolean }) => [w.word, w.pinyin, w.has_note]),
    ).toEqual([
      ['高兴', 'gāo xìng', true],
      ['美丽', 'měi lì', true],
      ['快乐', 'kuài lè', true],
      ['安静', 'ān jìng', true],
      ['口耳', 'kǒu ěr', false],
    ]);
    expect(answer.data.words[0].syllables[1]).toMatchObject({ char: '兴', pinyin: 'xìng' });
  });

  it('a word page has our note beside the grown-ups’ explanation, or null when we wrote none', async () => {
    const happy = await call('GET', '/api/study/bpcy/word', pupil, { word: '高兴' });
    expect(happy.data).toMatchObject({
      word: '高兴',
      pinyin: 'gāo xìng',
      explanation: '愉快而兴奋。',
      pupil: {
        meaning: '心里快乐，很开心',
        example: '妈妈夸我画得好，我高兴得跳了起来。',
        synonyms: ['开心'],
        antonyms: ['难过'],
        measure: '',
      },
    });
    // A noted word the lists lack still has its page.
    const bird = await call('GET', '/api/study/bpcy/word', pupil, { word: '小鸟' });
    expect(bird.data).toMatchObject({ pinyin: 'xiǎo niǎo', common: false, explanation: '', pupil: { measure: '只' } });
    expect((await call('GET', '/api/study/bpcy/word', pupil, { word: '口耳' })).data.pupil).toBeNull();
  });

  it('选意思: the same seed builds the same round, meanings of the volume as wrong options; marked on the server', async () => {
    const first = await start({ lesson_id: lessons[2] ?? 0, kind: 'meaning', seed: 42 });
    expect(first.code).toBe(CODE.ok);
    const round = first.data as WordPractice;
    expect(round.seed).toBe(42);
    expect(round.questions.map((q) => q.kind === 'meaning' && q.word).sort()).toEqual(
      ['高兴', '安静', '快乐', '美丽'].sort(),
    );
    const again = (await start({ lesson_id: lessons[2] ?? 0, kind: 'meaning', seed: 42 })).data as WordPractice;
    expect(again.questions).toEqual(round.questions);
    const g1a = NOTES.filter((n) => n[7] === undefined).map((n) => n[2]);
    for (const q of round.questions) {
      if (q.kind !== 'meaning') throw new Error('a 选意思 question');
      expect(q.options).toHaveLength(4);
      expect(q.options).toContain(meaningOf.get(q.word));
      for (const option of q.options) expect(g1a).toContain(option);
      expect(JSON.stringify(q)).not.toContain('answer');
    }
    const answers = rightAnswers(round.questions);
    const wrongAt = 1;
    answers[wrongAt] = ((answers[wrongAt] as number) + 1) % 4;
    const result = await submit(round.id, answers);
    expect(result.data).toMatchObject({ kind: 'meaning', total: 4, correct: 3, score: 75 });
    const missed = round.questions[wrongAt];
    expect(result.data.again).toEqual([missed?.kind === 'meaning' && missed.word]);
    expect(result.data.marks[wrongAt]).toMatchObject({ correct: false, answer: meaningOf.get(result.data.again[0]) });
    expect((await submit(round.id, answers)).msg).toBe('这次练习已经交过了');
  });

  it('填一填 blanks the word in our example; 找朋友 pairs each word with a 近义词 or 反义词', async () => {
    const fill = (await start({ lesson_id: lessons[2] ?? 0, kind: 'fill', seed: 7 })).data as WordPractice;
    expect(fill.questions).toHaveLength(4);
    for (const q of fill.questions) {
      if (q.kind !== 'fill') throw new Error('a 填一填 question');
      expect(q.options.filter((o) => NOTES.some((n) => n[3] === `${q.before}${o}${q.after}`))).toHaveLength(1);
    }
    expect((await submit(fill.id, rightAnswers(fill.questions))).data).toMatchObject({ score: 100, again: [] });

    const pair = (await start({ lesson_id: lessons[2] ?? 0, kind: 'pair', seed: 7 })).data as WordPractice;
    expect(pair.questions).toHaveLength(1);
    const [board] = pair.questions;
    if (board?.kind !== 'pair') throw new Error('a 找朋友 board');
    expect([...board.words].sort()).toEqual(['高兴', '安静', '快乐', '美丽'].sort());
    for (const friend of board.friends) expect(['synonym', 'antonym']).toContain(friend.relation);
    // Two pairs swapped: both wrong; one word left unpaired: wrong.
    const [right] = rightAnswers(pair.questions) as number[][];
    const swapped = [right?.[1] ?? 0, right?.[0] ?? 0, right?.[2] ?? 0, -1];
    const result = await submit(pair.id, [swapped]);
    expect(result.data).toMatchObject({ kind: 'pair', total: 4, correct: 1, score: 25 });
    expect(result.data.again).toEqual([board.words[0], board.words[1], board.words[3]]);
    const history = await call('GET', '/api/study/bpcy/practice', pupil, { lesson_id: lessons[2] ?? 0 });
    expect(history.data.map((r: { kind: string; score: number }) => [r.kind, r.score])).toEqual([
      ['pair', 25],
      ['fill', 100],
    ]);
  });

  it('refuses bad input with a clear message and never answers another pupil’s round', async () => {
    const lesson = lessons[2] ?? 0;
    expect(await start({ lesson_id: 999999, kind: 'meaning' })).toMatchObject({
      code: CODE.notFound,
      msg: '没有这一课',
    });
    // Lesson 2 has our selection of common words, none with a note.
    const few = await start({ lesson_id: lessons[1] ?? 0, kind: 'fill' });
    expect(few).toMatchObject({ code: CODE.badRequest, msg: expect.stringContaining('还不到3个') });
    expect((await start({ lesson_id: lesson, kind: 'spell' })).msg).toBe('练习方式有误');
    const round = (await start({ lesson_id: lesson, kind: 'meaning', seed: 3 })).data as WordPractice;
    const refused: [unknown, string][] = [
      ['[0,1', '答案格式有误'],
      [[], '请提交答案'],
      [['a', 'b'], '答案格式有误'],
      [[0, 1], '答案与题目不符'],
      [[0, 1, 2, 9], '答案与题目不符'],
      [[[0], 1, 2, 3], '答案与题目不符'],
    ];
    for (const [answers, msg] of refused) {
      const sent = typeof answers === 'string' ? answers : JSON.stringify(answers);
      const answer = await call('POST', '/api/study/bpcy/practice/submit', pupil, { id: round.id, answers: sent });
      expect(answer, sent).toMatchObject({ code: CODE.badRequest, msg });
    }
    const pair = (await start({ lesson_id: lesson, kind: 'pair', seed: 3 })).data as WordPractice;
    expect((await submit(pair.id, [[0, 0, 1, 2]])).msg).toBe('答案与题目不符');
    expect((await submit(pair.id, [1])).msg).toBe('答案与题目不符');

    expect(await submit(round.id, [0, 0, 0, 0], other)).toMatchObject({ code: CODE.notFound, msg: '没有这次练习' });
    expect((await submit(round.id, [0, 0, 0, 0])).code).toBe(CODE.ok);
    expect((await call('GET', '/api/study/bpcy/practice', other, { lesson_id: lesson })).data).toEqual([]);
    expect((await call('GET', '/api/study/bpcy/practice', pupil, { lesson_id: lesson })).data).toHaveLength(1);
    expect((await call('GET', '/api/study/bpcy/practice', pupil, { lesson_id: 999999 })).code).toBe(CODE.notFound);
  });
});
