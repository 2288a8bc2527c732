import { z } from 'zod';
import { defineCall, formInt } from './define-call.js';
import { parentPassParam } from './parent.calls.js';

/** What a successful login answers: the stored account fields of spec §3. */
export const loginAnswerSchema = z.object({
  id: z.number(),
  token: z.string(),
  product: z.number(),
  loginTime: z.number(),
  name: z.string(),
  nickname: z.string(),
  head_img: z.string(),
  isTokenLogin: z.boolean(),
});

/** After this many failed logins of an account or from an address, login needs the image captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;

/** Account names: 4–32 letters, digits or underscores; a mainland mobile number (1[3-9] + 9 digits) fits. */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_]{4,32}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export const accountField = z
  .string({ error: '请输入账号' })
  .trim()
  .min(1, '请输入账号')
  .regex(ACCOUNT_PATTERN, '账号需为4–32位字母、数字或下划线，也可用手机号');
export const newPasswordField = z
  .string({ error: '请输入密码' })
  .min(PASSWORD_MIN, `密码至少${PASSWORD_MIN}位`)
  .max(PASSWORD_MAX, `密码最多${PASSWORD_MAX}位`);
const currentPasswordField = z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码过长');
export const nicknameField = z
  .string({ error: '请输入昵称' })
  .trim()
  .min(1, '请输入昵称')
  .max(16, '昵称最多16个字')
  .refine((v) => !/\p{Cc}/u.test(v), '昵称含有不可用的字符');

/** Password login (spec §7): account, password, product, ei (device id), version; the captcha after failures. */
export const loginCall = defineCall({
  method: 'POST',
  path: '/api/passport/login',
  user: false,
  params: z.object({
    account: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64, '账号过长'),
    password: currentPasswordField,
    product: formInt,
    ei: z.string().max(200).optional(),
    captcha_id: z.string().max(64).optional(),
    check_code: z.string().trim().max(16).optional(),
  }),
  answer: loginAnswerSchema,
});

/** Registration of a pupil account (new-user bind); answers a logged-in session like login. */
export const regiCall = defineCall({
  method: 'POST',
  path: '/api/passport/regi',
  user: false,
  params: z.object({
    account: accountField,
    password: newPasswordField,
    product: formInt,
    nickname: nicknameField.optional(),
    ei: z.string().max(200).optional(),
  }),
  answer: loginAnswerSchema,
});

/** A visitor session (spec §6): reaches only what visitors may. */
export const touristLoginCall = defineCall({
  method: 'POST',
  path: '/api/passport/TouristLogin',
  user: false,
  params: z.object({ product: formInt, ei: z.string().max(200).optional() }),
  answer: loginAnswerSchema,
});

/** A fresh image captcha: its id and a PNG data URL. */
export const captchaCall = defineCall({
  method: 'GET',
  path: '/api/passport/captcha',
  user: false,
  params: z.object({}),
  answer: z.object({ captcha_id: z.string(), image: z.string() }),
});

/** Password change: the old password confirms it; every other session of the user ends. */
export const changePasswordCall = defineCall({
  method: 'POST',
  path: '/api/passport/password',
  user: true,
  params: z.object({ old_password: currentPasswordField, new_password: newPasswordField }),
  answer: z.null(),
});

/**
 * Deletes the caller's account after confirming the password (personal data and sessions go);
 * needs a parent pass.
 */
export const cancelAccountCall = defineCall({
  method: 'POST',
  path: '/api/passport/cancel',
  user: true,
  params: z.object({ password: currentPasswordField, pass: parentPassParam }),
  answer: z.null(),
});

/** An administrator sets a new password for an account (forgotten passwords; no SMS provider). */
export const resetPasswordCall = defineCall({
  method: 'POST',
  path: '/api/passport/resetPassword',
  user: true,
  params: z.object({ account: accountField, new_password: newPasswordField }),
  answer: z.null(),
});
