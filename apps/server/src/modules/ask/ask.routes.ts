import {
  ASK_IMAGE_MAX_BYTES,
  askAddCall,
  askAnswerAudioCall,
  askAnswerCall,
  askFaqCall,
  askFileCall,
  askHideCall,
  askInboxCall,
  askInfoCall,
  askMineCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/app-error.js';
import { sendMedia } from '../../plugins/media-sender.js';
import { RECORDING_UPLOAD, registerUploadCall, type UploadRules } from '../../plugins/multipart-upload.js';
import { authenticateCall, describeIssues, readParams, registerCall } from '../../plugins/protocol.plugin.js';
import type { AskService } from './ask.service.js';

/** A question or an answer with an optional picture. */
const PICTURE_UPLOAD: UploadRules = {
  maxBytes: ASK_IMAGE_MAX_BYTES,
  tooLarge: `图片不能超过${ASK_IMAGE_MAX_BYTES / 1024 / 1024}MB`,
  notMultipart: '请以表单形式提交',
};

/** 问答 (issue 17): HTTP only; the service checks who may read, answer and hide. */
export async function askRoutes(app: FastifyInstance, service: AskService): Promise<void> {
  registerCall(app, askFaqCall, () => service.faq());
  registerCall(app, askMineCall, (_p, { user }) => service.mine(user));
  registerCall(app, askInfoCall, (p, { user }) => service.info(user, p.id));
  registerCall(app, askInboxCall, (p, { user }) => service.inbox(user, p.state));
  registerCall(app, askHideCall, (p, { user }) => service.hide(user, p.question_id, p.hidden === '1'));

  await registerUploadCall(app, askAddCall, PICTURE_UPLOAD, (p, user, file) => service.ask(user, p, file));
  await registerUploadCall(app, askAnswerCall, PICTURE_UPLOAD, (p, user, file) =>
    service.answer(user, p.question_id, p.text, file),
  );
  await registerUploadCall(app, askAnswerAudioCall, RECORDING_UPLOAD, (p, user, file) =>
    service.answerAudio(user, p.answer_id, file),
  );

  // A file rather than an envelope: <img> and <audio> load it (the session rides in the query).
  app.get(askFileCall.path, async (request, reply) => {
    const raw = readParams(request);
    const user = await authenticateCall(request, askFileCall, raw);
    const parsed = askFileCall.params.safeParse(raw);
    if (!parsed.success) throw AppError.badRequest(describeIssues(parsed.error));
    const { question_id, answer_id, kind } = parsed.data;
    const { source, type } = await service.file(user, question_id, answer_id, kind);
    if (!source) throw AppError.notFound(kind === 'image' ? '图片不存在' : '录音不存在');
    return sendMedia(request, reply, source, {
      type,
      cache: 'private, no-store',
      missing: 'call',
      missingMessage: kind === 'image' ? '图片不存在' : '录音不存在',
    });
  });
}
