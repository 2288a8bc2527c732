import type { Generated, Selectable } from 'kysely';

/** One lesson of 幼儿教育's plan (apps/importer/data/ycjy), replaced whole by the importer. */
export interface YcjyLessonTable {
  /** 1 小班 … 4 学前. */
  grade: number;
  /** 9–12, 1–6. */
  month: number;
  /** 1-based within the month. */
  idx: number;
  char: string;
  /** The catalogue poem the lesson reads. */
  poem_id: number;
  /** JSON: word, icon, origin, stroke, rhyme {title, lines}, game, guide, cards [{text, icon}]. */
  body: string;
}

/** A Noto Emoji picture the lessons use, as a whole SVG document. */
export interface YcjyIconTable {
  name: string;
  svg: string;
}

/** A 家长测评 a parent ran with the child: the choices given and the marks (migration 0031). */
export interface YcjyCheckTable {
  id: Generated<number>;
  user_id: number;
  grade: number;
  month: number;
  /** JSON array of the choices, question by question. */
  answers: string;
  right: number;
  total: number;
  score: number;
  created_at: number;
}

/**
 * The resource category of module 2081 made for a place of the plan (migration 0040): a grade
 * (month 0, idx 0), a month of it (idx 0) or a lesson — where the media library hangs its files.
 */
export interface YcjyCategoryTable {
  category_id: number;
  grade: number;
  month: number;
  idx: number;
}

/** The tables of migrations 0031 and 0040, added to a Kysely instance by `withTables`. */
export type YcjyTables = {
  ycjy_lessons: YcjyLessonTable;
  ycjy_icons: YcjyIconTable;
  ycjy_checks: YcjyCheckTable;
  ycjy_categories: YcjyCategoryTable;
};

/** A place of the plan the importer makes a category for, parents before their children. */
export interface YcjyCategoryImport {
  grade: number;
  /** 0 for a grade. */
  month: number;
  /** 0 for a grade or a month. */
  idx: number;
  name: string;
}

export type YcjyLessonRow = Selectable<YcjyLessonTable>;
export type YcjyCheckRow = Selectable<YcjyCheckTable>;
