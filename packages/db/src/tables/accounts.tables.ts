import type { Generated } from 'kysely';

/** One counted attempt: a failed login (by account name or address), a sign-up or a captcha (by address). */
export interface LoginAttemptTable {
  id: Generated<number>;
  /** 'account' or 'address' */
  scope: string;
  /** The account name as typed, or the client address. */
  subject: string;
  attempted_at: number;
}

/** An image captcha waiting for its answer; used once. */
export interface CaptchaTable {
  /** Random id given to the client with the image. */
  id: string;
  /** sha256 of id and the lower-cased answer. */
  answer_hash: string;
  expires_at: number;
}
