import { randomInt } from 'node:crypto';
import type { AccountRepository, AssignmentRow, ClassesRepository, ClassRow, RecitationRow } from '@yuwen/db';
import {
  ASSIGNMENT_CHARS_MAX,
  type Assignment,
  type AssignmentKind,
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  type ClassInfo,
  type ClassView,
  type MyAssignment,
  type TeacherMark,
  type Work,
} from '@yuwen/protocol';
import { chinaDate, DAY_MS } from '../../lib/china-time.js';
import { AppError } from '../../plugins/app-error.js';
import { requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import { hashPassword } from '../passport/passport.service.js';
import {
  type CountedWork,
  csvField,
  presentAssignment,
  presentClass,
  presentWork,
  workLabel,
} from './classes.presenter.js';

const NO_CLASS = '没有找到这个班级';
const NO_ASSIGNMENT = '没有找到这份作业';
const WRONG_CODE = '班级码不对，请再看一看';
const MAX_CLASSES_JOINED = 20;
const MISSED_SHOWN = 20;
/** The furthest a due day may be set ahead. */
const DUE_MAX_DAYS = 366;

type Who = { classId: number } | { pupilId: number };
type DictationRead = { user_id: number; lesson_id: number | null; score: number; wrong: string; submitted_at: number };
type AttemptRead = { user_id: number; paper_id: number | null; score: number; submitted_at: number };
type AssignmentInput = {
  class_id: number;
  kind: AssignmentKind;
  target_id: number;
  chars: string;
  chapter: number;
  note: string;
  due_date: string;
};

/** Pure: a 写字 list is Chinese characters only (the stroke checker writes nothing else), each once. */
export function writableChars(text: string): string | undefined {
  const chars = [...new Set(text)];
  return chars.length > 0 && chars.every((c) => /^\p{Script=Han}$/u.test(c)) ? chars.join('') : undefined;
}

/** A fresh join code (the alphabet has no look-alikes). */
export function newClassCode(): string {
  return Array.from(
    { length: CLASS_CODE_LENGTH },
    () => CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)],
  ).join('');
}

/**
 * Pure: for each assignment of `kind`, each pupil's counted row — the first one of its target they
 * handed in after the assignment was set (`rows` oldest first). Keyed `assignment:pupil`.
 */
export function countedFirst<R extends { user_id: number; submitted_at: number }>(
  assignments: readonly Pick<AssignmentRow, 'id' | 'kind' | 'target_id' | 'created_at'>[],
  kind: AssignmentKind,
  rows: readonly R[],
  targetOf: (row: R) => number | null,
): Map<string, R> {
  const counted = new Map<string, R>();
  for (const a of assignments) {
    if (a.kind !== kind) continue;
    for (const row of rows) {
      const key = `${a.id}:${row.user_id}`;
      if (targetOf(row) === a.target_id && Number(row.submitted_at) >= Number(a.created_at) && !counted.has(key)) {
        counted.set(key, row);
      }
    }
  }
  return counted;
}

/** Pure: the 听写 assignments' counted dictations (see countedFirst). */
export function countedDictations(
  assignments: readonly Pick<AssignmentRow, 'id' | 'kind' | 'target_id' | 'created_at'>[],
  dictations: readonly DictationRead[],
): Map<string, DictationRead> {
  return countedFirst(assignments, 'dictation', dictations, (d) => d.lesson_id);
}

function teacherName(row: { nickname: string; account: string }): string {
  return row.nickname || row.account;
}

/**
 * Teachers and classes (issue 17). A teacher (or admin) sees only the classes they made and their
 * pupils; a pupil only their own classes and work. Someone else's class or assignment answers
 * "not found", so ids reveal nothing. A 听写 (a paper) is done by the pupil's first dictation of the
 * lesson (attempt at the paper) handed in after it was set, a reading once the pupil's place in the
 * book has reached the chapter since it was set — all worked out whenever the work is read (nothing
 * to keep in step); characters are done when the pupil has written each on the stroke checker.
 */
export class ClassesService {
  constructor(
    private readonly repo: ClassesRepository,
    private readonly accounts: AccountRepository,
  ) {}

  /** An admin makes a teacher account, as `npm run admin:create -- --role=teacher` does. */
  async createTeacher(
    admin: SessionUser,
    input: { account: string; password: string; nickname: string },
    now = Date.now(),
  ) {
    requireRole(admin, 'admin');
    const taken = '这个账号已经有人用了，请换一个';
    if (await this.accounts.findUserByAccount(input.account)) throw AppError.failed(taken);
    const user = {
      account: input.account,
      password_hash: await hashPassword(input.password),
      nickname: input.nickname,
      role: 'teacher',
      created_at: now,
    };
    const id = await this.accounts.createUser(user).catch(async (error: unknown) => {
      // Two requests for one name at once: the unique index lets one win.
      if (await this.accounts.findUserByAccount(input.account)) throw AppError.failed(taken);
      throw error;
    });
    return { id, account: input.account, nickname: input.nickname };
  }

  // ---- teachers ----

  private async ownClass(user: SessionUser, classId: number): Promise<ClassRow> {
    requireRole(user, 'teacher');
    const row = await this.repo.findClass(classId);
    if (!row || row.teacher_id !== user.id) throw AppError.notFound(NO_CLASS);
    return row;
  }

  private async ownAssignment(user: SessionUser, assignmentId: number) {
    requireRole(user, 'teacher');
    const row = await this.repo.findAssignment(assignmentId);
    if (!row || row.teacher_id !== user.id) throw AppError.notFound(NO_ASSIGNMENT);
    return row;
  }

  private async presentOwn(user: SessionUser, row: ClassRow): Promise<ClassInfo> {
    const me = await this.accounts.findUserById(user.id);
    return presentClass(row, await this.repo.countMembers(row.id), me ? teacherName(me) : '');
  }

  async teaching(user: SessionUser): Promise<ClassInfo[]> {
    requireRole(user, 'teacher');
    const me = await this.accounts.findUserById(user.id);
    const rows = await this.repo.teacherClasses(user.id);
    return rows.map(({ member_count, ...row }) => presentClass(row, member_count, me ? teacherName(me) : ''));
  }

  async createClass(user: SessionUser, name: string, grade: string, now = Date.now()): Promise<ClassInfo> {
    requireRole(user, 'teacher');
    // 31^6 codes: a taken one is rare; a few draws settle it.
    for (let attempt = 0; attempt < 5; attempt++) {
      const id = await this.repo.addClass({ teacher_id: user.id, name, grade, code: newClassCode(), created_at: now });
      if (id !== undefined) return this.presentOwn(user, await this.ownClass(user, id));
    }
    throw AppError.failed('班级码生成失败，请再试一次');
  }

  async renameClass(user: SessionUser, classId: number, name: string): Promise<ClassInfo> {
    const row = await this.ownClass(user, classId);
    await this.repo.updateClass(classId, { name });
    return this.presentOwn(user, { ...row, name });
  }

  async archiveClass(user: SessionUser, classId: number, now = Date.now()): Promise<ClassInfo> {
    const row = await this.ownClass(user, classId);
    if (Number(row.archived_at) > 0) return this.presentOwn(user, row);
    await this.repo.updateClass(classId, { archived_at: now });
    return this.presentOwn(user, { ...row, archived_at: now });
  }

  async removeMember(user: SessionUser, classId: number, pupilId: number): Promise<{ removed: boolean }> {
    await this.ownClass(user, classId);
    if (!(await this.repo.removeMember(classId, pupilId))) throw AppError.notFound('这个学生不在班里');
    return { removed: true };
  }

  /** The assignment's title and what it keeps besides its target, once the target is found. */
  private async target(input: AssignmentInput): Promise<{ title: string; chars: string; chapter: number }> {
    const none = { chars: '', chapter: 0 };
    switch (input.kind) {
      case 'poem_recite': {
        const poem = await this.repo.findPoemTitle(input.target_id);
        if (!poem) throw AppError.notFound('没有找到这首诗文');
        return { ...none, title: `背诵《${poem.title}》` };
      }
      case 'dictation': {
        const lesson = await this.repo.findLesson(input.target_id);
        if (!lesson) throw AppError.notFound('没有找到这篇课文');
        return { ...none, title: `听写 第${lesson.number}课 ${lesson.title}` };
      }
      case 'paper': {
        const paper = await this.repo.findPaperTitle(input.target_id);
        if (!paper) throw AppError.notFound('没有找到这份试卷');
        return { ...none, title: `试卷《${paper.title}》` };
      }
      case 'reading': {
        const chapter = await this.repo.findBookChapter(input.target_id, input.chapter);
        if (!chapter) throw AppError.notFound('没有找到这本书的这一章');
        return { chars: '', chapter: input.chapter, title: `阅读《${chapter.book_title}》${chapter.title}` };
      }
      case 'write': {
        const chars = writableChars(input.chars);
        if (!chars) throw AppError.badRequest('请填写要写的汉字，只能是汉字');
        if ([...chars].length > ASSIGNMENT_CHARS_MAX) throw AppError.badRequest(`写字最多${ASSIGNMENT_CHARS_MAX}个`);
        const lesson = input.target_id > 0 ? await this.repo.findLesson(input.target_id) : undefined;
        if (input.target_id > 0 && !lesson) throw AppError.notFound('没有找到这篇课文');
        return { chars, chapter: 0, title: lesson ? `写字 第${lesson.number}课 ${lesson.title}` : `写字：${chars}` };
      }
    }
  }

  async createAssignment(user: SessionUser, input: AssignmentInput, now = Date.now()): Promise<Assignment> {
    const row = await this.ownClass(user, input.class_id);
    if (Number(row.archived_at) > 0) throw AppError.badRequest('这个班级已经归档，不能再布置作业');
    const due = Date.parse(`${input.due_date}T00:00:00+08:00`);
    if (Number.isNaN(due) || chinaDate(due) !== input.due_date) throw AppError.badRequest('截止日期有误');
    if (input.due_date < chinaDate(now)) throw AppError.badRequest('截止日期不能早于今天');
    if (input.due_date > chinaDate(now + DUE_MAX_DAYS * DAY_MS)) throw AppError.badRequest('截止日期最多在一年以内');
    const assignment = {
      class_id: input.class_id,
      kind: input.kind,
      target_id: input.target_id,
      ...(await this.target(input)),
      note: input.note,
      due_date: input.due_date,
      created_by: user.id,
      created_at: now,
    };
    const id = await this.repo.addAssignment(assignment);
    return presentAssignment({ id, ...assignment });
  }

  async deleteAssignment(user: SessionUser, assignmentId: number): Promise<{ deleted: boolean }> {
    await this.ownAssignment(user, assignmentId);
    await this.repo.deleteAssignment(assignmentId);
    return { deleted: true };
  }

  /** The counted dictations of these assignments, by `assignment:pupil`. */
  private async dictationsFor(assignments: readonly AssignmentRow[], who: Who) {
    const dictation = assignments.filter((a) => a.kind === 'dictation');
    if (dictation.length === 0) return new Map<string, DictationRead>();
    const rows = await this.repo.dictationsOf(targetsOf(dictation), sinceOf(dictation), who);
    return countedDictations(dictation, rows as DictationRead[]);
  }

  /**
   * What answers each 听写, paper and reading by itself, by `assignment:pupil` (a query per kind,
   * whatever the number of pupils), and the counted dictations for the most-missed characters.
   */
  private async countedFor(assignments: readonly AssignmentRow[], who: Who, kept: ReadonlySet<string>) {
    const papers = assignments.filter((a) => a.kind === 'paper');
    const readings = assignments.filter((a) => a.kind === 'reading');
    const [dictations, attempts, places] = await Promise.all([
      this.dictationsFor(assignments, who),
      papers.length === 0 ? [] : this.repo.attemptsOf(targetsOf(papers), sinceOf(papers), who),
      readings.length === 0 ? [] : this.repo.placesOf(targetsOf(readings), sinceOf(readings), who),
    ]);
    const counted = new Map<string, CountedWork>();
    for (const [key, d] of dictations) counted.set(key, { score: d.score, at: Number(d.submitted_at) });
    for (const [key, a] of countedFirst(papers, 'paper', attempts as AttemptRead[], (a) => a.paper_id)) {
      counted.set(key, { score: Number(a.score), at: Number(a.submitted_at) });
    }
    // A place kept since the reading was set at its chapter or further on: the chapter was read.
    // The first time it is seen so it is kept on the hand-in, so reading on or back undoes nothing.
    const newlyRead: { assignment_id: number; pupil_id: number; at: number }[] = [];
    for (const a of readings) {
      for (const p of places) {
        const reached = p.book_id === a.target_id && Number(p.chapter) >= Number(a.chapter);
        if (reached && Number(p.updated_at) >= Number(a.created_at)) {
          const key = `${a.id}:${p.user_id}`;
          counted.set(key, { score: null, at: Number(p.updated_at) });
          if (!kept.has(key)) newlyRead.push({ assignment_id: a.id, pupil_id: p.user_id, at: Number(p.updated_at) });
        }
      }
    }
    await this.repo.keepRead(newlyRead);
    return { counted, dictations };
  }

  /** Keeps as read the pupil's reading assignments of this book at or before this chapter set by `at`. */
  async keepReading(pupilId: number, bookId: number, chapter: number, at: number): Promise<void> {
    const ids = await this.repo.readingsReached(pupilId, bookId, chapter, at);
    await this.repo.keepRead(ids.map((id) => ({ assignment_id: id, pupil_id: pupilId, at })));
  }

  /** Members × assignments in five queries, whatever the class's size. */
  async view(user: SessionUser, classId: number): Promise<ClassView> {
    const row = await this.ownClass(user, classId);
    const [me, members, assignments, submissions] = await Promise.all([
      this.accounts.findUserById(user.id),
      this.repo.members(classId),
      this.repo.classAssignments(classId),
      this.repo.classSubmissions(classId),
    ]);
    const handed = new Map(submissions.map((s) => [`${s.assignment_id}:${s.pupil_id}`, s]));
    const { counted, dictations } = await this.countedFor(assignments, { classId }, keptReadings(handed));
    const cells = members.map((m) =>
      assignments.map((a) => presentWork(a, handed.get(`${a.id}:${m.id}`), counted.get(`${a.id}:${m.id}`))),
    );
    const misses = new Map<string, number>();
    for (const d of dictations.values()) {
      for (const char of JSON.parse(d.wrong) as string[]) misses.set(char, (misses.get(char) ?? 0) + 1);
    }
    const missed = [...misses]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, MISSED_SHOWN)
      .map(([char, count]) => ({ char, count }));
    return {
      class: presentClass(row, members.length, me ? teacherName(me) : ''),
      members: members.map((m) => ({ id: m.id, name: teacherName(m), joined_at: Number(m.joined_at) })),
      assignments: assignments.map(presentAssignment),
      cells,
      missed,
    };
  }

  /** The class view as a CSV file: a row per pupil, a column per assignment; UTF-8 with BOM for Excel. */
  async exportCsv(user: SessionUser, classId: number): Promise<{ name: string; csv: string }> {
    const view = await this.view(user, classId);
    const head = ['学生', ...view.assignments.map((a) => `${a.title}（${a.due_date}截止）`)];
    const rows = view.members.map((m, i) => [
      m.name,
      ...view.assignments.map((a, j) => {
        const work = view.cells[i]?.[j];
        return work ? workLabel(a, work) : '';
      }),
    ]);
    const lines = [head, ...rows].map((cells) => cells.map(csvField).join(','));
    return { name: `${view.class.name}-作业成绩`, csv: `\uFEFF${lines.join('\r\n')}\r\n` };
  }

  async mark(
    user: SessionUser,
    input: { assignment_id: number; pupil_id: number; mark: TeacherMark; comment: string },
    now = Date.now(),
  ): Promise<Work> {
    const assignment = await this.ownAssignment(user, input.assignment_id);
    if (!(await this.repo.isMember(assignment.class_id, input.pupil_id))) throw AppError.notFound('这个学生不在班里');
    await this.repo.setMark(input.assignment_id, input.pupil_id, input.mark, input.comment, now);
    const handed = await this.repo.findSubmission(input.assignment_id, input.pupil_id);
    const key = `${assignment.id}:${input.pupil_id}`;
    const { counted } = await this.countedFor(
      [assignment],
      { pupilId: input.pupil_id },
      keptReadings(new Map(handed ? [[key, handed]] : [])),
    );
    return presentWork(assignment, handed, counted.get(`${assignment.id}:${input.pupil_id}`));
  }

  /**
   * A recording the viewer may hear as a teacher: handed in to an assignment of one of their
   * classes by a pupil still in it. The recitation module asks this for anyone's recording not
   * their own.
   */
  readonly handedInRecording = (viewerId: number, recitationId: number): Promise<RecitationRow | undefined> =>
    this.repo.recordingHandedInTo(viewerId, recitationId);

  // ---- pupils ----

  async join(user: SessionUser, code: string, now = Date.now()): Promise<ClassInfo> {
    if (user.role !== 'pupil') throw AppError.forbidden('老师和管理员的账号不能加入班级');
    const row = await this.repo.findClassByCode(code);
    if (!row) throw AppError.badRequest(WRONG_CODE);
    if (Number(row.archived_at) > 0) throw AppError.badRequest('这个班级已经不用了，请问问老师');
    const joined = await this.repo.pupilClasses(user.id);
    if (!joined.some((c) => c.id === row.id) && joined.length >= MAX_CLASSES_JOINED) {
      throw AppError.badRequest(`最多加入${MAX_CLASSES_JOINED}个班级`);
    }
    await this.repo.addMember(row.id, user.id, now);
    const teacher = await this.accounts.findUserById(row.teacher_id);
    return presentClass(row, await this.repo.countMembers(row.id), teacher ? teacherName(teacher) : '');
  }

  async leave(user: SessionUser, classId: number): Promise<{ left: boolean }> {
    if (!(await this.repo.removeMember(classId, user.id))) throw AppError.notFound('你不在这个班级里');
    return { left: true };
  }

  async joined(user: SessionUser): Promise<ClassInfo[]> {
    const rows = await this.repo.pupilClasses(user.id);
    return rows.map(({ teacher_nickname, teacher_account, joined_at: _, ...row }) =>
      // Pupils need not see how many are in a class.
      presentClass(row, 0, teacherName({ nickname: teacher_nickname, account: teacher_account })),
    );
  }

  /** The pupil's 作业 of the classes in use, the soonest due first. */
  async myAssignments(user: SessionUser, now = Date.now()): Promise<MyAssignment[]> {
    const rows = await this.repo.pupilAssignments(user.id);
    const handed = new Map(rows.map((r) => [`${r.id}:${user.id}`, { handed_in_at: r.handed_in_at ?? 0 }]));
    const { counted } = await this.countedFor(rows, { pupilId: user.id }, keptReadings(handed));
    const today = chinaDate(now);
    return rows.map((row) => {
      const work = presentWork(
        row,
        {
          recitation_id: row.recitation_id,
          handed_in_at: row.handed_in_at ?? 0,
          mark: row.mark ?? '',
          comment: row.comment ?? '',
          written: row.written ?? '',
        },
        counted.get(`${row.id}:${user.id}`),
      );
      return {
        ...presentAssignment(row),
        class_name: row.class_name,
        overdue: work.state === 'todo' && row.due_date < today,
        work,
      };
    });
  }

  /** An assignment of a class in use the pupil is in; anyone else's answers "not found". */
  private async pupilAssignment(user: SessionUser, assignmentId: number) {
    const assignment = await this.repo.findAssignment(assignmentId);
    const mine =
      assignment && Number(assignment.archived_at) === 0 && (await this.repo.isMember(assignment.class_id, user.id));
    if (!assignment || !mine) throw AppError.notFound(NO_ASSIGNMENT);
    return assignment;
  }

  private async myAssignment(user: SessionUser, assignmentId: number, now: number): Promise<MyAssignment> {
    const mine = (await this.myAssignments(user, now)).find((a) => a.id === assignmentId);
    if (!mine) throw AppError.notFound(NO_ASSIGNMENT);
    return mine;
  }

  async handIn(user: SessionUser, assignmentId: number, recitationId: number, now = Date.now()): Promise<MyAssignment> {
    const assignment = await this.pupilAssignment(user, assignmentId);
    if (assignment.kind !== 'poem_recite') throw AppError.badRequest('这份作业不用交录音');
    const recording = await this.repo.findPupilRecording(user.id, recitationId);
    if (!recording) throw AppError.notFound('录音不存在');
    if (recording.poem_id !== assignment.target_id) throw AppError.badRequest('这段录音不是这首诗文的');
    await this.repo.handIn(assignmentId, user.id, recitationId, now);
    return this.myAssignment(user, assignmentId, now);
  }

  /** One character of a 写字 assignment written to the end on the stroke checker (again changes nothing). */
  async written(user: SessionUser, assignmentId: number, char: string, now = Date.now()): Promise<MyAssignment> {
    const assignment = await this.pupilAssignment(user, assignmentId);
    if (assignment.kind !== 'write') throw AppError.badRequest('这份作业不是写字');
    if (!new Set(assignment.chars).has(char)) throw AppError.badRequest(`「${char}」不在这次要写的字里`);
    const handed = await this.repo.findSubmission(assignmentId, user.id);
    const written = handed?.written ?? '';
    if (!written.includes(char)) await this.repo.setWritten(assignmentId, user.id, written + char, now);
    return this.myAssignment(user, assignmentId, now);
  }
}

/** The `assignment:pupil` keys whose hand-in is kept (a reading seen read keeps its time there). */
function keptReadings(handed: ReadonlyMap<string, { handed_in_at: number | string | bigint }>): Set<string> {
  return new Set([...handed].filter(([, h]) => Number(h.handed_in_at) > 0).map(([key]) => key));
}

function targetsOf(assignments: readonly AssignmentRow[]): number[] {
  return [...new Set(assignments.map((a) => a.target_id))];
}

/** The earliest time these assignments were set: nothing before it can count. */
function sinceOf(assignments: readonly AssignmentRow[]): number {
  return Math.min(...assignments.map((a) => Number(a.created_at)));
}
