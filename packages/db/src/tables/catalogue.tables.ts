import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * The content catalogue (issue 4), written by the importer and read by the server.
 * JSON-valued columns are text holding JSON, so both engines store them alike.
 */
export interface CharacterTable {
  /** 1..8105 in 通用规范汉字表 order; traditional-only forms from 10001 on. */
  id: number;
  char: string;
  /** 1, 2 or 3 (通用规范汉字表 level); 0 for a traditional form outside the table. */
  level: number;
  /** Display order within the level. */
  sort: number;
  /** For a traditional-only row: its simplified form; '' otherwise. */
  simplified: string;
  /** Traditional form(s) of a simplified character joined by '、' (發、髮), '' when it is the same. */
  traditional: string;
  /** JSON array of tone-marked readings, most common first, e.g. ["xíng","háng"]. */
  readings: string;
  /** Space-separated toneless readings for search, e.g. "xing hang". */
  pinyin_plain: string;
  stroke_count: number;
  /** 1 when hanzi-writer-data has stroke outlines for it. */
  has_strokes: number;
  radical: string;
  /** One of cnchar-radical's structure names (上下结构 …), '' when unknown. */
  structure: string;
  /** 形声 / 会意 / 象形 / 指事 where known, '' otherwise. */
  formation: string;
  /** The pupil dictionary's senses (issue 7); '' until written — never invented. */
  basic_paraphrase: string;
}

/** The column migration 0018 adds to `characters`. */
export interface CharacterTraditionalFormsColumn {
  /**
   * JSON array of { form, words }: each traditional form and a few common words whose sense takes
   * it (words [] where the data says nothing); '[]' when the character is written the same.
   */
  traditional_forms: Generated<string>;
}

export interface CharacterOriginTable {
  char_id: number;
  /** oracle | bronze | seal */
  kind: string;
  /** The SVG document of the ancient form. */
  svg: string;
}

export interface WordTable {
  id: Generated<number>;
  word: string;
  /** Tone-marked pinyin, syllables separated by spaces. */
  pinyin: string;
  frequency: number;
  /** Cleaned Chinese explanation, '' when none. */
  explanation: string;
  /** 1 when the word is in the common 组词 list (cnchar-words). */
  common: number;
}

/** Which words contain which character (for 组词 and ext_paraphrase). */
export interface WordCharTable {
  char: string;
  word_id: number;
}

export interface IdiomTable {
  id: Generated<number>;
  idiom: string;
  pinyin: string;
  /** First letters of the syllables, e.g. "hstz" for 画蛇添足. */
  initials: string;
  paraphrase: string;
  /** 出处 (issue 7), '' when not known. */
  origin: string;
  /** Example sentence (issue 7), '' when not written yet. */
  example: string;
  frequency: number;
}

/** The column migration 0014 adds to `idioms`: 1 when the pupil dictionary marks the idiom for review (listed last). */
export interface IdiomReviewColumn {
  pupil_review: Generated<number>;
}

/** The column migration 0021 adds to `idioms`: how suited the idiom is to pupils (IDIOM_RANK, pupil-dictionary.repository.ts). */
export interface IdiomRankColumn {
  pupil_rank: Generated<number>;
}

/** The columns migration 0018 adds to `idioms`, both from the package gloss. */
export interface IdiomGlossColumns {
  /** The example sentence the package's gloss ran into its meaning, '' when none. */
  gloss_example: Generated<string>;
  /** JSON array of { idiom, paraphrase }: the idioms the gloss refers to with 见“…”/同“…”. */
  see_also: Generated<string>;
}

export interface IdiomCharTable {
  char: string;
  idiom_id: number;
}

export interface XiehouyuTable {
  id: Generated<number>;
  riddle: string;
  /** Several answers joined by '；' as in the source. */
  answer: string;
}

export interface PoemCollectionTable {
  /** e.g. tangshi300, songci300, qianjiashi, shijing, chuci, lunyu, sanzijing … */
  key: string;
  name: string;
  sort: number;
  /** Where the text comes from (package and file), shown on the credits page. */
  source: string;
}

export interface PoetTable {
  id: Generated<number>;
  name: string;
  dynasty: string;
  biography: string;
}

export interface PoemTable {
  id: Generated<number>;
  collection: string;
  sort: number;
  title: string;
  author: string;
  dynasty: string;
  /** Lines joined by '\n', simplified script. */
  content: string;
  notes: string;
}

/** A real syllable recording: pinyin without tone (ü written as v), tone 1–5 (5 = neutral). */
export interface PronunciationTable {
  syllable: string;
  tone: number;
  /** File name inside cnchar-data/voice, e.g. "xue2.mp3". */
  file: string;
}

export type CharacterRow = Selectable<CharacterTable & CharacterTraditionalFormsColumn>;
export type NewCharacter = Insertable<CharacterTable & CharacterTraditionalFormsColumn>;
export type WordRow = Selectable<WordTable>;
export type IdiomRow = Selectable<IdiomTable & IdiomGlossColumns>;
export type XiehouyuRow = Selectable<XiehouyuTable>;
export type PoemRow = Selectable<PoemTable>;
export type PoetRow = Selectable<PoetTable>;
export type PoemCollectionRow = Selectable<PoemCollectionTable>;
export type PronunciationRow = Selectable<PronunciationTable>;
