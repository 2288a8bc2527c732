import formbody from '@fastify/formbody';
import {
  BODY_HEADER,
  type CallAnswer,
  type CallDef,
  type CallParams,
  MESSAGE,
  ok,
  TEMP_BODY_KEY_PREFIX,
} from '@yuwen/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import { authenticate, requireRole, type SessionUser } from './auth.plugin.js';
import { sendKeptAnswer } from './compression.js';

/** What a call handler gets besides its parameters. */
export interface CallContext {
  request: FastifyRequest;
  /** The signed-in user; present on user calls only. */
  user: SessionUser;
}

type AnyCall = CallDef<z.ZodType, z.ZodType>;
type Handler<C extends AnyCall> = (
  params: CallParams<C>,
  ctx: C extends { user: true } ? CallContext : Omit<CallContext, 'user'>,
) => Promise<CallAnswer<C>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The calls of each method and path registered so far (see `registerCall`'s `when`). */
    callVariants: Map<string, CallVariant[]>;
  }
}

/** One of the calls answering a method and path. */
interface CallVariant {
  when: ((raw: Record<string, unknown>) => boolean) | undefined;
  run: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** Form bodies (spec §7) are parsed for every route. */
export async function registerProtocol(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { bodyLimit: 256 * 1024 });
  app.decorate('callVariants', new Map<string, CallVariant[]>());
}

function isEmptyBody(body: unknown): boolean {
  return body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0);
}

/**
 * Refuses a parameter holding U+0000: no field of ours needs one, and PostgreSQL fails on it in a
 * text parameter (code 500) instead of finding nothing. Checked before authentication and schemas.
 */
export function refuseNul<T extends Record<string, unknown>>(params: T): T {
  for (const [field, value] of Object.entries(params)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && v.includes('\u0000')))
      throw AppError.badRequest(`${MESSAGE.badRequest}：${field} 含有不允许的字符`);
  }
  return params;
}

/**
 * The call's parameters (without NUL characters, `refuseNul`): the query for GET/DELETE/HEAD; for POST/PUT the form body, or, when a
 * webview dropped the body, the copy in the body header. A header holding a temp storage key
 * (long bodies) cannot be read here: the native shell restores those, so an empty body with such
 * a key is a lost body.
 */
export function readParams(request: FastifyRequest): Record<string, unknown> {
  return refuseNul(rawParams(request));
}

function rawParams(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (request.method === 'GET' || request.method === 'DELETE' || request.method === 'HEAD') return query;
  if (!isEmptyBody(request.body)) return { ...query, ...(request.body as Record<string, unknown>) };
  const copy = request.headers[BODY_HEADER];
  if (typeof copy !== 'string' || copy === '') return query;
  if (copy.startsWith(TEMP_BODY_KEY_PREFIX)) throw AppError.badRequest(MESSAGE.bodyLost);
  return { ...query, ...Object.fromEntries(new URLSearchParams(copy)) };
}

/** Turns a schema failure into one Chinese sentence: a message we wrote, else the field's name. */
export function describeIssues(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return MESSAGE.badRequest;
  if (/[\u4e00-\u9fff]/.test(first.message)) return first.message;
  const field = first.path.join('.');
  return field ? `${MESSAGE.badRequest}：${field}` : MESSAGE.badRequest;
}

/**
 * Authenticates a user call (code -1 when the session is not valid) and refuses visitors unless
 * the call admits them (spec §6: visitors reach only the tourist pages).
 */
export async function authenticateCall(
  request: FastifyRequest,
  call: Pick<AnyCall, 'visitors'>,
  raw: Record<string, unknown>,
): Promise<SessionUser> {
  const user = await authenticate(request, raw);
  if (!call.visitors) requireRole(user, 'pupil');
  return user;
}

/** How a call shares its method and path with another call. */
export interface CallOptions {
  /**
   * This call answers only when its parameters say so (e.g. `module_id` present); the call of the
   * same method and path registered without `when` answers the rest. Lets an older call keep its
   * path while a newer one is told apart by its parameters, whichever module registers first.
   */
  when?: (raw: Record<string, unknown>) => boolean;
  /** The answer holds a session token or the account: `Cache-Control: no-store`, errors included. */
  noStore?: boolean;
  /**
   * The handler answers objects its service keeps and never changes, the same object for the same
   * question: each one's envelope is serialized and compressed once (`sendKeptAnswer`).
   */
  keptAnswers?: boolean;
}

/**
 * Registers one call of the contract: method and path from the call definition, user
 * authentication for user calls (code -1 when it fails), parameter validation (a clear
 * message when it fails), and the success envelope around whatever the handler answers.
 * Calls sharing a method and path are told apart by `options.when`.
 */
export function registerCall<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C>,
  options: CallOptions = {},
): void {
  const run = async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.noStore) reply.header('cache-control', 'no-store');
    const raw = readParams(request);
    const user = call.user ? await authenticateCall(request, call, raw) : undefined;
    const parsed = call.params.safeParse(raw);
    if (!parsed.success) throw AppError.badRequest(describeIssues(parsed.error));
    const ctx = user ? { request, user } : { request };
    const data = await handler(parsed.data as CallParams<C>, ctx as CallContext);
    if (options.keptAnswers && typeof data === 'object' && data !== null)
      return sendKeptAnswer(request, reply, data, () => ok(data));
    return ok(data);
  };
  const key = `${call.method} ${call.path}`;
  const registry = app.hasDecorator('callVariants') ? app.callVariants : undefined;
  const shared = registry?.get(key);
  if (shared) {
    // Two calls answering everything on one path would be a mistake, as Fastify says for routes.
    if (!options.when && shared.some((v) => !v.when)) throw new Error(`two calls answer ${key} without \`when\``);
    shared.push({ when: options.when, run });
    return;
  }
  const variants: CallVariant[] = [{ when: options.when, run }];
  registry?.set(key, variants);
  app.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      const only = variants.length === 1 ? variants[0] : undefined;
      if (only) return only.run(request, reply);
      const raw = readParams(request);
      const chosen = variants.find((v) => v.when?.(raw)) ?? variants.find((v) => !v.when) ?? variants[0];
      return (chosen as CallVariant).run(request, reply);
    },
  });
}
