import type { Generated, Selectable } from 'kysely';

/** A recitation a pupil recorded and kept (user/recitation); only its owner may hear or delete it. */
export interface RecitationTable {
  id: Generated<number>;
  user_id: number;
  poem_id: number;
  /** The module the recording was made in (唐诗宋词 2002 …). */
  module_id: number;
  /** The stored file's random name under DATA_DIR/uploads/recitations. */
  file: string;
  /** The audio type found in the file's content, e.g. audio/webm. */
  mime: string;
  size: number;
  /** The poem's title and its collection's name when recorded (spec §3 resource_name, resource_p_name). */
  resource_name: string;
  resource_p_name: string;
  created_at: number;
}

/** A pupil's practice progress on a poem (user/poemRecite): how many practice modes were finished. */
export interface PoemRecitationTable {
  user_id: number;
  poem_id: number;
  stage: number;
  updated_at: number;
}

export type RecitationRow = Selectable<RecitationTable>;
export type PoemRecitationRow = Selectable<PoemRecitationTable>;
