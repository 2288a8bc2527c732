import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PoemAudioRepository } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PoemAudioService } from '../src/modules/poem-audio/poem-audio.service.js';
import { AudioStore } from '../src/storage/audio-store.js';
import { LocalFileStorage } from '../src/storage/local-storage.js';
import { auth, callApi, uploadFile } from './accounts-helpers.js';
import { serverFixture, wavBytes } from './media-fixtures.js';
import { createTestApp, createUser, login, type TestApp } from './test-app.js';

/** A real recording of Chromium's MediaRecorder (WebM, Opus) and a WAV of a tone. */
const WEBM = serverFixture('chromium-recording.webm');
const WAV = wavBytes();

describe.each(testEngines())('teachers’ recordings of poems on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let teacher: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    const { db } = t.database;
    await db
      .insertInto('poem_collections')
      .values([{ key: 'bibei75', name: '小学必背古诗', sort: 1, source: 'test' }])
      .execute();
    await db
      .insertInto('poems')
      .values([
        {
          id: 21,
          collection: 'bibei75',
          sort: 1,
          title: '静夜思',
          author: '李白',
          dynasty: '唐',
          content: '床前明月光，疑是地上霜。\n举头望明月，低头思故乡。',
          notes: '',
          grade_band: '1-2',
        },
        {
          id: 22,
          collection: 'bibei75',
          sort: 2,
          title: '登鹳雀楼',
          author: '王之涣',
          dynasty: '唐',
          content: '白日依山尽，黄河入海流。',
          notes: '',
          grade_band: '3-4',
        },
      ])
      .execute();
    await db
      .insertInto('poem_collections')
      .values([{ key: 'tangshi300', name: '唐诗三百首', sort: 2, source: 'test' }])
      .execute();
    await db
      .insertInto('poems')
      .values({
        id: 23,
        collection: 'tangshi300',
        sort: 1,
        title: '静夜思',
        author: '李白',
        dynasty: '唐',
        content: '床前明月光，疑是地上霜。\n举头望明月，低头思故乡。',
        notes: '',
      })
      .execute();
    await createUser(t.database, 'audio_pupil', 'pw-audio-pupil');
    const teacherId = await createUser(t.database, 'audio_teacher', 'pw-audio-teacher');
    await db.updateTable('users').set({ role: 'teacher' }).where('id', '=', teacherId).execute();
    pupil = await login(t.app, 'audio_pupil', 'pw-audio-pupil');
    teacher = await login(t.app, 'audio_teacher', 'pw-audio-teacher');
  });
  afterEach(async () => {
    await t.close();
  });

  const upload = (who: Account, bytes: Buffer, poemId = 21) =>
    uploadFile(
      t,
      '/api/manage/poemAudio',
      { ...auth(who), poem_id: poemId },
      { name: 'a.webm', type: 'audio/webm', bytes },
    );
  const content = (who: Account, id = 21) => callApi(t, 'GET', '/api/study/resource/content', { ...auth(who), id });

  it('refuses a pupil’s upload, listing and removal', async () => {
    expect((await upload(pupil, WEBM)).code).toBe(CODE.forbidden);
    expect((await callApi(t, 'GET', '/api/manage/poemAudio', auth(pupil))).code).toBe(CODE.forbidden);
    expect((await callApi(t, 'DELETE', '/api/manage/poemAudio', { ...auth(pupil), poem_id: 21 })).code).toBe(
      CODE.forbidden,
    );
    expect((await content(pupil)).data.teacher_audio).toBe('');
  });

  it('keeps a teacher’s recording, answers its address with the poem and serves it to anyone', async () => {
    const saved = await upload(teacher, WEBM);
    expect(saved.code).toBe(CODE.ok);
    expect(saved.data).toMatchObject({
      poem_id: 21,
      title: '静夜思',
      collection_name: '小学必背古诗',
      mime: 'audio/webm',
    });
    expect(saved.data.url).toMatch(/^\/api\/study\/resource\/poemAudio\/[a-f0-9]{32}\.webm$/);

    const poem = await content(pupil);
    expect(poem.data.teacher_audio).toBe(saved.data.url);
    expect((await content(pupil, 22)).data.teacher_audio).toBe('');
    // A recording belongs to the poem it was uploaded for, not to the same text in another collection.
    expect((await content(pupil, 23)).data.teacher_audio).toBe('');

    // Teaching material: no session needed, served with its audio type.
    const served = await t.app.inject({ method: 'GET', url: saved.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/webm');
    expect(served.rawPayload.equals(WEBM)).toBe(true);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/study/resource/poemAudio/0123456789abcdef0123456789abcdef.webm',
    });
    expect(missing.statusCode).toBe(404);

    const list = await callApi(t, 'GET', '/api/manage/poemAudio', auth(teacher));
    expect(list.data.map((a: { poem_id: number }) => a.poem_id)).toEqual([21]);
  });

  it('checks the content, replaces the earlier recording and removes it from disk', async () => {
    const notAudio = await upload(teacher, Buffer.from('not audio at all, just some words'));
    expect(notAudio.code).toBe(CODE.badRequest);
    expect(notAudio.msg).toContain('不是可用的录音');
    // A page behind a WebM header: refused, not stored to be served back.
    const page = await upload(teacher, Buffer.concat([WEBM.subarray(0, 40), Buffer.from('<html><script>x</script>')]));
    expect(page).toMatchObject({ code: CODE.badRequest, msg: '文件中含有网页或 SVG 代码，不能上传' });
    expect((await uploadFile(t, '/api/manage/poemAudio', { ...auth(teacher), poem_id: 21 })).code).toBe(
      CODE.badRequest,
    );
    expect((await upload(teacher, WEBM, 999)).code).toBe(CODE.notFound);

    const dir = join(t.dataDir, 'uploads', 'poem-audio');
    await upload(teacher, WEBM);
    const second = await upload(teacher, WAV);
    expect(second.data.mime).toBe('audio/wav');
    expect(readdirSync(dir)).toEqual([second.data.url.split('/').pop()]);
    expect((await content(pupil)).data.teacher_audio).toBe(second.data.url);

    const removed = await callApi(t, 'DELETE', '/api/manage/poemAudio', { ...auth(teacher), poem_id: 21 });
    expect(removed.data).toEqual({ poem_id: 21, deleted: true });
    expect(readdirSync(dir)).toEqual([]);
    expect((await content(pupil)).data.teacher_audio).toBe('');
    expect((await t.app.inject({ method: 'GET', url: second.data.url })).statusCode).toBe(404);
  });

  it('sweeps recordings whose poem is gone, leaving kept and fresh files', async () => {
    const kept = await upload(teacher, WAV);
    expect(kept.code).toBe(CODE.ok);
    const dir = join(t.dataDir, 'uploads', 'poem-audio');
    const keptFile = kept.data.url.split('/').pop();
    const orphan = `${'a'.repeat(32)}.wav`;
    const fresh = `${'b'.repeat(32)}.wav`;
    writeFileSync(join(dir, orphan), WAV);
    writeFileSync(join(dir, fresh), WAV);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(join(dir, orphan), twoHoursAgo, twoHoursAgo);
    utimesSync(join(dir, keptFile), twoHoursAgo, twoHoursAgo);
    const service = new PoemAudioService(
      new PoemAudioRepository(t.database.db),
      new AudioStore(new LocalFileStorage(join(t.dataDir, 'uploads')), 'poem-audio'),
    );
    expect(await service.removeOrphans()).toBe(1);
    expect(readdirSync(dir).sort()).toEqual([keptFile, fresh].sort());
  });

  it('finds poems to record by title, with their collection, for teachers only', async () => {
    await upload(teacher, WEBM);
    const found = await callApi(t, 'GET', '/api/manage/poemAudio/poems', { ...auth(teacher), keyword: '静夜' });
    expect(found.data).toEqual([
      expect.objectContaining({ poem_id: 21, collection_name: '小学必背古诗', recorded: true }),
      expect.objectContaining({
        poem_id: 23,
        collection_name: '唐诗三百首',
        recorded: false,
        first_line: '床前明月光，疑是地上霜。',
      }),
    ]);
    expect((await callApi(t, 'GET', '/api/manage/poemAudio/poems', { ...auth(teacher), keyword: '%' })).data).toEqual(
      [],
    );
    expect((await callApi(t, 'GET', '/api/manage/poemAudio/poems', { ...auth(pupil), keyword: '静夜' })).code).toBe(
      CODE.forbidden,
    );
  });

  it('answers each poem’s grade band in the poem list', async () => {
    const list = await callApi(t, 'GET', '/api/study/resourceCategoryContent', {
      ...auth(pupil),
      collection: 'bibei75',
    });
    expect(list.data.list.map((p: { grade_band: string }) => p.grade_band)).toEqual(['1-2', '3-4']);
  });
});
