import { syllableAudioDeleteCall, syllableAudioListCall, syllableAudioUploadCall } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { RECORDING_UPLOAD, registerUploadCall } from '../../plugins/multipart-upload.js';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { SyllableAudioService } from './syllable-audio.service.js';

/** 读音录音: teachers and admins record the readings the voice package lacks (management page). */
export async function syllableAudioRoutes(app: FastifyInstance, service: SyllableAudioService): Promise<void> {
  registerCall(app, syllableAudioListCall, (_p, { user }) => service.list(user));
  registerCall(app, syllableAudioDeleteCall, (p, { user }) => service.remove(user, p.syllable, p.tone));
  await registerUploadCall(app, syllableAudioUploadCall, RECORDING_UPLOAD, (p, user, file) =>
    service.upload(user, p.syllable, p.tone, file),
  );
}
