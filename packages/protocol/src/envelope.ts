import { z } from 'zod';
import { CODE, MESSAGE } from './errors.js';

/** Every answer of every call: `{code, msg, data}` (spec §7). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** A success envelope. */
export function ok<T>(data: T, msg: string = MESSAGE.ok): Envelope<T> {
  return { code: CODE.ok, msg, data };
}

/** An error envelope; `data` is `null` unless the caller has detail worth sending. */
export function fail(code: number, msg: string, data: unknown = null): Envelope<unknown> {
  return { code, msg, data };
}

/** Checks that an unknown value has the envelope shape (the client's first step on any answer). */
export const envelopeSchema = z.object({ code: z.number(), msg: z.string(), data: z.unknown() });

/** Is this envelope a success? */
export function isOk<T>(answer: Envelope<T>): boolean {
  return answer.code === CODE.ok;
}
