import type { Generated } from 'kysely';

/** A pupil's parent PIN (argon2 hash); one per pupil. */
export interface ParentPinTable {
  user_id: number;
  pin_hash: string;
  updated_at: number;
}

/** A parent check handed out: `id` is the random token the browser keeps once it is passed. */
export interface ParentCheckTable {
  id: string;
  user_id: number;
  /** sha256 of the id and the expected answer; '' for a pass made by the PIN. */
  answer_hash: string;
  /** The question may be answered until then. */
  expires_at: number;
  /** Passed: the pass holds until then; 0 while not passed. */
  passed_until: Generated<number>;
}

/** A wrong answer or PIN, counted towards the lock. */
export interface ParentCheckFailureTable {
  id: Generated<number>;
  user_id: number;
  at: number;
}

/** The tables of migration 0036, for `Kysely.withTables`. */
export type ParentTables = {
  parent_pins: ParentPinTable;
  parent_checks: ParentCheckTable;
  parent_check_failures: ParentCheckFailureTable;
};
