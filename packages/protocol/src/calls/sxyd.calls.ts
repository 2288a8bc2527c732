import { z } from 'zod';
import { defineCall, formId } from './define-call.js';

/**
 * 视听阅读 (issue 15, module 2010): listen-and-read tracks — poems of the catalogue and the
 * classical primers' chapters — and 听音辨位 (module 2101), a listening game made and marked on the
 * server.
 */
export const SXYD_MODULE_ID = 2010;
export const QMDW_MODULE_ID = 2101;

const sxydModuleId = formId.refine((id) => id === SXYD_MODULE_ID, '没有这个栏目，请从视听阅读进入');
const qmdwModuleId = formId.refine((id) => id === QMDW_MODULE_ID, '没有这个栏目，请从听音辨位进入');

// ── Tracks ─────────────────────────────────────────────────────────────────────────────────────

/** A track's key: `poem-<poemId>` or `book-<bookId>-<chapter>`. */
export const TRACK_KEY = /^(?:poem-\d{1,9}|book-\d{1,9}-\d{1,4})$/;

export const trackSummarySchema = z.object({
  key: z.string(),
  title: z.string(),
  /** 〔唐〕李白, or the book's title for a chapter; '' when none. */
  byline: z.string(),
  /** A teacher uploaded a recording of it. */
  teacher: z.boolean(),
});
export type TrackSummary = z.output<typeof trackSummarySchema>;

export const trackGroupSchema = z.object({
  key: z.string(),
  name: z.string(),
  tracks: z.array(trackSummarySchema),
});
export type TrackGroup = z.output<typeof trackGroupSchema>;

/** The tracks to listen to: 小学必背古诗 by grade band, then each primer's chapters. */
export const sxydTracksCall = defineCall({
  method: 'GET',
  path: '/api/study/sxyd/tracks',
  user: true,
  params: z.object({ module_id: sxydModuleId }),
  answer: z.object({ groups: z.array(trackGroupSchema) }),
});

export const trackSchema = z.object({
  key: z.string(),
  title: z.string(),
  byline: z.string(),
  lines: z.array(z.string()),
  /** Per line, one syllable per character ('' for punctuation). */
  pinyin: z.array(z.array(z.string())),
  /** Per line, each syllable's recording address ('' where none exists). */
  audio: z.array(z.array(z.string())),
  /** A teacher's recording of the whole text, '' when none. */
  teacher_audio: z.string(),
});
export type Track = z.output<typeof trackSchema>;

/** One track with its text, pinyin and recordings. */
export const sxydTrackCall = defineCall({
  method: 'GET',
  path: '/api/study/sxyd/track',
  user: true,
  params: z.object({
    module_id: sxydModuleId,
    track: z.string({ message: '请选择要听的篇目' }).trim().regex(TRACK_KEY, '篇目编号有误'),
  }),
  answer: trackSchema,
});

// ── 听音辨位 ────────────────────────────────────────────────────────────────────────────────────

/** position: find the heard character in a poem line; grid: in a grid; tone: pick the heard tone. */
export const QMDW_KINDS = ['position', 'grid', 'tone'] as const;
export type QmdwKind = (typeof QMDW_KINDS)[number];

/** The levels by grade: what a round holds and how long it may take. */
export const QMDW_LEVELS = [
  { level: 1, name: '一年级', note: '五个字里找一找，再听声调', questions: 6, seconds: 120 },
  { level: 2, name: '二年级', note: '七个字里找一找，再听声调', questions: 8, seconds: 120 },
  { level: 3, name: '三四年级', note: '九宫格里找字，再听声调', questions: 8, seconds: 100 },
  { level: 4, name: '五六年级', note: '十六宫格里找字，再听声调', questions: 10, seconds: 100 },
] as const;
export type QmdwLevel = (typeof QMDW_LEVELS)[number]['level'];

/** Points for a right answer; a round won in time adds one point per second left. */
export const QMDW_POINTS_PER_ANSWER = 10;
/** A round is won with at least this share of right answers, in time. */
export const QMDW_WIN_SHARE = 0.8;

export const qmdwQuestionSchema = z.object({
  kind: z.enum(QMDW_KINDS),
  /** The recording to hear, under an address that names the round, not the syllable. */
  sound: z.string(),
  /** position: the line's characters; grid: the grid's characters row by row; tone: the four toned syllables. */
  cells: z.array(z.string()),
  /** Cells per row (the line's length for position, 4 for tone). */
  columns: z.number(),
  /** Where the line or the grid comes from (《咏鹅》), '' for tone questions. */
  source: z.string(),
});
export type QmdwQuestion = z.output<typeof qmdwQuestionSchema>;

/** A question once answered: right or not, the right cell, the pupil's, and the character heard. */
export const qmdwMarkSchema = z.object({
  correct: z.boolean(),
  right: z.number(),
  chosen: z.number(),
  char: z.string(),
  reading: z.string(),
});
export type QmdwMark = z.output<typeof qmdwMarkSchema>;

/** playing; won or done when handed in in time (won with enough right answers); timeout after the time. */
export const QMDW_STATUSES = ['playing', 'won', 'done', 'timeout'] as const;
export type QmdwStatus = (typeof QMDW_STATUSES)[number];

/** A finished round's stars, shown on its result and counted in the rewards: three for every answer right in time, two for a win, one for half right. */
export function qmdwStars(correct: number, total: number, status: QmdwStatus): number {
  if (total > 0 && correct === total && status !== 'timeout') return 3;
  if (status === 'won') return 2;
  return correct * 2 >= total && total > 0 ? 1 : 0;
}

export const qmdwRoundSchema = z.object({
  id: z.number(),
  level: z.number(),
  status: z.enum(QMDW_STATUSES),
  questions: z.array(qmdwQuestionSchema),
  /** One per question, null until answered. */
  marks: z.array(qmdwMarkSchema.nullable()),
  correct: z.number(),
  points: z.number(),
  seconds: z.number(),
  /** When the time runs out and the server's clock now (epoch ms), so the countdown follows the server. */
  deadline: z.number(),
  now: z.number(),
});
export type QmdwRound = z.output<typeof qmdwRoundSchema>;

export const qmdwLevelResultSchema = z.object({
  level: z.number(),
  name: z.string(),
  note: z.string(),
  questions: z.number(),
  seconds: z.number(),
  rounds: z.number(),
  best: z.number(),
  won: z.number(),
});

/** The levels with the pupil's results, the points of every round, and the level for the pupil's grade. */
export const qmdwHomeCall = defineCall({
  method: 'GET',
  path: '/api/study/sxyd/qmdw',
  user: true,
  params: z.object({ module_id: qmdwModuleId }),
  answer: z.object({
    levels: z.array(qmdwLevelResultSchema),
    suggested: z.number(),
    total_points: z.number(),
    rounds: z.number(),
  }),
});

const levelParam = z.coerce
  .number({ message: '请选择关卡' })
  .int('请选择关卡')
  .min(1, '没有这一关')
  .max(QMDW_LEVELS.length, '没有这一关');

/** Starts a round of a level; the answers stay on the server. */
export const qmdwStartCall = defineCall({
  method: 'POST',
  path: '/api/study/sxyd/qmdw/round',
  user: true,
  params: z.object({ module_id: qmdwModuleId, level: levelParam }),
  answer: qmdwRoundSchema,
});

const roundId = formId.describe('这一局的编号');

/** Answers one question (its index and the chosen cell); the mark comes back, and the result after the last. */
export const qmdwAnswerCall = defineCall({
  method: 'POST',
  path: '/api/study/sxyd/qmdw/answer',
  user: true,
  params: z.object({
    id: roundId,
    index: z.coerce
      .number({ message: '题目编号有误' })
      .int('题目编号有误')
      .min(0, '题目编号有误')
      .max(15, '题目编号有误'),
    choice: z.coerce
      .number({ message: '请选一个答案' })
      .int('请选一个答案')
      .min(0, '请选一个答案')
      .max(15, '请选一个答案'),
  }),
  answer: qmdwRoundSchema,
});

/** Ends a round (the time ran out, or the pupil stops); unanswered questions count as missed. */
export const qmdwFinishCall = defineCall({
  method: 'POST',
  path: '/api/study/sxyd/qmdw/finish',
  user: true,
  params: z.object({ id: roundId }),
  answer: qmdwRoundSchema,
});
