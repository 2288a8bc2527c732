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

/** The column migration 0013 adds to `poems`: the grade band of a graded list ('1-2', '3-4', '5-6'; our arrangement), '' otherwise. */
export interface PoemGradeBandColumn {
  grade_band: Generated<string>;
}

/** A real recording of a poem a teacher or admin uploaded; one per poem, played instead of the syllable reading. */
export interface PoemAudioTable {
  id: Generated<number>;
  poem_id: number;
  /** The stored file's random name under DATA_DIR/uploads/poem-audio. */
  file: string;
  /** The audio type found in the file's content. */
  mime: string;
  size: number;
  uploaded_by: number | null;
  created_at: number;
}
