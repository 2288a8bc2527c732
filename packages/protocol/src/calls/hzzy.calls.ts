import { z } from 'zod';
import { defineCall, formId } from './define-call.js';
import { pageOf, pageParams } from './paging.js';

// hzzy = 汉字字源: the pinyin inventory, the character indexes (radical, pinyin, strokes), the
// level-1 characters in groups, and each pupil's learned / favourite marks.

/** One tone of a syllable: its tone-marked spelling, its real recording ('' when none), an example character. */
export const syllableToneSchema = z.object({
  /** 1–4, 5 = neutral (as the recordings are named). */
  tone: z.number(),
  /** Tone-marked spelling, e.g. "bā". */
  mark: z.string(),
  /** /audio/pinyin/… of a real recording, '' when there is none (the page says 暂无录音). */
  audio: z.string(),
  /** The most common character read so ('' when no character in the catalogue is). */
  example: z.string(),
});
export type SyllableTone = z.output<typeof syllableToneSchema>;

/** A letter group taught on the pinyin pages (an initial, a final, a whole syllable) and how it sounds. */
export const soundItemSchema = z.object({
  /** As taught: "b", "ü", "ang", "zhi". */
  label: z.string(),
  /** The syllable whose recordings read it ("bo" for b, "yi" for i); '' when it is never read alone. */
  syllable: z.string(),
  /** That syllable tone-marked as it is read ("bō", "yī", "wēi"); '' when there is none. */
  reading: z.string(),
  tones: z.array(syllableToneSchema),
});
export type SoundItem = z.output<typeof soundItemSchema>;

/** One cell of the syllable chart (initial × final). */
export const chartCellSchema = z.object({
  /** The column's final as taught ("-i" for zhi chi shi ri zi ci si). */
  final: z.string(),
  /** The syllable as written, ü kept ("lü"); the recordings name it with v. */
  syllable: z.string(),
  tones: z.array(syllableToneSchema),
});
export type ChartCell = z.output<typeof chartCellSchema>;

/** The syllable inventory for 拼音学习. */
export const pinyinAnswerSchema = z.object({
  initials: z.array(soundItemSchema),
  simple_finals: z.array(soundItemSchema),
  compound_finals: z.array(soundItemSchema),
  nasal_finals: z.array(soundItemSchema),
  whole_syllables: z.array(soundItemSchema),
  /** The four tones and the neutral tone on one syllable. */
  tones: z.array(soundItemSchema.extend({ name: z.string() })),
  chart: z.object({
    finals: z.array(z.string()),
    /** One row per initial ('' = no initial), cells only for syllables the catalogue reads or the recordings hold. */
    rows: z.array(z.object({ initial: z.string(), cells: z.array(chartCellSchema) })),
    /** Readings outside the chart (interjections such as hm, ng), with their tones. */
    others: z.array(chartCellSchema),
  }),
  /** How many syllable-and-tone recordings exist, and the readings of the catalogue that have none. */
  recorded: z.number(),
  unrecorded: z.array(z.string()),
});
export type PinyinAnswer = z.output<typeof pinyinAnswerSchema>;

/** The syllable inventory, the syllable chart and which recordings exist (pinyin). */
export const pinyinCall = defineCall({
  method: 'GET',
  path: '/api/study/ChineseCharacter/pinyin',
  user: false,
  params: z.object({}),
  answer: pinyinAnswerSchema,
});

/** The longest text 拼音学习 annotates at once. */
export const PINYIN_TEXT_MAX_CHARS = 200;

/** One character of an annotated text: its reading in context and that reading's recording. */
export const annotatedCharSchema = z.object({
  char: z.string(),
  /** Tone-marked reading in context; '' for punctuation, letters and anything not Chinese. */
  pinyin: z.string(),
  /** /audio/pinyin/… of a real recording of the reading, '' when there is none. */
  audio: z.string(),
});
export type AnnotatedChar = z.output<typeof annotatedCharSchema>;

/** Pinyin of any text a pupil types, read in context (多音字 by the words around them). */
export const pinyinTextCall = defineCall({
  method: 'GET',
  path: '/api/study/ChineseCharacter/pinyin/text',
  user: false,
  params: z.object({
    text: z
      .string({ error: '请输入要注音的文字' })
      .trim()
      .min(1, '请输入要注音的文字')
      .refine((t) => [...t].length <= PINYIN_TEXT_MAX_CHARS, `一次最多注音${PINYIN_TEXT_MAX_CHARS}个字`),
  }),
  answer: z.array(annotatedCharSchema),
});

/** The ways into the 字源字典: radicals, syllables by first letter, stroke counts, each with its character count. */
export const characterIndexSchema = z.object({
  /** Each radical with its stroke count (0 when unknown), its characters, and how many of them are level 1. */
  radicals: z.array(z.object({ radical: z.string(), strokes: z.number(), count: z.number(), common: z.number() })),
  syllables: z.array(
    z.object({ letter: z.string(), syllables: z.array(z.object({ syllable: z.string(), count: z.number() })) }),
  ),
  stroke_counts: z.array(z.object({ stroke_count: z.number(), count: z.number() })),
  /** Characters the data gives no radical or no stroke count (left out of those indexes). */
  missing: z.object({ radical: z.number(), stroke_count: z.number() }),
});
export type CharacterIndex = z.output<typeof characterIndexSchema>;

/** The radical list with counts, and the syllable and stroke-count indexes (radical). */
export const radicalCall = defineCall({
  method: 'GET',
  path: '/api/study/ChineseCharacter/radical',
  user: false,
  params: z.object({}),
  answer: characterIndexSchema,
});

/** A character on a tile: its readings and stroke count, and the pupil's own marks. */
export const characterTileSchema = z.object({
  id: z.number(),
  char: z.string(),
  readings: z.array(z.string()),
  stroke_count: z.number(),
  /** 1–3 (通用规范汉字表 level). */
  level: z.number(),
  learned: z.boolean(),
  favorite: z.boolean(),
});
export type CharacterTile = z.output<typeof characterTileSchema>;

const radicalParam = z
  .string()
  .refine((v) => [...v].length === 1, '部首有误')
  .optional();
const syllableParam = z
  .string()
  .regex(/^[a-zv]{1,6}$/, '拼音有误')
  .optional();
const strokeParam = z.coerce.number().int().min(1, '笔画数有误').max(64, '笔画数有误').optional();
const levelParam = z.coerce.number().int().min(1, '字级有误').max(3, '字级有误').optional();

/**
 * Characters of one radical, one toneless syllable (ü written v) or one stroke count, level 1
 * first, a page at a time (CharacterRadicalRel). Exactly one of radical, pinyin, stroke_count;
 * `level` keeps one level of the table only (1: the 3,500 common characters).
 */
export const charactersByCall = defineCall({
  method: 'GET',
  path: '/api/study/ChineseCharacter/CharacterRadicalRel',
  user: true,
  params: pageParams
    .extend({ radical: radicalParam, pinyin: syllableParam, stroke_count: strokeParam, level: levelParam })
    .refine(
      (p) => [p.radical, p.pinyin, p.stroke_count].filter((v) => v !== undefined).length === 1,
      '请选择一个部首、拼音或笔画数',
    ),
  answer: pageOf(characterTileSchema),
});

/** How many level-1 characters one 基本字 group holds. */
export const BASIC_GROUP_SIZE = 20;

/** A group of level-1 characters in the table's order, and the pupil's progress over every group (moduleCnCharacter). */
export const moduleCharactersCall = defineCall({
  method: 'GET',
  path: '/api/study/moduleCnCharacter',
  user: true,
  params: z.object({ group: z.coerce.number().int().min(1, '组号有误').max(1000, '组号有误').default(1) }),
  answer: z.object({
    group: z.number(),
    group_size: z.number(),
    characters: z.array(characterTileSchema),
    /** Every group: its first characters and how many of its characters the pupil has learned. */
    groups: z.array(z.object({ group: z.number(), preview: z.string(), size: z.number(), learned: z.number() })),
  }),
});

/** A 0/1 mark as a form sends it; absent leaves the mark as it is. */
const markParam = z
  .enum(['0', '1'], { message: '标记有误' })
  .transform((v) => v === '1')
  .optional();

/** The pupil's marks on one character. */
export const characterMarksSchema = z.object({ char_id: z.number(), learned: z.boolean(), favorite: z.boolean() });
export type CharacterMarks = z.output<typeof characterMarksSchema>;

/** Sets the pupil's learned and/or favourite mark on a character (user/character). */
export const characterMarkCall = defineCall({
  method: 'POST',
  path: '/api/study/user/character',
  user: true,
  params: z
    .object({ char_id: formId.describe('汉字编号'), learned: markParam, favorite: markParam })
    .refine((p) => p.learned !== undefined || p.favorite !== undefined, '请指明要标记的内容'),
  answer: characterMarksSchema,
});

/** The pupil's own learned or favourite characters, latest mark first (user/character). */
export const myCharactersCall = defineCall({
  method: 'GET',
  path: '/api/study/user/character',
  user: true,
  params: pageParams.extend({ mark: z.enum(['learned', 'favorite'], { message: '标记有误' }) }),
  answer: pageOf(characterTileSchema).extend({ learned_total: z.number(), favorite_total: z.number() }),
});

/**
 * A reading of the character table that the voice package has no recording of (issue 20 item 9):
 * a teacher's upload fills it wherever the reading plays.
 */
export const syllableAudioSchema = z.object({
  /** Toneless, ü written v (as the recordings are named). */
  syllable: z.string(),
  /** 1–4, 5 = neutral. */
  tone: z.number(),
  /** Tone-marked, e.g. "biāo". */
  reading: z.string(),
  /** The most common character read so. */
  example: z.string(),
  /** /audio/pinyin/… once a teacher has recorded it, else ''. */
  url: z.string(),
});
export type SyllableAudio = z.output<typeof syllableAudioSchema>;

const syllableAudioParams = z.object({
  syllable: z
    .string()
    .trim()
    .regex(/^[a-zv]{1,6}$/, '请用拼音字母写音节（ü 写作 v），不带声调'),
  tone: z.coerce.number().int().min(1, '声调是 1 到 5（5 是轻声）').max(5, '声调是 1 到 5（5 是轻声）'),
});

/** The readings without a package recording, each with the teacher's recording if there is one (teachers and admins). */
export const syllableAudioListCall = defineCall({
  method: 'GET',
  path: '/api/manage/syllableAudio',
  user: true,
  params: z.object({}),
  answer: z.array(syllableAudioSchema),
});

/**
 * A teacher or admin records a reading the voice package lacks (multipart: uid, token, product,
 * syllable, tone and the recording as `files`); it replaces an earlier upload of that reading.
 */
export const syllableAudioUploadCall = defineCall({
  method: 'POST',
  path: '/api/manage/syllableAudio',
  user: true,
  multipart: true,
  params: syllableAudioParams,
  answer: syllableAudioSchema,
});

/** Removes a teacher's recording of a reading (teachers and admins); the reading is silent again. */
export const syllableAudioDeleteCall = defineCall({
  method: 'DELETE',
  path: '/api/manage/syllableAudio',
  user: true,
  params: syllableAudioParams,
  answer: z.object({ reading: z.string(), deleted: z.boolean() }),
});
