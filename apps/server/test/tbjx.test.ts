import { TextbookImportRepository } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, TBJX_MODULE_ID } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';
import { seedTextbook, volume } from './textbook-fixture.js';

describe.each(testEngines())('同步教学 calls on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedTextbook(t.database);
    pupil = await signUpPupil(t, 'tb_p1', 'pw-tb-p1');
    other = await signUpPupil(t, 'tb_p2', 'pw-tb-p2');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });
  const volumeId = async () => (await call('GET', '/api/study/textbook/volumes', pupil)).data[0].id as number;
  const lessons = async () => {
    const answer = await call('GET', '/api/study/textbook/volume', pupil, { id: await volumeId() });
    return answer.data.units[0].lessons as { id: number; title: string; learned: number; total: number }[];
  };

  it('lists the volume and its tree through resourceCategory (volume → unit → lesson)', async () => {
    const volumes = await call('GET', '/api/study/textbook/volumes', pupil);
    expect(volumes.code).toBe(CODE.ok);
    expect(volumes.data).toEqual([
      expect.objectContaining({ key: 'g1a', name: '一年级上册', status: 'complete', shizi_total: 13, grade: 1 }),
    ]);
    const tree = await callApi(t, 'GET', '/api/study/module/resourceCategory', {
      module_id: TBJX_MODULE_ID,
      need_deep: 1,
    });
    expect(tree.data[0].name).toBe('一年级上册');
    expect(tree.data[0].children[0].name).toBe('第一单元');
    expect(tree.data[0].children[0].children.map((c: { name: string }) => c.name)).toEqual([
      '1 天地人',
      '2 金木水火土',
      '3 静夜思',
    ]);
  });

  it('answers a lesson on resource/content with its tiles, classics, neighbours and breadcrumbs', async () => {
    const [first, second, third] = await lessons();
    const answer = await call('GET', '/api/study/resource/content', pupil, {
      module_id: TBJX_MODULE_ID,
      lesson_id: second?.id ?? 0,
    });
    expect(answer.code).toBe(CODE.ok);
    expect(answer.data.shizi.map((tile: { char: string }) => tile.char).join('')).toBe('一二三上下');
    expect(answer.data.xiezi.map((tile: { char: string }) => tile.char).join('')).toBe('一二三上');
    expect(answer.data.shizi[0]).toMatchObject({ readings: ['yī'], learned: false });
    expect(answer.data.previous_id).toBe(first?.id);
    expect(answer.data.next_id).toBe(third?.id);
    expect(answer.data.breadcrumbs.map((c: { name: string }) => c.name)).toEqual([
      '同步教学',
      '一年级上册',
      '第一单元',
      '金木水火土',
    ]);
    const classic = await call('GET', '/api/study/resource/content', pupil, {
      module_id: TBJX_MODULE_ID,
      lesson_id: third?.id ?? 0,
    });
    expect(classic.data.classics).toEqual([{ title: '静夜思', author: '李白', dynasty: '唐', poem_id: 1 }]);

    const unknown = await call('GET', '/api/study/resource/content', pupil, {
      module_id: TBJX_MODULE_ID,
      lesson_id: 999999,
    });
    expect(unknown).toMatchObject({ code: CODE.notFound, msg: '没有这一课' });
    const poemStill = await call('GET', '/api/study/resource/content', pupil, { id: 1 });
    expect(poemStill.data.title).toBe('静夜思');
  });

  it('the unit (partInfo) lists its lessons and 日积月累', async () => {
    const [first] = await lessons();
    const lesson = await call('GET', '/api/study/resource/content', pupil, {
      module_id: TBJX_MODULE_ID,
      lesson_id: first?.id ?? 0,
    });
    const unit = await call('GET', '/api/study/textbook/unit', pupil, { id: lesson.data.unit_id });
    expect(unit.data.rijileiji).toEqual([{ group: '古诗', items: [{ text: '静夜思（唐·李白）', poem_id: 1 }] }]);
    expect(unit.data.lessons).toHaveLength(3);
    const missing = await call('GET', '/api/study/textbook/unit', pupil, { id: 999999 });
    expect(missing.code).toBe(CODE.notFound);
  });

  it('识字 is marked on the server: right answers mark characters learned, and a round is handed in once', async () => {
    const [first] = await lessons();
    const started = await call('POST', '/api/study/textbook/exercise', pupil, {
      lesson_id: first?.id ?? 0,
      kind: 'sz',
    });
    expect(started.code).toBe(CODE.ok);
    const questions = started.data.questions as { kind: string; options: string[] }[];
    expect(questions).toHaveLength(6);
    expect(new Set(questions.map((q) => q.kind))).toEqual(new Set(['read', 'hear']));
    expect(JSON.stringify(started.data)).not.toContain('"answer"');

    const stored = await t.database.db
      .selectFrom('textbook_exercises')
      .select('questions')
      .where('id', '=', started.data.id)
      .executeTakeFirstOrThrow();
    const right = (JSON.parse(stored.questions) as { answer: number }[]).map((q) => q.answer);
    // Another pupil cannot hand in this round.
    const foreign = await call('POST', '/api/study/textbook/exercise/submit', other, {
      id: started.data.id,
      answers: JSON.stringify(right),
    });
    expect(foreign.code).toBe(CODE.notFound);
    const wrongFirst = right.map((answer, i) => (i === 0 ? (answer + 1) % 4 : answer));
    const result = await call('POST', '/api/study/textbook/exercise/submit', pupil, {
      id: started.data.id,
      answers: JSON.stringify(wrongFirst),
    });
    expect(result.data).toMatchObject({ total: 6, correct: 5, score: 83 });
    expect(result.data.marks[0].correct).toBe(false);
    const again = await call('POST', '/api/study/textbook/exercise/submit', pupil, {
      id: started.data.id,
      answers: JSON.stringify(right),
    });
    expect(again).toMatchObject({ code: CODE.badRequest, msg: '这份练习已经交过了' });

    const progress = (await lessons())[0];
    expect(progress).toMatchObject({ learned: 5, total: 6 });
    const history = await call('GET', '/api/study/textbook/exercise', pupil, { lesson_id: first?.id ?? 0 });
    expect(history.data.map((r: { score: number }) => r.score)).toEqual([83]);
    const theirs = await call('GET', '/api/study/textbook/exercise', other, { lesson_id: first?.id ?? 0 });
    expect(theirs.data).toEqual([]);
  });

  it('作业 asks every kind, and a wrong character goes to the 错字本', async () => {
    const [, , third] = await lessons();
    const started = await call('POST', '/api/study/textbook/exercise', pupil, {
      lesson_id: third?.id ?? 0,
      kind: 'zy',
    });
    const questions = started.data.questions as { kind: string; prompt: string; options: string[] }[];
    expect(questions).toHaveLength(5);
    expect(questions.map((q) => q.kind)).toContain('strokes');
    const strokes = questions.find((q) => q.kind === 'strokes');
    expect(strokes?.options).toHaveLength(4);
    const answers = questions.map((q) => (q.kind === 'write' ? false : -1));
    const result = await call('POST', '/api/study/textbook/exercise/submit', pupil, {
      id: started.data.id,
      answers: JSON.stringify(answers),
    });
    expect(result.data).toMatchObject({ correct: 0, score: 0 });
    const review = await call('GET', '/api/study/user/review', pupil);
    expect(review.data.wrong.map((tile: { char: string }) => tile.char).sort()).toEqual([...'口耳目手足'].sort());
    const short = await call('POST', '/api/study/textbook/exercise', pupil, { lesson_id: third?.id ?? 0, kind: 'zy' });
    const mismatch = await call('POST', '/api/study/textbook/exercise/submit', pupil, {
      id: short.data.id,
      answers: JSON.stringify([0]),
    });
    expect(mismatch).toMatchObject({ code: CODE.badRequest, msg: '答案与题目不符' });
  });

  it('教案 is for teachers: pupils are refused, a teacher writes and clears it', async () => {
    const [first] = await lessons();
    const lessonId = first?.id ?? 0;
    expect((await call('GET', '/api/study/textbook/plan', pupil, { lesson_id: lessonId })).code).toBe(CODE.forbidden);
    expect((await call('POST', '/api/manage/textbook/plan', pupil, { lesson_id: lessonId, body: '目标' })).code).toBe(
      CODE.forbidden,
    );
    await t.database.db.updateTable('users').set({ role: 'teacher' }).where('id', '=', other.id).execute();
    const saved = await call('POST', '/api/manage/textbook/plan', other, {
      lesson_id: lessonId,
      body: '教学目标：认识六个字。\n\n教学过程：看图说话。',
    });
    expect(saved.data).toMatchObject({ paragraphs: ['教学目标：认识六个字。', '教学过程：看图说话。'] });
    const read = await call('GET', '/api/study/textbook/plan', other, { lesson_id: lessonId });
    expect(read.data.paragraphs).toHaveLength(2);
    const cleared = await call('POST', '/api/manage/textbook/plan', other, { lesson_id: lessonId, body: '  ' });
    expect(cleared.data).toMatchObject({ paragraphs: [], updated_at: 0 });
  });

  it('the content kit does not remove a lesson, though teachers may hang items and media on it', async () => {
    const [first] = await lessons();
    await t.database.db.updateTable('users').set({ role: 'teacher' }).where('id', '=', other.id).execute();
    const removed = await call('DELETE', '/api/manage/resourceCategory', other, { id: first?.id ?? 0 });
    expect(removed).toMatchObject({ code: CODE.badRequest, msg: '课本的册、单元和课来自课本数据，不能删除' });
    const item = await call('POST', '/api/manage/resourceItem', other, {
      category_id: first?.id ?? 0,
      title: '课文朗读',
    });
    expect(item.code).toBe(CODE.ok);
    const listed = await call('GET', '/api/study/resourceCategoryContent', pupil, {
      module_id: TBJX_MODULE_ID,
      resource_category_id: first?.id ?? 0,
    });
    expect(listed.data.list.map((i: { title: string }) => i.title)).toEqual(['课文朗读']);
    // The item opens as an item on the same path: only `lesson_id` asks for the lesson.
    const opened = await call('GET', '/api/study/resource/content', pupil, {
      module_id: TBJX_MODULE_ID,
      id: item.data.id,
    });
    expect(opened).toMatchObject({ code: CODE.ok, data: { title: '课文朗读' } });
  });

  it('a re-import keeps the ids of lessons still there and removes the others', async () => {
    const before = await lessons();
    await new TextbookImportRepository(t.database.db).replaceAll(TBJX_MODULE_ID, [volume(false)]);
    const after = await lessons();
    expect(after.map((l) => l.id)).toEqual(before.slice(0, 2).map((l) => l.id));
    const gone = await call('GET', '/api/study/resource/content', pupil, {
      module_id: TBJX_MODULE_ID,
      lesson_id: before[2]?.id ?? 0,
    });
    expect(gone.code).toBe(CODE.notFound);
  });
});
