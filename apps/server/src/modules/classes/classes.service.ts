import { randomInt } from 'node:crypto';
import type { AccountRepository, AssignmentRow, ClassesRepository, ClassRow, RecitationRow } from '@yuwen/db';
import {
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
  type CountedDictation,
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

/** A fresh join code (the alphabet has no look-alikes). */
export function newClassCode(): string {
  return Array.from(
    { length: CLASS_CODE_LENGTH },
    () => CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)],
  ).join('');
}

/**
 * Pure: for each 听写 assignment, each pupil's counted dictation — the first one of the lesson they
 * handed in after the assignment was set (`dictations` oldest first). Keyed `assignment:pupil`.
 */
export function countedDictations(
  assignments: readonly Pick<AssignmentRow, 'id' | 'kind' | 'target_id' | 'created_at'>[],
  dictations: readonly DictationRead[],
): Map<string, DictationRead> {
  const counted = new Map<string, DictationRead>();
  for (const a of assignments) {
    if (a.kind !== 'dictation') continue;
    for (const d of dictations) {
      const key = `${a.id}:${d.user_id}`;
      if (d.lesson_id === a.target_id && Number(d.submitted_at) >= Number(a.created_at) && !counted.has(key)) {
        counted.set(key, d);
      }
    }
  }
  return counted;
}

function teacherName(row: { nickname: string; account: string }): string {
  return row.nickname || row.account;
}

/**
 * Teachers and classes (issue 17). A teacher (or admin) sees only the classes they made and their
 * pupils; a pupil only their own classes and work. Someone else's class or assignment answers
 * "not found", so ids reveal nothing. A 听写 assignment is done by the pupil's first dictation of the
 * lesson handed in after it was set, worked out whenever the work is read (nothing to keep in step).
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

  private async target(kind: AssignmentKind, targetId: number): Promise<string> {
    if (kind === 'poem_recite') {
      const poem = await this.repo.findPoemTitle(targetId);
      if (!poem) throw AppError.notFound('没有找到这首诗文');
      return `背诵《${poem.title}》`;
    }
    const lesson = await this.repo.findLesson(targetId);
    if (!lesson) throw AppError.notFound('没有找到这篇课文');
    return `听写 第${lesson.number}课 ${lesson.title}`;
  }

  async createAssignment(
    user: SessionUser,
    input: { class_id: number; kind: AssignmentKind; target_id: number; note: string; due_date: string },
    now = Date.now(),
  ): Promise<Assignment> {
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
      title: await this.target(input.kind, input.target_id),
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
    const since = Math.min(...dictation.map((a) => Number(a.created_at)));
    const rows = await this.repo.dictationsOf([...new Set(dictation.map((a) => a.target_id))], since, who);
    return countedDictations(dictation, rows as DictationRead[]);
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
    const counted = await this.dictationsFor(assignments, { classId });
    const handed = new Map(submissions.map((s) => [`${s.assignment_id}:${s.pupil_id}`, s]));
    const cells = members.map((m) =>
      assignments.map((a) =>
        presentWork(a.kind, handed.get(`${a.id}:${m.id}`), dictationScore(counted.get(`${a.id}:${m.id}`))),
      ),
    );
    const misses = new Map<string, number>();
    for (const d of counted.values()) {
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
        return work ? workLabel(a.kind, work) : '';
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
    const counted = await this.dictationsFor([assignment], { pupilId: input.pupil_id });
    const handed = await this.repo.findSubmission(input.assignment_id, input.pupil_id);
    return presentWork(assignment.kind, handed, dictationScore(counted.get(`${assignment.id}:${input.pupil_id}`)));
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
    const counted = await this.dictationsFor(rows, { pupilId: user.id });
    const today = chinaDate(now);
    return rows.map((row) => {
      const work = presentWork(
        row.kind,
        {
          recitation_id: row.recitation_id,
          handed_in_at: row.handed_in_at ?? 0,
          mark: row.mark ?? '',
          comment: row.comment ?? '',
        },
        dictationScore(counted.get(`${row.id}:${user.id}`)),
      );
      return {
        ...presentAssignment(row),
        class_name: row.class_name,
        overdue: work.state === 'todo' && row.due_date < today,
        work,
      };
    });
  }

  async handIn(user: SessionUser, assignmentId: number, recitationId: number, now = Date.now()): Promise<MyAssignment> {
    const assignment = await this.repo.findAssignment(assignmentId);
    const mine =
      assignment && Number(assignment.archived_at) === 0 && (await this.repo.isMember(assignment.class_id, user.id));
    if (!assignment || !mine) throw AppError.notFound(NO_ASSIGNMENT);
    if (assignment.kind !== 'poem_recite') throw AppError.badRequest('这份作业不用交录音');
    const recording = await this.repo.findPupilRecording(user.id, recitationId);
    if (!recording) throw AppError.notFound('录音不存在');
    if (recording.poem_id !== assignment.target_id) throw AppError.badRequest('这段录音不是这首诗文的');
    await this.repo.handIn(assignmentId, user.id, recitationId, now);
    const handed = (await this.myAssignments(user, now)).find((a) => a.id === assignmentId);
    if (!handed) throw AppError.notFound(NO_ASSIGNMENT);
    return handed;
  }
}

function dictationScore(d: DictationRead | undefined): CountedDictation | undefined {
  return d && { score: d.score, submitted_at: Number(d.submitted_at) };
}
