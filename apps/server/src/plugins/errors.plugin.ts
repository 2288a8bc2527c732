import { CODE, fail, MESSAGE } from '@yuwen/protocol';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/**
 * One error handler for the whole server: every failure becomes the `{code, msg, data}`
 * envelope with a Chinese message. Unexpected errors are logged with their stack and answered
 * with a generic message; nothing internal reaches the client. Envelopes travel with HTTP 200,
 * because clients written against the spec read `code`, not the HTTP status.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.code(200).send(fail(error.code, error.message));
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(200).send(fail(CODE.badRequest, '请求内容过大'));
    if (status === 429) return reply.code(200).send(fail(CODE.tooManyRequests, MESSAGE.tooManyRequests));
    if (status >= 400 && status < 500) {
      request.log.info({ err: error.message, code: error.code }, 'bad request');
      return reply.code(200).send(fail(CODE.badRequest, '请求格式有误'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(200).send(fail(CODE.serverError, MESSAGE.serverError));
  });
}
