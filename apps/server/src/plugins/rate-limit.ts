import rateLimit from '@fastify/rate-limit';
import * as protocol from '@yuwen/protocol';
import { type CallDef, CODE, MESSAGE, regiCall, searchCall, touristLoginCall } from '@yuwen/protocol';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Config, RateLimits } from '../config/env.js';
import { AppError } from './app-error.js';

type AnyCall = CallDef<z.ZodType, z.ZodType>;

const isCall = (value: unknown): value is AnyCall =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyCall).path === 'string' &&
  typeof (value as AnyCall).method === 'string' &&
  typeof (value as AnyCall).user === 'boolean' &&
  'params' in value;

/** Every call of the contract (each `…Call` the protocol package exports), whoever added it. */
export const CONTRACT_CALLS: readonly AnyCall[] = (Object.values(protocol) as unknown[]).filter(isCall);

const routeKey = (method: string, path: string) => `${method} ${path}`;

/** The calls answering each method and path (two may share one, see `registerCall`'s `when`). */
const callsByRoute = new Map<string, AnyCall[]>();
for (const call of CONTRACT_CALLS) {
  const key = routeKey(call.method, call.path);
  callsByRoute.set(key, [...(callsByRoute.get(key) ?? []), call]);
}

const NEW_ACCOUNT_CALLS: readonly AnyCall[] = [touristLoginCall, regiCall];

/**
 * Which limit a route counts against, or undefined for none: uploads, search and new accounts
 * (visitor logins, registrations) each have their own; every other route under /api that anyone or
 * any visitor may call (public calls, visitor calls, public files) shares the open one. Calls only
 * signed-in pupils, teachers or admins may make are not limited: their sessions are the check.
 */
export function limitOf(method: string, url: string): keyof RateLimits | undefined {
  if (!url.startsWith('/api/')) return undefined;
  // Fastify answers HEAD with the GET route.
  const calls = callsByRoute.get(routeKey(method === 'HEAD' ? 'GET' : method, url)) ?? [];
  if (calls.some((c) => c.multipart)) return 'uploads';
  if (calls.includes(searchCall)) return 'search';
  if (calls.some((c) => NEW_ACCOUNT_CALLS.includes(c))) return 'newAccounts';
  const open = calls.length === 0 || calls.some((c) => !c.user || c.visitors);
  return open ? 'open' : undefined;
}

/**
 * Request limits per client address (`request.ip`, so behind a proxy TRUST_PROXY must be set; IPv6
 * by its /64), counted per minute in this process (each of several servers counts its own). The
 * defaults leave room for a class of pupils behind one school address. A limited caller gets the
 * envelope with code 429 and 操作太频繁，请稍后再试 (HTTP 200, decision 0001) before anything else
 * is done. Routes must be registered after this.
 */
export async function registerRateLimits(app: FastifyInstance, config: Readonly<Config>): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    timeWindow: 60_000,
    // Only a limited answer says when to come back; the others stay as they were.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: () => new AppError(CODE.tooManyRequests, MESSAGE.tooManyRequests),
  });
  // One counter per kind, shared by all its routes.
  const hooks = new Map(
    (Object.entries(config.rateLimits) as [keyof RateLimits, number][])
      .filter(([, max]) => max > 0)
      .map(([limit, max]) => [limit, app.rateLimit({ max })]),
  );
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limit = methods.map((m) => limitOf(m, route.url)).find(Boolean);
    const hook = limit && hooks.get(limit);
    if (!hook) return;
    const existing = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(existing) ? existing : [existing]), hook] as RouteOptions['onRequest'];
  });
}
