import { z } from 'zod';
import { defineCall } from './define-call.js';
import { nicknameField } from './passport.calls.js';

/** Grades a pupil may give: 学前 (pre-school) or 1–6; '' clears it. */
export const GRADES = ['学前', '1', '2', '3', '4', '5', '6'] as const;

/** Largest head image accepted by /api/upload. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Side of the stored (square) head image; /api/user/avatar scales down from it. */
export const AVATAR_SIZE = 256;

/** The signed-in user's account and profile. */
export const userInfoSchema = z.object({
  id: z.number(),
  name: z.string(),
  nickname: z.string(),
  head_img: z.string(),
  role: z.enum(['visitor', 'pupil', 'teacher', 'admin']),
  grade: z.string(),
  school: z.string(),
  birthday: z.string(),
  product: z.number(),
  loginTime: z.number(),
});
export type UserInfo = z.output<typeof userInfoSchema>;

/** Who is signed in (token login verifies its token with this; visitors may ask too). */
export const userInfoCall = defineCall({
  method: 'GET',
  path: '/api/user/info',
  user: true,
  visitors: true,
  params: z.object({}),
  answer: userInfoSchema,
});

export const changeNicknameCall = defineCall({
  method: 'POST',
  path: '/api/user/nickname',
  user: true,
  params: z.object({ nickname: nicknameField }),
  answer: z.object({ nickname: z.string() }),
});

/** A few friendly nickname suggestions. */
export const nicknamesCall = defineCall({
  method: 'GET',
  path: '/api/user/nicknames',
  user: false,
  params: z.object({}),
  answer: z.array(z.string()),
});

const birthdayField = z
  .string()
  .trim()
  .refine((v) => v === '' || isPastDate(v), '请填写正确的生日（年-月-日）');

function isPastDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(text) &&
    date.getTime() <= Date.now() &&
    text >= '1900-01-01'
  );
}

/** Grade, school and birthday; each may be left empty. */
export const changeProfilesCall = defineCall({
  method: 'POST',
  path: '/api/user/profiles',
  user: true,
  params: z.object({
    grade: z.union([z.enum(GRADES), z.literal('')], { error: '请选择正确的年级' }),
    school: z.string().trim().max(40, '学校名称最多40个字'),
    birthday: birthdayField,
  }),
  answer: z.object({ grade: z.string(), school: z.string(), birthday: z.string() }),
});

/** The user's head image at a size (pixels, square). */
export const avatarCall = defineCall({
  method: 'GET',
  path: '/api/user/avatar',
  user: true,
  visitors: true,
  params: z.object({ scale_size: z.coerce.number().int().min(16, '尺寸过小').max(AVATAR_SIZE, '尺寸过大').optional() }),
  answer: z.object({ url: z.string() }),
});

/** The preset head images to choose from. */
export const avatarsCall = defineCall({
  method: 'GET',
  path: '/api/user/avatars',
  user: false,
  params: z.object({}),
  answer: z.array(z.object({ name: z.string(), url: z.string() })),
});

/** Sets a preset head image by its name. */
export const choosePresetAvatarCall = defineCall({
  method: 'POST',
  path: '/api/user/avatars',
  user: true,
  params: z.object({ name: z.string().trim().min(1, '请选择头像').max(40) }),
  answer: z.object({ head_img: z.string() }),
});

/** Uploads a head image (multipart: uid, token, product, files); checked, resized and stored. */
export const uploadCall = defineCall({
  method: 'POST',
  path: '/api/upload',
  user: true,
  multipart: true,
  params: z.object({}),
  answer: z.object({ head_img: z.string() }),
});
