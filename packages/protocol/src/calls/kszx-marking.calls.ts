import { z } from 'zod';
import { defineCall, formId } from './define-call.js';

/**
 * 考试中心's 写话 answers marked by a teacher (issue 17): the waiting answers of pupils in the
 * teacher's classes, and points with a comment; the attempt's score takes them in.
 */

/** The points a teacher gives a 写话 answer out of; in the score it weighs as one question (8 of 10 = 0.8). */
export const WRITING_POINTS = 10;
export const WRITING_COMMENT_MAX = 200;

/** A 写话 answer of a pupil in one of the teacher's classes. */
export const writingAnswerSchema = z.object({
  attempt_id: z.number(),
  /** The question's place in the attempt. */
  index: z.number(),
  pupil_name: z.string(),
  /** The teacher's classes the pupil is in, joined by 、. */
  class_names: z.string(),
  paper_title: z.string(),
  prompt: z.string(),
  answer: z.string(),
  max: z.number(),
  submitted_at: z.number(),
  /** null while waiting. */
  points: z.number().nullable(),
  comment: z.string(),
});
export type WritingAnswer = z.output<typeof writingAnswerSchema>;

/** The 写话 answers waiting for the teacher (or, with `marked`, those marked lately), oldest first. */
export const writingAnswersCall = defineCall({
  method: 'GET',
  path: '/api/kszx/writing',
  user: true,
  params: z.object({ marked: z.enum(['0', '1'], { error: '参数有误' }).default('0') }),
  answer: z.object({ list: z.array(writingAnswerSchema) }),
});

/** Points (0 to WRITING_POINTS) and a comment for one 写话 answer; marking again replaces them. */
export const writingMarkCall = defineCall({
  method: 'POST',
  path: '/api/kszx/writing/mark',
  user: true,
  params: z.object({
    attempt_id: formId.describe('答卷编号'),
    index: z.coerce.number({ error: '题号有误' }).int('题号有误').min(0, '题号有误').max(99, '题号有误'),
    points: z.coerce
      .number({ error: '请给出分数' })
      .int('分数要是整数')
      .min(0, `分数在0到${WRITING_POINTS}之间`)
      .max(WRITING_POINTS, `分数在0到${WRITING_POINTS}之间`),
    comment: z.string().trim().max(WRITING_COMMENT_MAX, `评语最多${WRITING_COMMENT_MAX}个字`).default(''),
  }),
  answer: writingAnswerSchema.extend({ score: z.number(), pending: z.number() }),
});
