import {
  AVATAR_MAX_BYTES,
  AVATAR_SIZE,
  avatarCall,
  avatarsCall,
  changeNicknameCall,
  changeProfilesCall,
  choosePresetAvatarCall,
  nicknamesCall,
  uploadCall,
  userInfoCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error.js';
import { sendMedia } from '../../plugins/media-sender.js';
import { registerUploadCall, type UploadRules } from '../../plugins/multipart-upload.js';
import { registerCall } from '../../plugins/protocol.plugin.js';
import { type AvatarStore, PRESET_AVATAR_PREFIX, UPLOADED_AVATAR_PREFIX } from './avatar-store.js';
import type { UserService } from './user.service.js';

const sizeQuery = z.object({ s: z.coerce.number().int().min(16).max(AVATAR_SIZE).optional() });

/** The user's own account (info, nickname, profile, head image) and the head image files. */
const AVATAR_UPLOAD: UploadRules = {
  maxBytes: AVATAR_MAX_BYTES,
  tooLarge: '图片不能超过5MB',
  notMultipart: '请以文件形式上传图片',
};

export async function userRoutes(app: FastifyInstance, service: UserService, avatars: AvatarStore): Promise<void> {
  registerCall(app, userInfoCall, (_p, { user }) => service.info(user), { noStore: true });
  registerCall(app, changeNicknameCall, (p, { user }) => service.changeNickname(user, p.nickname));
  registerCall(app, nicknamesCall, async () => service.suggestNicknames());
  registerCall(app, changeProfilesCall, (p, { user }) => service.changeProfiles(user, p));
  registerCall(app, avatarCall, (p, { user }) => service.avatarUrl(user, p.scale_size));
  registerCall(app, avatarsCall, () => service.presets());
  registerCall(app, choosePresetAvatarCall, (p, { user }) => service.choosePreset(user, p.name));

  await registerUploadCall(app, uploadCall, AVATAR_UPLOAD, (_p, user, file) => service.upload(user, file));

  app.get(`${UPLOADED_AVATAR_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    const size = sizeQuery.safeParse(request.query);
    const source = await avatars.upload(name, size.success ? size.data.s : undefined);
    if (!source) throw AppError.notFound('图片不存在');
    return sendMedia(request, reply, source, {
      type: 'image/webp',
      cache: 'public, max-age=31536000, immutable',
      missing: 'call',
      missingMessage: '图片不存在',
    });
  });

  app.get(`${PRESET_AVATAR_PREFIX}:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    const source = file.endsWith('.svg') ? await avatars.preset(file.slice(0, -'.svg'.length)) : undefined;
    if (!source) throw AppError.notFound('图片不存在');
    return sendMedia(request, reply, source, {
      type: 'image/svg+xml',
      cache: 'public, max-age=86400',
      headers: { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" },
      missing: 'call',
      missingMessage: '图片不存在',
    });
  });
}
