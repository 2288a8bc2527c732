import { z } from 'zod';
import { defineCall, formId, formInt } from './define-call.js';
import { accountField, newPasswordField, nicknameField } from './passport.calls.js';

// Teachers and classes (issue 17): classes with join codes, assignments with a due day, pupils'
// 作业 and what flows back (a handed-in recording, a lesson's 听写), the teacher's marks.

/** Join codes: 6 characters without look-alikes (no 0/O, 1/I/L). */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 6;
export const CLASS_NAME_MAX = 20;
export const ASSIGNMENT_NOTE_MAX = 200;
export const TEACHER_COMMENT_MAX = 200;
/** The most characters one 写字 assignment asks for. */
export const ASSIGNMENT_CHARS_MAX = 30;

/**
 * What an assignment asks: recite a poem (target: the poem), 听写 a textbook lesson (the lesson),
 * hand in a 考试中心 paper (the paper), write characters (`chars`; target the lesson they came from,
 * or 0) or read a 部编阅读 chapter (target: the book; `chapter`).
 */
export const ASSIGNMENT_KINDS = ['poem_recite', 'dictation', 'paper', 'write', 'reading'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

/** The characters of a 写字 assignment (`chars`) not yet in what the pupil has `written`, each once. */
export function charsLeft(chars: string, written: string): string[] {
  const done = new Set(written);
  return [...new Set(chars)].filter((c) => !done.has(c));
}

/** The teacher's mark of a recitation: 已背会 or 再练练. */
export const TEACHER_MARKS = ['good', 'again'] as const;
export type TeacherMark = (typeof TEACHER_MARKS)[number];

/** todo: nothing yet; handed_in: waiting for the teacher (a recording), or partly written; done: done or marked. */
export const WORK_STATES = ['todo', 'handed_in', 'done'] as const;
export type WorkState = (typeof WORK_STATES)[number];

export const classInfoSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** '1'…'6' or ''. */
  grade: z.string(),
  code: z.string(),
  archived: z.boolean(),
  member_count: z.number(),
  /** The teacher's nickname (or account); what pupils see. */
  teacher_name: z.string(),
  created_at: z.number(),
});
export type ClassInfo = z.output<typeof classInfoSchema>;

export const assignmentSchema = z.object({
  id: z.number(),
  class_id: z.number(),
  kind: z.enum(ASSIGNMENT_KINDS),
  /** The poem (poem_recite), the textbook lesson (dictation; write, or 0), the paper (paper) or the book (reading). */
  target_id: z.number(),
  /** The characters to write (write); '' otherwise. */
  chars: z.string(),
  /** The chapter to read (reading); 0 otherwise. */
  chapter: z.number(),
  title: z.string(),
  note: z.string(),
  /** The last China day, YYYY-MM-DD. */
  due_date: z.string(),
  created_at: z.number(),
});
export type Assignment = z.output<typeof assignmentSchema>;

/** One pupil's work on one assignment. */
export const workSchema = z.object({
  state: z.enum(WORK_STATES),
  /** The counted dictation's or paper's score; null for the other kinds or before it is done. */
  score: z.number().nullable(),
  /** The characters written so far (write); '' otherwise. */
  written: z.string(),
  /** The handed-in recording (its audio: recitationAudioCall with this id). */
  recitation_id: z.number().nullable(),
  mark: z.enum(TEACHER_MARKS).nullable(),
  comment: z.string(),
  /** When it was handed in (epoch ms), 0 before. */
  done_at: z.number(),
});
export type Work = z.output<typeof workSchema>;

/** A pupil's 作业: the assignment, its class, the pupil's work, and whether its day has passed. */
export const myAssignmentSchema = assignmentSchema.extend({
  class_name: z.string(),
  overdue: z.boolean(),
  work: workSchema,
});
export type MyAssignment = z.output<typeof myAssignmentSchema>;

export const classMemberSchema = z.object({ id: z.number(), name: z.string(), joined_at: z.number() });
export type ClassMember = z.output<typeof classMemberSchema>;

/** The class view: pupils × assignments (`cells[pupil index][assignment index]`) and the most-missed characters. */
export const classViewSchema = z.object({
  class: classInfoSchema,
  members: z.array(classMemberSchema),
  assignments: z.array(assignmentSchema),
  cells: z.array(z.array(workSchema)),
  /** Characters written wrong in the counted dictations, most often first (at most 20). */
  missed: z.array(z.object({ char: z.string(), count: z.number() })),
});
export type ClassView = z.output<typeof classViewSchema>;

const classId = formId.describe('班级编号');
const assignmentId = formId.describe('作业编号');
const className = z
  .string({ error: '请输入班级名称' })
  .trim()
  .min(1, '请输入班级名称')
  .max(CLASS_NAME_MAX, `班级名称最多${CLASS_NAME_MAX}个字`)
  .refine((v) => !/\p{Cc}/u.test(v), '班级名称含有不可用的字符');
const gradeField = z.enum(['', '1', '2', '3', '4', '5', '6'], { error: '年级有误' }).default('');

/** An admin makes a teacher account (account name, password, the name pupils see). */
export const teacherCreateCall = defineCall({
  method: 'POST',
  path: '/api/classes/teacher',
  user: true,
  params: z.object({ account: accountField, password: newPasswordField, nickname: nicknameField }),
  answer: z.object({ id: z.number(), account: z.string(), nickname: z.string() }),
});

/** A teacher's classes, newest first (archived ones too). */
export const classTeachingCall = defineCall({
  method: 'GET',
  path: '/api/classes/teaching',
  user: true,
  params: z.object({}),
  answer: z.array(classInfoSchema),
});

export const classCreateCall = defineCall({
  method: 'POST',
  path: '/api/classes/class',
  user: true,
  params: z.object({ name: className, grade: gradeField }),
  answer: classInfoSchema,
});

export const classRenameCall = defineCall({
  method: 'POST',
  path: '/api/classes/class/rename',
  user: true,
  params: z.object({ class_id: classId, name: className }),
  answer: classInfoSchema,
});

/** Archives a class: pupils no longer see its 作业 and no one can join it. */
export const classArchiveCall = defineCall({
  method: 'POST',
  path: '/api/classes/class/archive',
  user: true,
  params: z.object({ class_id: classId }),
  answer: classInfoSchema,
});

export const classRemoveMemberCall = defineCall({
  method: 'POST',
  path: '/api/classes/class/remove',
  user: true,
  params: z.object({ class_id: classId, pupil_id: formId.describe('学生编号') }),
  answer: z.object({ removed: z.boolean() }),
});

export const classViewCall = defineCall({
  method: 'GET',
  path: '/api/classes/class/view',
  user: true,
  params: z.object({ class_id: classId }),
  answer: classViewSchema,
});

/** The class's results as a CSV file (UTF-8 with BOM), not an envelope. */
export const classExportCall = defineCall({
  method: 'GET',
  path: '/api/classes/class/export',
  user: true,
  params: z.object({ class_id: classId }),
  answer: z.unknown(),
});

export const assignmentCreateCall = defineCall({
  method: 'POST',
  path: '/api/classes/assignment',
  user: true,
  params: z.object({
    class_id: classId,
    kind: z.enum(ASSIGNMENT_KINDS, { error: '作业类型有误' }),
    /** 0 only for characters typed by the teacher (write). */
    target_id: formInt.min(0, '编号有误').default(0).describe('诗文、课文、试卷或书的编号'),
    /** The characters to write (write), spaces and commas ignored. */
    chars: z
      .string()
      .transform((v) => v.replace(/[\s,，、;；]+/gu, ''))
      .pipe(z.string().max(ASSIGNMENT_CHARS_MAX * 2, `写字最多${ASSIGNMENT_CHARS_MAX}个`))
      .default(''),
    /** The chapter to read (reading). */
    chapter: formInt.min(0, '章节有误').default(0),
    note: z.string().trim().max(ASSIGNMENT_NOTE_MAX, `说明最多${ASSIGNMENT_NOTE_MAX}个字`).default(''),
    due_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请选择截止日期'),
  }),
  answer: assignmentSchema,
});

export const assignmentDeleteCall = defineCall({
  method: 'POST',
  path: '/api/classes/assignment/delete',
  user: true,
  params: z.object({ assignment_id: assignmentId }),
  answer: z.object({ deleted: z.boolean() }),
});

/** The teacher marks a pupil's work 已背会 / 再练练 with a comment the pupil sees. */
export const assignmentMarkCall = defineCall({
  method: 'POST',
  path: '/api/classes/assignment/mark',
  user: true,
  params: z.object({
    assignment_id: assignmentId,
    pupil_id: formId.describe('学生编号'),
    mark: z.enum(TEACHER_MARKS, { error: '请选择已背会或再练练' }),
    comment: z.string().trim().max(TEACHER_COMMENT_MAX, `评语最多${TEACHER_COMMENT_MAX}个字`).default(''),
  }),
  answer: workSchema,
});

/** A pupil joins a class by its code (any case, spaces ignored). */
export const classJoinCall = defineCall({
  method: 'POST',
  path: '/api/classes/join',
  user: true,
  params: z.object({
    code: z
      .string({ error: '请输入班级码' })
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().min(1, '请输入班级码').max(12, '班级码不对，请再看一看')),
  }),
  answer: classInfoSchema,
});

export const classLeaveCall = defineCall({
  method: 'POST',
  path: '/api/classes/leave',
  user: true,
  params: z.object({ class_id: classId }),
  answer: z.object({ left: z.boolean() }),
});

/** The classes the pupil is in. */
export const classJoinedCall = defineCall({
  method: 'GET',
  path: '/api/classes/joined',
  user: true,
  params: z.object({}),
  answer: z.array(classInfoSchema),
});

/** The pupil's 作业 of every class in use, the soonest due first. */
export const myAssignmentsCall = defineCall({
  method: 'GET',
  path: '/api/classes/assignments/mine',
  user: true,
  params: z.object({}),
  answer: z.array(myAssignmentSchema),
});

/** The pupil hands one of their recordings of the poem in to a 背诵 assignment (again replaces it). */
export const assignmentHandInCall = defineCall({
  method: 'POST',
  path: '/api/classes/assignment/handIn',
  user: true,
  params: z.object({ assignment_id: assignmentId, recitation_id: formId.describe('录音编号') }),
  answer: myAssignmentSchema,
});

/** The pupil wrote one of a 写字 assignment's characters with the stroke checker to the end. */
export const assignmentWriteCall = defineCall({
  method: 'POST',
  path: '/api/classes/assignment/write',
  user: true,
  params: z.object({
    assignment_id: assignmentId,
    char: z.string({ error: '请写一个字' }).trim().min(1, '请写一个字').max(4, '一次只写一个字'),
  }),
  answer: myAssignmentSchema,
});
