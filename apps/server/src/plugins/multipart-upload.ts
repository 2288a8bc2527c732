import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * Reads a multipart upload (spec §7: uid, token, product and the files): its text fields and the
 * first file, with the name and type the client gave it. The size limit is the one the route's
 * multipart scope was registered with; a bigger file answers `tooLargeMessage`.
 */
export async function readMultipart(
  request: FastifyRequest,
  tooLargeMessage: string,
): Promise<{ fields: Record<string, string>; file?: Buffer; fileName?: string; fileType?: string }> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  let fileName: string | undefined;
  let fileType: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    try {
      const bytes = await part.toBuffer();
      if (!file) {
        file = bytes;
        fileName = part.filename;
        fileType = part.mimetype;
      }
    } catch (error) {
      if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
        throw AppError.badRequest(tooLargeMessage);
      throw error;
    }
  }
  return { fields, file, ...(fileName !== undefined && { fileName }), ...(fileType !== undefined && { fileType }) };
}
