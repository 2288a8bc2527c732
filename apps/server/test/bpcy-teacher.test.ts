import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, DICTATION_MAX_WORDS } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, type CallMethod, type CallValues, callApi, uploadFile } from './accounts-helpers.js';
import { e2eFixture, wavBytes } from './media-fixtures.js';
import { createTestApp, createUser, login, signUpPupil, type TestApp } from './test-app.js';
import { seedTextbook } from './textbook-fixture.js';

// 听写 with teachers (issue 14): recordings of words, a unit's words and a teacher's shared list.

/** A real MP3 (the e2e journeys' lesson sound) and a WAV of a tone. */
const MP3 = e2eFixture('lesson-sound.mp3');
const WAV = wavBytes();

const WORDS: [string, string][] = [
  ['上下', 'shàng xià'],
  ['天上', 'tiān shàng'],
  ['一下', 'yí xià'],
  ['三天', 'sān tiān'],
];

type Word = { word: string; teacher_audio: string };
const wordsOf = (answer: { data: { words: Word[] } }) => answer.data.words.map((w) => w.word);

describe.each(testEngines())('听写 with teachers on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let teacher: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedTextbook(t.database);
    for (const [i, [word, pinyin]] of WORDS.entries()) {
      const { id } = await t.database.db
        .insertInto('words')
        .values({ word, pinyin, frequency: 1 - i / 10, explanation: '', common: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.database.db
        .insertInto('word_chars')
        .values([...word].map((char) => ({ char, word_id: id })))
        .execute();
    }
    pupil = await signUpPupil(t, 'dict_pupil', 'pw-dict-pupil');
    const teacherId = await createUser(t.database, 'dict_teacher', 'pw-dict-teacher');
    await t.database.db.updateTable('users').set({ role: 'teacher' }).where('id', '=', teacherId).execute();
    teacher = await login(t.app, 'dict_teacher', 'pw-dict-teacher');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });
  const upload = (who: Account, word: string, bytes?: Buffer) =>
    uploadFile(
      t,
      '/api/manage/wordAudio',
      { ...auth(who), word },
      bytes && { name: 'word.mp3', type: 'audio/mpeg', bytes },
    );
  /** The fixture's only unit and its lessons (天地人, 金木水火土, 静夜思). */
  const unitOf = async () => {
    const volumes = await call('GET', '/api/study/textbook/volumes', pupil);
    const volume = await call('GET', '/api/study/textbook/volume', pupil, { id: volumes.data[0].id });
    const unit = volume.data.units[0] as { id: number; lessons: { id: number }[] };
    return { unitId: unit.id, lessonIds: unit.lessons.map((l) => l.id) };
  };
  const audioDir = () => join(t.dataDir, 'uploads', 'word-audio');

  it('a pupil cannot upload, remove or keep lists; nothing is stored', async () => {
    expect((await upload(pupil, '上下', MP3)).code).toBe(CODE.forbidden);
    expect((await call('DELETE', '/api/manage/wordAudio', pupil, { word: '上下' })).code).toBe(CODE.forbidden);
    expect((await call('POST', '/api/manage/wordList', pupil, { name: '第一单元', words: '上下' })).code).toBe(
      CODE.forbidden,
    );
    expect((await call('GET', '/api/manage/wordList', pupil)).code).toBe(CODE.forbidden);
    expect(await t.database.db.selectFrom('word_audio').select('id').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('word_lists').select('id').execute()).toEqual([]);
  });

  it('checks an upload’s content and word: a bad file gets a clear message and nothing is stored', async () => {
    const refused: [Promise<{ code: number; msg: string }>, string][] = [
      [upload(teacher, '上下', Buffer.from('not audio at all, only words')), '不是可用的录音'],
      [upload(teacher, '上下', Buffer.concat([WAV.subarray(0, 44), Buffer.from('<html><script>x</script>')])), '网页'],
      [upload(teacher, '上下'), '请先录音再上传'],
      [upload(teacher, 'abc', MP3), '词语只能由汉字组成'],
      [upload(teacher, '上下天上一下三天地', MP3), '每个词语最多8个字'],
    ];
    for (const [answer, msg] of refused) {
      const got = await answer;
      expect(got.code, msg).toBe(CODE.badRequest);
      expect(got.msg).toContain(msg);
    }
    expect(await t.database.db.selectFrom('word_audio').select('id').execute()).toEqual([]);
    expect(readdirSyncSafe(audioDir())).toEqual([]);
  });

  it('the dictation says a word with the teacher’s recording; a new one replaces it, removal brings the voice back', async () => {
    const saved = await upload(teacher, '上下', MP3);
    expect(saved.code).toBe(CODE.ok);
    expect(saved.data).toMatchObject({ word: '上下', mime: 'audio/mpeg', size: MP3.length });
    expect(saved.data.url).toMatch(/^\/api\/study\/resource\/wordAudio\/[a-f0-9]{32}\.mp3$/);

    const { lessonIds } = await unitOf();
    const started = await call('POST', '/api/study/dictation', pupil, { lesson_id: lessonIds[1] ?? 0 });
    const said = Object.fromEntries((started.data.words as Word[]).map((w) => [w.word, w.teacher_audio]));
    expect(said).toEqual({ 上下: saved.data.url, 天上: '', 一下: '', 三天: '' });
    // The lesson's words (the management page's list) carry the mark too, and so does a pupil's own list.
    const lesson = await call('GET', '/api/study/bpcy/lesson', teacher, { lesson_id: lessonIds[1] ?? 0 });
    expect(lesson.data.words[0]).toMatchObject({ word: '上下', teacher_audio: saved.data.url });
    const own = await call('POST', '/api/study/dictation', pupil, { words: '三天 上下' });
    expect((own.data.words as Word[]).map((w) => w.teacher_audio)).toEqual(['', saved.data.url]);

    // Teaching material: served to anyone, in ranges (the shared media sender).
    const served = await t.app.inject({ method: 'GET', url: saved.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/mpeg');
    expect(served.rawPayload.equals(MP3)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url: saved.data.url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/study/resource/wordAudio/0123456789abcdef0123456789abcdef.mp3',
    });
    expect(unknown.statusCode).toBe(404);

    const second = await upload(teacher, '上下', WAV);
    expect(second.data.mime).toBe('audio/wav');
    expect(readdirSyncSafe(audioDir())).toEqual([second.data.url.split('/').pop()]);
    expect((await t.app.inject({ method: 'GET', url: saved.data.url })).statusCode).toBe(404);

    expect((await call('DELETE', '/api/manage/wordAudio', teacher, { word: '上下' })).data).toEqual({
      word: '上下',
      deleted: true,
    });
    expect(readdirSyncSafe(audioDir())).toEqual([]);
    const after = await call('GET', '/api/study/bpcy/lesson', pupil, { lesson_id: lessonIds[1] ?? 0 });
    expect(after.data.words[0].teacher_audio).toBe('');
  });

  it('a unit’s dictation holds all its lessons’ words once, in book order', async () => {
    const { unitId, lessonIds } = await unitOf();
    await t.database.db
      .updateTable('textbook_lessons')
      .set({ words: JSON.stringify(['上下', '口耳']) })
      .where('category_id', '=', lessonIds[2] ?? 0)
      .execute();
    const unit = await call('GET', '/api/study/bpcy/unit', pupil, { unit_id: unitId });
    expect(unit.data).toMatchObject({ unit_id: unitId, title: '一年级上册 第一单元', total: 5 });
    expect(wordsOf(unit)).toEqual(['上下', '天上', '一下', '三天', '口耳']);
    const started = await call('POST', '/api/study/dictation', pupil, { unit_id: unitId });
    expect(started.data).toMatchObject({ title: '一年级上册 第一单元', lesson_id: 0 });
    expect(wordsOf(started)).toEqual(wordsOf(unit));

    // A unit of more words than one dictation takes: the first DICTATION_MAX_WORDS, the total said.
    const many = Array.from({ length: DICTATION_MAX_WORDS + 5 }, (_, i) => `口${String.fromCodePoint(0x4e00 + i)}`);
    await t.database.db
      .updateTable('textbook_lessons')
      .set({ words: JSON.stringify(many) })
      .where('category_id', '=', lessonIds[2] ?? 0)
      .execute();
    const big = await call('GET', '/api/study/bpcy/unit', pupil, { unit_id: unitId });
    expect(big.data.total).toBe(4 + many.length);
    expect(big.data.words).toHaveLength(DICTATION_MAX_WORDS);
    const cut = await call('POST', '/api/study/dictation', pupil, { unit_id: unitId });
    expect(cut.data.words).toHaveLength(DICTATION_MAX_WORDS);

    expect((await call('GET', '/api/study/bpcy/unit', pupil, { unit_id: 999999 })).code).toBe(CODE.notFound);
    expect((await call('POST', '/api/study/dictation', pupil, { unit_id: 999999 })).code).toBe(CODE.notFound);
  });

  it('a teacher’s list: written and checked, opened by its code, dictated as the pupil’s own', async () => {
    const made = await call('POST', '/api/manage/wordList', teacher, {
      name: ' 周五听写 ',
      words: '上下、天上\n一下 上下',
    });
    expect(made.code).toBe(CODE.ok);
    expect(made.data).toMatchObject({ name: '周五听写', words: ['上下', '天上', '一下'] });
    const code = made.data.code as string;
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect((await call('GET', '/api/manage/wordList', teacher)).data.map((l: { code: string }) => l.code)).toEqual([
      code,
    ]);

    // The pupil opens it by its code (in any case) and runs it; the result is the pupil's.
    const opened = await call('GET', '/api/study/bpcy/list', pupil, { code: code.toLowerCase() });
    expect(opened.data).toMatchObject({ code, name: '周五听写' });
    expect(wordsOf(opened)).toEqual(['上下', '天上', '一下']);
    const started = await call('POST', '/api/study/dictation', pupil, { list: code });
    expect(started.data).toMatchObject({ title: '周五听写', lesson_id: 0 });
    const result = await call('POST', '/api/study/dictation/submit', pupil, {
      id: started.data.id,
      mode: 'paper',
      marks: '[[true,true],[false,true],[true,true]]',
    });
    expect(result.data).toMatchObject({ title: '周五听写', score: 67, wrong: ['天'] });
    expect((await call('GET', '/api/study/dictation', pupil)).data).toHaveLength(1);
    expect((await call('GET', '/api/study/dictation', teacher)).data).toEqual([]);

    // Only its teacher removes it; then its code finds nothing, with a clear message.
    const other = await createUser(t.database, 'dict_teacher2', 'pw-dict-teacher2');
    await t.database.db.updateTable('users').set({ role: 'teacher' }).where('id', '=', other).execute();
    const second = await login(t.app, 'dict_teacher2', 'pw-dict-teacher2');
    expect((await call('DELETE', '/api/manage/wordList', second, { code })).data.deleted).toBe(false);
    expect((await call('GET', '/api/manage/wordList', second)).data).toEqual([]);
    expect((await call('DELETE', '/api/manage/wordList', teacher, { code })).data.deleted).toBe(true);
    expect(await call('GET', '/api/study/bpcy/list', pupil, { code })).toMatchObject({
      code: CODE.notFound,
      msg: '没有找到这份词语单，请核对编号',
    });
  });

  it('bad lists and codes get a clear message, never a server error', async () => {
    const twoHundred = Array.from({ length: 200 }, (_, i) => `上${String.fromCodePoint(0x4e00 + i)}`).join(' ');
    const refused: [CallMethod, string, CallValues, number, string][] = [
      ['POST', '/api/manage/wordList', { name: '空的', words: ' ，、' }, CODE.badRequest, '请写下要听写的词语'],
      ['POST', '/api/manage/wordList', { name: '太多', words: twoHundred }, CODE.badRequest, '一次最多听写30个词语'],
      ['POST', '/api/manage/wordList', { name: '字母', words: '上下 abc' }, CODE.badRequest, '“abc”不是汉字词语'],
      ['POST', '/api/manage/wordList', { name: ' ', words: '上下' }, CODE.badRequest, '请给词语单起个名字'],
      ['POST', '/api/manage/wordList', { name: '名'.repeat(21), words: '上下' }, CODE.badRequest, '名字最多20个字'],
      ['GET', '/api/study/bpcy/list', { code: 'ZZZZZZ' }, CODE.notFound, '没有找到这份词语单，请核对编号'],
      ['GET', '/api/study/bpcy/list', { code: '12' }, CODE.badRequest, '词语单编号是6位字母或数字'],
      ['GET', '/api/study/bpcy/list', { code: '<b>上下' }, CODE.badRequest, '词语单编号是6位字母或数字'],
      ['POST', '/api/study/dictation', { list: 'ZZZZZZ' }, CODE.notFound, '没有找到这份词语单，请核对编号'],
      ['POST', '/api/study/dictation', { list: 'ZZZZZZ', words: '上下' }, CODE.badRequest, '请选择一课'],
      ['POST', '/api/study/dictation', { words: twoHundred }, CODE.badRequest, '一次最多听写30个词语'],
    ];
    for (const [method, url, values, code, msg] of refused) {
      const answer = await call(method, url, teacher, values);
      expect(answer.code, `${url} ${JSON.stringify(values)}`).toBe(code);
      expect(answer.msg).toContain(msg);
    }
    expect(await t.database.db.selectFrom('word_lists').select('id').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('dictations').select('id').execute()).toEqual([]);
  });
});

/** The files of a folder, none when it was never made. */
function readdirSyncSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
