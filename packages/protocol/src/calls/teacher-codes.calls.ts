import { z } from 'zod';
import { defineCall, formId, formInt } from './define-call.js';
import { activationCodeParam } from './membership.calls.js';

// Teacher activation codes (老师激活码, issue 17): admins make them in the management pages; a
// signed-in pupil account spends one to become a teacher's, as an admin-made teacher account is.

/** The most codes made at once. */
export const TEACHER_CODES_MAX = 100;
/** The longest a code may stay usable, in days (empty: until used or stopped). */
export const TEACHER_CODE_VALID_DAYS_MAX = 365;

/** unused: can still be spent; used; expired: ran out unused; disabled: an admin stopped it. */
export const TEACHER_CODE_STATES = ['unused', 'used', 'expired', 'disabled'] as const;
export type TeacherCodeState = (typeof TEACHER_CODE_STATES)[number];

/** A code as listed: only its last four characters are known (the server keeps a hash). */
export const teacherCodeSchema = z.object({
  id: z.number(),
  code_tail: z.string(),
  note: z.string(),
  state: z.enum(TEACHER_CODE_STATES),
  expires_at: z.number().nullable(),
  created_at: z.number(),
  created_by: z.string(),
  /** The account that used it ('已注销用户' when deleted since); null while unused. */
  used_by: z.string().nullable(),
  used_at: z.number().nullable(),
});
export type TeacherCode = z.output<typeof teacherCodeSchema>;

/** Makes codes (admin). The codes are answered this once only: the server keeps only their hashes. */
export const teacherCodeCreateCall = defineCall({
  method: 'POST',
  path: '/api/manage/teacherCode',
  user: true,
  params: z.object({
    count: formInt.min(1, '数量至少 1 个').max(TEACHER_CODES_MAX, `每次最多 ${TEACHER_CODES_MAX} 个`),
    /** Days the codes stay usable; empty or absent: until used or stopped. */
    valid_days: z
      .union([z.literal(''), formInt.min(1, '有效期至少 1 天').max(TEACHER_CODE_VALID_DAYS_MAX, '有效期最多 365 天')])
      .optional()
      .transform((days) => (days === '' ? undefined : days)),
    note: z.string().trim().max(100, '备注最多 100 个字').default(''),
  }),
  answer: z.object({ codes: z.array(z.string()), list: z.array(teacherCodeSchema) }),
});

/** Every code, newest first, with its state (admin). */
export const teacherCodesCall = defineCall({
  method: 'GET',
  path: '/api/manage/teacherCodes',
  user: true,
  params: z.object({}),
  answer: z.array(teacherCodeSchema),
});

/** Stops an unused code (admin); it can no longer be spent. */
export const teacherCodeDisableCall = defineCall({
  method: 'POST',
  path: '/api/manage/teacherCode/disable',
  user: true,
  params: z.object({ id: formId }),
  answer: teacherCodeSchema,
});

/** Spends a code: the signed-in pupil account becomes a teacher's (我的班级 then shows the teacher's classes). */
export const teacherCodeRedeemCall = defineCall({
  method: 'POST',
  path: '/api/teacherCode/redeem',
  user: true,
  params: z.object({ code: activationCodeParam('老师激活码') }),
  answer: z.object({ role: z.literal('teacher') }),
});
