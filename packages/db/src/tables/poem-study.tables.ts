import type { Selectable } from 'kysely';

/** Our 注释, 译文 and 赏析 of one poem (issue 20, apps/importer/data/poem-notes), written by the importer. */
export interface PoemStudyTable {
  poem_id: number;
  /** JSON: [{term, gloss}] in text order; every term is in the text. */
  notes: string;
  /** One line of 译文 per line of the text, '\n'-separated. */
  translation: string;
  appreciation: string;
  /** 1 when the writer was unsure of something. */
  review: number;
}

/** Our modern biography of a poet for pupils, keyed by the author's name as the poems give it. */
export interface PoetBioTable {
  name: string;
  dynasty: string;
  /** Years (negative for 公元前); null when unknown or uncertain. */
  born: number | null;
  died: number | null;
  bio: string;
  /** JSON: titles of their poems in the 必背 and lesson lists. */
  known_for: string;
}

export type PoemStudyRow = Selectable<PoemStudyTable>;
export type PoetBioRow = Selectable<PoetBioTable>;
