import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, type CallMethod, type CallValues, callApi, uploadFile } from './accounts-helpers.js';
import { character } from './catalogue-fixture.js';
import { e2eFixture, wavBytes } from './media-fixtures.js';
import { createTestApp, createUser, login, signUpPupil, type TestApp } from './test-app.js';

// 读音录音 (issue 20 item 9): teachers record the readings the voice package lacks; the upload
// plays wherever the reading plays, and never replaces a package recording.

const MP3 = e2eFixture('lesson-sound.mp3');
const WAV = wavBytes();

describe.each(testEngines())('teachers’ recordings of readings on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let teacher: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await t.database.db
      .insertInto('characters')
      .values([
        character({ id: 1, char: '八', readings: '["bā"]', pinyin_plain: 'ba', sort: 1 }),
        character({ id: 2, char: '标', readings: '["biāo"]', pinyin_plain: 'biao', sort: 2 }),
        character({ id: 3, char: '休', readings: '["xiū"]', pinyin_plain: 'xiu', sort: 3 }),
      ])
      .execute();
    await t.database.db
      .insertInto('pronunciations')
      .values([{ syllable: 'ba', tone: 1, file: 'ba1.mp3' }])
      .execute();
    pupil = await signUpPupil(t, 'sa_pupil', 'pw-sa-pupil');
    const teacherId = await createUser(t.database, 'sa_teacher', 'pw-sa-teacher');
    await t.database.db.updateTable('users').set({ role: 'teacher' }).where('id', '=', teacherId).execute();
    teacher = await login(t.app, 'sa_teacher', 'pw-sa-teacher');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });
  const upload = (who: Account, syllable: string, tone: number, file?: { name: string; type: string; bytes: Buffer }) =>
    uploadFile(t, '/api/manage/syllableAudio', { ...auth(who), syllable, tone }, file);
  const stored = () => {
    try {
      return readdirSync(join(t.dataDir, 'uploads', 'syllable-audio')).sort();
    } catch {
      return [];
    }
  };
  const audioOf = async (char: string) => {
    const answer = await callApi(t, 'GET', '/api/study/ChineseCharacter/character', { character_simplified: char });
    return (answer.data as { pinyin: { pronunciation: string }[] }).pinyin[0]?.pronunciation;
  };

  it('lists the silent readings only, for teachers only', async () => {
    const list = await call('GET', '/api/manage/syllableAudio', teacher);
    expect(list.code).toBe(CODE.ok);
    expect(list.data).toEqual([
      { syllable: 'biao', tone: 1, reading: 'biāo', example: '标', url: '' },
      { syllable: 'xiu', tone: 1, reading: 'xiū', example: '休', url: '' },
    ]);
    expect((await call('GET', '/api/manage/syllableAudio', pupil)).code).toBe(CODE.forbidden);
    expect((await upload(pupil, 'biao', 1, { name: 'b.wav', type: 'audio/wav', bytes: WAV })).code).toBe(
      CODE.forbidden,
    );
    expect(stored()).toEqual([]);
  });

  it('an upload fills the gap everywhere the reading plays, and can be replaced and removed', async () => {
    expect(await audioOf('标')).toBe('');
    const saved = await upload(teacher, 'biao', 1, { name: 'biao.wav', type: 'audio/wav', bytes: WAV });
    expect(saved.code).toBe(CODE.ok);
    expect(saved.data).toEqual({
      syllable: 'biao',
      tone: 1,
      reading: 'biāo',
      example: '标',
      url: '/audio/pinyin/biao1.mp3',
    });
    expect(stored()).toEqual(['biao1.wav']);

    // The dictionary and the pinyin pages now give the reading its address, which plays the upload.
    expect(await audioOf('标')).toBe('/audio/pinyin/biao1.mp3');
    const pinyin = await callApi(t, 'GET', '/api/study/ChineseCharacter/pinyin', {});
    expect(pinyin.data.unrecorded).toEqual(['xiū']);
    const served = await t.app.inject({ method: 'GET', url: '/audio/pinyin/biao1.mp3' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/wav');
    expect(served.headers['cache-control']).toBe('no-cache');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(WAV)).toBe(true);

    // A new recording in another format replaces the first.
    expect((await upload(teacher, 'biao', 1, { name: 'biao.mp3', type: 'audio/mpeg', bytes: MP3 })).code).toBe(CODE.ok);
    expect(stored()).toEqual(['biao1.mp3']);
    const replaced = await t.app.inject({ method: 'GET', url: '/audio/pinyin/biao1.mp3' });
    expect(replaced.headers['content-type']).toBe('audio/mpeg');
    expect((await call('GET', '/api/manage/syllableAudio', teacher)).data).toEqual([
      { syllable: 'xiu', tone: 1, reading: 'xiū', example: '休', url: '' },
      { syllable: 'biao', tone: 1, reading: 'biāo', example: '标', url: '/audio/pinyin/biao1.mp3' },
    ]);

    const removed = await call('DELETE', '/api/manage/syllableAudio', teacher, { syllable: 'biao', tone: 1 });
    expect(removed.data).toEqual({ reading: 'biāo', deleted: true });
    expect(stored()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/audio/pinyin/biao1.mp3' })).statusCode).toBe(404);
  });

  it('refuses a package reading, a reading no character has, bad readings and files that are not audio', async () => {
    const wav = { name: 'x.wav', type: 'audio/wav', bytes: WAV };
    const refused = async (syllable: string, tone: number, file = wav) => {
      const answer = await upload(teacher, syllable, tone, file);
      expect(answer.code).toBe(CODE.badRequest);
      return answer.msg;
    };
    expect(await refused('ba', 1)).toBe('bā 已经有录音了');
    expect(await refused('biao', 3)).toBe('字表里没有读 biǎo 的字');
    expect(await refused('BIAO', 1)).toBe('请用拼音字母写音节（ü 写作 v），不带声调');
    expect(await refused('biao', 6)).toBe('声调是 1 到 5（5 是轻声）');
    expect(
      await refused('biao', 1, { name: 'x.html', type: 'audio/wav', bytes: Buffer.from('<html><script>1</script>') }),
    ).toBe('文件中含有网页或 SVG 代码，不能上传');
    expect(
      await refused('biao', 1, { name: 'x.wav', type: 'audio/wav', bytes: Buffer.from('RIFF not really') }),
    ).toMatch(/^文件不是可用的录音/);
    expect(stored()).toEqual([]);
    // The package recording still plays.
    expect((await call('GET', '/api/manage/syllableAudio', teacher)).data).toHaveLength(2);
  });
});
