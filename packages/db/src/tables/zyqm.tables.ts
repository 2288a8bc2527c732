import type { Generated, Selectable } from 'kysely';

/** A name idea a pupil kept in 个性起名 (issue 16, migration 0030): the surname, the name and its source line. */
export interface NameFavouriteTable {
  id: Generated<number>;
  user_id: number;
  surname: string;
  name: string;
  poem_id: number;
  line: string;
  created_at: number;
}

export type NameFavouriteRow = Selectable<NameFavouriteTable>;

/** Our story behind an easy poem (诗词乐园, apps/importer/data/poem-stories), written by the importer. */
export interface PoemStoryTable {
  /** The data file's key (yong-e …). */
  key: string;
  /** Order of the data file. */
  sort: number;
  poem_id: number;
  /** JSON array of paragraphs. */
  story: string;
}

export type PoemStoryRow = Selectable<PoemStoryTable>;
