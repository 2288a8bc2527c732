import multipart from '@fastify/multipart';
import { type CallDef, type CallParams, ok, RECITATION_MAX_BYTES } from '@yuwen/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import type { SessionUser } from './auth.plugin.js';
import { authenticateCall, describeIssues, readParams, refuseNul } from './protocol.plugin.js';

/** The answer to a multipart body the parser cannot read (a client's mistake, not ours). */
export const MALFORMED_UPLOAD = '上传的内容格式有误';

/**
 * Reads a multipart upload (spec §7: uid, token, product and the files): its parameters (the query
 * and the text fields, without NUL characters) and the first file, with the name and type the
 * client gave it. The size limit is the one the route's multipart scope was registered with; a
 * bigger file answers `tooLargeMessage`; a body that is not valid multipart answers code 400.
 */
export async function readMultipart(
  request: FastifyRequest,
  tooLargeMessage: string,
): Promise<{ params: Record<string, unknown>; file?: Buffer; fileName?: string; fileType?: string }> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  let fileName: string | undefined;
  let fileType: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (!file) {
        file = bytes;
        fileName = part.filename;
        fileType = part.mimetype;
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw AppError.badRequest(tooLargeMessage);
    throw malformedUpload(request, error);
  }
  const params = refuseNul({ ...(request.query as object), ...fields });
  return { params, file, ...(fileName !== undefined && { fileName }), ...(fileType !== undefined && { fileType }) };
}

/**
 * Only the body is read in the loop above, so its errors are the client's: busboy's plain ones
 * ('Malformed part header', 'Unexpected end of form') and @fastify/multipart's 4xx. Limits (413)
 * keep their own answer in the error handler.
 */
function malformedUpload(request: FastifyRequest, error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return error;
  request.log.warn({ err: (error as Error).message, code: (error as { code?: string }).code }, 'malformed upload');
  return AppError.badRequest(MALFORMED_UPLOAD);
}

/** What an upload call accepts and says when the body is not what it takes. */
export interface UploadRules {
  maxBytes: number;
  /** The answer to a file over `maxBytes`. */
  tooLarge: string;
  /** The answer to a body that is not multipart. */
  notMultipart: string;
}

/** A recording: the pupils' recitations and the teachers' recordings of poems, words and syllables. */
export const RECORDING_UPLOAD: UploadRules = {
  maxBytes: RECITATION_MAX_BYTES,
  tooLarge: '录音不能超过10MB',
  notMultipart: '请以文件形式上传录音',
};

/**
 * Registers a user call whose body is multipart (parameters as fields, one file): the parser lives
 * in this call's own scope with its size limit, the session is checked before the parameters, and
 * the handler gets the parsed parameters, the user and the file's bytes.
 */
export async function registerUploadCall<C extends CallDef<z.ZodType, z.ZodType>>(
  app: FastifyInstance,
  call: C,
  rules: UploadRules,
  handle: (params: CallParams<C>, user: SessionUser, file: Buffer | undefined) => Promise<unknown>,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: rules.maxBytes, files: 1, fields: 20, fieldSize: 2000 } });
    scope.post(call.path, async (request) => {
      if (!request.isMultipart()) {
        await authenticateCall(request, call, readParams(request));
        throw AppError.badRequest(rules.notMultipart);
      }
      const { params: raw, file } = await readMultipart(request, rules.tooLarge);
      const user = await authenticateCall(request, call, raw);
      const parsed = call.params.safeParse(raw);
      if (!parsed.success) throw AppError.badRequest(describeIssues(parsed.error));
      return ok(await handle(parsed.data as CallParams<C>, user, file));
    });
  });
}
