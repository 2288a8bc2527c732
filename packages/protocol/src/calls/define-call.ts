import { z } from 'zod';

/** HTTP methods the client uses; GET/DELETE/HEAD carry parameters in the query, POST/PUT in a form body. */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';

/** A call of the API: where it lives, who may make it, and what it takes and answers. */
export interface CallDef<P extends z.ZodType, A extends z.ZodType, U extends boolean = boolean> {
  method: CallMethod;
  path: string;
  /** User calls carry uid, product and token, and answer -1 when the session is not valid. */
  user: U;
  /** A user call that visitors (TouristLogin sessions) may make too; others refuse them. */
  visitors?: boolean;
  /** The body is multipart (uploads, spec §7) rather than a form. */
  multipart?: boolean;
  params: P;
  answer: A;
}

/** Declares a call; the object is shared by the server's route and the client's fetcher. */
export function defineCall<P extends z.ZodType, A extends z.ZodType, const U extends boolean>(
  def: CallDef<P, A, U>,
): CallDef<P, A, U> {
  return def;
}

/** The parameters a call takes, as parsed. */
export type CallParams<C> = C extends CallDef<infer P, z.ZodType> ? z.output<P> : never;
/** The parameters a caller sends (before coercion). */
export type CallInput<C> = C extends CallDef<infer P, z.ZodType> ? z.input<P> : never;
/** The `data` a call answers on success. */
export type CallAnswer<C> = C extends CallDef<z.ZodType, infer A> ? z.output<A> : never;

/**
 * The range of a PostgreSQL `integer` column: a number beyond it makes the query fail (code 500)
 * instead of finding nothing, so parameters are refused before they reach the database.
 */
export const FORM_INT_MAX = 2_147_483_647;
export const FORM_INT_MIN = -2_147_483_648;

/** Form values arrive as text: these read them into numbers and flags. */
export const formInt = z.coerce.number().int().min(FORM_INT_MIN, '数值过小').max(FORM_INT_MAX, '数值过大');
export const formId = z.coerce.number().int().positive().max(FORM_INT_MAX, '编号过大');
/** '1', 'true' and 'yes' mean yes; '0', 'false', '' and absent mean no. */
export const formFlag = z
  .union([z.boolean(), z.string(), z.number()])
  .optional()
  .transform((v) => v === true || v === 1 || (typeof v === 'string' && ['1', 'true', 'yes'].includes(v.toLowerCase())));

/** `multi_status_code=0` and `version=v2` are accepted on every call (spec §7). */
export const commonParams = z.object({
  multi_status_code: z.string().optional(),
  version: z.string().optional(),
});

/** The parameters of every user call. */
export const userParams = z.object({
  uid: formId,
  product: formInt,
  token: z.string().min(1).max(200),
});
export type UserParams = z.output<typeof userParams>;
