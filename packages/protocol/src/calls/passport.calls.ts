import { z } from 'zod';
import { defineCall, formInt } from './define-call.js';

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

/** Password login (spec §7): account, password, product, ei (device id), version. */
export const loginCall = defineCall({
  method: 'POST',
  path: '/api/passport/login',
  user: false,
  params: z.object({
    account: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64, '账号过长'),
    password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码过长'),
    product: formInt,
    ei: z.string().max(200).optional(),
  }),
  answer: loginAnswerSchema,
});
