import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, MEDIA_FILE_PATH, MEDIA_MAX_BYTES } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, type CallMethod, type CallValues, callApi, uploadFile } from './accounts-helpers.js';
import { e2eFixture, mp4Bytes, pictureBytes, wavBytes } from './media-fixtures.js';
import { createTestApp, createUser, login, seedModules, type TestApp } from './test-app.js';

/** Calls only teachers and admins may make, with parameters that would otherwise be fine. */
const MANAGE_CALLS: [CallMethod, string, CallValues][] = [
  ['POST', '/api/manage/resourceCategory', { module_id: 8, name: '一年级' }],
  ['DELETE', '/api/manage/resourceCategory', { id: 1 }],
  ['POST', '/api/manage/resourceItem', { category_id: 1, title: '课文' }],
  ['DELETE', '/api/manage/resourceItem', { id: 1 }],
  ['GET', '/api/manage/media', {}],
  ['POST', '/api/manage/media/attach', { id: 1, module_id: 8 }],
  ['POST', '/api/manage/media/detach', { id: 1 }],
  ['DELETE', '/api/manage/media', { id: 1 }],
];

describe.each(testEngines())('the content kit and media library on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let teacher: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedModules(t.database);
    await createUser(t.database, 'kit_pupil', 'pw-kit-pupil');
    const teacherId = await createUser(t.database, 'kit_teacher', 'pw-kit-teacher');
    await t.database.db.updateTable('users').set({ role: 'teacher' }).where('id', '=', teacherId).execute();
    pupil = await login(t.app, 'kit_pupil', 'pw-kit-pupil');
    teacher = await login(t.app, 'kit_teacher', 'pw-kit-teacher');
  });
  afterEach(async () => {
    await t.close();
  });

  const as = (who: Account, method: CallMethod, url: string, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });
  const upload = (who: Account, name: string, type: string, bytes: Buffer, fields: CallValues = {}) =>
    uploadFile(t, '/api/manage/media', { ...auth(who), ...fields }, { name, type, bytes });
  const mediaDir = () => join(t.dataDir, 'uploads', 'media');
  const storedFiles = () => (existsSync(mediaDir()) ? readdirSync(mediaDir()) : []);

  /** A unit under a grade in module 8 (专家课堂) with two items; answers their ids. */
  async function buildLesson() {
    const grade = await as(teacher, 'POST', '/api/manage/resourceCategory', { module_id: 8, name: '一年级' });
    expect(grade.code).toBe(CODE.ok);
    expect(grade.data).toEqual({ id: expect.any(Number), name: '一年级', pid: '0', module_id: 8 });
    const unit = await as(teacher, 'POST', '/api/manage/resourceCategory', {
      module_id: 8,
      pid: grade.data.id,
      name: '第一单元',
    });
    expect(unit.data.pid).toBe(String(grade.data.id));
    const body =
      '春天来了，小草从地下探出头来，柳树抽出了新的枝条，燕子从南方飞回来了。\r\n\r\n  小朋友们在草地上放风筝。\n\n\n';
    const first = await as(teacher, 'POST', '/api/manage/resourceItem', {
      category_id: unit.data.id,
      title: '找春天',
      body,
    });
    expect(first.code).toBe(CODE.ok);
    expect(first.data).toEqual({
      id: expect.any(Number),
      module_id: 8,
      category_id: unit.data.id,
      title: '找春天',
      summary: '春天来了，小草从地下探出头来，柳树抽出了新的枝条，燕子从南方飞回来了。 小朋友们…',
      cover: '',
      media_count: 0,
    });
    const second = await as(teacher, 'POST', '/api/manage/resourceItem', {
      category_id: unit.data.id,
      title: '小蝌蚪',
    });
    return {
      grade: grade.data.id as number,
      unit: unit.data.id as number,
      first: first.data.id as number,
      second: second.data.id as number,
    };
  }

  it('answers -1 without a session and refuses pupils every management call', async () => {
    for (const [method, url, values] of MANAGE_CALLS) {
      expect((await callApi(t, method, url, values)).code, url).toBe(CODE.invalidSession);
      const refused = await as(pupil, method, url, values);
      expect([url, refused.code]).toEqual([url, CODE.forbidden]);
    }
    const png = await pictureBytes('png');
    expect((await uploadFile(t, '/api/manage/media', {}, { name: 'a.png', type: 'image/png', bytes: png })).code).toBe(
      CODE.invalidSession,
    );
    expect((await upload(pupil, 'a.png', 'image/png', png)).code).toBe(CODE.forbidden);
    expect(storedFiles()).toEqual([]);
    // Pupils read.
    expect((await callApi(t, 'GET', '/api/study/resource/mediaList', { module_id: 8 })).code).toBe(CODE.invalidSession);
    expect((await as(pupil, 'GET', '/api/study/resource/mediaList', { module_id: 8 })).data).toEqual([]);
  });

  it('lists a category’s items with breadcrumbs and answers an item’s paragraphs', async () => {
    const { grade, unit, first, second } = await buildLesson();
    const page = await as(pupil, 'GET', '/api/study/resourceCategoryContent', {
      module_id: 8,
      resource_category_id: unit,
      page: 1,
      page_size: 1,
    });
    expect(page.code).toBe(CODE.ok);
    expect(page.data).toMatchObject({
      total: 2,
      page: 1,
      page_size: 1,
      category: { id: unit, name: '第一单元' },
      breadcrumbs: [
        { id: 8, name: '专家课堂' },
        { id: grade, name: '一年级' },
        { id: unit, name: '第一单元' },
      ],
      media: [],
    });
    expect(page.data.list.map((i: { id: number }) => i.id)).toEqual([first]);
    const next = await as(pupil, 'GET', '/api/study/resourceCategoryContent', {
      module_id: 8,
      resource_category_id: unit,
      page: 2,
      page_size: 1,
    });
    expect(next.data.list.map((i: { id: number; summary: string }) => [i.id, i.summary])).toEqual([[second, '']]);

    const item = await as(pupil, 'GET', '/api/study/resource/content', { module_id: 8, id: first });
    expect(item.data).toMatchObject({
      id: first,
      title: '找春天',
      paragraphs: [
        '春天来了，小草从地下探出头来，柳树抽出了新的枝条，燕子从南方飞回来了。',
        '小朋友们在草地上放风筝。',
      ],
      breadcrumbs: [
        { id: 8, name: '专家课堂' },
        { id: grade, name: '一年级' },
        { id: unit, name: '第一单元' },
      ],
      media: [],
    });
    // Without module_id the paths are still the poem module's calls.
    expect((await as(pupil, 'GET', '/api/study/resourceCategoryContent', {})).code).toBe(CODE.badRequest);
    expect((await as(pupil, 'GET', '/api/study/resource/content', { id: first })).code).toBe(CODE.notFound);

    // An empty category only; items go, their category with them.
    const busy = await as(teacher, 'DELETE', '/api/manage/resourceCategory', { id: grade });
    expect([busy.code, busy.msg]).toEqual([CODE.badRequest, '请先删除该分类下的子分类']);
    expect((await as(teacher, 'DELETE', '/api/manage/resourceCategory', { id: unit })).msg).toBe(
      '请先删除该分类下的内容',
    );
    expect((await as(teacher, 'DELETE', '/api/manage/resourceItem', { id: first })).code).toBe(CODE.ok);
    expect((await as(teacher, 'DELETE', '/api/manage/resourceItem', { id: first })).code).toBe(CODE.notFound);
    expect((await as(teacher, 'DELETE', '/api/manage/resourceItem', { id: second })).code).toBe(CODE.ok);
    expect((await as(teacher, 'DELETE', '/api/manage/resourceCategory', { id: unit })).code).toBe(CODE.ok);
    expect((await as(teacher, 'DELETE', '/api/manage/resourceCategory', { id: grade })).code).toBe(CODE.ok);
    expect((await as(pupil, 'GET', '/api/study/resource/content', { module_id: 8, id: first })).code).toBe(
      CODE.notFound,
    );
  });

  it('uploads checked media, attaches them where they show, serves them with ranges and deletes them', async () => {
    const { unit, first } = await buildLesson();
    const picture = await upload(teacher, 'spring.png', 'image/png', e2eFixture('lesson-picture.png'), {
      title: '春天的图画',
      module_id: 8,
      category_id: unit,
    });
    expect(picture.code).toBe(CODE.ok);
    expect(picture.data).toMatchObject({
      kind: 'image',
      title: '春天的图画',
      mime: 'image/png',
      width: 320,
      height: 200,
      duration_ms: 0,
      module_id: 8,
      category_id: unit,
      item_id: 0,
    });
    expect(picture.data.url).toMatch(new RegExp(`^${MEDIA_FILE_PATH}/[a-f0-9]{32}\\.png$`));

    const sound = await upload(teacher, '朗读.wav', 'audio/wav', wavBytes(0.5));
    expect(sound.data).toMatchObject({
      kind: 'audio',
      title: '朗读',
      mime: 'audio/wav',
      duration_ms: 500,
      module_id: 0,
    });
    const clip = e2eFixture('lesson-clip.webm');
    const video = await upload(teacher, 'clip.webm', 'video/webm', clip, { title: '课文动画' });
    expect(video.data).toMatchObject({ kind: 'video', mime: 'video/webm', duration_ms: 2000, width: 160, height: 120 });
    const mp4 = await upload(teacher, 'clip.mp4', 'video/mp4', mp4Bytes({ seconds: 3 }));
    expect(mp4.data).toMatchObject({ kind: 'video', mime: 'video/mp4', duration_ms: 3000, title: 'clip' });
    expect(storedFiles()).toHaveLength(4);

    // Attach: the video and the sound to the item, the mp4 to the module.
    const attached = await as(teacher, 'POST', '/api/manage/media/attach', {
      id: video.data.id,
      module_id: 8,
      item_id: first,
    });
    expect(attached.data).toMatchObject({ module_id: 8, category_id: unit, item_id: first });
    await as(teacher, 'POST', '/api/manage/media/attach', {
      id: sound.data.id,
      module_id: 8,
      category_id: unit,
      item_id: first,
    });
    await as(teacher, 'POST', '/api/manage/media/attach', { id: mp4.data.id, module_id: 8 });

    const list = await as(pupil, 'GET', '/api/study/resourceCategoryContent', {
      module_id: 8,
      resource_category_id: unit,
    });
    expect(list.data.media.map((m: { id: number }) => m.id)).toEqual([picture.data.id]);
    expect(list.data.list[0]).toMatchObject({ id: first, media_count: 2, cover: '' });
    const item = await as(pupil, 'GET', '/api/study/resource/content', { module_id: 8, id: first });
    expect(item.data.media.map((m: { id: number }) => m.id)).toEqual([sound.data.id, video.data.id]);
    const videos = await as(pupil, 'GET', '/api/study/resource/mediaList', {
      module_id: 8,
      item_id: first,
      kind: 'video',
    });
    expect(videos.data.map((m: { id: number }) => m.id)).toEqual([video.data.id]);
    const onModule = await as(pupil, 'GET', '/api/study/resource/mediaList', { module_id: 8 });
    expect(onModule.data.map((m: { id: number }) => m.id)).toEqual([mp4.data.id]);
    const onCategory = await as(pupil, 'GET', '/api/study/resource/mediaList', { module_id: 8, category_id: unit });
    expect(onCategory.data.map((m: { id: number }) => m.id)).toEqual([picture.data.id]);

    // The item's first image is its cover in the list.
    const cover = await upload(teacher, 'cover.jpg', 'image/jpeg', await pictureBytes('jpeg'), {
      module_id: 8,
      item_id: first,
    });
    expect(cover.data).toMatchObject({ mime: 'image/jpeg', category_id: unit, item_id: first });
    const covered = await as(pupil, 'GET', '/api/study/resourceCategoryContent', {
      module_id: 8,
      resource_category_id: unit,
    });
    expect(covered.data.list[0]).toMatchObject({ media_count: 3, cover: cover.data.url });
    await as(teacher, 'DELETE', '/api/manage/media', { id: cover.data.id });

    const library = await as(teacher, 'GET', '/api/manage/media', { kind: 'video' });
    expect(library.data).toMatchObject({ total: 2, page: 1 });
    expect(library.data.list.map((m: { id: number }) => m.id)).toEqual([mp4.data.id, video.data.id]);

    // Served to anyone, whole or a range at a time.
    const whole = await t.app.inject({ method: 'GET', url: video.data.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.rawPayload.equals(clip)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url: video.data.url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${clip.length}`);
    expect(part.rawPayload.equals(clip.subarray(0, 100))).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: video.data.url,
      headers: { 'if-none-match': String(whole.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    // Detach: stays in the library, gone from the item.
    const detached = await as(teacher, 'POST', '/api/manage/media/detach', { id: video.data.id });
    expect(detached.data).toMatchObject({ id: video.data.id, module_id: 0, category_id: 0, item_id: 0 });
    expect(
      (await as(pupil, 'GET', '/api/study/resource/content', { module_id: 8, id: first })).data.media,
    ).toHaveLength(1);

    // Delete: the row and the file; the address answers 404.
    expect((await as(teacher, 'DELETE', '/api/manage/media', { id: video.data.id })).code).toBe(CODE.ok);
    expect((await as(teacher, 'DELETE', '/api/manage/media', { id: video.data.id })).code).toBe(CODE.notFound);
    expect(storedFiles()).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: video.data.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${MEDIA_FILE_PATH}/..%2Fyuwen.sqlite` })).statusCode).toBe(404);

    // An item's removal leaves its media in the library, detached.
    await as(teacher, 'DELETE', '/api/manage/resourceItem', { id: first });
    const kept = (await as(teacher, 'GET', '/api/manage/media', { kind: 'audio' })).data.list[0];
    expect(kept).toMatchObject({ id: sound.data.id, module_id: 0, category_id: 0, item_id: 0 });
  });

  it('refuses bad files and bad ids with clear messages and stores nothing', async () => {
    const { unit } = await buildLesson();
    const notVideo = '文件不是可用的视频，请上传 MP4 或 WebM';
    const mp4 = mp4Bytes();
    const bad: [string, string, Buffer, string][] = [
      ['notes.mp4', 'video/mp4', Buffer.from('这不是视频，只是一段文字。'), notVideo],
      ['notes.txt', 'video/mp4', Buffer.from('这不是视频，只是一段文字。'), notVideo],
      ['picture.mp4', 'video/mp4', await pictureBytes('png'), notVideo],
      ['cut.mp4', 'video/mp4', mp4.subarray(0, mp4.length - 20), notVideo],
      ['song.mp3', 'audio/mpeg', Buffer.from('not really a song'), '文件不是可用的音频，请上传 MP3、M4A、OGG 或 WAV'],
      ['photo.gif', 'image/gif', await pictureBytes('gif'), '文件不是可用的图片，请上传 PNG、JPEG 或 WebP'],
      [
        'huge.png',
        'image/png',
        Buffer.concat([await pictureBytes('png'), Buffer.alloc(MEDIA_MAX_BYTES.image)]),
        '图片不能超过10MB',
      ],
    ];
    for (const [name, type, bytes, message] of bad) {
      const answer = await upload(teacher, name, type, bytes);
      expect([name, answer.code, answer.msg]).toEqual([name, CODE.badRequest, message]);
    }
    const noFile = await uploadFile(t, '/api/manage/media', auth(teacher));
    expect([noFile.code, noFile.msg]).toEqual([CODE.badRequest, '请选择要上传的文件']);
    // A good file for a place that does not exist is refused before it is stored.
    const png = await pictureBytes('png');
    expect((await upload(teacher, 'a.png', 'image/png', png, { module_id: 8, category_id: 99999 })).code).toBe(
      CODE.notFound,
    );
    expect(storedFiles()).toEqual([]);
    expect(await t.database.db.selectFrom('media_items').select('id').execute()).toEqual([]);

    const badIds: [CallMethod, string, CallValues][] = [
      ['GET', '/api/study/resourceCategoryContent', { module_id: 'abc', resource_category_id: unit }],
      ['GET', '/api/study/resourceCategoryContent', { module_id: 8, resource_category_id: -1 }],
      ['GET', '/api/study/resource/content', { module_id: 8, id: '1.5' }],
      ['GET', '/api/study/resource/mediaList', { module_id: 8, kind: 'pdf' }],
    ];
    for (const [method, url, values] of badIds) {
      const answer = await as(pupil, method, url, values);
      expect([url, answer.code]).toEqual([url, CODE.badRequest]);
      expect(answer.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const untitled = await as(teacher, 'POST', '/api/manage/resourceItem', { category_id: unit, title: ' ' });
    expect([untitled.code, untitled.msg]).toEqual([CODE.badRequest, '请填写标题']);
    const badPid = await as(teacher, 'POST', '/api/manage/resourceCategory', { module_id: 8, pid: 'x', name: '甲' });
    expect([badPid.code, badPid.msg]).toEqual([CODE.badRequest, '上级分类有误']);
  });

  it('answers not-found for another module’s ids, never another module’s content', async () => {
    const { unit, first } = await buildLesson();
    const elsewhere = await as(teacher, 'POST', '/api/manage/resourceCategory', { module_id: 821, name: '声母' });
    const png = await upload(teacher, 'a.png', 'image/png', await pictureBytes('png'), {
      module_id: 8,
      category_id: unit,
    });

    const asked: [string, CallValues][] = [
      ['/api/study/resourceCategoryContent', { module_id: 821, resource_category_id: unit }],
      ['/api/study/resourceCategoryContent', { module_id: 8, resource_category_id: elsewhere.data.id }],
      ['/api/study/resourceCategoryContent', { module_id: 777, resource_category_id: unit }],
      ['/api/study/resource/content', { module_id: 821, id: first }],
      ['/api/study/resource/content', { module_id: 8, id: 99999 }],
      ['/api/study/resource/mediaList', { module_id: 821, category_id: unit }],
      ['/api/study/resource/mediaList', { module_id: 821, item_id: first }],
      ['/api/study/resource/mediaList', { module_id: 8, category_id: elsewhere.data.id, item_id: first }],
      ['/api/study/resource/mediaList', { module_id: 777 }],
    ];
    for (const [url, values] of asked) {
      const answer = await as(pupil, 'GET', url, values);
      expect([url, values, answer.code]).toEqual([url, values, CODE.notFound]);
    }
    const wrongPlaces: CallValues[] = [
      { id: png.data.id, module_id: 821, category_id: unit },
      { id: png.data.id, module_id: 821, item_id: first },
      { id: png.data.id, module_id: 777 },
      { id: 99999, module_id: 8 },
    ];
    for (const values of wrongPlaces) {
      expect((await as(teacher, 'POST', '/api/manage/media/attach', values)).code, JSON.stringify(values)).toBe(
        CODE.notFound,
      );
    }
    expect(
      (await as(teacher, 'POST', '/api/manage/resourceCategory', { module_id: 821, pid: unit, name: '乙' })).code,
    ).toBe(CODE.notFound);
    expect((await as(teacher, 'POST', '/api/manage/resourceCategory', { module_id: 777, name: '乙' })).code).toBe(
      CODE.notFound,
    );
    expect((await as(teacher, 'POST', '/api/manage/resourceItem', { category_id: 99999, title: '乙' })).code).toBe(
      CODE.notFound,
    );
  });
});
