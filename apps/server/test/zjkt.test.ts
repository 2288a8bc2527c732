import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, ZJKT_TEXT_MAX, ZJKT_TITLE_MAX, type ZjktLesson } from '@yuwen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_LESSONS } from '../src/modules/zjkt/zjkt-seed.data.js';
import { auth, type CallMethod, type CallValues, callApi, pngBytes, uploadFile } from './accounts-helpers.js';
import { createTestApp, createUser, login, signUpPupil, type TestApp } from './test-app.js';
import { seedTextbook } from './textbook-fixture.js';

// 专家课堂 (issue 17): teachers and admins write lessons (pictures checked by content, a media
// library video, links into the catalogue); pupils read the published ones; a teacher changes
// only their own. Also 考试中心's papers a teacher wrote: their list and deleting one.

describe.each(testEngines())('专家课堂 on %s', (engine) => {
  let t: TestApp;
  let admin: Account;
  let teacher: Account;
  let otherTeacher: Account;
  let pupil: Account;
  let lessonId: number;
  let videoId: number;

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });
  const save = (who: Account, values: CallValues) => call('POST', '/api/manage/zjkt/lesson', who, values);
  const upload = async (who: Account, values: CallValues, bytes?: Buffer, name = 'cover.png') =>
    uploadFile(t, '/api/manage/zjkt/image', { ...auth(who), ...values }, bytes && { name, type: 'image/png', bytes });
  const makeTeacher = async (account: string, nickname: string) => {
    const made = await call('POST', '/api/classes/teacher', admin, { account, password: `pw-${account}`, nickname });
    expect(made.code, made.msg).toBe(CODE.ok);
    return login(t.app, account, `pw-${account}`);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedTextbook(t.database);
    const { db } = t.database;
    await db
      .insertInto('poems')
      .values({
        id: 2,
        collection: 'bibei',
        sort: 2,
        title: '咏鹅',
        author: '骆宾王',
        dynasty: '唐',
        content: '鹅，鹅，鹅',
        notes: '',
        pinyin: '',
      })
      .execute();
    lessonId = (
      await db
        .selectFrom('textbook_lessons')
        .select('category_id')
        .where('key', '=', 'g1a/u1/1')
        .executeTakeFirstOrThrow()
    ).category_id;
    await createUser(t.database, 'zjkt_admin', 'pw-zjkt-admin', 'admin');
    admin = await login(t.app, 'zjkt_admin', 'pw-zjkt-admin');
    teacher = await makeTeacher('zjkt_teacher', '王老师');
    otherTeacher = await makeTeacher('zjkt_teacher_b', '李老师');
    pupil = await signUpPupil(t, 'zjkt_pupil', 'pw-zjkt-pupil');
    const video = await db
      .insertInto('media_items')
      .values({
        kind: 'video',
        title: '白鹅游水',
        file: `${'a'.repeat(32)}.webm`,
        mime: 'video/webm',
        size: 10,
        duration_ms: 2000,
        width: 64,
        height: 48,
        module_id: null,
        category_id: null,
        item_id: null,
        uploaded_by: null,
        created_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    videoId = video.id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('shows pupils our lessons on a new installation, linking to real content', async () => {
    const list = await call('GET', '/api/zjkt/lessons', pupil);
    expect(list.code).toBe(CODE.ok);
    expect(list.data.map((l: { title: string }) => l.title)).toEqual(SEED_LESSONS.map((s) => s.title));
    const yonge = (await call('GET', '/api/zjkt/lesson', pupil, { id: list.data[0].id })).data as ZjktLesson;
    expect(yonge.author_name).toBe('语文学堂');
    expect(yonge.video).toBeNull();
    expect(yonge.can_edit).toBe(false);
    expect(yonge.links).toEqual([
      { kind: 'poem', id: 2, text: '', label: '《咏鹅》唐·骆宾王' },
      { kind: 'chars', id: 0, text: '鹅项歌掌波', label: '鹅 项 歌 掌 波' },
    ]);
    // 天地人 links the fixture's lesson; 春晓 is not in the fixture's catalogue, so its poem link is left out.
    const tiandiren = list.data.find((l: { title: string }) => l.title.includes('天、地、人'));
    const shown = (await call('GET', '/api/zjkt/lesson', pupil, { id: tiandiren.id })).data as ZjktLesson;
    expect(shown.links[0]).toEqual({ kind: 'lesson', id: lessonId, text: '', label: '一年级上册 1 天地人' });
    const chunxiao = list.data.find((l: { title: string }) => l.title.includes('春晓'));
    expect(((await call('GET', '/api/zjkt/lesson', pupil, { id: chunxiao.id })).data as ZjktLesson).links).toHaveLength(
      1,
    );
  });

  it('lets a teacher write, illustrate, publish, change and delete a lesson that pupils then read', async () => {
    const found = await call('GET', '/api/manage/zjkt/targets', teacher, { kind: 'poem', q: '鹅' });
    expect(found.data).toEqual([{ id: 2, label: '《咏鹅》唐·骆宾王' }]);
    const lessons = await call('GET', '/api/manage/zjkt/targets', teacher, { kind: 'lesson', q: '天地' });
    expect(lessons.data).toEqual([{ id: lessonId, label: '一年级上册 1 天地人' }]);

    const links = JSON.stringify([
      { kind: 'poem', id: 2 },
      { kind: 'lesson', id: lessonId },
      { kind: 'chars', text: '鹅 鹅白' },
    ]);
    const made = await save(teacher, { title: '白鹅来了', text: '第一段\n第二段', video_id: videoId, links });
    expect(made.code).toBe(CODE.ok);
    const draft = made.data as ZjktLesson;
    expect(draft).toMatchObject({ title: '白鹅来了', published_at: 0, can_edit: true, text: '第一段\n第二段' });
    expect(draft.video).toEqual({
      id: videoId,
      title: '白鹅游水',
      url: `/api/study/resource/media/${'a'.repeat(32)}.webm`,
      mime: 'video/webm',
    });
    expect(draft.links.map((l) => l.label)).toEqual(['《咏鹅》唐·骆宾王', '一年级上册 1 天地人', '鹅 白']);

    // A draft is the author's: pupils neither list nor open it.
    expect((await call('GET', '/api/zjkt/lesson', pupil, { id: draft.id })).code).toBe(CODE.notFound);
    expect((await call('GET', '/api/zjkt/lessons', pupil)).data.some((l: { id: number }) => l.id === draft.id)).toBe(
      false,
    );

    const withCover = await upload(teacher, { id: draft.id, slot: 'cover' }, await pngBytes(400, 300));
    expect(withCover.code).toBe(CODE.ok);
    expect(withCover.data.cover).toMatch(/^\/zjkt-images\/[a-f0-9]{32}\.webp$/);
    const picture = await t.app.inject({ method: 'GET', url: withCover.data.cover });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const withImage = await upload(teacher, { id: draft.id, slot: 'image' }, await pngBytes(200, 200));
    expect(withImage.data.images).toHaveLength(1);

    const published = await call('POST', '/api/manage/zjkt/publish', teacher, { id: draft.id, published: 1 });
    expect(published.data.published_at).toBeGreaterThan(0);
    const list = (await call('GET', '/api/zjkt/lessons', pupil)).data;
    expect(list[0]).toMatchObject({ id: draft.id, title: '白鹅来了', author_name: '王老师', has_video: true });
    const read = (await call('GET', '/api/zjkt/lesson', pupil, { id: draft.id })).data as ZjktLesson;
    expect(read.can_edit).toBe(false);
    expect(read.images).toEqual(withImage.data.images);

    const changed = await save(teacher, { id: draft.id, title: '白鹅游水', text: '新的正文', links: '[]' });
    expect(changed.data).toMatchObject({
      title: '白鹅游水',
      video: null,
      links: [],
      published_at: published.data.published_at,
    });
    const removedImage = await call('POST', '/api/manage/zjkt/image/remove', teacher, {
      id: draft.id,
      name: String(read.images[0]).split('/').pop() ?? '',
    });
    expect(removedImage.data.images).toEqual([]);

    expect((await call('GET', '/api/manage/zjkt/lessons', teacher)).data.map((l: { id: number }) => l.id)).toEqual([
      draft.id,
    ]);
    expect((await call('POST', '/api/manage/zjkt/delete', teacher, { id: draft.id })).code).toBe(CODE.ok);
    expect((await call('GET', '/api/zjkt/lesson', pupil, { id: draft.id })).code).toBe(CODE.notFound);
    expect((await t.app.inject({ method: 'GET', url: withCover.data.cover })).statusCode).toBe(404);
  });

  it('keeps a teacher to their own lessons; an admin may change any; pupils write none', async () => {
    const mine = (await save(teacher, { title: '我的课' })).data as ZjktLesson;
    const refused = { code: CODE.forbidden, msg: '只能修改自己写的课程' };
    expect(await save(otherTeacher, { id: mine.id, title: '改一改' })).toMatchObject(refused);
    expect(await call('POST', '/api/manage/zjkt/publish', otherTeacher, { id: mine.id, published: 1 })).toMatchObject(
      refused,
    );
    expect(await call('POST', '/api/manage/zjkt/delete', otherTeacher, { id: mine.id })).toMatchObject(refused);
    expect(await upload(otherTeacher, { id: mine.id, slot: 'cover' }, await pngBytes())).toMatchObject(refused);
    expect((await call('GET', '/api/zjkt/lesson', otherTeacher, { id: mine.id })).code).toBe(CODE.notFound);
    expect((await call('GET', '/api/manage/zjkt/lessons', otherTeacher)).data).toEqual([]);
    // The seeded lessons are no teacher's.
    const seeded = (await call('GET', '/api/zjkt/lessons', pupil)).data.at(-1);
    expect(await save(teacher, { id: seeded.id, title: '改一改' })).toMatchObject(refused);

    expect((await save(admin, { id: mine.id, title: '管理员改过' })).data.title).toBe('管理员改过');
    expect((await call('GET', '/api/manage/zjkt/lessons', admin)).data.length).toBeGreaterThan(SEED_LESSONS.length);
    for (const [method, url, values] of [
      ['POST', '/api/manage/zjkt/lesson', { title: '学生写' }],
      ['GET', '/api/manage/zjkt/lessons', {}],
      ['GET', '/api/manage/zjkt/targets', { kind: 'poem', q: '鹅' }],
      ['POST', '/api/manage/zjkt/delete', { id: mine.id }],
    ] as const) {
      expect((await call(method, url, pupil, values)).code, url).toBe(CODE.forbidden);
    }
  });

  it('answers bad input with clear messages', async () => {
    expect(await call('GET', '/api/zjkt/lesson', pupil, { id: 999999 })).toMatchObject({
      code: CODE.notFound,
      msg: '没有这节课',
    });
    expect(await save(teacher, { id: 999999, title: '没有' })).toMatchObject({
      code: CODE.notFound,
      msg: '没有这节课',
    });
    expect((await save(teacher, { title: '长'.repeat(ZJKT_TITLE_MAX + 1) })).msg).toContain(
      `标题最多${ZJKT_TITLE_MAX}个字`,
    );
    expect((await save(teacher, { title: '  ' })).msg).toContain('请写下课程标题');
    expect((await save(teacher, { title: '课', text: '字'.repeat(ZJKT_TEXT_MAX + 1) })).msg).toContain(
      `正文最多${ZJKT_TEXT_MAX}个字`,
    );
    expect((await save(teacher, { title: '课', video_id: 999 })).msg).toBe('没有这个视频，请从媒体库里选一个');
    expect((await save(teacher, { title: '课', links: '[{"kind":"poem","id":999}]' })).msg).toBe('链接的古诗不存在');
    expect((await save(teacher, { title: '课', links: '[{"kind":"lesson","id":999}]' })).msg).toBe('链接的课文不存在');
    expect((await save(teacher, { title: '课', links: '[{"kind":"chars","text":"abc"}]' })).msg).toContain(
      '汉字链接请只写汉字',
    );
    expect((await save(teacher, { title: '课', links: 'not json' })).msg).toContain('链接格式有误');

    const lesson = (await save(teacher, { title: '图片课' })).data as ZjktLesson;
    const text = Buffer.from('<html><body>not a picture</body></html>');
    expect(await upload(teacher, { id: lesson.id, slot: 'cover' }, text, 'cover.png')).toMatchObject({
      code: CODE.badRequest,
      msg: '文件不是可用的图片，请选择 JPG、PNG、WebP 或 GIF 图片',
    });
    expect((await upload(teacher, { id: lesson.id, slot: 'cover' })).msg).toBe('请选择一张图片');
    expect((await upload(teacher, { id: lesson.id, slot: 'poster' }, await pngBytes())).code).toBe(CODE.badRequest);
    expect((await call('POST', '/api/manage/zjkt/image/remove', teacher, { id: lesson.id, name: 'x.webp' })).msg).toBe(
      '这张图片不在这节课里',
    );
  });
});

describe.each(testEngines())('考试中心 papers written by teachers on %s', (engine) => {
  let t: TestApp;
  let admin: Account;
  let teacher: Account;
  let otherTeacher: Account;
  let pupil: Account;

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });
  const paperText = (title: string) =>
    `# 标题：${title}\n# 册：g1a\n# 时间：10\n\n[判断] judge\n题：「口」一共有三画。\n答案：对\n`;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedTextbook(t.database);
    await createUser(t.database, 'kp_admin', 'pw-kp-admin', 'admin');
    admin = await login(t.app, 'kp_admin', 'pw-kp-admin');
    for (const account of ['kp_teacher', 'kp_teacher_b']) {
      const values = { account, password: `pw-${account}`, nickname: '张老师' };
      expect((await call('POST', '/api/classes/teacher', admin, values)).code).toBe(CODE.ok);
    }
    teacher = await login(t.app, 'kp_teacher', 'pw-kp_teacher');
    otherTeacher = await login(t.app, 'kp_teacher_b', 'pw-kp_teacher_b');
    pupil = await signUpPupil(t, 'kp_pupil', 'pw-kp-pupil');
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('lists a teacher their own papers and deletes one; handed-in attempts keep their scores', async () => {
    const mine = (await call('POST', '/api/manage/kszx/paper', teacher, { text: paperText('我的小测') })).data;
    await call('POST', '/api/manage/kszx/paper', otherTeacher, { text: paperText('别人的小测') });
    const listed = await call('GET', '/api/manage/kszx/papers', teacher);
    expect(listed.data).toMatchObject([{ id: mine.id, title: '我的小测', volume_name: '一年级上册', handed_in: 0 }]);
    expect((await call('GET', '/api/manage/kszx/papers', admin)).data).toHaveLength(2);

    const attempt = (await call('POST', '/api/kszx/attempt', pupil, { paper_id: mine.id })).data;
    await call('POST', '/api/kszx/attempt/answer', pupil, { attempt_id: attempt.id, index: 0, answer: 'true' });
    expect((await call('POST', '/api/kszx/attempt/submit', pupil, { attempt_id: attempt.id })).data.result.score).toBe(
      100,
    );
    expect((await call('GET', '/api/manage/kszx/papers', teacher)).data[0].handed_in).toBe(1);

    expect(await call('POST', '/api/manage/kszx/paper/delete', otherTeacher, { paper_id: mine.id })).toMatchObject({
      code: CODE.notFound,
      msg: '没有这份试卷',
    });
    expect((await call('POST', '/api/manage/kszx/paper/delete', pupil, { paper_id: mine.id })).code).toBe(
      CODE.forbidden,
    );
    expect((await call('POST', '/api/manage/kszx/paper/delete', teacher, { paper_id: mine.id })).code).toBe(CODE.ok);
    expect((await call('GET', '/api/manage/kszx/papers', teacher)).data).toEqual([]);
    const papers = (await call('GET', '/api/kszx/papers', pupil, { volume: 'g1a', kind: 'custom' })).data;
    expect(papers.map((p: { title: string }) => p.title)).toEqual(['别人的小测']);
    expect((await call('POST', '/api/kszx/attempt', pupil, { paper_id: mine.id })).code).toBe(CODE.notFound);
    const history = (await call('GET', '/api/kszx/history', pupil)).data;
    expect(history).toMatchObject([{ attempt_id: attempt.id, title: '我的小测', score: 100 }]);
    expect((await call('GET', '/api/kszx/attempt', pupil, { attempt_id: attempt.id })).data.result.score).toBe(100);
    // A paper made from the textbook is nobody's to delete.
    const generated = (await call('GET', '/api/kszx/papers', pupil, { volume: 'g1a', kind: 'final' })).data[0];
    expect((await call('POST', '/api/manage/kszx/paper/delete', admin, { paper_id: generated.id })).code).toBe(
      CODE.notFound,
    );
  });
});
