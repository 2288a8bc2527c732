import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { refuseNul } from './protocol.plugin.js';

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
