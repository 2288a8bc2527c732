import { z } from 'zod';
import { DICTATION_MAX_WORD_LENGTH, WORD_LIST_CODE, WORD_PRACTICE_KINDS } from './bpcy.constants.js';
import { defineCall, formId } from './define-call.js';

/**
 * 部编词语 bpcy (module 158) and 听写 (issue 14): a lesson's words — the printed 词语表 where the
 * volume has one, else our selection from the common-word list — a word's page, and dictation
 * rounds (of a lesson, a unit, a teacher's shared list or the pupil's own) whose results feed the
 * 错字本 and the review queue; teachers' recordings of words and their lists.
 */

/** Where a lesson's words come from: the printed 词语表, or our selection (said so on the page). */
export const WORD_SOURCES = ['printed', 'selection'] as const;

/** Most words one dictation holds (a longer list is refused with a clear message). */
export const DICTATION_MAX_WORDS = 30;

/** One syllable of a word with its recording ('' when we have none). */
export const wordSyllableSchema = z.object({ char: z.string(), pinyin: z.string(), audio: z.string() });

export const lessonWordSchema = z.object({
  word: z.string(),
  pinyin: z.string(),
  /** The word's characters with their readings and recordings, in order. */
  syllables: z.array(wordSyllableSchema),
  /** A teacher's recording of the whole word ('' when none): 听写 says the word with it first. */
  teacher_audio: z.string(),
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
  /** The lesson it came from; 0 for a unit, a teacher's list or the pupil's own list. */
  lesson_id: z.number(),
  words: z.array(lessonWordSchema),
});
export type Dictation = z.output<typeof dictationSchema>;

/** A list of words as typed: separated by spaces, commas, 、 or new lines. */
const typedWords = z.string().max(1000, '词语太多了');

const listCode = z
  .string({ message: '请输入词语单编号' })
  .trim()
  .toUpperCase()
  .regex(WORD_LIST_CODE, '词语单编号是6位字母或数字');

/**
 * Starts a dictation of one of: a lesson's words, a unit's words (all its lessons', the first
 * DICTATION_MAX_WORDS), a teacher's list (by its code), or the pupil's own list (`words`: words
 * separated by spaces, commas or new lines, each of Chinese characters only).
 */
export const dictationStartCall = defineCall({
  method: 'POST',
  path: '/api/study/dictation',
  user: true,
  params: z
    .object({
      lesson_id: formId.optional(),
      unit_id: formId.optional(),
      list: listCode.optional(),
      words: typedWords.optional(),
    })
    .refine(
      (p) => [p.lesson_id, p.unit_id, p.list, p.words?.trim() || undefined].filter((v) => v !== undefined).length === 1,
      { message: '请选择一课，或者写下要听写的词语' },
    ),
  answer: dictationSchema,
});

/**
 * A unit's words for 听写: every lesson's (the printed 词语表, else our selection) in book order,
 * each once; `total` counts them all, `words` holds the first DICTATION_MAX_WORDS.
 */
export const unitWordsCall = defineCall({
  method: 'GET',
  path: '/api/study/bpcy/unit',
  user: true,
  params: z.object({ unit_id: formId.describe('单元编号') }),
  answer: z.object({
    unit_id: z.number(),
    /** The volume's name and the unit's title (一年级上册 第一单元). */
    title: z.string(),
    total: z.number(),
    words: z.array(lessonWordSchema),
  }),
});

/** A teacher's word list as its teacher sees it. */
export const wordListSchema = z.object({
  code: z.string(),
  name: z.string(),
  words: z.array(z.string()),
  created_at: z.number(),
});
export type WordList = z.output<typeof wordListSchema>;

/** A teacher's list for a pupil's 听写, opened by its code (any signed-in user). */
export const wordListCall = defineCall({
  method: 'GET',
  path: '/api/study/bpcy/list',
  user: true,
  params: z.object({ code: listCode }),
  answer: z.object({ code: z.string(), name: z.string(), words: z.array(lessonWordSchema) }),
});

/**
 * A teacher (or admin) writes a named list of words (checked as a pupil's own list is) and gets
 * its share code; pupils open it at /bpcy?list=<code>.
 */
export const wordListCreateCall = defineCall({
  method: 'POST',
  path: '/api/manage/wordList',
  user: true,
  params: z.object({
    name: z.string({ message: '请给词语单起个名字' }).trim().min(1, '请给词语单起个名字').max(20, '名字最多20个字'),
    words: typedWords,
  }),
  answer: wordListSchema,
});

/** The teacher's own lists, newest first (no classes yet: a list is shared by its code). */
export const wordListMineCall = defineCall({
  method: 'GET',
  path: '/api/manage/wordList',
  user: true,
  params: z.object({}),
  answer: z.array(wordListSchema),
});

/** Removes one of the teacher's own lists; pupils' dictations of it stay theirs. */
export const wordListDeleteCall = defineCall({
  method: 'DELETE',
  path: '/api/manage/wordList',
  user: true,
  params: z.object({ code: listCode }),
  answer: z.object({ code: z.string(), deleted: z.boolean() }),
});

/** Where teachers' recordings of words are served; the file name is random and checked on the way in. */
export const WORD_AUDIO_PATH = '/api/study/resource/wordAudio';

/** A teacher's recording of a word, as the management page gets it back. */
export const wordAudioSchema = z.object({
  word: z.string(),
  /** Public address of the recording (teaching material, served to everyone). */
  url: z.string(),
  mime: z.string(),
  size: z.number(),
  created_at: z.number(),
});
export type WordAudio = z.output<typeof wordAudioSchema>;

const recordedWord = z
  .string({ message: '请选择要录音的词语' })
  .trim()
  .min(1, '请选择要录音的词语')
  .max(DICTATION_MAX_WORD_LENGTH, `每个词语最多${DICTATION_MAX_WORD_LENGTH}个字`)
  .regex(/^\p{Script=Han}+$/u, '词语只能由汉字组成');

/**
 * A teacher or admin uploads a recording of a word (multipart: uid, token, product, word and the
 * recording as `files`); it replaces the word's earlier one. The content must be real audio.
 */
export const wordAudioUploadCall = defineCall({
  method: 'POST',
  path: '/api/manage/wordAudio',
  user: true,
  multipart: true,
  params: z.object({ word: recordedWord }),
  answer: wordAudioSchema,
});

/** Removes a word's teacher recording (teachers and admins); 听写 falls back to the device voice. */
export const wordAudioDeleteCall = defineCall({
  method: 'DELETE',
  path: '/api/manage/wordAudio',
  user: true,
  params: z.object({ word: recordedWord }),
  answer: z.object({ word: z.string(), deleted: z.boolean() }),
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
