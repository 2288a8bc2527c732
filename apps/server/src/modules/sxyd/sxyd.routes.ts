import {
  qmdwAnswerCall,
  qmdwFinishCall,
  qmdwHomeCall,
  qmdwStartCall,
  sxydTrackCall,
  sxydTracksCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { inMemory, sendMedia, sendNotFound } from '../../plugins/media-sender.js';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { QmdwService } from './qmdw.service.js';
import { maskedSound, soundEtag } from './qmdw-sound.js';
import type { TracksService } from './tracks.service.js';

export function sxydRoutes(app: FastifyInstance, tracks: TracksService, qmdw: QmdwService): void {
  registerCall(app, sxydTracksCall, async () => ({ groups: await tracks.groups() }));
  registerCall(app, sxydTrackCall, (p, { user }) => tracks.track(user.id, p.track));
  registerCall(app, qmdwHomeCall, (_p, { user }) => qmdw.home(user.id));
  registerCall(app, qmdwStartCall, (p, { user }) => qmdw.start(user.id, p.level));
  registerCall(app, qmdwAnswerCall, (p, { user }) => qmdw.answer(user.id, p.id, p.index, p.choice));
  registerCall(app, qmdwFinishCall, (p, { user }) => qmdw.finish(user.id, p.id));

  // A question's recording under an address naming the round, not the syllable (the tone is the answer);
  // its bytes, size and validators are the round's own too (qmdw-sound.ts).
  app.get<{ Params: { file: string } }>('/qmdw-sound/:file', async (request, reply) => {
    const [, id, index, secret] = /^(\d{1,9})-(\d{1,2})-([0-9a-f]{24})\.mp3$/.exec(request.params.file) ?? [];
    const found = id && secret ? await qmdw.sound(Number(id), Number(index), secret) : undefined;
    const bytes = found && (await maskedSound(found.source, found.type));
    if (!found || !bytes) return sendNotFound(reply);
    return sendMedia(request, reply, inMemory(bytes), {
      type: found.type,
      cache: 'private, max-age=3600',
      etag: soundEtag(request.params.file),
    });
  });
}
