import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Database, ExamsRepository } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import {
  type Account,
  type AnswerValue,
  type Attempt,
  CODE,
  type ExamQuestion,
  type PaperSummary,
} from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GRACE_MS } from '../src/modules/kszx/kszx.service.js';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { createTestApp, createUser, login, signUpPupil, type TestApp } from './test-app.js';
import { seedTextbook } from './textbook-fixture.js';

/** The fixture's 一年级上册 with printed words (组词, 写话) and stroke data for every character (写字). */
async function seedExams(database: Database): Promise<void> {
  await seedTextbook(database);
  const { db } = database;
  await db.updateTable('characters').set({ has_strokes: 1 }).execute();
  const words: Record<string, string[]> = {
    天地人: ['天地', '你我', '人们'],
    金木水火土: ['上下', '一二', '三天'],
    静夜思: ['口耳', '手足', '耳目'],
  };
  for (const [title, list] of Object.entries(words)) {
    await db
      .updateTable('textbook_lessons')
      .set({ words: JSON.stringify(list) })
      .where('title', '=', title)
      .execute();
  }
}

/** A teacher's paper in the text format of docs/kszx-paper-format.md, all five types. */
const PAPER_TEXT = `# 标题：第一单元小测
# 册：g1a
# 时间：15

[读音] radio
题：「天」的读音是哪一个？
选项：tiān | tián | tiǎn
答案：1

[判断] judge
题：「口」一共有三画。
答案：对

[古诗填空] input
题：床前（　　）光
提示：《静夜思》唐·李白
答案：明月

[作者连线] matching
题：把古诗和它的作者连起来。
左：《静夜思》 | 《咏鹅》
右：骆宾王 | 李白
答案：1-2 | 2-1

[写话] textarea
题：写一写你的好朋友。
`;

const require = createRequire(import.meta.url);

/** A character written on the board along its strokes' medians, as the board keeps the lines. */
function writtenAlong(char: string): AnswerValue {
  const data = JSON.parse(readFileSync(require.resolve(`hanzi-writer-data/${char}.json`), 'utf8')) as {
    medians: number[][][];
  };
  return { strokes: data.medians.map((median) => median.flat()) };
}

/** What a pupil would answer right, from the marks of an attempt already handed in (写字: its character). */
const rightAnswer = (q: ExamQuestion, mark: { answer: AnswerValue | null; answer_text: string } | undefined) => {
  if (q.type === 'textarea') return '天上有月亮，地上有人。';
  if (q.board) return writtenAlong(mark?.answer_text ?? '');
  return mark?.answer ?? '';
};

describe.each(testEngines())('考试中心 calls on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedExams(t.database);
    pupil = await signUpPupil(t, 'ks_p1', 'pw-ks-p1');
    other = await signUpPupil(t, 'ks_p2', 'pw-ks-p2');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });
  const papers = async (kind = '') =>
    (await call('GET', '/api/kszx/papers', pupil, { volume: 'g1a', kind })).data as PaperSummary[];
  const start = async (paperId: number, who = pupil) =>
    (await call('POST', '/api/kszx/attempt', who, { paper_id: paperId })).data as Attempt;
  const save = (attempt: Attempt, index: number, answer: AnswerValue | null, who = pupil) =>
    call('POST', '/api/kszx/attempt/answer', who, { attempt_id: attempt.id, index, answer: JSON.stringify(answer) });
  const submit = (attempt: Attempt, who = pupil) =>
    call('POST', '/api/kszx/attempt/submit', who, { attempt_id: attempt.id });
  const finalPaper = async () => (await papers('final'))[0] as PaperSummary;

  it('makes the unit and 期末 papers of 一年级上册 with all five types, the same on another server', async () => {
    const list = await papers();
    expect(list.map((p) => [p.title, p.kind])).toEqual([
      ['一年级上册 第一单元测试', 'unit'],
      ['一年级上册 期末测试', 'final'],
    ]);
    const final = list[1] as PaperSummary;
    expect(final).toMatchObject({ volume_name: '一年级上册', time_limit_s: 2400, best_score: null, open_attempt: 0 });
    expect([...final.types].sort()).toEqual(['input', 'judge', 'matching', 'radio', 'textarea']);

    const attempt = await start(final.id);
    const sections = [...new Set(attempt.questions.map((q) => q.section))];
    expect(sections).toEqual(['读音', '写字', '组词', '古诗填空', '作者连线', '判断', '写话']);
    const poem = attempt.questions.find((q) => q.section === '古诗填空');
    expect(poem?.prompt).toMatch(/（　　）/);
    expect(poem?.hint).toBe('《静夜思》唐·李白');
    expect(attempt.questions.find((q) => q.type === 'matching')).toMatchObject({
      left: ['《静夜思》'],
      right: ['李白'],
    });

    // A second server on a fresh database makes the very same paper from the same data and seed.
    const second = await createTestApp(engine);
    try {
      await seedExams(second.database);
      const other = await signUpPupil(second, 'ks_again', 'pw-ks-again');
      const listed = await callApi(second, 'GET', '/api/kszx/papers', { ...auth(other), volume: 'g1a', kind: 'final' });
      const again = await callApi(second, 'POST', '/api/kszx/attempt', { ...auth(other), paper_id: listed.data[0].id });
      expect(again.data.questions.map((q: ExamQuestion) => ({ ...q, board: '' }))).toEqual(
        attempt.questions.map((q) => ({ ...q, board: '' })),
      );
    } finally {
      await second.close();
    }
  });

  it('never sends the answers before hand-in; serves 写字 stroke data by an address that hides the character', async () => {
    const attempt = await start((await finalPaper()).id);
    const text = JSON.stringify(attempt);
    expect(attempt.result).toBeNull();
    expect(text).not.toMatch(/"answer"|answer_text|"write"/);
    const write = attempt.questions.find((q) => q.section === '写字');
    expect(write?.board).toMatch(/^\/exam-strokes\/\d+-\d+-[0-9a-f]{24}\.json$/);
    expect(write?.prompt).toMatch(/^看拼音，写汉字/);
    const reread = await call('GET', '/api/kszx/attempt', pupil, { attempt_id: attempt.id });
    expect(JSON.stringify(reread.data)).not.toMatch(/"answer"|answer_text/);
    // A guessed secret finds nothing.
    const guessed = write?.board.replace(/-[0-9a-f]{24}\.json$/, `-${'0'.repeat(24)}.json`) ?? '';
    expect((await t.app.inject({ method: 'GET', url: guessed })).statusCode).toBe(404);
  });

  it('keeps the answers across a reload, marks on the server and shows the right answers after hand-in', async () => {
    const paper = await finalPaper();
    const attempt = await start(paper.id);
    const first = attempt.questions[0] as ExamQuestion;
    expect(first.type).toBe('radio');
    expect((await save(attempt, 0, 1)).data).toEqual({ saved: true });
    expect((await save(attempt, 0, 2)).code).toBe(CODE.ok);

    // A reload (or starting again) answers the same attempt with the saved answer, the clock unchanged.
    const again = await start(paper.id);
    expect(again.id).toBe(attempt.id);
    expect(again.answers[0]).toBe(2);
    expect(again.deadline_at).toBe(attempt.deadline_at);
    expect((await papers('final'))[0]?.open_attempt).toBe(attempt.id);

    const handed = await submit(attempt);
    expect(handed.code).toBe(CODE.ok);
    const result = (handed.data as Attempt).result;
    expect(result?.marks).toHaveLength(attempt.questions.length);
    expect(result?.pending).toBe(0);
    expect(result?.total).toBe(attempt.questions.length);
    expect(result?.marks.every((m) => m.answer_text !== '' || m.answer === null)).toBe(true);
    expect((await submit(attempt)).msg).toBe('这份试卷已经交过了');
    expect((await save(attempt, 0, 1)).msg).toBe('这份试卷已经交过了');

    // The second go, answered right from the first go's marks: 100, 写话 waiting for the teacher.
    const second = await start(paper.id);
    expect(second.id).not.toBe(attempt.id);
    for (const [i, q] of second.questions.entries()) {
      expect((await save(second, i, rightAnswer(q, result?.marks[i]))).code).toBe(CODE.ok);
    }
    const marked = (await submit(second)).data as Attempt;
    expect(marked.result).toMatchObject({ score: 100, pending: 1, total: second.questions.length - 1 });
    expect(marked.result?.marks.find((_, i) => second.questions[i]?.type === 'textarea')?.correct).toBeNull();
    expect((await finalPaper()).best_score).toBe(100);

    const history = await call('GET', '/api/kszx/history', pupil);
    expect(history.data.map((h: { score: number }) => h.score)).toEqual([100, result?.score]);
  });

  it('marks 写字 on the server from the lines written: a verdict of the page is refused, scribbles are wrong', async () => {
    const attempt = await start((await finalPaper()).id);
    const writes = attempt.questions.flatMap((q, i) => (q.board ? [i] : []));
    expect(writes.length).toBeGreaterThan(1);
    const [first = 0, second = 0] = writes;
    expect((await save(attempt, first, true)).msg).toBe('这道题的答案格式不对');
    expect((await save(attempt, first, { strokes: [[1, 2, 3]] } as never)).code).toBe(CODE.badRequest);
    const scribble = { strokes: Array(12).fill([0, 0, 900, 800, 100, 700, 800, 0]) };
    expect((await save(attempt, first, scribble)).code).toBe(CODE.ok);
    expect((await save(attempt, second, false)).code).toBe(CODE.ok);
    const reloaded = await start(attempt.paper_id);
    expect(reloaded.answers[first]).toEqual(scribble);
    const result = ((await submit(attempt)).data as Attempt).result;
    expect(result?.marks[first]?.correct).toBe(false);
    expect(result?.marks[second]?.correct).toBe(false);

    // The right characters, written along their strokes, are right; the same lines for another character are not.
    const again = await start(attempt.paper_id);
    const charOf = (i: number) => result?.marks[i]?.answer_text ?? '';
    expect(charOf(first)).not.toBe(charOf(second));
    await save(again, first, writtenAlong(charOf(first)));
    await save(again, second, writtenAlong(charOf(first)));
    const marked = ((await submit(again)).data as Attempt).result;
    expect(marked?.marks[first]?.correct).toBe(true);
    expect(marked?.marks[second]?.correct).toBe(false);
  });

  it('two tabs saving at once keep each other’s answers: each save changes only its own question', async () => {
    const attempt = await start((await finalPaper()).id);
    const chosen = attempt.questions.flatMap((q, i) => (q.type === 'radio' ? [i] : []));
    expect(chosen.length).toBeGreaterThan(2);
    // Every save in flight at once, as two tabs answering side by side would send them.
    const saved = await Promise.all(chosen.map((i, n) => save(attempt, i, n % 2)));
    expect(saved.every((r) => r.code === CODE.ok)).toBe(true);
    const reloaded = await start(attempt.paper_id);
    expect(chosen.map((i) => reloaded.answers[i])).toEqual(chosen.map((_, n) => n % 2));
    // A write over answers that another save changed since they were read does not go through.
    const repo = new ExamsRepository(t.database.db);
    const read = (await repo.findAttempt(attempt.id))?.answers ?? '';
    expect((await save(attempt, chosen[0] ?? 0, 1)).code).toBe(CODE.ok);
    expect(await repo.saveAnswers(attempt.id, read, read)).toBe(false);
  });

  it('puts wrong answers in the 错题本 and clears them when practice answers them right', async () => {
    const attempt = await start((await finalPaper()).id);
    const result = ((await submit(attempt)).data as Attempt).result;
    expect(result?.score).toBe(0);
    const book = await call('GET', '/api/kszx/wrong', pupil);
    // Every question but 写话 was left unanswered, so wrong.
    expect(book.data).toHaveLength(attempt.questions.length - 1);
    const judges = book.data.filter((w: { type: string }) => w.type === 'judge');
    expect(judges.length).toBeGreaterThan(0);

    const practice = (await call('POST', '/api/kszx/practice', pupil, { volume: 'g1a', type: 'judge' }))
      .data as Attempt;
    expect(practice).toMatchObject({ mode: 'practice', deadline_at: 0, paper_id: 0 });
    expect(practice.questions.every((q) => q.type === 'judge')).toBe(true);
    const wrongPrompts = judges.map((w: { prompt: string }) => w.prompt);
    expect(practice.questions.slice(0, wrongPrompts.length).map((q) => q.prompt)).toEqual(
      expect.arrayContaining(wrongPrompts),
    );
    // Right answers of the first paper's judge questions, matched by prompt.
    const truth = new Map(attempt.questions.map((q, i) => [q.prompt, result?.marks[i]?.answer]));
    for (const [i, q] of practice.questions.entries()) await save(practice, i, truth.get(q.prompt) ?? true);
    await submit(practice);
    // The practice's new questions were answered at random; the book's ones, right, have left it.
    const after = await call('GET', '/api/kszx/wrong', pupil);
    const left = after.data.map((w: { prompt: string }) => w.prompt);
    expect(wrongPrompts.filter((p: string) => left.includes(p))).toEqual([]);
    expect(after.data.filter((w: { type: string }) => w.type !== 'judge')).toHaveLength(
      attempt.questions.length - 1 - judges.length,
    );
  });

  it('refuses a hand-in after the paper closed, and half-joined matching, with clear messages', async () => {
    const attempt = await start((await finalPaper()).id);
    const matching = attempt.questions.findIndex((q) => q.type === 'matching');
    const pairs = attempt.questions[matching]?.left.length ?? 0;
    // 静夜思 alone: a pair of the wrong length or an item that does not exist is refused.
    expect((await save(attempt, matching, [5])).msg).toBe('这道题的答案格式不对');
    expect((await save(attempt, matching, Array(pairs + 1).fill(0))).msg).toBe('这道题的答案格式不对');
    expect((await save(attempt, matching, [0])).code).toBe(CODE.ok);
    // A paper with two poems shows the half-joined message.
    await t.database.db
      .updateTable('exam_attempts')
      .set({
        questions: JSON.stringify([
          {
            section: '作者连线',
            type: 'matching',
            prompt: '把古诗和它的作者连起来。',
            hint: '',
            options: [],
            left: ['《静夜思》', '《咏鹅》'],
            right: ['骆宾王', '李白'],
            write: '',
            answer: [1, 0],
            answer_text: '',
          },
        ]),
        answers: JSON.stringify([null]),
      })
      .where('id', '=', attempt.id)
      .execute();
    expect((await save(attempt, 0, [1, -1])).code).toBe(CODE.ok);
    expect(await submit(attempt)).toMatchObject({ code: CODE.badRequest, msg: '第 1 题还有没连上的线，连完再交卷吧' });
    expect((await save(attempt, 0, [1, 1])).msg).toBe('这道题的答案格式不对');

    // The clock ran out (and the grace after it): neither answers nor the hand-in are taken.
    await t.database.db
      .updateTable('exam_attempts')
      .set({ deadline_at: Date.now() - GRACE_MS - 1000 })
      .where('id', '=', attempt.id)
      .execute();
    const late = await submit(attempt);
    expect(late).toMatchObject({ code: CODE.badRequest, msg: '考试时间已经到了，这份试卷已经收卷，不能再交了' });
    expect((await save(attempt, 0, [1, 0])).msg).toBe('考试时间已经到了，这份试卷已经收卷，不能再交了');
    // A closed attempt is not resumed: starting again opens a new one.
    expect((await start(attempt.paper_id)).id).not.toBe(attempt.id);
  });

  it("answers someone else's attempt as not found", async () => {
    const attempt = await start((await finalPaper()).id);
    const read = await call('GET', '/api/kszx/attempt', other, { attempt_id: attempt.id });
    expect(read).toMatchObject({ code: CODE.notFound, msg: '没有这份答卷' });
    expect((await save(attempt, 0, 1, other)).code).toBe(CODE.notFound);
    expect((await submit(attempt, other)).code).toBe(CODE.notFound);
    // Their own start of the same paper is a new attempt.
    expect((await start(attempt.paper_id, other)).id).not.toBe(attempt.id);
  });

  it('refuses bad input with clear messages', async () => {
    const attempt = await start((await finalPaper()).id);
    expect((await call('GET', '/api/kszx/papers', pupil, { volume: 'g9x' })).msg).toMatch('没有这一册课本');
    expect((await call('GET', '/api/kszx/papers', pupil, { volume: 'g2b' })).msg).toBe('没有这一册课本');
    expect((await call('GET', '/api/kszx/papers', pupil, { volume: 'g1a', kind: 'weekly' })).msg).toMatch(
      '试卷类别有误',
    );
    expect((await call('POST', '/api/kszx/attempt', pupil, { paper_id: 999999 })).msg).toBe('没有这份试卷');
    expect((await call('GET', '/api/kszx/attempt', pupil, { attempt_id: 'x' })).code).toBe(CODE.badRequest);
    const answer = (values: CallValues) =>
      call('POST', '/api/kszx/attempt/answer', pupil, { attempt_id: attempt.id, index: 0, ...values });
    expect((await answer({ answer: '{not json' })).msg).toMatch('答案格式有误');
    expect((await answer({ answer: JSON.stringify({ a: 1 }) })).code).toBe(CODE.badRequest);
    expect((await answer({ answer: JSON.stringify('字'.repeat(501)) })).code).toBe(CODE.badRequest);
    expect((await answer({ answer: '"甲"' })).msg).toBe('这道题的答案格式不对');
    expect((await answer({ answer: '7' })).msg).toBe('这道题的答案格式不对');
    expect((await answer({ index: 99, answer: '1' })).msg).toBe('没有这道题');
    expect((await answer({ index: -1, answer: '1' })).msg).toMatch('题号有误');
    expect((await call('POST', '/api/kszx/practice', pupil, { volume: 'g1a', type: 'essay' })).msg).toMatch('题型有误');
  });

  it('takes a paper written by a teacher in the text format, all five types, and names every mistake', async () => {
    const teacherId = await createUser(t.database, 'ks_teacher', 'pw-ks-teacher');
    await t.database.db.updateTable('users').set({ role: 'teacher' }).where('id', '=', teacherId).execute();
    const teacher = await login(t.app, 'ks_teacher', 'pw-ks-teacher');
    expect((await call('POST', '/api/manage/kszx/paper', pupil, { text: PAPER_TEXT })).code).toBe(CODE.forbidden);

    const bad = await call('POST', '/api/manage/kszx/paper', teacher, {
      text: PAPER_TEXT.replace('答案：1\n', '答案：5\n').replace('答案：对', '答案：是').replace('# 时间：15', ''),
    });
    expect(bad.code).toBe(CODE.badRequest);
    expect(bad.msg).toContain('请写「# 时间：」');
    expect(bad.msg).toContain('第 5 行的题：答案应是选项的序号（1 到 3）');
    expect(bad.msg).toContain('第 10 行的题：判断题的答案是「对」或「错」');

    const made = await call('POST', '/api/manage/kszx/paper', teacher, { text: PAPER_TEXT });
    expect(made.data).toMatchObject({ title: '第一单元小测', kind: 'custom', time_limit_s: 900, question_count: 5 });
    expect([...made.data.types].sort()).toEqual(['input', 'judge', 'matching', 'radio', 'textarea']);
    expect((await papers('custom')).map((p) => p.id)).toEqual([made.data.id]);

    const attempt = await start(made.data.id);
    const answers: AnswerValue[] = [0, true, ' 明 月 ', [1, 0], '我的好朋友是小明。'];
    for (const [i, a] of answers.entries()) expect((await save(attempt, i, a)).code).toBe(CODE.ok);
    const marked = (await submit(attempt)).data as Attempt;
    expect(marked.result).toMatchObject({ score: 100, correct: 4, total: 4, pending: 1 });
    expect(marked.result?.marks[3]?.answer_text).toBe('《静夜思》—李白；《咏鹅》—骆宾王');
  });

  it('lets the author or an admin change a written paper: started attempts keep their questions, any accepted 填空 answer is right', async () => {
    const ids = await Promise.all(
      ['ks_ed', 'ks_ed2', 'ks_ed_admin'].map((name) => createUser(t.database, name, `pw-${name}`)),
    );
    const [teacherId = 0, otherId = 0, adminId = 0] = ids;
    await t.database.db.updateTable('users').set({ role: 'teacher' }).where('id', 'in', [teacherId, otherId]).execute();
    await t.database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', adminId).execute();
    const [teacher, otherTeacher, admin] = await Promise.all(
      ['ks_ed', 'ks_ed2', 'ks_ed_admin'].map((name) => login(t.app, name, `pw-${name}`)),
    );
    if (!teacher || !otherTeacher || !admin) throw new Error('logins failed');
    const made = (await call('POST', '/api/manage/kszx/paper', teacher, { text: PAPER_TEXT })).data as PaperSummary;
    const source = (who: Account, paperId = made.id) =>
      call('GET', '/api/manage/kszx/paper/source', who, { paper_id: paperId });
    const update = (who: Account, text: string, paperId = made.id) =>
      call('POST', '/api/manage/kszx/paper/update', who, { paper_id: paperId, text });
    // A pupil starts the paper as it was first written.
    const before = await start(made.id);

    const opened = (await source(teacher)).data;
    expect(opened).toMatchObject({ id: made.id, title: '第一单元小测', volume_name: '一年级上册', minutes: 15 });
    expect(opened.questions.map((q: { type: string }) => q.type)).toEqual([
      'radio',
      'judge',
      'input',
      'matching',
      'textarea',
    ]);
    expect(opened.questions[2]).toMatchObject({ answer: '明月', accepted: ['明月'] });
    expect(opened.questions[3]).toMatchObject({ right: ['骆宾王', '李白'], answer: [1, 0], accepted: [] });
    expect((await source(admin)).code).toBe(CODE.ok);

    // Another teacher's paper and a generated one are "not found"; a pupil may not ask at all.
    const generated = (await finalPaper()).id;
    expect((await source(otherTeacher)).code).toBe(CODE.notFound);
    expect((await update(otherTeacher, PAPER_TEXT)).code).toBe(CODE.notFound);
    expect((await source(teacher, generated)).code).toBe(CODE.notFound);
    expect((await update(teacher, PAPER_TEXT, generated)).code).toBe(CODE.notFound);
    expect((await source(pupil)).code).toBe(CODE.forbidden);
    expect((await update(pupil, PAPER_TEXT)).code).toBe(CODE.forbidden);
    expect(await update(teacher, PAPER_TEXT.replace('答案：对', '答案：是'))).toMatchObject({
      code: CODE.badRequest,
      msg: '第 10 行的题：判断题的答案是「对」或「错」',
    });

    const changed = PAPER_TEXT.replace('# 标题：第一单元小测', '# 标题：第一单元小测（改）')
      .replace('# 时间：15', '# 时间：20')
      .replace(
        '题：床前（　　）光\n提示：《静夜思》唐·李白\n答案：明月',
        '题：「高兴」的近义词是（　　）\n答案：快乐 | 开心',
      );
    expect((await update(teacher, changed)).data).toMatchObject({
      id: made.id,
      title: '第一单元小测（改）',
      time_limit_s: 1200,
      question_count: 5,
    });
    expect((await source(teacher)).data.questions[2]).toMatchObject({
      prompt: '「高兴」的近义词是（　　）',
      hint: '',
      answer: '快乐',
      accepted: ['快乐', '开心'],
    });
    expect((await update(admin, changed.replace('（改）', '（再改）'))).data).toMatchObject({
      title: '第一单元小测（再改）',
    });

    // The attempt started before keeps its copy: the 填空 is still 床前（　　）光.
    expect((await save(before, 2, '开心')).code).toBe(CODE.ok);
    const old = (await submit(before)).data as Attempt;
    expect(old).toMatchObject({ title: '第一单元小测', time_limit_s: 900 });
    expect(old.result?.marks[2]).toMatchObject({ correct: false, answer_text: '明月' });
    // A new attempt gets the changed paper: the second accepted answer is right.
    const after = await start(made.id, other);
    expect(after).toMatchObject({ title: '第一单元小测（再改）', time_limit_s: 1200 });
    expect((await save(after, 2, ' 开 心 ', other)).code).toBe(CODE.ok);
    const marked = (await submit(after, other)).data as Attempt;
    expect(marked.result?.marks[2]).toMatchObject({ correct: true, answer: '快乐', answer_text: '快乐 或 开心' });
  });

  it('reads the types and the volume by their Chinese names too, and names the choices when one is wrong', async () => {
    const teacherId = await createUser(t.database, 'ks_teacher_cn', 'pw-ks-teacher');
    await t.database.db.updateTable('users').set({ role: 'teacher' }).where('id', '=', teacherId).execute();
    const teacher = await login(t.app, 'ks_teacher_cn', 'pw-ks-teacher');
    const chinese = PAPER_TEXT.replace('# 册：g1a', '# 册：一年级上册')
      .replace('[读音] radio', '[读音] 选择题')
      .replace('[判断] judge', '[判断] 判断')
      .replace('[古诗填空] input', '[古诗填空] 填空')
      .replace('[作者连线] matching', '[作者连线] 连线题')
      .replace('[写话] textarea', '[写话] 写话');
    const made = await call('POST', '/api/manage/kszx/paper', teacher, { text: chinese });
    expect(made.data).toMatchObject({ title: '第一单元小测', kind: 'custom', question_count: 5 });
    expect([...made.data.types].sort()).toEqual(['input', 'judge', 'matching', 'radio', 'textarea']);
    expect((await papers('custom')).map((p) => p.id)).toContain(made.data.id);

    const wrong = await call('POST', '/api/manage/kszx/paper', teacher, {
      text: chinese.replace('[读音] 选择题', '[读音] 猜谜').replace('一年级上册', '七年级上册'),
    });
    expect(wrong.code).toBe(CODE.badRequest);
    expect(wrong.msg).toContain('第 5 行的题：题型应是 选择、判断、填空、连线、写话 之一');
    expect(wrong.msg).toContain('请写「# 册：」，如 一年级上册（或 g1a）');
  });

  it('lists the GB/T 2260 provinces, cities and counties, and refuses unknown codes in Chinese', async () => {
    const provinces = (await call('GET', '/api/kszx/province', pupil)).data as { code: string; name: string }[];
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(provinces).toContainEqual({ code: '440000', name: '广东省' });
    const cities = (await call('GET', '/api/kszx/city', pupil, { province: '440000' })).data;
    expect(cities).toContainEqual({ code: '440100', name: '广州市' });
    expect((await call('GET', '/api/kszx/county', pupil, { city: '440100' })).data).toContainEqual({
      code: '440106',
      name: '天河区',
    });
    // A municipality's districts come under one city of its own name.
    expect((await call('GET', '/api/kszx/city', pupil, { province: '110000' })).data).toEqual([
      { code: '110100', name: '北京市' },
    ]);
    expect((await call('GET', '/api/kszx/county', pupil, { city: '110100' })).data).toContainEqual({
      code: '110108',
      name: '海淀区',
    });
    expect(await call('GET', '/api/kszx/city', pupil, { province: '990000' })).toMatchObject({
      code: CODE.badRequest,
      msg: '没有这个省份，请重新选择',
    });
    expect((await call('GET', '/api/kszx/county', pupil, { city: '440000' })).msg).toBe('没有这个城市，请重新选择');
    expect((await call('GET', '/api/kszx/city', pupil, { province: 'gd' })).msg).toMatch('地区代码应是六位数字');
    expect((await call('GET', '/api/kszx/province', { ...pupil, token: 'x' })).code).toBe(CODE.invalidSession);
  });

  it('keeps the region of a written paper, set by its author or an admin, and lists papers by region', async () => {
    const teacherId = await createUser(t.database, 'ks_rt', 'pw-ks-rt');
    const otherId = await createUser(t.database, 'ks_rt2', 'pw-ks-rt2');
    await t.database.db.updateTable('users').set({ role: 'teacher' }).where('id', 'in', [teacherId, otherId]).execute();
    const teacher = await login(t.app, 'ks_rt', 'pw-ks-rt');
    const otherTeacher = await login(t.app, 'ks_rt2', 'pw-ks-rt2');
    const made = (await call('POST', '/api/manage/kszx/paper', teacher, { text: PAPER_TEXT })).data as PaperSummary;
    expect(made).toMatchObject({ region: '', region_name: '' });
    const setRegion = (who: Account, paperId: number, region: string) =>
      call('POST', '/api/manage/kszx/paper/region', who, { paper_id: paperId, region });

    expect((await setRegion(teacher, made.id, '440106')).data).toMatchObject({
      id: made.id,
      region: '440106',
      region_name: '广东省 广州市 天河区',
    });
    expect(await setRegion(teacher, made.id, '449999')).toMatchObject({
      code: CODE.badRequest,
      msg: '没有这个地区，请重新选择',
    });
    expect((await setRegion(teacher, made.id, '12')).msg).toMatch('地区代码应是六位数字');
    expect((await setRegion(otherTeacher, made.id, '110000')).code).toBe(CODE.notFound);
    expect((await setRegion(pupil, made.id, '110000')).code).toBe(CODE.forbidden);
    const generated = (await papers('final'))[0] as PaperSummary;
    expect((await setRegion(teacher, generated.id, '110000')).code).toBe(CODE.notFound);

    const listed = async (region: string) =>
      ((await call('GET', '/api/kszx/papers', pupil, { volume: 'g1a', region })).data as PaperSummary[]).map(
        (p) => p.id,
      );
    // The province and the city it lies in list it, as does the county itself; elsewhere does not.
    expect(await listed('440000')).toEqual([made.id]);
    expect(await listed('440100')).toEqual([made.id]);
    expect(await listed('440106')).toEqual([made.id]);
    expect(await listed('440103')).toEqual([]);
    expect(await listed('110000')).toEqual([]);
    expect((await listed('')).length).toBeGreaterThan(1);
    expect((await call('GET', '/api/kszx/papers', pupil, { volume: 'g1a', region: '999999' })).msg).toBe(
      '没有这个地区，请重新选择',
    );

    // A paper for a whole province is listed for a county in it; '' makes it everyone's again.
    await setRegion(teacher, made.id, '440000');
    expect(await listed('440106')).toEqual([made.id]);
    expect((await setRegion(teacher, made.id, '')).data).toMatchObject({ region: '', region_name: '' });
    expect(await listed('440000')).toEqual([]);
  });
});
