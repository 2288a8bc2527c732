import {
  POEM_AUDIO_PATH,
  poemAudioCandidatesCall,
  poemAudioDeleteCall,
  poemAudioListCall,
  poemAudioUploadCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { buildAfterListen } from '../../lib/build-after-listen.js';
import { sendMedia, sendNotFound } from '../../plugins/media-sender.js';
import { RECORDING_UPLOAD, registerUploadCall } from '../../plugins/multipart-upload.js';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { PoemAudioService } from './poem-audio.service.js';

// A stored name is random and never reused, so the bytes behind it never change.
const AUDIO_CACHE = 'public, max-age=2592000, immutable';

/** Teachers' recordings of poems: managed by teachers and admins, served publicly as teaching material. */
export async function poemAudioRoutes(app: FastifyInstance, service: PoemAudioService): Promise<void> {
  registerCall(app, poemAudioListCall, (_p, { user }) => service.list(user));
  registerCall(app, poemAudioDeleteCall, (p, { user }) => service.remove(user, p.poem_id));
  registerCall(app, poemAudioCandidatesCall, (p, { user }) => service.candidates(user, p.keyword));
  buildAfterListen(app, 'sweeping teacher recordings', async () => {
    const count = await service.removeOrphans();
    if (count > 0) app.log.info(`removed ${count} teacher recordings of poems no longer imported`);
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

  await registerUploadCall(app, poemAudioUploadCall, RECORDING_UPLOAD, (p, user, file) =>
    service.upload(user, p.poem_id, file),
  );
}
