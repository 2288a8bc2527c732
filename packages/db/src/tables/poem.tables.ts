import type { Generated, Selectable } from 'kysely';

/** A poem a pupil marked as a favourite (user/favorite); each pupil sees only their own. */
export interface PoemFavoriteTable {
  user_id: number;
  poem_id: number;
  /** Epoch ms; the favourites list is newest first. */
  created_at: number;
}

export type PoemFavoriteRow = Selectable<PoemFavoriteTable>;

/** The column migration 0006 adds to `poems`: JSON array of lines, each an array of syllables aligned to the line's characters ('' for punctuation); '' until computed. */
export interface PoemPinyinColumn {
  pinyin: Generated<string>;
}
