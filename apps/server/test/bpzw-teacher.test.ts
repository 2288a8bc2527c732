import { testEngines } from '@yuwen/db/testing';
import { type Account, type Attempt, CODE, type Composition, type HandedComposition } from '@yuwen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewedScore } from '../src/modules/kszx/writing-reviews.js';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { createTestApp, createUser, login, signUpPupil, type TestApp } from './test-app.js';
import { seedTextbook } from './textbook-fixture.js';

// The teacher's side of written work (issues 16, 17): compositions handed to a class and commented
// on, 考试中心 写话 answers given points; a teacher reaches only their own classes' pupils.

const PAPER = `# 标题：写话小测
# 册：g1a
# 时间：15

[判断] judge
题：「口」一共有三画。
答案：对

[写话] textarea
题：写一写你的好朋友。
`;

describe('reviewedScore', () => {
  it('weighs a reviewed 写话 as one question by its points; an unreviewed one waits', () => {
    expect(reviewedScore([true, null], {})).toEqual({ score: 100, pending: 1 });
    expect(reviewedScore([true, null], { 1: { points: 6 } })).toEqual({ score: 80, pending: 0 });
    expect(reviewedScore([false, false, null, null], { 3: { points: 10 } })).toEqual({ score: 33, pending: 1 });
    expect(reviewedScore([null], {})).toEqual({ score: 0, pending: 1 });
  });
});

describe.each(testEngines())('the teacher’s side of written work on %s', (engine) => {
  let t: TestApp;
  let teacher: Account;
  let otherTeacher: Account;
  let pupil: Account;
  let outsider: Account;
  let classId: number;
  let otherClassId: number;

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });

  const makeTeacher = async (account: string) => {
    const id = await createUser(t.database, account, `pw-${account}`);
    await t.database.db
      .updateTable('users')
      .set({ role: 'teacher', nickname: `${account}老师` })
      .where('id', '=', id)
      .execute();
    return login(t.app, account, `pw-${account}`);
  };
  const newClass = async (who: Account, name: string) => {
    const made = await call('POST', '/api/classes/class', who, { name, grade: '3' });
    expect(made.code).toBe(CODE.ok);
    return made.data as { id: number; code: string };
  };
  const join = async (who: Account, code: string) =>
    expect((await call('POST', '/api/classes/join', who, { code })).code).toBe(CODE.ok);
  const write = async (who: Account, title: string, body: string) => {
    const saved = await call('POST', '/api/study/bpzw/composition', who, { title, body, sheet: 400 });
    expect(saved.code).toBe(CODE.ok);
    return saved.data as Composition;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedTextbook(t.database);
    teacher = await makeTeacher('zw_teacher');
    otherTeacher = await makeTeacher('zw_other');
    pupil = await signUpPupil(t, 'zw_pupil', 'pw-zw-pupil');
    outsider = await signUpPupil(t, 'zw_outsider', 'pw-zw-outsider');
    const mine = await newClass(teacher, '三年级一班');
    const theirs = await newClass(otherTeacher, '三年级二班');
    classId = mine.id;
    otherClassId = theirs.id;
    await join(pupil, mine.code);
    await join(outsider, theirs.code);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a pupil hands a composition to their class; the teacher reads it on 稿纸 and comments; the pupil sees it', async () => {
    const draft = await write(pupil, '我的好朋友', '我的好朋友叫小明。\n他很爱笑。');
    expect(draft.handed).toEqual([]);
    const handed = await call('POST', '/api/study/bpzw/composition/hand-in', pupil, {
      id: draft.id,
      class_id: classId,
    });
    expect(handed.code).toBe(CODE.ok);
    expect(handed.data.handed).toEqual([
      expect.objectContaining({ class_id: classId, class_name: '三年级一班', count: 14, comment: '', grade: '' }),
    ]);

    // The pupil writes on; the teacher reads the copy handed in.
    await call('POST', '/api/study/bpzw/composition', pupil, {
      id: draft.id,
      title: '我的好朋友',
      body: '改过了。',
      sheet: 400,
    });
    const list = await call('GET', '/api/study/bpzw/handed', teacher);
    expect(list.data.list).toEqual([
      expect.objectContaining({
        class_name: '三年级一班',
        pupil_name: 'zw_pupil',
        title: '我的好朋友',
        commented_at: 0,
      }),
    ]);
    const id = list.data.list[0].id as number;
    expect((await call('GET', '/api/study/bpzw/handed', teacher, { class_id: classId })).data.list).toHaveLength(1);
    const one = await call('GET', '/api/study/bpzw/handed/one', teacher, { id });
    expect(one.data).toMatchObject({ body: '我的好朋友叫小明。\n他很爱笑。', sheet: 400, comment: '' });

    const commented = await call('POST', '/api/study/bpzw/handed/comment', teacher, {
      id,
      comment: '写出了朋友爱笑的样子，再加一件小事会更好。',
      grade: '良',
    });
    expect(commented.code).toBe(CODE.ok);
    expect((commented.data as HandedComposition).commented_at).toBeGreaterThan(0);
    const seen = await call('GET', '/api/study/bpzw/composition', pupil, { id: draft.id });
    expect(seen.data.handed[0]).toMatchObject({ comment: '写出了朋友爱笑的样子，再加一件小事会更好。', grade: '良' });

    // Bad input is named; handing in again sends the new text and waits for a new comment.
    const empty = await call('POST', '/api/study/bpzw/handed/comment', teacher, { id, comment: ' ' });
    expect(empty).toMatchObject({ code: CODE.badRequest, msg: expect.stringContaining('请写几句评语') });
    const badGrade = await call('POST', '/api/study/bpzw/handed/comment', teacher, { id, comment: '好', grade: '甲' });
    expect(badGrade).toMatchObject({ code: CODE.badRequest, msg: expect.stringContaining('优、良或再改改') });
    const again = await call('POST', '/api/study/bpzw/composition/hand-in', pupil, { id: draft.id, class_id: classId });
    expect(again.data.handed[0]).toMatchObject({ count: 4, comment: '', grade: '', commented_at: 0 });
    expect((await call('GET', '/api/study/bpzw/handed/one', teacher, { id })).data.body).toBe('改过了。');
  });

  it('every hand-in call refuses a class, composition or hand-in that is not the caller’s', async () => {
    const draft = await write(pupil, '秋天', '秋天来了。');
    const foreign = await write(outsider, '冬天', '冬天来了。');
    const handIn = (who: Account, id: number, cls: number) =>
      call('POST', '/api/study/bpzw/composition/hand-in', who, { id, class_id: cls });
    // A class the pupil is not in, another pupil's composition, a class that does not exist.
    expect(await handIn(pupil, draft.id, otherClassId)).toMatchObject({ code: CODE.notFound, msg: '没有找到这个班级' });
    expect(await handIn(pupil, foreign.id, classId)).toMatchObject({ code: CODE.notFound, msg: '没有找到这篇作文' });
    expect((await handIn(pupil, draft.id, 999_999)).code).toBe(CODE.notFound);
    expect((await handIn(outsider, foreign.id, otherClassId)).code).toBe(CODE.ok);

    // The other teacher sees only the outsider's; neither teacher reaches the other's hand-ins.
    const theirs = (await call('GET', '/api/study/bpzw/handed', otherTeacher)).data.list as {
      id: number;
      pupil_name: string;
    }[];
    expect(theirs.map((h) => h.pupil_name)).toEqual(['zw_outsider']);
    const mine = (await call('GET', '/api/study/bpzw/handed', teacher)).data.list as { id: number }[];
    expect(mine.map((h) => h.id)).not.toContain(theirs[0]?.id);
    const foreignId = theirs[0]?.id ?? 0;
    expect((await call('GET', '/api/study/bpzw/handed/one', teacher, { id: foreignId })).code).toBe(CODE.notFound);
    const comment = await call('POST', '/api/study/bpzw/handed/comment', teacher, { id: foreignId, comment: '好' });
    expect(comment.code).toBe(CODE.notFound);
    expect((await call('GET', '/api/study/bpzw/handed', teacher, { class_id: otherClassId })).data.list).toEqual([]);
    // Pupils have no teacher's side at all.
    expect((await call('GET', '/api/study/bpzw/handed', pupil)).code).toBe(CODE.forbidden);
    expect((await call('GET', '/api/study/bpzw/handed/one', outsider, { id: foreignId })).code).toBe(CODE.forbidden);

    // A pupil who leaves the class takes their hand-ins out of the teacher's list.
    await call('POST', '/api/classes/leave', outsider, { class_id: otherClassId });
    expect((await call('GET', '/api/study/bpzw/handed', otherTeacher)).data.list).toEqual([]);
    expect((await call('GET', '/api/study/bpzw/handed/one', otherTeacher, { id: foreignId })).code).toBe(CODE.notFound);
    await join(outsider, (await call('GET', '/api/classes/teaching', otherTeacher)).data[0].code);
  });

  it('a teacher gives a 写话 answer points and a comment; the score updates and the pupil sees it', async () => {
    const paper = await call('POST', '/api/manage/kszx/paper', teacher, { text: PAPER });
    expect(paper.code).toBe(CODE.ok);
    const takeIt = async (who: Account) => {
      const attempt = (await call('POST', '/api/kszx/attempt', who, { paper_id: paper.data.id })).data as Attempt;
      await call('POST', '/api/kszx/attempt/answer', who, { attempt_id: attempt.id, index: 0, answer: 'true' });
      await call('POST', '/api/kszx/attempt/answer', who, {
        attempt_id: attempt.id,
        index: 1,
        answer: JSON.stringify('我的好朋友是小红，她会跳绳。'),
      });
      const done = await call('POST', '/api/kszx/attempt/submit', who, { attempt_id: attempt.id });
      expect(done.data.result).toMatchObject({ score: 100, pending: 1 });
      return attempt.id;
    };
    const attemptId = await takeIt(pupil);
    const foreignAttempt = await takeIt(outsider);

    const waiting = await call('GET', '/api/kszx/writing', teacher);
    expect(waiting.data.list).toEqual([
      expect.objectContaining({
        attempt_id: attemptId,
        index: 1,
        pupil_name: 'zw_pupil',
        class_names: '三年级一班',
        paper_title: '写话小测',
        prompt: '写一写你的好朋友。',
        answer: '我的好朋友是小红，她会跳绳。',
        max: 10,
        points: null,
      }),
    ]);

    const mark = (who: Account, values: CallValues) => call('POST', '/api/kszx/writing/mark', who, values);
    expect(await mark(teacher, { attempt_id: attemptId, index: 1, points: 11 })).toMatchObject({
      code: CODE.badRequest,
      msg: expect.stringContaining('分数在0到10之间'),
    });
    // The judge question is marked by the server, not by a teacher; the other teacher's pupil is not found.
    expect((await mark(teacher, { attempt_id: attemptId, index: 0, points: 5 })).code).toBe(CODE.notFound);
    expect((await mark(teacher, { attempt_id: foreignAttempt, index: 1, points: 5 })).code).toBe(CODE.notFound);
    expect((await mark(otherTeacher, { attempt_id: attemptId, index: 1, points: 5 })).code).toBe(CODE.notFound);
    expect((await mark(pupil, { attempt_id: attemptId, index: 1, points: 10 })).code).toBe(CODE.forbidden);

    const marked = await mark(teacher, {
      attempt_id: attemptId,
      index: 1,
      points: 6,
      comment: '写出了她会跳绳，真好。',
    });
    expect(marked.data).toMatchObject({ points: 6, comment: '写出了她会跳绳，真好。', score: 80, pending: 0 });
    expect((await call('GET', '/api/kszx/writing', teacher)).data.list).toEqual([]);
    expect((await call('GET', '/api/kszx/writing', teacher, { marked: '1' })).data.list).toEqual([
      expect.objectContaining({ attempt_id: attemptId, points: 6 }),
    ]);

    const seen = (await call('GET', '/api/kszx/attempt', pupil, { attempt_id: attemptId })).data as Attempt;
    expect(seen.result).toMatchObject({ score: 80, pending: 0 });
    expect(seen.result?.marks[1]?.review).toEqual({ points: 6, max: 10, comment: '写出了她会跳绳，真好。' });
    expect(seen.result?.marks[0]?.review).toBeNull();
    const history = (await call('GET', '/api/kszx/history', pupil)).data as { attempt_id: number; score: number }[];
    expect(history.find((h) => h.attempt_id === attemptId)?.score).toBe(80);

    // Marking again replaces the points; the other teacher still sees only their pupil's answer.
    const remarked = await mark(teacher, { attempt_id: attemptId, index: 1, points: 10 });
    expect(remarked.data).toMatchObject({ points: 10, comment: '', score: 100 });
    const theirs = (await call('GET', '/api/kszx/writing', otherTeacher)).data.list as { attempt_id: number }[];
    expect(theirs.map((a) => a.attempt_id)).toEqual([foreignAttempt]);
  });
});
