import {
  ZJKT_IMAGE_MAX_BYTES,
  ZJKT_IMAGE_PATH,
  zjktDeleteCall,
  zjktImageRemoveCall,
  zjktImageUploadCall,
  zjktLessonCall,
  zjktLessonsCall,
  zjktManageListCall,
  zjktPublishCall,
  zjktSaveCall,
  zjktTargetsCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { sendMedia, sendNotFound } from '../../plugins/media-sender.js';
import { registerUploadCall, type UploadRules } from '../../plugins/multipart-upload.js';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { ZjktService } from './zjkt.service.js';

const PICTURE_UPLOAD: UploadRules = {
  maxBytes: ZJKT_IMAGE_MAX_BYTES,
  tooLarge: `图片不能超过${ZJKT_IMAGE_MAX_BYTES / 1024 / 1024}MB`,
  notMultipart: '请以文件形式上传图片',
};
// A stored name is random and never reused, so the bytes behind it never change.
const IMAGE_CACHE = 'public, max-age=2592000, immutable';
const MISSING = '图片不存在';

/** 专家课堂 (issue 17): HTTP only; the service checks who may read and change a lesson. */
export async function zjktRoutes(app: FastifyInstance, service: ZjktService): Promise<void> {
  registerCall(app, zjktLessonsCall, () => service.list());
  registerCall(app, zjktLessonCall, (p, { user }) => service.lesson(user, p.id));
  registerCall(app, zjktManageListCall, (_p, { user }) => service.manageList(user));
  registerCall(app, zjktSaveCall, (p, { user }) => service.save(user, p));
  registerCall(app, zjktPublishCall, (p, { user }) => service.publish(user, p.id, p.published));
  registerCall(app, zjktDeleteCall, (p, { user }) => service.remove(user, p.id));
  registerCall(app, zjktImageRemoveCall, (p, { user }) => service.removeImage(user, p.id, p.name));
  registerCall(app, zjktTargetsCall, (p, { user }) => service.targets(user, p.kind, p.q));
  await registerUploadCall(app, zjktImageUploadCall, PICTURE_UPLOAD, (p, user, file) =>
    service.addImage(user, p.id, p.slot, file),
  );

  // Fetched by <img>: anyone may see a lesson's pictures (teaching material, random names).
  app.get<{ Params: { name: string } }>(`${ZJKT_IMAGE_PATH}/:name`, async (request, reply) => {
    const source = service.image(request.params.name);
    if (!source) return sendNotFound(reply, MISSING);
    return sendMedia(request, reply, source, { type: 'image/webp', cache: IMAGE_CACHE, missingMessage: MISSING });
  });
}
