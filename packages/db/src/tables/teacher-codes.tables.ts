import type { Generated } from 'kysely';

/** A teacher activation code (老师激活码). Only the code's sha256 is stored; `code_tail` lets an admin tell codes apart. */
export interface TeacherCodeTable {
  id: Generated<number>;
  code_hash: string;
  code_tail: string;
  /** What the admin noted, e.g. the school it was given to. */
  note: string;
  /** Epoch ms after which it no longer works; null: it does not run out. */
  expires_at: number | null;
  /** Set when an admin stopped it before it was used. */
  disabled_at: number | null;
  created_by: number | null;
  created_at: number;
  used_by: number | null;
  used_at: number | null;
}
