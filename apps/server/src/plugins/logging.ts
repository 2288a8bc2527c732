import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config/env.js';

/** Parameter and field names whose values never reach a log: password, old_password, token, … */
const SECRET_NAME = /password|token/i;
const REDACTED = '[redacted]';

/** `name=value` pairs of a URL's query or a form body (the name up to `=`, the value up to `&`). */
const PAIR = /(^|[?&\s])([^=&?\s]+)=([^&\s]*)/g;

function secretName(name: string): boolean {
  if (SECRET_NAME.test(name)) return true;
  try {
    // `pass%77ord` is still a password field.
    return SECRET_NAME.test(decodeURIComponent(name.replace(/\+/g, ' ')));
  } catch {
    return false;
  }
}

/** A URL or form body with the value of every password-like or token-like parameter replaced, for logs. */
export function redactUrl(text: string): string {
  return text.replace(PAIR, (pair, before: string, name: string) =>
    secretName(name) ? `${before}${name}=${REDACTED}` : pair,
  );
}

/**
 * A logged value with secrets removed: fields named like a password or token replaced wherever they
 * are nested, and query strings or form bodies inside strings (an error's message) redacted.
 * Copies; the caller's objects are left alone.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactUrl(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  if (value instanceof Error) return redactError(value);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, SECRET_NAME.test(key) ? REDACTED : redactValue(v, depth + 1)]),
  );
}

/** The error itself when its text holds no secret (the err serializer still sees an Error), else a redacted copy. */
function redactError(error: Error): Error {
  const message = redactUrl(error.message);
  const stack = error.stack && redactUrl(error.stack);
  if (message === error.message && stack === error.stack) return error;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error)) as Error, error);
  copy.message = message;
  if (stack !== undefined) copy.stack = stack;
  return copy;
}

/** pino options: the configured level, and no password or token in any log line. */
export function loggerOptions(level: Config['logLevel']): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-request-body"]'],
      censor: REDACTED,
    },
    formatters: { log: (object) => redactValue(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactUrl(arg) : arg)) as typeof args);
      },
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

/**
 * Fastify's per-request log lines, made cheap. By default one line for each request an operator
 * acts on — HTTP 5xx (error), slower than `slowMs` (warn), HTTP 4xx (info) — and none for the rest;
 * with `all`, one line per request (info). Fastify's own default, two lines for every request,
 * costs about as much CPU as a cached character call itself. Its other lines (errors of its own
 * handlers, a route not found) stay as they are.
 */
export class RequestLog extends LogController {
  readonly #options: Config['requestLog'];

  constructor(options: Config['requestLog']) {
    super();
    this.#options = options;
  }

  /** The completion line says it all (method, address, status, time). */
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    const slow = ms >= this.#options.slowMs;
    const line = () => ({ req: request, res: reply, responseTime: Math.round(ms) });
    if (error || status >= 500) reply.log.error({ ...line(), err: error ?? undefined }, 'request errored');
    else if (slow) reply.log.warn(line(), 'slow request');
    else if (status >= 400 || this.#options.mode === 'all') reply.log.info(line(), 'request completed');
  }
}
