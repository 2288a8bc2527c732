/** Answer codes and their Chinese messages (spec §7/§8). */

export const CODE = {
  /** Success. */
  ok: 1,
  /** Session invalid: missing, expired or foreign token, or logged in elsewhere. */
  invalidSession: -1,
  /** Generic failure with a human message. */
  failed: 0,
  /** Client-side: no answer within the time-out. */
  timeout: 99,
  /** Parameters missing or malformed. */
  badRequest: 400,
  /** The user may not do this. */
  forbidden: 403,
  /** No such thing (or no such API path). */
  notFound: 404,
  /** Login needs the image captcha (after failed attempts), or the captcha answer was wrong. */
  captchaRequired: 428,
  /** Too many attempts. */
  tooManyRequests: 429,
  /** Unexpected server failure; details only in the server log. */
  serverError: 500,
} as const;
export type AnswerCode = (typeof CODE)[keyof typeof CODE];

/** The product's Chinese messages; spec §8 names each situation. */
export const MESSAGE = {
  ok: '操作成功',
  failed: '操作失败',
  timeout: '请求超时，请检查网络',
  networkAbnormal: '网络异常，请检查网络',
  invalidSession: '登录已失效，请重新登录',
  loggedInElsewhere: '账号已在其他设备登录',
  loginExpired: '登录已过期，请重新登录',
  badRequest: '请求参数有误',
  bodyLost: '请求内容丢失，请重试',
  forbidden: '没有权限进行此操作',
  visitorRefused: '游客无法使用此功能，请先登录',
  wrongCredentials: '账号或密码错误',
  captchaNeeded: '请输入图片验证码',
  captchaWrong: '图片验证码错误或已过期，请重新输入',
  loginLocked: '登录失败次数过多，请15分钟后再试',
  notFound: '请求的内容不存在',
  apiNotFound: '接口不存在',
  tooManyRequests: '操作太频繁，请稍后再试',
  serverError: '服务器开小差了，请稍后再试',
  characterNotFound: '未查询到该汉字的信息',
  notChinese: '您查询的不是汉字',
  moduleNotFound: '模块不存在',
  loading: '加载中...',
} as const;
