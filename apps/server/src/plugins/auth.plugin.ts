import { createHash } from 'node:crypto';
import type { AccountRepository } from '@yuwen/db';
import { userParams } from '@yuwen/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** The user behind a valid session. */
export interface SessionUser {
  id: number;
  product: number;
  role: string;
  isTokenLogin: boolean;
}

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
  const session = await request.server.accounts.findLiveSessionUser(hashToken(token), Date.now());
  if (!session || session.user_id !== uid || session.product !== product) throw AppError.invalidSession();
  return {
    id: session.user_id,
    product: session.product,
    role: session.role,
    isTokenLogin: session.is_token_login === 1,
  };
}
