import { AccountRepository, type MessagesTables } from '@yuwen/db';
import { rowsReferringToUser, testEngines } from '@yuwen/db/testing';
import { type Account, CODE, type Message, type SentMessage } from '@yuwen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { createTestApp, createUser, login, signUpPupil, type TestApp } from './test-app.js';

// 消息 (issue 17): teachers send to their own classes, admins to a class or everyone; pupils read
// the messages of the classes they are in now and those to everyone, mark them read, count unread.

describe.each(testEngines())('messages on %s', (engine) => {
  let t: TestApp;
  let admin: Account;
  let teacher: Account;
  let otherTeacher: Account;
  let pupil: Account;
  let outsider: Account;
  let classId: number;
  let classCode: string;
  let otherClassId: number;

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });
  const send = (who: Account, values: CallValues) => call('POST', '/api/messages/send', who, values);
  const inbox = async (who: Account, values: CallValues = {}) => {
    const res = await call('GET', '/api/messages', who, values);
    expect(res.code).toBe(CODE.ok);
    return res.data as { list: Message[]; total: number; unread: number };
  };
  const unread = async (who: Account) => (await call('GET', '/api/messages/unread', who)).data.unread as number;

  const makeTeacher = async (account: string) => {
    const made = await call('POST', '/api/classes/teacher', admin, {
      account,
      password: `pw-${account}`,
      nickname: `${account}老师`,
    });
    expect(made.code).toBe(CODE.ok);
    return login(t.app, account, `pw-${account}`);
  };
  const newClass = async (who: Account, name: string) => {
    const made = await call('POST', '/api/classes/class', who, { name, grade: '3' });
    expect(made.code).toBe(CODE.ok);
    return made.data as { id: number; code: string };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await createUser(t.database, 'msg_admin', 'pw-msg-admin', 'admin');
    admin = await login(t.app, 'msg_admin', 'pw-msg-admin');
    teacher = await makeTeacher('msg_li');
    otherTeacher = await makeTeacher('msg_zhao');
    pupil = await signUpPupil(t, 'msg_pupil', 'pupil-password');
    outsider = await signUpPupil(t, 'msg_outsider', 'outsider-password');
    ({ id: classId, code: classCode } = await newClass(teacher, '三年级一班'));
    ({ id: otherClassId } = await newClass(otherTeacher, '三年级二班'));
    expect((await call('POST', '/api/classes/join', pupil, { code: classCode })).code).toBe(CODE.ok);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a teacher sends to their own class only; bad input gets a clear message', async () => {
    const sent = await send(teacher, {
      class_id: classId,
      title: ' 明天带字典 ',
      body: '同学们，明天语文课要用字典哦。',
    });
    expect(sent.code).toBe(CODE.ok);
    expect(sent.data).toMatchObject({
      title: '明天带字典',
      audience: 'class',
      class_id: classId,
      class_name: '三年级一班',
      read_count: 0,
      recipient_count: 1,
    } satisfies Partial<SentMessage>);

    expect(await send(teacher, { class_id: otherClassId, title: '你好', body: '你好' })).toMatchObject({
      code: CODE.notFound,
      msg: '没有找到这个班级',
    });
    expect(await send(teacher, { class_id: 999_999, title: '你好', body: '你好' })).toMatchObject({
      code: CODE.notFound,
      msg: '没有找到这个班级',
    });
    expect(await send(teacher, { class_id: classId, title: '   ', body: '你好' })).toMatchObject({
      code: CODE.badRequest,
      msg: '请写标题',
    });
    expect(await send(teacher, { class_id: classId, title: '你好', body: '' })).toMatchObject({
      code: CODE.badRequest,
      msg: '请写内容',
    });
    expect(await send(teacher, { class_id: classId, title: '长'.repeat(41), body: '你好' })).toMatchObject({
      code: CODE.badRequest,
      msg: '标题最多40个字',
    });
    // Forty characters fit, emoji counted as one each.
    expect((await send(teacher, { class_id: classId, title: '😀'.repeat(40), body: '好' })).code).toBe(CODE.ok);
    expect(await send(teacher, { class_id: classId, title: '你好', body: '字'.repeat(501) })).toMatchObject({
      code: CODE.badRequest,
      msg: '内容最多500个字',
    });
    expect(await send(teacher, { title: '你好', body: '你好' })).toMatchObject({
      code: CODE.badRequest,
      msg: '请选择班级',
    });
    expect(await send(teacher, { audience: 'all', title: '你好', body: '你好' })).toMatchObject({
      code: CODE.forbidden,
      msg: '只有管理员可以给所有人发消息',
    });
    expect((await send(pupil, { class_id: classId, title: '你好', body: '你好' })).code).toBe(CODE.forbidden);
  });

  it('a pupil reads their class messages and those to everyone, newest first, and marks them read', async () => {
    const everyone = await send(admin, { audience: 'all', title: '寒假快乐', body: '祝大家寒假快乐！' });
    expect(everyone.data).toMatchObject({ audience: 'all', class_id: 0, class_name: '' });
    expect(everyone.data.recipient_count).toBeGreaterThanOrEqual(5);
    // An admin may send to any class.
    expect((await send(admin, { class_id: otherClassId, title: '二班注意', body: '明天升旗。' })).code).toBe(CODE.ok);

    const mine = await inbox(pupil);
    expect(mine.list.map((m) => m.title)).toEqual(['寒假快乐', '😀'.repeat(40), '明天带字典']);
    expect(mine).toMatchObject({ total: 3, unread: 3 });
    expect(mine.list[0]).toMatchObject({ from: '语文学堂', class_name: '', read: false });
    expect(mine.list[2]).toMatchObject({ from: 'msg_li老师', class_name: '三年级一班', read: false });
    expect(await unread(pupil)).toBe(3);

    // The outsider is in no class: only the message to everyone.
    expect((await inbox(outsider)).list.map((m) => m.title)).toEqual(['寒假快乐']);

    const first = mine.list[2] as Message;
    expect((await call('POST', '/api/messages/read', pupil, { id: first.id })).data).toEqual({ unread: 2 });
    // Reading twice changes nothing.
    expect((await call('POST', '/api/messages/read', pupil, { id: first.id })).data).toEqual({ unread: 2 });
    expect((await inbox(pupil)).list[2]).toMatchObject({ id: first.id, read: true });
    // Another class's message is not the outsider's to mark.
    expect(await call('POST', '/api/messages/read', outsider, { id: first.id })).toMatchObject({
      code: CODE.notFound,
      msg: '没有找到这条消息',
    });
    expect((await call('POST', '/api/messages/read', pupil, { id: 999_999 })).code).toBe(CODE.notFound);

    // Paged: one at a time, the counts stay whole.
    const page2 = await inbox(pupil, { page: 2, page_size: 1 });
    expect(page2).toMatchObject({ total: 3, unread: 2, page: 2, page_size: 1 });
    expect(page2.list.map((m) => m.title)).toEqual(['😀'.repeat(40)]);

    const sent = await call('GET', '/api/messages/sent', teacher, { class_id: classId });
    const counts = (sent.data.list as SentMessage[]).map((m) => [m.title, m.read_count, m.recipient_count]);
    expect(counts).toEqual([
      ['😀'.repeat(40), 0, 1],
      ['明天带字典', 1, 1],
    ]);
    expect(sent.data.total).toBe(2);

    expect((await call('POST', '/api/messages/readAll', pupil)).data).toEqual({ unread: 0 });
    expect((await inbox(pupil)).list.every((m) => m.read)).toBe(true);
    expect(await unread(outsider)).toBe(1);
  });

  it('leaving a class hides its messages; joining shows them; senders list only their own', async () => {
    expect((await call('POST', '/api/classes/leave', pupil, { class_id: classId })).code).toBe(CODE.ok);
    expect((await inbox(pupil)).list.map((m) => m.title)).toEqual(['寒假快乐']);
    // The pupil's reads no longer count once they left.
    const afterLeave = await call('GET', '/api/messages/sent', teacher, { class_id: classId });
    expect((afterLeave.data.list as SentMessage[]).map((m) => [m.read_count, m.recipient_count])).toEqual([
      [0, 0],
      [0, 0],
    ]);

    expect((await call('POST', '/api/classes/join', outsider, { code: classCode })).code).toBe(CODE.ok);
    expect(await unread(outsider)).toBe(3);

    expect(await call('GET', '/api/messages/sent', otherTeacher, { class_id: classId })).toMatchObject({
      code: CODE.notFound,
      msg: '没有找到这个班级',
    });
    expect((await call('GET', '/api/messages/sent', otherTeacher)).data).toMatchObject({ total: 0, list: [] });
    expect((await call('GET', '/api/messages/sent', pupil)).code).toBe(CODE.forbidden);
    const adminSent = await call('GET', '/api/messages/sent', admin);
    expect((adminSent.data.list as SentMessage[]).map((m) => m.title)).toEqual(['二班注意', '寒假快乐']);
  });

  it('an archived class takes no new messages', async () => {
    const { id } = await newClass(teacher, '旧班级');
    expect((await call('POST', '/api/classes/class/archive', teacher, { class_id: id })).code).toBe(CODE.ok);
    expect(await send(teacher, { class_id: id, title: '你好', body: '你好' })).toMatchObject({
      code: CODE.failed,
      msg: '这个班级已经归档，不能再发消息',
    });
  });

  it('撤回: the sender or an admin takes a message back for every reader; nobody else may', async () => {
    const withdraw = (who: Account, values: CallValues) => call('POST', '/api/messages/withdraw', who, values);
    const sentTitles = async (who: Account) =>
      ((await call('GET', '/api/messages/sent', who)).data.list as SentMessage[]).map((m) => m.title);
    const readsOf = async (messageId: number) =>
      Number(
        (
          await t.database.db
            .withTables<MessagesTables>()
            .selectFrom('message_reads')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('message_id', '=', messageId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const visitor = (await callApi(t, 'POST', '/api/passport/TouristLogin', { product: 44 })).data as Account;
    const titlesOf = async (who: Account) => (await inbox(who)).list.map((m) => m.title);

    // The pupil is back in the class (they left it above), so they see it and have read it.
    expect((await call('POST', '/api/classes/join', pupil, { code: classCode })).code).toBe(CODE.ok);
    const mistake = (await send(teacher, { class_id: classId, title: '发错了', body: '这条不该发。' }))
      .data as SentMessage;
    const before = await unread(pupil);
    expect((await call('POST', '/api/messages/read', pupil, { id: mistake.id })).data).toEqual({ unread: before - 1 });
    expect(await readsOf(mistake.id)).toBe(1);

    // Another teacher, a pupil and a visitor are refused with what an unknown id gets; it stays.
    const notFound = { code: CODE.notFound, msg: '没有找到这条消息' };
    expect(await withdraw(otherTeacher, { id: mistake.id })).toMatchObject(notFound);
    expect(await withdraw(pupil, { id: mistake.id })).toMatchObject(notFound);
    expect(await withdraw(teacher, { id: 999_999 })).toMatchObject(notFound);
    // Visitors are refused every message call alike, whether the message exists or not.
    const visitorAnswer = await withdraw(visitor, { id: mistake.id });
    expect(visitorAnswer.code).toBe(CODE.forbidden);
    expect(await withdraw(visitor, { id: 999_999 })).toEqual(visitorAnswer);
    expect(await titlesOf(pupil)).toContain('发错了');
    expect(await sentTitles(teacher)).toContain('发错了');

    // Bad ids get the envelope with a clear message.
    for (const id of ['', 'abc', '0', '-3', '1.5']) {
      const bad = await withdraw(teacher, { id });
      expect(bad, id).toMatchObject({ code: CODE.badRequest, msg: '消息编号有误', data: null });
    }
    expect(await call('POST', '/api/messages/withdraw', teacher)).toMatchObject({
      code: CODE.badRequest,
      msg: '消息编号有误',
    });
    expect(await withdraw(teacher, { id: '2147483648' })).toMatchObject({ code: CODE.badRequest, msg: '编号过大' });

    // The sender takes it back: gone from the pupil's list and count, from the sent list, with its reads.
    const unreadBefore = await unread(pupil);
    expect(await withdraw(teacher, { id: mistake.id })).toMatchObject({ code: CODE.ok, data: { id: mistake.id } });
    expect(await titlesOf(pupil)).not.toContain('发错了');
    expect(await sentTitles(teacher)).not.toContain('发错了');
    expect(await readsOf(mistake.id)).toBe(0);
    // It had been read, so the unread count stays; the total drops by one.
    expect(await unread(pupil)).toBe(unreadBefore);
    // A second time it is not there any more.
    expect(await withdraw(teacher, { id: mistake.id })).toMatchObject(notFound);

    // An admin takes back a teacher's unread message: the pupil's count drops with it.
    const second = (await send(teacher, { class_id: classId, title: '也发错了', body: '这条也不该发。' }))
      .data as SentMessage;
    const withSecond = await unread(pupil);
    expect(await withdraw(admin, { id: second.id })).toMatchObject({ code: CODE.ok, data: { id: second.id } });
    expect(await unread(pupil)).toBe(withSecond - 1);
    expect(await titlesOf(pupil)).not.toContain('也发错了');
    expect(await sentTitles(teacher)).not.toContain('也发错了');
    // The teacher's other messages stay.
    expect(await sentTitles(teacher)).toEqual(['😀'.repeat(40), '明天带字典']);
  });

  it('a deleted account takes its read marks, and a deleted teacher their messages', async () => {
    expect((await call('POST', '/api/messages/readAll', outsider)).data).toEqual({ unread: 0 });
    const accounts = new AccountRepository(t.database.db);
    const readsOf = async (id: number) =>
      (await rowsReferringToUser(t.database, id)).find((r) => r.table === 'message_reads')?.rows;
    expect(await readsOf(outsider.id)).toBeGreaterThan(0);
    await accounts.deleteUser(outsider.id);
    expect(await readsOf(outsider.id)).toBe(0);

    const sentBy = async (id: number) =>
      Number(
        (
          await t.database.db
            .withTables<MessagesTables>()
            .selectFrom('messages')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('sender_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await sentBy(teacher.id)).toBe(2);
    await accounts.deleteUser(teacher.id);
    expect(await sentBy(teacher.id)).toBe(0);
    // The admin's message to another teacher's class goes with that teacher (and the class).
    await accounts.deleteUser(otherTeacher.id);
    const adminSent = await call('GET', '/api/messages/sent', admin);
    expect((adminSent.data.list as SentMessage[]).map((m) => m.title)).toEqual(['寒假快乐']);
  });
});
