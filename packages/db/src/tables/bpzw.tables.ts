import type { Generated, Selectable } from 'kysely';

/** What a 部编作文 category holds. */
export type BpzwCategoryKind = 'guides' | 'materials' | 'group';

/** A 部编作文 resource category with the importer's key, so its id survives re-imports. */
export interface BpzwCategoryTable {
  category_id: number;
  key: string;
  kind: BpzwCategoryKind;
}

/** One of our writing guides (apps/importer/data/composition), written by the importer, matched by key. */
export interface CompositionGuideTable {
  id: Generated<number>;
  key: string;
  category_id: number;
  /** Order within its category. */
  sort: number;
  /** 1–3 (低/中/高年级), 0 for everyone or older students. */
  band: number;
  title: string;
  /** JSON: the paragraphs saying what it is. */
  intro: string;
  /** JSON: the steps, [] when none. */
  steps: string;
  /** '' when the guide has no model passage. */
  model_title: string;
  model: string;
  /** '' when the guide has no exercise. */
  exercise_title: string;
  exercise_prompt: string;
}

export type CompositionGuideRow = Selectable<CompositionGuideTable>;

/** A 写作素材 entry: a good word (an idiom and its meaning) or a poem line (and its poet and title). */
export interface BpzwMaterialTable {
  category_id: number;
  sort: number;
  title: string;
  note: string;
  /** The catalogue poem a line was found in (migration 0044); 0 for a word. */
  poem_id: Generated<number>;
  /** The idiom a word is (it opens the idiom's page); '' for a poem line. */
  idiom: Generated<string>;
}

/** A pupil's composition on 稿纸. */
export interface CompositionTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  body: string;
  /** 400, 600 or 800 cells. */
  sheet: number;
  /** Characters as a teacher counts them (title excluded), kept for the list. */
  count: number;
  created_at: number;
  updated_at: number;
}

export type CompositionRow = Selectable<CompositionTable>;

/** A composition handed to one of the pupil's classes: a copy of its text, and the teacher's comment. */
export interface CompositionHandInTable {
  id: Generated<number>;
  composition_id: number;
  class_id: number;
  user_id: number;
  title: string;
  body: string;
  sheet: number;
  count: number;
  handed_at: number;
  /** '' until the teacher writes one. */
  comment: Generated<string>;
  /** '' or 优 / 良 / 再改改. */
  grade: Generated<string>;
  /** 0 until commented. */
  commented_at: Generated<number>;
}

export type CompositionHandInRow = Selectable<CompositionHandInTable>;
