import {
  poemReciteListCall,
  poemReciteSaveCall,
  recitationAudioCall,
  recitationDeleteCall,
  recitationListCall,
  recitationUploadCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/app-error.js';
import { sendMedia } from '../../plugins/media-sender.js';
import { RECORDING_UPLOAD, registerUploadCall } from '../../plugins/multipart-upload.js';
import { authenticateCall, describeIssues, readParams, registerCall } from '../../plugins/protocol.plugin.js';
import type { RecitationService } from './recitation.service.js';

/**
 * Recitation (user/recitation, user/poemRecite). Recordings are served to their owner only: the
 * audio address is a user call, so it needs the owner's uid, product and token (redacted in logs).
 */
export async function recitationRoutes(app: FastifyInstance, service: RecitationService): Promise<void> {
  registerCall(app, recitationListCall, (p, { user }) => service.list(user.id, p.poem_id));
  registerCall(app, recitationDeleteCall, (p, { user }) => service.remove(user.id, p.id));
  registerCall(app, poemReciteListCall, (p, { user }) => service.progress(user.id, p.poem_ids));
  registerCall(app, poemReciteSaveCall, (p, { user }) => service.finishStage(user.id, p.poem_id, p.stage));

  app.get(recitationAudioCall.path, async (request, reply) => {
    const raw = readParams(request);
    const user = await authenticateCall(request, recitationAudioCall, raw);
    const parsed = recitationAudioCall.params.safeParse(raw);
    if (!parsed.success) throw AppError.badRequest(describeIssues(parsed.error));
    const { source, mime } = await service.audio(user.id, parsed.data.id);
    // The owner's only: never kept by a shared cache; ranges let <audio> seek.
    return sendMedia(request, reply, source, {
      type: mime,
      cache: 'private, no-store',
      missing: 'call',
      missingMessage: '录音不存在',
    });
  });

  await registerUploadCall(app, recitationUploadCall, RECORDING_UPLOAD, (p, user, file) =>
    service.upload(user.id, p.module_id, p.poem_id, file),
  );
}
