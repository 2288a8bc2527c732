import multipart from '@fastify/multipart';
import {
  ok,
  POEM_AUDIO_PATH,
  poemAudioCandidatesCall,
  poemAudioDeleteCall,
  poemAudioListCall,
  poemAudioUploadCall,
  RECITATION_MAX_BYTES,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/app-error.js';
import { sendMedia, sendNotFound } from '../../plugins/media-sender.js';
import { readMultipart } from '../../plugins/multipart-upload.js';
import { authenticateCall, describeIssues, readParams, registerCall } from '../../plugins/protocol.plugin.js';
import type { PoemAudioService } from './poem-audio.service.js';

// A stored name is random and never reused, so the bytes behind it never change.
const AUDIO_CACHE = 'public, max-age=2592000, immutable';

/** Teachers' recordings of poems: managed by teachers and admins, served publicly as teaching material. */
export async function poemAudioRoutes(app: FastifyInstance, service: PoemAudioService): Promise<void> {
  registerCall(app, poemAudioListCall, (_p, { user }) => service.list(user));
  registerCall(app, poemAudioDeleteCall, (p, { user }) => service.remove(user, p.poem_id));
  registerCall(app, poemAudioCandidatesCall, (p, { user }) => service.candidates(user, p.keyword));
  app.addHook('onListen', async () => {
    service
      .removeOrphans()
      .then((count) => count > 0 && app.log.info(`removed ${count} teacher recordings of poems no longer imported`))
      .catch((error: unknown) => app.log.error({ err: error }, 'sweeping teacher recordings failed'));
  });

  // Fetched by <audio>, so a missing file is a real HTTP 404 (with the envelope).
  app.get<{ Params: { file: string } }>(`${POEM_AUDIO_PATH}/:file`, async (request, reply) => {
    const found = await service.file(request.params.file);
    if (!found) return sendNotFound(reply, '录音不存在');
    return sendMedia(request, reply, found.source, {
      type: found.mime,
      cache: AUDIO_CACHE,
      missingMessage: '录音不存在',
    });
  });

  // Multipart only here: the parser is registered in this scope, with the recording's size limit.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: RECITATION_MAX_BYTES, files: 1, fields: 20, fieldSize: 2000 },
    });
    scope.post(poemAudioUploadCall.path, async (request) => {
      if (!request.isMultipart()) {
        await authenticateCall(request, poemAudioUploadCall, readParams(request));
        throw AppError.badRequest('请以文件形式上传录音');
      }
      const { params: raw, file } = await readMultipart(request, '录音不能超过10MB');
      const user = await authenticateCall(request, poemAudioUploadCall, raw);
      const parsed = poemAudioUploadCall.params.safeParse(raw);
      if (!parsed.success) throw AppError.badRequest(describeIssues(parsed.error));
      return ok(await service.upload(user, parsed.data.poem_id, file));
    });
  });
}
