import { z } from 'zod';
import { defineCall, formId } from './define-call.js';

// 问答 (issue 17): pupils ask (text, an optional picture, what it is about); teachers of their
// classes and admins answer (text, picture, a recording); 我的提问 with an unread count; our FAQ.

export const ASK_TEXT_MIN = 5;
export const ASK_TEXT_MAX = 300;
export const ASK_ANSWER_MAX = 500;
/** A question's or an answer's picture, before it is made smaller on the server. */
export const ASK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The areas a question may be about (module keys of the tree); '' is 其他. */
export const ASK_AREAS = {
  tbjx: '同步教学',
  hzzy: '汉字字源',
  bpcy: '部编词语',
  bpzw: '部编作文',
  bpyd: '部编阅读',
  tssc: '唐诗宋词',
  jdsd: '经典诵读',
  jdmz: '成语典故',
  zgwh: '中国文化',
} as const;
export type AskArea = keyof typeof ASK_AREAS;
const AREA_KEYS = Object.keys(ASK_AREAS) as [AskArea, ...AskArea[]];

/** waiting: no answer yet; answered: at least one; hidden: a teacher put it aside (the pupil still sees it). */
export const ASK_STATES = ['waiting', 'answered', 'hidden'] as const;
export type AskState = (typeof ASK_STATES)[number];

export const askAnswerSchema = z.object({
  id: z.number(),
  /** The teacher's nickname (or account); 老师 when the account is gone. */
  teacher_name: z.string(),
  text: z.string(),
  has_image: z.boolean(),
  has_audio: z.boolean(),
  created_at: z.number(),
});
export type AskAnswer = z.output<typeof askAnswerSchema>;

export const askQuestionSchema = z.object({
  id: z.number(),
  text: z.string(),
  has_image: z.boolean(),
  /** An area key or ''. */
  area: z.string(),
  lesson_id: z.number().nullable(),
  /** What it is about, as shown: the lesson's title or the area's name; '' for neither. */
  topic: z.string(),
  state: z.enum(ASK_STATES),
  /** An answer came after the pupil last opened it (only ever true for the asker). */
  unread: z.boolean(),
  answer_count: z.number(),
  created_at: z.number(),
  /** Who asked (nickname or account) and their classes of the reader's; for teachers and admins. */
  pupil_name: z.string(),
  class_names: z.array(z.string()),
});
export type AskQuestion = z.output<typeof askQuestionSchema>;

export const askQuestionInfoSchema = askQuestionSchema.extend({
  answers: z.array(askAnswerSchema),
  /** The reader may answer and hide it (a teacher of the pupil's class, or an admin). */
  can_answer: z.boolean(),
});
export type AskQuestionInfo = z.output<typeof askQuestionInfoSchema>;

export const faqEntrySchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type FaqEntry = z.output<typeof faqEntrySchema>;

const questionId = formId.describe('问题编号');
const askText = (min: number, max: number, what: string) =>
  z
    .string({ error: `请写下${what}` })
    .trim()
    .min(1, `请写下${what}`)
    .min(min, `${what}至少写${min}个字`)
    .max(max, `${what}最多${max}个字`)
    .refine((v) => ![...v].some(isControl), `${what}含有不可用的字符`);

/** Control characters other than line breaks and tabs (a question may have several lines). */
function isControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code < 0x20 && char !== '\n' && char !== '\r' && char !== '\t') || (code >= 0x7f && code < 0xa0);
}

/** Our FAQ about using the product, for pupils and parents (anyone may read it). */
export const askFaqCall = defineCall({
  method: 'GET',
  path: '/api/ask/faq',
  user: false,
  params: z.object({}),
  answer: z.array(faqEntrySchema),
});

/** A pupil asks (multipart: the text fields and an optional picture in `files`). */
export const askAddCall = defineCall({
  method: 'POST',
  path: '/api/ask/question',
  user: true,
  multipart: true,
  params: z.object({
    text: askText(ASK_TEXT_MIN, ASK_TEXT_MAX, '问题'),
    area: z.enum(['', ...AREA_KEYS], { error: '请从列表里选择问题的内容' }).default(''),
    lesson_id: formId.describe('课文编号').optional(),
  }),
  answer: askQuestionSchema,
});

/** 我的提问: the pupil's questions, newest first, and how many have an answer not yet read. */
export const askMineCall = defineCall({
  method: 'GET',
  path: '/api/ask/mine',
  user: true,
  params: z.object({}),
  answer: z.object({ questions: z.array(askQuestionSchema), unread: z.number() }),
});

/** One question with its answers; the asker opening it marks its answers read. */
export const askInfoCall = defineCall({
  method: 'GET',
  path: '/api/ask/info',
  user: true,
  params: z.object({ id: questionId }),
  answer: askQuestionInfoSchema,
});

/** The questions a teacher (of the askers' classes) or an admin may answer, in one state, newest first. */
export const askInboxCall = defineCall({
  method: 'GET',
  path: '/api/ask/inbox',
  user: true,
  params: z.object({ state: z.enum(ASK_STATES, { error: '问题状态有误' }).default('waiting') }),
  answer: z.object({ questions: z.array(askQuestionSchema), waiting: z.number() }),
});

/** A teacher or an admin answers (multipart: the text fields and an optional picture in `files`). */
export const askAnswerCall = defineCall({
  method: 'POST',
  path: '/api/ask/answer',
  user: true,
  multipart: true,
  params: z.object({ question_id: questionId, text: askText(1, ASK_ANSWER_MAX, '回答') }),
  answer: askAnswerSchema,
});

/** Adds the teacher's recording to their answer (multipart: `files`); again replaces it. */
export const askAnswerAudioCall = defineCall({
  method: 'POST',
  path: '/api/ask/answer/audio',
  user: true,
  multipart: true,
  params: z.object({ answer_id: formId.describe('回答编号') }),
  answer: askAnswerSchema,
});

/** A teacher or an admin puts a question aside (hidden=1) or back (hidden=0). */
export const askHideCall = defineCall({
  method: 'POST',
  path: '/api/ask/hide',
  user: true,
  params: z.object({ question_id: questionId, hidden: z.enum(['0', '1'], { error: '请说明收起还是放回' }) }),
  answer: askQuestionSchema,
});

/** A question's picture (answer_id absent) or an answer's picture or recording: the file, not an envelope. */
export const askFileCall = defineCall({
  method: 'GET',
  path: '/api/ask/file',
  user: true,
  params: z.object({
    question_id: questionId,
    answer_id: formId.describe('回答编号').optional(),
    kind: z.enum(['image', 'audio'], { error: '文件类型有误' }),
  }),
  answer: z.unknown(),
});
