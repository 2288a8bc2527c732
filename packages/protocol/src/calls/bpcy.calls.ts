import { z } from 'zod';
import { defineCall, formId } from './define-call.js';

/**
 * 部编词语 bpcy (module 158) and 听写 (issue 14): a lesson's words — the printed 词语表 where the
 * volume has one, else our selection from the common-word list — a word's page, and dictation
 * rounds whose results feed the 错字本 and the review queue.
 */

export const BPCY_MODULE_ID = 158;

/** Where a lesson's words come from: the printed 词语表, or our selection (said so on the page). */
export const WORD_SOURCES = ['printed', 'selection'] as const;

/** Most words one dictation holds (a longer list is refused with a clear message). */
export const DICTATION_MAX_WORDS = 30;
/** Longest word a dictation takes, in characters. */
export const DICTATION_MAX_WORD_LENGTH = 8;

/** One syllable of a word with its recording ('' when we have none). */
export const wordSyllableSchema = z.object({ char: z.string(), pinyin: z.string(), audio: z.string() });

export const lessonWordSchema = z.object({
  word: z.string(),
  pinyin: z.string(),
  /** The word's characters with their readings and recordings, in order. */
  syllables: z.array(wordSyllableSchema),
});
export type LessonWord = z.output<typeof lessonWordSchema>;

/** A lesson's words (a lesson id of 同步教学), its volume's category id, and which words have our note. */
export const lessonWordsCall = defineCall({
  method: 'GET',
  path: '/api/study/bpcy/lesson',
  user: true,
  params: z.object({ lesson_id: formId.describe('课文编号') }),
  answer: z.object({
    lesson_id: z.number(),
    title: z.string(),
    /** The volume (a 同步教学 category id) the lesson belongs to. */
    volume_id: z.number(),
    source: z.enum(WORD_SOURCES),
    words: z.array(lessonWordSchema.extend({ has_note: z.boolean() })),
  }),
});

/** Our note on a textbook word, written for pupils (apps/importer/data/word-notes). */
export const pupilNoteSchema = z.object({
  meaning: z.string(),
  /** Our example sentence; it holds the word exactly once. */
  example: z.string(),
  /** 近义词 and 反义词, common words a pupil can look up (0–3 each). */
  synonyms: z.array(z.string()),
  antonyms: z.array(z.string()),
  /** The 量词 of a counted noun (一只小鸟), '' for other words. */
  measure: z.string(),
});
export type PupilNote = z.output<typeof pupilNoteSchema>;

/**
 * One word's page: reading, syllables, our pupil note when we wrote one (its reviewed reading then
 * wins) and the imported explanation (for grown-ups).
 */
export const wordDetailCall = defineCall({
  method: 'GET',
  path: '/api/study/bpcy/word',
  user: true,
  params: z.object({
    word: z
      .string()
      .trim()
      .min(1, '请输入词语')
      .max(DICTATION_MAX_WORD_LENGTH * 2, '词语太长')
      .regex(/^\p{Script=Han}+$/u, '词语只能由汉字组成'),
  }),
  answer: lessonWordSchema.extend({
    /** The explanation of the imported word list, as written for adults; '' when it has none. */
    explanation: z.string(),
    /** Whether the word is on the common-word list. */
    common: z.boolean(),
    /** Our note for pupils; null when we wrote none for this word. */
    pupil: pupilNoteSchema.nullable(),
  }),
});

/** 选意思, 填一填, 找朋友: the three practices over a lesson's words that have our notes. */
export const WORD_PRACTICE_KINDS = ['meaning', 'fill', 'pair'] as const;
export type WordPracticeKind = (typeof WORD_PRACTICE_KINDS)[number];
/** A practice needs at least this many words with notes (找朋友: with a 近义词 or 反义词). */
export const WORD_PRACTICE_MIN_WORDS = 3;
/** Most questions of a 选意思 or 填一填 round, and most words of a 找朋友 round. */
export const WORD_PRACTICE_MAX_WORDS = 10;
/** Most words on one 找朋友 board. */
export const WORD_PAIR_BOARD_SIZE = 4;

export const WORD_RELATIONS = ['synonym', 'antonym'] as const;

/** A question as the pupil sees it (the answers stay on the server). */
export const wordQuestionSchema = z.discriminatedUnion('kind', [
  /** 选意思: the word, pick its meaning. */
  z.object({ kind: z.literal('meaning'), word: z.string(), pinyin: z.string(), options: z.array(z.string()) }),
  /** 填一填: our example sentence with the word blanked between `before` and `after`, pick the word. */
  z.object({ kind: z.literal('fill'), before: z.string(), after: z.string(), options: z.array(z.string()) }),
  /** 找朋友: pair each word with its friend (a 近义词 or 反义词, said which). */
  z.object({
    kind: z.literal('pair'),
    words: z.array(z.string()),
    friends: z.array(z.object({ word: z.string(), relation: z.enum(WORD_RELATIONS) })),
  }),
]);
export type WordQuestion = z.output<typeof wordQuestionSchema>;

export const wordPracticeSchema = z.object({
  id: z.number(),
  lesson_id: z.number(),
  kind: z.enum(WORD_PRACTICE_KINDS),
  /** The same seed builds the same questions for the same notes. */
  seed: z.number(),
  questions: z.array(wordQuestionSchema),
});
export type WordPractice = z.output<typeof wordPracticeSchema>;

/** Starts a practice round of a lesson's words; the server keeps the answers until it is handed in. */
export const wordPracticeStartCall = defineCall({
  method: 'POST',
  path: '/api/study/bpcy/practice',
  user: true,
  params: z.object({
    lesson_id: formId.describe('课文编号'),
    kind: z.enum(WORD_PRACTICE_KINDS, { message: '练习方式有误' }),
    seed: formId.optional(),
  }),
  answer: wordPracticeSchema,
});

/**
 * The answers, one per question: the option's index for 选意思 and 填一填; for a 找朋友 board, per
 * word the index of the friend paired with it (-1 when left unpaired).
 */
const practiceAnswersParam = z
  .string({ message: '请提交答案' })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: '答案格式有误' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z.union(
          [
            z.number().int().min(-1).max(WORD_PRACTICE_MAX_WORDS),
            z.array(z.number().int().min(-1).max(WORD_PRACTICE_MAX_WORDS)).max(WORD_PAIR_BOARD_SIZE),
          ],
          { message: '答案格式有误' },
        ),
        { message: '答案格式有误' },
      )
      .min(1, '请提交答案')
      .max(WORD_PRACTICE_MAX_WORDS, '答案太多'),
  );

export const wordPracticeResultSchema = z.object({
  id: z.number(),
  lesson_id: z.number(),
  kind: z.enum(WORD_PRACTICE_KINDS),
  /** Marked items (questions, or pairs of 找朋友) and how many were right. */
  total: z.number(),
  correct: z.number(),
  /** 0–100. */
  score: z.number(),
  /** Per item: the word asked about, right or not, the right answer and the pupil's ('' when none). */
  marks: z.array(z.object({ word: z.string(), correct: z.boolean(), answer: z.string(), chosen: z.string() })),
  /** The words to practise again, each once. */
  again: z.array(z.string()),
  submitted_at: z.number(),
});
export type WordPracticeResult = z.output<typeof wordPracticeResultSchema>;

/** Hands a practice round in once; the server marks it. */
export const wordPracticeSubmitCall = defineCall({
  method: 'POST',
  path: '/api/study/bpcy/practice/submit',
  user: true,
  params: z.object({ id: formId.describe('练习编号'), answers: practiceAnswersParam }),
  answer: wordPracticeResultSchema,
});

/** The pupil's handed-in practice rounds of a lesson, latest first. */
export const wordPracticeHistoryCall = defineCall({
  method: 'GET',
  path: '/api/study/bpcy/practice',
  user: true,
  params: z.object({ lesson_id: formId.describe('课文编号') }),
  answer: z.array(wordPracticeResultSchema),
});

export const DICTATION_MODES = ['screen', 'paper'] as const;
export type DictationMode = (typeof DICTATION_MODES)[number];

export const dictationSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The lesson it came from; 0 for the pupil's own list. */
  lesson_id: z.number(),
  words: z.array(lessonWordSchema),
});
export type Dictation = z.output<typeof dictationSchema>;

/**
 * Starts a dictation of a lesson's words, or of the pupil's own list (`words`: words separated by
 * spaces, commas or new lines, each of Chinese characters only).
 */
export const dictationStartCall = defineCall({
  method: 'POST',
  path: '/api/study/dictation',
  user: true,
  params: z
    .object({
      lesson_id: formId.optional(),
      words: z.string().max(1000, '词语太多了').optional(),
    })
    .refine((p) => (p.lesson_id === undefined) !== (p.words === undefined || p.words.trim() === ''), {
      message: '请选择一课，或者写下要听写的词语',
    }),
  answer: dictationSchema,
});

/** Per word, per character: whether it was written right (one array of booleans per word). */
const dictationMarksParam = z
  .string({ message: '请提交结果' })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: '结果格式有误' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.array(z.boolean()).min(1).max(DICTATION_MAX_WORD_LENGTH), { message: '结果格式有误' })
      .min(1, '请提交结果')
      .max(DICTATION_MAX_WORDS, '结果太多'),
  );

export const dictationResultSchema = z.object({
  id: z.number(),
  title: z.string(),
  lesson_id: z.number(),
  mode: z.enum(DICTATION_MODES),
  /** Words in the dictation and words written entirely right. */
  total: z.number(),
  correct: z.number(),
  /** 0–100, by words. */
  score: z.number(),
  /** The characters written wrong, each once. */
  wrong: z.array(z.string()),
  submitted_at: z.number(),
});
export type DictationResult = z.output<typeof dictationResultSchema>;

/**
 * Hands in a dictation once: `screen` when written on the stroke checker, `paper` when the pupil
 * (or a parent) marked each word after writing on paper. Wrong characters go to the 错字本.
 */
export const dictationSubmitCall = defineCall({
  method: 'POST',
  path: '/api/study/dictation/submit',
  user: true,
  params: z.object({
    id: formId.describe('听写编号'),
    mode: z.enum(DICTATION_MODES, { message: '听写方式有误' }),
    marks: dictationMarksParam,
  }),
  answer: dictationResultSchema,
});

/** The pupil's handed-in dictations, latest first. */
export const dictationHistoryCall = defineCall({
  method: 'GET',
  path: '/api/study/dictation',
  user: true,
  params: z.object({}),
  answer: z.array(dictationResultSchema),
});
