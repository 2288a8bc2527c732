import type { Selectable } from 'kysely';

/** A pupil's own marks on a character (issue 5, user/character): learned and favourite, 0/1 each. */
export interface UserCharacterTable {
  user_id: number;
  char_id: number;
  learned: number;
  favorite: number;
  /** When a mark last changed (epoch ms); lists show the latest first. */
  updated_at: number;
}

export type UserCharacterRow = Selectable<UserCharacterTable>;
