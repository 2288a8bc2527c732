import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config/env.js';

/**
 * The Content-Security-Policy of every answer. Scripts and styles only from our own files: no
 * inline script, event handler, eval or `<style>` (React's `style` props and hanzi-writer set styles
 * through the CSSOM, which style-src does not govern); pictures also as data: (the empty favicon)
 * and blob: (a head image before upload); sound also as blob: (a recording played before it is
 * kept); everything else from this server only. No `upgrade-insecure-requests`: a school may serve
 * plain http on its own network, where upgraded requests would fail.
 */
function contentSecurityPolicy(frameAncestors: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [...frameAncestors],
  };
}

/**
 * X-Frame-Options for browsers that know no frame-ancestors: the same rule when it can say it
 * (only ourselves, or nobody), else none — it cannot name other hosts, and would refuse them.
 */
function frameOptions(frameAncestors: readonly string[]) {
  const [only, ...others] = frameAncestors;
  if (others.length > 0) return false;
  if (only === "'self'") return { action: 'sameorigin' } as const;
  if (only === "'none'") return { action: 'deny' } as const;
  return false;
}

/**
 * Security headers on every answer, by helmet: the CSP above, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: same-origin` (addresses of our pages, which may carry ids, never go to another
 * site), frames per FRAME_ANCESTORS, and helmet's other defaults (HSTS, COOP and CORP same-origin, …).
 * No CORS headers anywhere: the app calls its own origin, so no other site may read our answers.
 * helmet's middleware is built once here: @fastify/helmet builds it again on every request, which
 * cost about 50 µs a request on this machine — half of a cached character call.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Readonly<Config>): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config.frameAncestors) },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: frameOptions(config.frameAncestors),
  });
  // helmet throws rather than passing an error on (its option checks ran above, once).
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
