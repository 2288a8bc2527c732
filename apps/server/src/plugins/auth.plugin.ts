import { createHash } from 'node:crypto';
import type { AccountRepository } from '@yuwen/db';
import { MESSAGE, userParams } from '@yuwen/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** The user behind a valid session. */
export interface SessionUser {
  id: number;
  product: number;
  role: string;
  isTokenLogin: boolean;
  loginTime: number;
  /** The session's token hash: lets a password change keep this session and end the others. */
  tokenHash: string;
}

/** How stale a session's last-seen time may get before a call writes it again. */
export const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

/** Tokens are stored as sha256 hex; the same function hashes on login and on every call. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountRepository;
  }
}

/** Gives user calls the account repository to find sessions in. */
export function registerAuth(app: FastifyInstance, accounts: AccountRepository): void {
  app.decorate('accounts', accounts);
}

/**
 * Authenticates a user call by uid, product and token (spec §7). A missing, malformed, expired or
 * foreign token — one that belongs to another uid or product — answers code -1.
 */
export async function authenticate(request: FastifyRequest, params: Record<string, unknown>): Promise<SessionUser> {
  const parsed = userParams.safeParse(params);
  if (!parsed.success) throw AppError.invalidSession();
  const { uid, product, token } = parsed.data;
  const tokenHash = hashToken(token);
  const now = Date.now();
  const session = await request.server.accounts.findLiveSessionUser(tokenHash, now);
  if (!session || session.user_id !== uid || session.product !== product) throw AppError.invalidSession();
  // The online count needs only minute precision, so a session writes its last-seen time at most once a minute.
  if (session.last_seen_at === null || now - session.last_seen_at >= LAST_SEEN_WRITE_INTERVAL_MS) {
    await request.server.accounts.touchSession(tokenHash, now);
  }
  return {
    id: session.user_id,
    product: session.product,
    role: session.role,
    isTokenLogin: session.is_token_login === 1,
    loginTime: Number(session.login_time),
    tokenHash,
  };
}

/** Roles from least to most trusted (spec §6); a teacher may do what a pupil may, an admin all. */
export const ROLES = ['visitor', 'pupil', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Refuses (code 403) a user whose role is below `least`. Services call it first thing, e.g.
 * `requireRole(ctx.user, 'admin')` in every admin call; visitors asking for learner calls get a
 * message that tells them to log in.
 */
export function requireRole(user: Pick<SessionUser, 'role'>, least: Role): void {
  const have = ROLES.indexOf(user.role as Role);
  if (have >= ROLES.indexOf(least)) return;
  throw AppError.forbidden(user.role === 'visitor' ? MESSAGE.visitorRefused : MESSAGE.forbidden);
}
