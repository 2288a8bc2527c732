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

/** Our story of how a character was made (趣味识字, apps/importer/data/char-stories, migration 0043). */
export interface CharStoryTable {
  char: string;
  /** Order of the data file. */
  sort: number;
  /** 象形, 指事, 会意 or 形声, as the reviewed formation table shows it. */
  formation: string;
  story: string;
}

export type CharStoryRow = Selectable<CharStoryTable>;
