import { testEngines } from '@yuwen/db/testing';
import { type Account, ASK_TEXT_MAX, CODE } from '@yuwen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.js';
import { ASK_FAQ } from '../src/modules/ask/ask-faq.data.js';
import { auth, type CallMethod, type CallValues, callApi, pngBytes, uploadFile } from './accounts-helpers.js';
import { wavBytes } from './media-fixtures.js';
import { createTestApp, createUser, form, login, signUpPupil, type TestApp } from './test-app.js';
import { seedTextbook } from './textbook-fixture.js';

// 问答 (issue 17): asking with a picture, 我的提问 and its unread count, who may read and answer
// (the teachers of the pupil's classes and admins; everyone else gets "not found"), hiding, bad input.

describe.each(testEngines())('问答 on %s', (engine) => {
  let t: TestApp;
  let admin: Account;
  let teacher: Account;
  let otherTeacher: Account;
  let pupil: Account;
  let otherPupil: Account;
  let lessonId: number;

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });
  const picture = async () => ({ name: 'page.png', type: 'image/png', bytes: await pngBytes(400, 300) });
  const ask = async (who: Account, values: CallValues, file?: { name: string; type: string; bytes: Buffer }) =>
    uploadFile(t, '/api/ask/question', { ...auth(who), ...values }, file);
  const answer = async (who: Account, values: CallValues, file?: { name: string; type: string; bytes: Buffer }) =>
    uploadFile(t, '/api/ask/answer', { ...auth(who), ...values }, file);
  const fileOf = (who: Account, values: CallValues) =>
    t.app.inject({ method: 'GET', url: `/api/ask/file?${form({ ...auth(who), ...values })}` });

  const makeTeacher = async (account: string) => {
    const made = await call('POST', '/api/classes/teacher', admin, {
      account,
      password: `pw-${account}`,
      nickname: `${account}老师`,
    });
    expect(made.code).toBe(CODE.ok);
    return login(t.app, account, `pw-${account}`);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedTextbook(t.database);
    const lesson = await t.database.db
      .selectFrom('textbook_lessons')
      .select(['category_id', 'title'])
      .where('key', '=', 'g1a/u1/2')
      .executeTakeFirstOrThrow();
    lessonId = lesson.category_id;
    await createUser(t.database, 'ask_admin', 'pw-ask-admin', 'admin');
    admin = await login(t.app, 'ask_admin', 'pw-ask-admin');
    teacher = await makeTeacher('ask_teacher');
    otherTeacher = await makeTeacher('ask_teacher_b');
    pupil = await signUpPupil(t, 'ask_pupil', 'pw-ask-pupil');
    otherPupil = await signUpPupil(t, 'ask_other', 'pw-ask-other');
    const made = await call('POST', '/api/classes/class', teacher, { name: '一年级一班', grade: '1' });
    expect((await call('POST', '/api/classes/join', pupil, { code: made.data.code })).code).toBe(CODE.ok);
    const otherClass = await call('POST', '/api/classes/class', otherTeacher, { name: '一年级二班', grade: '1' });
    expect((await call('POST', '/api/classes/join', otherPupil, { code: otherClass.data.code })).code).toBe(CODE.ok);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves our FAQ to anyone: 10 to 15 entries, each with an id, a question and an answer', async () => {
    const faq = await callApi(t, 'GET', '/api/ask/faq');
    expect(faq.code).toBe(CODE.ok);
    expect(faq.data).toEqual(ASK_FAQ);
    expect(ASK_FAQ.length).toBeGreaterThanOrEqual(10);
    expect(ASK_FAQ.length).toBeLessThanOrEqual(15);
    expect(new Set(ASK_FAQ.map((f) => f.id)).size).toBe(ASK_FAQ.length);
    for (const entry of ASK_FAQ) {
      expect(Object.keys(entry).sort()).toEqual(['answer', 'id', 'question']);
      expect(entry.question).toMatch(/[？?]$/);
      expect(entry.answer.length).toBeGreaterThan(10);
      expect(entry.answer.length).toBeLessThanOrEqual(200);
    }
  });

  it('a pupil asks with a picture; the teacher of the class answers; the unread mark goes when the pupil opens it', async () => {
    const asked = await ask(pupil, { text: '“天”字的第一笔是横还是撇？', lesson_id: lessonId }, await picture());
    expect(asked.code).toBe(CODE.ok);
    expect(asked.data).toMatchObject({ state: 'waiting', has_image: true, lesson_id: lessonId, unread: false });
    expect(asked.data.topic).not.toBe('');
    const id = asked.data.id as number;

    // The picture is kept as a smaller WebP, for the pupil and the class's teacher.
    const image = await fileOf(pupil, { question_id: id, kind: 'image' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await fileOf(teacher, { question_id: id, kind: 'image' })).statusCode).toBe(200);

    const inbox = await call('GET', '/api/ask/inbox', teacher, { state: 'waiting' });
    expect(inbox.data.waiting).toBe(1);
    expect(inbox.data.questions).toEqual([
      expect.objectContaining({ id, pupil_name: 'ask_pupil', class_names: ['一年级一班'], state: 'waiting' }),
    ]);

    const answered = await answer(teacher, { question_id: id, text: '第一笔是横。' }, await picture());
    expect(answered.code).toBe(CODE.ok);
    expect(answered.data).toMatchObject({ teacher_name: 'ask_teacher老师', has_image: true, has_audio: false });
    const withAudio = await uploadFile(
      t,
      '/api/ask/answer/audio',
      { ...auth(teacher), answer_id: answered.data.id },
      { name: 'say.wav', type: 'audio/wav', bytes: wavBytes() },
    );
    expect(withAudio.data).toMatchObject({ has_audio: true });
    const audio = await fileOf(pupil, { question_id: id, answer_id: answered.data.id, kind: 'audio' });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toMatch(/^audio\//);

    const mine = await call('GET', '/api/ask/mine', pupil);
    expect(mine.data.unread).toBe(1);
    expect(mine.data.questions[0]).toMatchObject({ id, state: 'answered', unread: true, answer_count: 1 });
    // A teacher reading it does not read it for the pupil.
    expect((await call('GET', '/api/ask/info', teacher, { id })).data).toMatchObject({ can_answer: true });
    expect((await call('GET', '/api/ask/mine', pupil)).data.unread).toBe(1);

    const info = await call('GET', '/api/ask/info', pupil, { id });
    expect(info.data).toMatchObject({ id, unread: false, can_answer: false, state: 'answered' });
    expect(info.data.answers).toEqual([expect.objectContaining({ text: '第一笔是横。', has_audio: true })]);
    const after = await call('GET', '/api/ask/mine', pupil);
    expect(after.data.unread).toBe(0);
    expect(after.data.questions[0].unread).toBe(false);
    expect((await call('GET', '/api/ask/inbox', teacher, { state: 'answered' })).data.questions).toHaveLength(1);
  });

  it('another teacher and another pupil get "not found" for the question, its files and its answers', async () => {
    const asked = await ask(pupil, { text: '“月”字怎么记住？', area: 'hzzy' }, await picture());
    const id = asked.data.id as number;
    expect(asked.data.topic).toBe('汉字字源');
    for (const stranger of [otherTeacher, otherPupil]) {
      expect((await call('GET', '/api/ask/info', stranger, { id })).code).toBe(CODE.notFound);
      expect((await fileOf(stranger, { question_id: id, kind: 'image' })).json().code).toBe(CODE.notFound);
    }
    expect((await answer(otherTeacher, { question_id: id, text: '不是我的学生' })).code).toBe(CODE.notFound);
    expect((await call('POST', '/api/ask/hide', otherTeacher, { question_id: id, hidden: '1' })).code).toBe(
      CODE.notFound,
    );
    // A pupil cannot answer, hide or read the inbox.
    expect((await answer(otherPupil, { question_id: id, text: '我来答' })).code).toBe(CODE.forbidden);
    expect((await call('GET', '/api/ask/inbox', pupil)).code).toBe(CODE.forbidden);
    // The other teacher's inbox shows none of this class's questions.
    const theirs = await call('GET', '/api/ask/inbox', otherTeacher, { state: 'waiting' });
    expect(theirs.data.questions.map((q: { id: number }) => q.id)).not.toContain(id);
    // Another pupil's 我的提问 holds only their own; a foreign token is refused.
    expect((await call('GET', '/api/ask/mine', otherPupil)).data.questions).toEqual([]);
    expect((await call('GET', '/api/ask/info', pupil, { id, token: otherPupil.token })).code).toBe(CODE.invalidSession);
    // An answer of someone else is not theirs to add a recording to.
    const mine = await answer(teacher, { question_id: id, text: '想一想月亮的样子。' });
    const foreign = await uploadFile(
      t,
      '/api/ask/answer/audio',
      { ...auth(admin), answer_id: mine.data.id },
      { name: 'say.wav', type: 'audio/wav', bytes: wavBytes() },
    );
    expect(foreign.code).toBe(CODE.notFound);
    // A missing id says the same.
    expect((await call('GET', '/api/ask/info', pupil, { id: 999999 })).code).toBe(CODE.notFound);
  });

  it('an admin sees and answers every question, with its askers’ classes', async () => {
    const asked = await ask(otherPupil, { text: '“春眠不觉晓”是谁写的？', area: 'tssc' });
    const id = asked.data.id as number;
    const inbox = await call('GET', '/api/ask/inbox', admin, { state: 'waiting' });
    expect(inbox.data.questions).toContainEqual(expect.objectContaining({ id, class_names: ['一年级二班'] }));
    const answered = await answer(admin, { question_id: id, text: '孟浩然。' });
    expect(answered.code).toBe(CODE.ok);
    expect((await call('GET', '/api/ask/info', otherPupil, { id })).data.answers).toHaveLength(1);
  });

  it('a teacher puts a question aside: it leaves 待回答, the pupil still sees it marked; it can be put back', async () => {
    const asked = await ask(pupil, { text: '老师，今天的作业是什么？' });
    const id = asked.data.id as number;
    const hidden = await call('POST', '/api/ask/hide', teacher, { question_id: id, hidden: '1' });
    expect(hidden.data).toMatchObject({ id, state: 'hidden' });
    const waiting = await call('GET', '/api/ask/inbox', teacher, { state: 'waiting' });
    expect(waiting.data.questions.map((q: { id: number }) => q.id)).not.toContain(id);
    expect((await call('GET', '/api/ask/inbox', teacher, { state: 'hidden' })).data.questions).toEqual([
      expect.objectContaining({ id }),
    ]);
    const mine = await call('GET', '/api/ask/mine', pupil);
    expect(mine.data.questions).toContainEqual(expect.objectContaining({ id, state: 'hidden' }));
    expect((await call('POST', '/api/ask/hide', teacher, { question_id: id, hidden: '0' })).data.state).toBe('waiting');
  });

  it('refuses bad input with clear messages: empty, too short or over-long text, a non-image, an unknown lesson', async () => {
    const newcomer = await signUpPupil(t, 'ask_input', 'pw-ask-input');
    expect(await ask(newcomer, { text: '   ' })).toMatchObject({ code: CODE.badRequest, msg: '请写下问题' });
    expect(await ask(newcomer, { text: '为什么' })).toMatchObject({ code: CODE.badRequest, msg: '问题至少写5个字' });
    expect(await ask(newcomer, { text: '问'.repeat(ASK_TEXT_MAX + 1) })).toMatchObject({
      code: CODE.badRequest,
      msg: `问题最多${ASK_TEXT_MAX}个字`,
    });
    const fake = await ask(
      newcomer,
      { text: '这张图片看得见吗？' },
      { name: 'photo.png', type: 'image/png', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
    );
    expect(fake).toMatchObject({ code: CODE.badRequest, msg: expect.stringContaining('不是可用的图片') });
    expect(await ask(newcomer, { text: '这一课怎么读？', lesson_id: 999999 })).toMatchObject({
      code: CODE.badRequest,
      msg: '没有找到这篇课文，请重新选择',
    });
    expect((await ask(newcomer, { text: '这一课怎么读？', area: 'nope' })).code).toBe(CODE.badRequest);
    expect((await answer(teacher, { question_id: 1, text: '' })).msg).toBe('请写下回答');
    const notAudio = await uploadFile(
      t,
      '/api/ask/answer/audio',
      { ...auth(teacher), answer_id: 1 },
      { name: 'say.wav', type: 'audio/wav', bytes: await pngBytes() },
    );
    expect(notAudio.code).toBe(CODE.badRequest);
    // Nothing refused was kept.
    expect((await call('GET', '/api/ask/mine', newcomer)).data.questions).toEqual([]);
  });

  const { askLimits } = loadConfig({});
  it(`limits asking to ${askLimits.perMinute} a minute per pupil (ASK_PER_MINUTE), with a Chinese message`, async () => {
    const eager = await signUpPupil(t, 'ask_eager', 'pw-ask-eager');
    for (let i = 0; i < askLimits.perMinute; i++) {
      expect((await ask(eager, { text: `第${i + 1}个问题是什么？` })).code).toBe(CODE.ok);
    }
    expect(await ask(eager, { text: '再问一个问题可以吗？' })).toMatchObject({
      code: CODE.tooManyRequests,
      msg: '问得有点快了，请过一分钟再问',
    });
    // Another pupil is not held back by this one.
    expect((await ask(otherPupil, { text: '我也想问一个问题。' })).code).toBe(CODE.ok);
  });
});
