import { testEngines } from '@yuwen/db/testing';
import { type Account, CLASS_CODE_ALPHABET, CODE } from '@yuwen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDate, DAY_MS } from '../src/lib/china-time.js';
import { auth, type CallMethod, type CallValues, callApi, uploadFile } from './accounts-helpers.js';
import { seedBpyd } from './bpyd-fixture.js';
import { wavBytes } from './media-fixtures.js';
import { createTestApp, createUser, form, login, signUpPupil, type TestApp } from './test-app.js';
import { seedTextbook } from './textbook-fixture.js';

// Teachers and classes (issue 17): accounts, classes and codes, assignments, hand-ins, marks, the
// class view and its CSV, and who may see what.

const POEM_ID = 1; // 静夜思 in the textbook fixture
const TOMORROW = () => chinaDate(Date.now() + DAY_MS);

describe.each(testEngines())('teachers and classes on %s', (engine) => {
  let t: TestApp;
  let admin: Account;
  let teacher: Account;
  let otherTeacher: Account;
  let pupil: Account;
  let classmate: Account;
  let outsider: Account;
  let lessonId: number;

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });

  const makeTeacher = async (account: string) => {
    const made = await call('POST', '/api/classes/teacher', admin, {
      account,
      password: `pw-${account}`,
      nickname: `${account}老师`,
    });
    expect(made.code).toBe(CODE.ok);
    return login(t.app, account, `pw-${account}`);
  };

  const newClass = async (who: Account, name = '三年级二班') => {
    const made = await call('POST', '/api/classes/class', who, { name, grade: '3' });
    expect(made.code).toBe(CODE.ok);
    return made.data as { id: number; code: string };
  };

  const assign = (who: Account, classId: number, values: CallValues = {}) =>
    call('POST', '/api/classes/assignment', who, {
      class_id: classId,
      kind: 'poem_recite',
      target_id: POEM_ID,
      due_date: TOMORROW(),
      ...values,
    });

  const record = async (who: Account) => {
    const kept = await uploadFile(
      t,
      '/api/study/user/recitation',
      { ...auth(who), module_id: 2002, poem_id: POEM_ID },
      { name: 'recitation.wav', type: 'audio/wav', bytes: wavBytes() },
    );
    expect(kept.code).toBe(CODE.ok);
    return kept.data.id as number;
  };

  const audio = (who: Account, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/study/user/recitation/audio?${form({ ...auth(who), id })}` });

  const dictate = async (who: Account, marks: string) => {
    const started = await call('POST', '/api/study/dictation', who, { lesson_id: lessonId });
    expect(started.code).toBe(CODE.ok);
    const done = await call('POST', '/api/study/dictation/submit', who, { id: started.data.id, mode: 'paper', marks });
    expect(done.code).toBe(CODE.ok);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedTextbook(t.database);
    await seedBpyd(t.database);
    const words: [string, string][] = [
      ['上下', 'shàng xià'],
      ['天上', 'tiān shàng'],
    ];
    for (const [word, pinyin] of words) {
      const { id } = await t.database.db
        .insertInto('words')
        .values({ word, pinyin, frequency: 1, explanation: '', common: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.database.db
        .insertInto('word_chars')
        .values([...word].map((char) => ({ char, word_id: id })))
        .execute();
    }
    const lesson = await t.database.db
      .selectFrom('textbook_lessons')
      .select('category_id')
      .where('key', '=', 'g1a/u1/2')
      .executeTakeFirstOrThrow();
    lessonId = lesson.category_id;
    await t.database.db
      .updateTable('textbook_lessons')
      .set({ words: JSON.stringify(['上下', '天上']) })
      .where('category_id', '=', lessonId)
      .execute();
    await createUser(t.database, 'class_admin', 'pw-class-admin', 'admin');
    admin = await login(t.app, 'class_admin', 'pw-class-admin');
    teacher = await makeTeacher('teacher_wang');
    otherTeacher = await makeTeacher('teacher_li');
    pupil = await signUpPupil(t, 'class_pupil', 'pw-class-pupil');
    classmate = await signUpPupil(t, 'class_mate', 'pw-class-mate');
    outsider = await signUpPupil(t, 'class_outsider', 'pw-class-outsider');
  });
  afterAll(async () => {
    await t.close();
  });

  it('only an admin makes teacher accounts, with the registration rules; a taken name is told', async () => {
    const values = { account: 'teacher_zhao', password: 'pw-teacher-zhao', nickname: '赵老师' };
    expect((await call('POST', '/api/classes/teacher', teacher, values)).code).toBe(CODE.forbidden);
    expect((await call('POST', '/api/classes/teacher', pupil, values)).code).toBe(CODE.forbidden);
    expect((await call('POST', '/api/classes/teacher', admin, { ...values, password: 'short' })).code).toBe(
      CODE.badRequest,
    );
    expect((await call('POST', '/api/classes/teacher', admin, values)).data).toMatchObject({
      account: 'teacher_zhao',
      nickname: '赵老师',
    });
    expect(await call('POST', '/api/classes/teacher', admin, values)).toMatchObject({
      code: CODE.failed,
      msg: '这个账号已经有人用了，请换一个',
    });
    const row = await t.database.db
      .selectFrom('users')
      .select('role')
      .where('account', '=', 'teacher_zhao')
      .executeTakeFirst();
    expect(row?.role).toBe('teacher');
  });

  it('a class gets a 6-character code without look-alikes; pupils join by it in any case and may leave', async () => {
    const made = await newClass(teacher, '一年级一班');
    expect(made.code).toMatch(new RegExp(`^[${CLASS_CODE_ALPHABET}]{6}$`));
    expect((await call('POST', '/api/classes/class', pupil, { name: '我的班' })).code).toBe(CODE.forbidden);
    expect(await call('POST', '/api/classes/class', teacher, { name: '班'.repeat(21) })).toMatchObject({
      code: CODE.badRequest,
      msg: '班级名称最多20个字',
    });

    const joined = await call('POST', '/api/classes/join', pupil, { code: ` ${made.code.toLowerCase()} ` });
    expect(joined.data).toMatchObject({ id: made.id, name: '一年级一班', teacher_name: 'teacher_wang老师' });
    // Joining twice changes nothing.
    expect((await call('POST', '/api/classes/join', pupil, { code: made.code })).code).toBe(CODE.ok);
    expect(await call('POST', '/api/classes/join', pupil, { code: 'AAAAAA' })).toMatchObject({
      code: CODE.badRequest,
      msg: '班级码不对，请再看一看',
    });
    expect((await call('POST', '/api/classes/join', otherTeacher, { code: made.code })).code).toBe(CODE.forbidden);

    const second = await newClass(otherTeacher, '课外班');
    await call('POST', '/api/classes/join', pupil, { code: second.code });
    const mine = await call('GET', '/api/classes/joined', pupil);
    expect(mine.data.map((c: { name: string }) => c.name)).toEqual(['课外班', '一年级一班']);

    const teaching = await call('GET', '/api/classes/teaching', teacher);
    expect(teaching.data.find((c: { id: number }) => c.id === made.id)).toMatchObject({ member_count: 1 });
    expect(teaching.data.some((c: { id: number }) => c.id === second.id)).toBe(false);

    expect((await call('POST', '/api/classes/leave', pupil, { class_id: second.id })).data).toEqual({ left: true });
    expect((await call('POST', '/api/classes/leave', pupil, { class_id: second.id })).code).toBe(CODE.notFound);

    const renamed = await call('POST', '/api/classes/class/rename', teacher, {
      class_id: made.id,
      name: '一年级（1）班',
    });
    expect(renamed.data.name).toBe('一年级（1）班');
    const archived = await call('POST', '/api/classes/class/archive', teacher, { class_id: made.id });
    expect(archived.data.archived).toBe(true);
    expect((await call('POST', '/api/classes/join', classmate, { code: made.code })).msg).toBe(
      '这个班级已经不用了，请问问老师',
    );
    expect((await assign(teacher, made.id)).msg).toBe('这个班级已经归档，不能再布置作业');
  });

  it('assignments: only to one’s own class, a real poem or lesson, a due day from today on', async () => {
    const own = await newClass(teacher);
    const foreign = await newClass(otherTeacher);
    expect(await assign(teacher, foreign.id)).toMatchObject({ code: CODE.notFound, msg: '没有找到这个班级' });
    expect((await assign(pupil, own.id)).code).toBe(CODE.forbidden);
    expect(await assign(teacher, own.id, { due_date: chinaDate(Date.now() - DAY_MS) })).toMatchObject({
      code: CODE.badRequest,
      msg: '截止日期不能早于今天',
    });
    expect((await assign(teacher, own.id, { due_date: '2030-02-30' })).msg).toBe('截止日期有误');
    expect((await assign(teacher, own.id, { target_id: 999999 })).msg).toBe('没有找到这首诗文');
    expect((await assign(teacher, own.id, { kind: 'dictation', target_id: 999999 })).msg).toBe('没有找到这篇课文');
    expect((await assign(teacher, own.id, { note: '字'.repeat(201) })).code).toBe(CODE.badRequest);

    const poem = await assign(teacher, own.id, { note: '周五前交' });
    expect(poem.data).toMatchObject({ kind: 'poem_recite', title: '背诵《静夜思》', note: '周五前交' });
    const dictation = await assign(teacher, own.id, { kind: 'dictation', target_id: lessonId });
    expect(dictation.data.title).toBe('听写 第2课 金木水火土');
    expect(
      (await call('POST', '/api/classes/assignment/delete', otherTeacher, { assignment_id: poem.data.id })).code,
    ).toBe(CODE.notFound);
    expect(
      (await call('POST', '/api/classes/assignment/delete', teacher, { assignment_id: dictation.data.id })).data,
    ).toEqual({ deleted: true });
  });

  it('a recitation handed in flows to the teacher, who hears it and marks it; the pupil sees the mark', async () => {
    const own = await newClass(teacher, '背诵班');
    await call('POST', '/api/classes/join', pupil, { code: own.code });
    await call('POST', '/api/classes/join', classmate, { code: own.code });
    const assignment = (await assign(teacher, own.id)).data;

    const before = await call('GET', '/api/classes/assignments/mine', pupil);
    const listed = before.data.find((a: { id: number }) => a.id === assignment.id);
    expect(listed).toMatchObject({ class_name: '背诵班', overdue: false, work: { state: 'todo', mark: null } });

    const recording = await record(pupil);
    const othersRecording = await record(classmate);
    // Only the pupil's own recording of this poem, only to their own class's assignment.
    expect(
      (
        await call('POST', '/api/classes/assignment/handIn', pupil, {
          assignment_id: assignment.id,
          recitation_id: othersRecording,
        })
      ).code,
    ).toBe(CODE.notFound);
    expect(
      (
        await call('POST', '/api/classes/assignment/handIn', outsider, {
          assignment_id: assignment.id,
          recitation_id: recording,
        })
      ).code,
    ).toBe(CODE.notFound);
    // Before the hand-in, the teacher may not hear it.
    expect((await audio(teacher, recording)).json().code).toBe(CODE.notFound);

    const handed = await call('POST', '/api/classes/assignment/handIn', pupil, {
      assignment_id: assignment.id,
      recitation_id: recording,
    });
    expect(handed.data.work).toMatchObject({ state: 'handed_in', recitation_id: recording });

    const view = await call('GET', '/api/classes/class/view', teacher, { class_id: own.id });
    const row = view.data.members.findIndex((m: { id: number }) => m.id === pupil.id);
    const col = view.data.assignments.findIndex((a: { id: number }) => a.id === assignment.id);
    expect(view.data.cells[row][col]).toMatchObject({ state: 'handed_in', recitation_id: recording });

    const heard = await audio(teacher, recording);
    expect(heard.statusCode).toBe(200);
    expect(heard.headers['content-type']).toContain('audio/');
    expect((await audio(otherTeacher, recording)).json().code).toBe(CODE.notFound);
    expect((await audio(classmate, recording)).json().code).toBe(CODE.notFound);

    const mark = {
      assignment_id: assignment.id,
      pupil_id: pupil.id,
      mark: 'good',
      comment: '背得很流利，声音再响亮一点！',
    };
    expect((await call('POST', '/api/classes/assignment/mark', otherTeacher, mark)).code).toBe(CODE.notFound);
    expect((await call('POST', '/api/classes/assignment/mark', teacher, { ...mark, pupil_id: outsider.id })).msg).toBe(
      '这个学生不在班里',
    );
    expect((await call('POST', '/api/classes/assignment/mark', teacher, mark)).data).toMatchObject({
      state: 'done',
      mark: 'good',
    });
    const after = await call('GET', '/api/classes/assignments/mine', pupil);
    expect(after.data.find((a: { id: number }) => a.id === assignment.id).work).toMatchObject({
      state: 'done',
      mark: 'good',
      comment: '背得很流利，声音再响亮一点！',
    });
    // Nothing of it reaches a classmate's list.
    const theirs = await call('GET', '/api/classes/assignments/mine', classmate);
    expect(theirs.data.find((a: { id: number }) => a.id === assignment.id).work).toMatchObject({
      state: 'todo',
      comment: '',
    });

    // A pupil removed from the class: the teacher no longer hears them, the pupil no longer sees the work.
    expect(
      (await call('POST', '/api/classes/class/remove', teacher, { class_id: own.id, pupil_id: pupil.id })).data,
    ).toEqual({
      removed: true,
    });
    expect((await audio(teacher, recording)).json().code).toBe(CODE.notFound);
    const gone = await call('GET', '/api/classes/assignments/mine', pupil);
    expect(gone.data.some((a: { id: number }) => a.id === assignment.id)).toBe(false);
  });

  it('a lesson’s dictation handed in after the assignment counts; the view has scores and most-missed characters; CSV', async () => {
    const own = await newClass(teacher, '听写班');
    await call('POST', '/api/classes/join', pupil, { code: own.code });
    await call('POST', '/api/classes/join', classmate, { code: own.code });
    // A dictation before the assignment was set does not count.
    await dictate(pupil, '[[true,true],[true,true]]');
    const assignment = (await assign(teacher, own.id, { kind: 'dictation', target_id: lessonId })).data;
    expect(
      (await call('GET', '/api/classes/assignments/mine', pupil)).data.find(
        (a: { id: number }) => a.id === assignment.id,
      ).work.state,
    ).toBe('todo');

    await dictate(pupil, '[[true,false],[true,true]]'); // 下 wrong: 50
    await dictate(pupil, '[[true,true],[true,true]]'); // a later round does not replace the first
    await dictate(classmate, '[[true,false],[false,true]]'); // 下 and 天 wrong: 0

    const mine = await call('GET', '/api/classes/assignments/mine', pupil);
    expect(mine.data.find((a: { id: number }) => a.id === assignment.id).work).toMatchObject({
      state: 'done',
      score: 50,
    });

    const view = await call('GET', '/api/classes/class/view', teacher, { class_id: own.id });
    const scores = view.data.cells.map((cells: { score: number | null }[]) => cells[0]?.score);
    expect(scores).toEqual([50, 0]);
    expect(view.data.missed).toEqual([
      { char: '下', count: 2 },
      { char: '天', count: 1 },
    ]);
    expect((await call('GET', '/api/classes/class/view', otherTeacher, { class_id: own.id })).code).toBe(CODE.notFound);
    expect((await call('GET', '/api/classes/class/view', pupil, { class_id: own.id })).code).toBe(CODE.forbidden);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/classes/class/export?${form({ ...auth(teacher), class_id: own.id })}`,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(encodeURIComponent('听写班'));
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(`学生,听写 第2课 金木水火土（${assignment.due_date}截止）`);
    expect(lines.slice(1)).toEqual(['class_pupil,50分', 'class_mate,0分']);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/classes/class/export?${form({ ...auth(otherTeacher), class_id: own.id })}`,
    });
    expect(foreign.json().code).toBe(CODE.notFound);
  });

  const unitPaper = async () => {
    const list = await call('GET', '/api/kszx/papers', teacher, { volume: 'g1a', kind: 'unit' });
    return list.data[0] as { id: number; title: string };
  };
  const sanzijing = async () =>
    (await call('GET', '/api/study/bpyd/home', teacher)).data.books.find((b: { title: string }) => b.title === '三字经')
      .id as number;
  const mineOf = async (who: Account, id: number) =>
    (await call('GET', '/api/classes/assignments/mine', who)).data.find((a: { id: number }) => a.id === id);

  it('a paper, characters to write and a reading: only real ones, in one’s own class, characters only', async () => {
    const own = await newClass(teacher, '新作业班');
    const foreign = await newClass(otherTeacher);
    const paper = await unitPaper();
    const bookId = await sanzijing();
    expect(await assign(teacher, foreign.id, { kind: 'paper', target_id: paper.id })).toMatchObject({
      code: CODE.notFound,
      msg: '没有找到这个班级',
    });
    expect((await assign(teacher, own.id, { kind: 'paper', target_id: 999999 })).msg).toBe('没有找到这份试卷');
    expect((await assign(teacher, own.id, { kind: 'reading', target_id: bookId, chapter: 9 })).msg).toBe(
      '没有找到这本书的这一章',
    );
    expect((await assign(teacher, own.id, { kind: 'reading', target_id: 999999, chapter: 1 })).msg).toBe(
      '没有找到这本书的这一章',
    );
    for (const chars of ['', 'abc', '天a', '天😀', '１２']) {
      expect((await assign(teacher, own.id, { kind: 'write', target_id: 0, chars })).msg, chars).toBe(
        '请填写要写的汉字，只能是汉字',
      );
    }
    expect((await assign(teacher, own.id, { kind: 'write', target_id: 0, chars: '天'.repeat(61) })).msg).toBe(
      '写字最多30个',
    );
    expect((await assign(teacher, own.id, { kind: 'write', target_id: 999999, chars: '天' })).msg).toBe(
      '没有找到这篇课文',
    );

    expect((await assign(teacher, own.id, { kind: 'paper', target_id: paper.id })).data).toMatchObject({
      kind: 'paper',
      title: `试卷《${paper.title}》`,
    });
    // Spaces and commas between the characters are dropped, and a character given twice counts once.
    expect((await assign(teacher, own.id, { kind: 'write', target_id: 0, chars: '天，地 天' })).data).toMatchObject({
      title: '写字：天地',
      chars: '天地',
    });
    expect((await assign(teacher, own.id, { kind: 'write', target_id: lessonId, chars: '金木水' })).data).toMatchObject(
      { title: '写字 第2课 金木水火土', chars: '金木水', target_id: lessonId },
    );
    expect((await assign(teacher, own.id, { kind: 'reading', target_id: bookId, chapter: 2 })).data).toMatchObject({
      title: '阅读《三字经》昔孟母',
      chapter: 2,
    });
  });

  it('a chapter reached counts at once: reading back before anyone looks leaves it read', async () => {
    const own = await newClass(teacher, '读书班');
    await call('POST', '/api/classes/join', pupil, { code: own.code });
    await call('POST', '/api/classes/join', classmate, { code: own.code });
    const bookId = await sanzijing();
    const readWork = (await assign(teacher, own.id, { kind: 'reading', target_id: bookId, chapter: 2 })).data;
    const place = (who: Account, chapter: number) =>
      call('POST', '/api/study/bpyd/progress', who, { book_id: bookId, chapter });
    // Nobody reads the 作业 between these two saves of the pupil's place.
    expect((await place(pupil, 2)).code).toBe(1);
    expect((await place(pupil, 1)).code).toBe(1);
    // The classmate only opened the first chapter.
    expect((await place(classmate, 1)).code).toBe(1);
    expect((await mineOf(pupil, readWork.id)).work.state).toBe('done');
    expect((await mineOf(classmate, readWork.id)).work.state).toBe('todo');
    const view = await call('GET', '/api/classes/class/view', teacher, { class_id: own.id });
    const states = view.data.cells.map((row: { state: string }[]) => row[0]?.state).sort();
    expect(states).toEqual(['done', 'todo']);
  });

  it('a paper’s score, characters written and a chapter read flow into the class view and the CSV', async () => {
    const own = await newClass(teacher, '三种作业班');
    await call('POST', '/api/classes/join', pupil, { code: own.code });
    await call('POST', '/api/classes/join', classmate, { code: own.code });
    const paper = await unitPaper();
    const bookId = await sanzijing();
    // Reading before the assignment was set does not count.
    await call('POST', '/api/study/bpyd/progress', pupil, { book_id: bookId, chapter: 2 });
    const paperWork = (await assign(teacher, own.id, { kind: 'paper', target_id: paper.id })).data;
    const writeWork = (await assign(teacher, own.id, { kind: 'write', target_id: 0, chars: '天地' })).data;
    const readWork = (await assign(teacher, own.id, { kind: 'reading', target_id: bookId, chapter: 2 })).data;
    for (const a of [paperWork, writeWork, readWork]) {
      expect((await mineOf(pupil, a.id)).work.state).toBe('todo');
    }

    // The pupil hands the paper in.
    const attempt = (await call('POST', '/api/kszx/attempt', pupil, { paper_id: paper.id })).data;
    await call('POST', '/api/kszx/attempt/answer', pupil, { attempt_id: attempt.id, index: 0, answer: '0' });
    const handed = await call('POST', '/api/kszx/attempt/submit', pupil, { attempt_id: attempt.id });
    const score = handed.data.result.score as number;
    expect((await mineOf(pupil, paperWork.id)).work).toMatchObject({ state: 'done', score });

    // The classmate's paper closed before the hand-in: refused, and the work stays to do.
    const late = (await call('POST', '/api/kszx/attempt', classmate, { paper_id: paper.id })).data;
    await t.database.db.updateTable('exam_attempts').set({ deadline_at: 1 }).where('id', '=', late.id).execute();
    expect(await call('POST', '/api/kszx/attempt/submit', classmate, { attempt_id: late.id })).toMatchObject({
      code: CODE.badRequest,
      msg: '考试时间已经到了，这份试卷已经收卷，不能再交了',
    });

    // Characters: each written once is enough; one not on the list is refused.
    const write = (who: Account, char: string, id = writeWork.id) =>
      call('POST', '/api/classes/assignment/write', who, { assignment_id: id, char });
    expect((await write(pupil, '天')).data.work).toMatchObject({ state: 'todo', written: '天' });
    expect((await write(pupil, '天')).data.work.written).toBe('天');
    expect(await write(pupil, '人')).toMatchObject({ code: CODE.badRequest, msg: '「人」不在这次要写的字里' });
    expect(await write(pupil, '天', paperWork.id)).toMatchObject({ code: CODE.badRequest, msg: '这份作业不是写字' });
    expect((await write(pupil, '地')).data.work).toMatchObject({ state: 'done', written: '天地' });
    await write(classmate, '地');

    // Reading: the place reached the chapter (or went further) since the assignment was set.
    await call('POST', '/api/study/bpyd/progress', classmate, { book_id: bookId, chapter: 1 });
    expect((await mineOf(classmate, readWork.id)).work.state).toBe('todo');
    await call('POST', '/api/study/bpyd/progress', pupil, { book_id: bookId, chapter: 2 });
    expect((await mineOf(pupil, readWork.id)).work.state).toBe('done');
    // Read once, it stays read: going back to an earlier chapter afterwards undoes nothing.
    const doneAt = (await mineOf(pupil, readWork.id)).work.done_at;
    expect(doneAt).toBeGreaterThan(0);
    await call('POST', '/api/study/bpyd/progress', pupil, { book_id: bookId, chapter: 1 });
    expect((await mineOf(pupil, readWork.id)).work).toMatchObject({ state: 'done', done_at: doneAt });

    const view = await call('GET', '/api/classes/class/view', teacher, { class_id: own.id });
    const ids = view.data.assignments.map((a: { id: number }) => a.id);
    expect(ids).toEqual([paperWork.id, writeWork.id, readWork.id]);
    expect(view.data.cells[0]).toMatchObject([
      { state: 'done', score },
      { state: 'done', written: '天地' },
      { state: 'done', score: null },
    ]);
    expect(view.data.cells[1].map((w: { state: string }) => w.state)).toEqual(['todo', 'todo', 'todo']);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/classes/class/export?${form({ ...auth(teacher), class_id: own.id })}`,
    });
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    const due = paperWork.due_date;
    expect(lines[0]).toBe(
      `学生,试卷《${paper.title}》（${due}截止）,写字：天地（${due}截止）,阅读《三字经》昔孟母（${due}截止）`,
    );
    expect(lines.slice(1)).toEqual([`class_pupil,${score}分,已写完,已读`, 'class_mate,未完成,写了1/2个字,未读']);
  });

  it('every classes call refuses someone else’s class, assignment or pupil', async () => {
    const own = await newClass(teacher, '别人的班');
    await call('POST', '/api/classes/join', pupil, { code: own.code });
    const assignment = (await assign(teacher, own.id)).data;
    const writeWork = (await assign(teacher, own.id, { kind: 'write', target_id: 0, chars: '天' })).data;
    const recording = await record(pupil);
    await call('POST', '/api/classes/assignment/handIn', pupil, {
      assignment_id: assignment.id,
      recitation_id: recording,
    });
    const refusals: [CallMethod, string, Account, CallValues][] = [
      ['POST', '/api/classes/class/rename', otherTeacher, { class_id: own.id, name: '改名' }],
      ['POST', '/api/classes/class/archive', otherTeacher, { class_id: own.id }],
      ['POST', '/api/classes/class/remove', otherTeacher, { class_id: own.id, pupil_id: pupil.id }],
      ['GET', '/api/classes/class/view', otherTeacher, { class_id: own.id }],
      ['GET', '/api/classes/class/export', otherTeacher, { class_id: own.id }],
      [
        'POST',
        '/api/classes/assignment',
        otherTeacher,
        { class_id: own.id, kind: 'poem_recite', target_id: POEM_ID, due_date: TOMORROW() },
      ],
      [
        'POST',
        '/api/classes/assignment',
        otherTeacher,
        { class_id: own.id, kind: 'write', chars: '天', due_date: TOMORROW() },
      ],
      [
        'POST',
        '/api/classes/assignment',
        otherTeacher,
        { class_id: own.id, kind: 'paper', target_id: (await unitPaper()).id, due_date: TOMORROW() },
      ],
      ['POST', '/api/classes/assignment/delete', otherTeacher, { assignment_id: assignment.id }],
      ['POST', '/api/classes/assignment/write', outsider, { assignment_id: writeWork.id, char: '天' }],
      ['POST', '/api/classes/assignment/write', otherTeacher, { assignment_id: writeWork.id, char: '天' }],
      [
        'POST',
        '/api/classes/assignment/mark',
        otherTeacher,
        { assignment_id: assignment.id, pupil_id: pupil.id, mark: 'again' },
      ],
      ['POST', '/api/classes/assignment/handIn', outsider, { assignment_id: assignment.id, recitation_id: recording }],
      ['POST', '/api/classes/leave', outsider, { class_id: own.id }],
    ];
    for (const [method, url, who, values] of refusals) {
      expect((await call(method, url, who, values)).code, url).toBe(CODE.notFound);
    }
    // Pupils reach no teacher call; what the outsider can list is only their own.
    for (const url of ['/api/classes/teaching', '/api/classes/class/view']) {
      expect((await call('GET', url, pupil, { class_id: own.id })).code).toBe(CODE.forbidden);
    }
    expect((await call('GET', '/api/classes/joined', outsider)).data).toEqual([]);
    expect((await call('GET', '/api/classes/assignments/mine', outsider)).data).toEqual([]);
    // Nothing above changed the class.
    const view = await call('GET', '/api/classes/class/view', teacher, { class_id: own.id });
    expect(view.data.class).toMatchObject({ name: '别人的班', archived: false, member_count: 1 });
    expect(view.data.cells[0][0]).toMatchObject({ state: 'handed_in', mark: null });
  });
});
