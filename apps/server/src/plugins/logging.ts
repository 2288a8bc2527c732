import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/env.js';

const SECRET_PARAMS = /([?&](?:token|password)=)[^&]*/gi;

/** A URL with the values of token and password parameters replaced, for logs. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** pino options: the configured level, and no token or password in any log line. */
export function loggerOptions(level: Config['logLevel']): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-request-body"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
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
