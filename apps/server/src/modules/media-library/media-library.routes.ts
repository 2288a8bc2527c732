import multipart from '@fastify/multipart';
import {
  MEDIA_FILE_PATH,
  MEDIA_MAX_BYTES,
  mediaAttachCall,
  mediaDeleteCall,
  mediaDetachCall,
  mediaListCall,
  mediaUploadCall,
  ok,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/app-error.js';
import { sendMedia, sendNotFound } from '../../plugins/media-sender.js';
import { readMultipart } from '../../plugins/multipart-upload.js';
import { authenticateCall, describeIssues, readParams, registerCall } from '../../plugins/protocol.plugin.js';
import type { MediaLibraryService } from './media-library.service.js';

// A stored name is random and never reused, so the bytes behind it never change.
const MEDIA_CACHE = 'public, max-age=2592000, immutable';
const MISSING = '媒体文件不存在';

/** The media library: managed by teachers and admins, files served publicly (Range, ETag) as teaching material. */
export async function mediaLibraryRoutes(app: FastifyInstance, service: MediaLibraryService): Promise<void> {
  registerCall(app, mediaListCall, (p, { user }) => service.list(user, p.kind, p.page, p.page_size));
  registerCall(app, mediaAttachCall, (p, { user }) => service.attach(user, p.id, p));
  registerCall(app, mediaDetachCall, (p, { user }) => service.detach(user, p.id));
  registerCall(app, mediaDeleteCall, (p, { user }) => service.remove(user, p.id));

  // Fetched by <video>/<img>/<audio>: a missing file is a real HTTP 404 (with the envelope).
  app.get<{ Params: { file: string } }>(`${MEDIA_FILE_PATH}/:file`, async (request, reply) => {
    const found = await service.file(request.params.file);
    if (!found) return sendNotFound(reply, MISSING);
    return sendMedia(request, reply, found.source, { type: found.mime, cache: MEDIA_CACHE, missingMessage: MISSING });
  });

  // Multipart only here, with the largest kind's limit (a video); each kind's own limit is checked after.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MEDIA_MAX_BYTES.video, files: 1, fields: 20, fieldSize: 2000 },
    });
    scope.post(mediaUploadCall.path, async (request) => {
      if (!request.isMultipart()) {
        await authenticateCall(request, mediaUploadCall, readParams(request));
        throw AppError.badRequest('请以文件形式上传');
      }
      const upload = await readMultipart(request, `文件不能超过${MEDIA_MAX_BYTES.video / (1024 * 1024)}MB`);
      const raw = upload.params;
      const user = await authenticateCall(request, mediaUploadCall, raw);
      const parsed = mediaUploadCall.params.safeParse(raw);
      if (!parsed.success) throw AppError.badRequest(describeIssues(parsed.error));
      const { title, ...place } = parsed.data;
      return ok(
        await service.upload(user, title, place, {
          bytes: upload.file,
          fileName: upload.fileName,
          type: upload.fileType,
        }),
      );
    });
  });
}
