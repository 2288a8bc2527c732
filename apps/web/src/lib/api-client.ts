import {
  type Account,
  type CallAnswer,
  type CallInput,
  type CallMethod,
  CODE,
  COMMON_PARAMS,
  type Envelope,
  loginCall,
  MESSAGE,
  PRODUCT,
  regiCall,
  SESSION_REFRESH_THRESHOLD_MS,
  TOAST_DEFAULT_DURATION_MS,
  touristLoginCall,
  type UserInfo,
  userInfoCall,
} from '@yuwen/protocol';
import { toast } from '../components/toast/toast-store';
import { exitApp } from '../platform/host';
import { deviceId, hasSession, readAccount, type StoredAccount, storeLogin } from './account-store';
import { CallError, type FormValues, send, sendWithProgress, type UploadProgress } from './http-transport';
import { goLogin } from './session';
import { dropVisitorSession, readVisitorSession, saveVisitorSession, type VisitorSession } from './visitor-session';

/** What callApi needs of a call definition of @yuwen/protocol. */
interface CallShape {
  method: CallMethod;
  path: string;
  user: boolean;
}

// The one silent re-login in flight; user calls made meanwhile wait for it (spec §4 queue).
let relogin: Promise<boolean> | null = null;

function toFormValues(params: object): FormValues {
  const values: FormValues = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    values[key] = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  }
  return values;
}

function userValues(account: StoredAccount): FormValues {
  const values: FormValues = {};
  if (account.id !== undefined) values.uid = String(account.id);
  if (account.product !== undefined) values.product = String(account.product);
  if (account.token !== undefined) values.token = account.token;
  return values;
}

function isStale(account: StoredAccount, now: number): boolean {
  return (
    hasSession(account) &&
    !account.isTokenLogin &&
    account.loginTime !== undefined &&
    now - account.loginTime > SESSION_REFRESH_THRESHOLD_MS
  );
}

const expired = (): Envelope<null> => ({ code: CODE.invalidSession, msg: MESSAGE.loginExpired, data: null });

async function silentRelogin(): Promise<boolean> {
  const { account, password, product } = readAccount();
  if (!account || !password) return false;
  try {
    await loginWithPassword(account, password, product ?? PRODUCT.default);
    return true;
  } catch {
    return false;
  }
}

/** Re-logs in once however many callers ask; a failure toasts 登录已过期 and goes to /login. */
function reloginOnce(): Promise<boolean> {
  relogin ??= silentRelogin()
    .then((ok) => {
      if (!ok) {
        toast.info(MESSAGE.loginExpired, TOAST_DEFAULT_DURATION_MS);
        goLogin();
      }
      return ok;
    })
    .finally(() => {
      relogin = null;
    });
  return relogin;
}

/** Before a user call: wait for a re-login in flight, or start one when the session is old. */
async function ensureFreshSession(): Promise<void> {
  if (!relogin && !isStale(readAccount(), Date.now())) return;
  // Offline a re-login cannot reach the server: the call goes with the stored token, the service
  // worker answers it from what it kept, and the session is renewed by the first call once online.
  if (!relogin && !navigator.onLine) return;
  if (!(await reloginOnce())) throw new CallError(expired());
}

/** Spec §8 for code -1; answers whether the call may be replayed with a new token. */
async function recoverInvalidSession(): Promise<boolean> {
  const account = readAccount();
  if (account.isTokenLogin) {
    exitApp();
    return false;
  }
  if (account.loginTime === undefined) {
    goLogin();
    return false;
  }
  // A token this young can only have been ended by a newer login elsewhere.
  if (Date.now() - account.loginTime <= SESSION_REFRESH_THRESHOLD_MS) {
    toast.info(MESSAGE.loggedInElsewhere, TOAST_DEFAULT_DURATION_MS);
    goLogin();
    return false;
  }
  return reloginOnce();
}

async function run<C extends CallShape>(
  call: C,
  params: CallInput<C>,
  replayed: boolean,
  files?: Record<string, Blob>,
  onProgress?: (progress: UploadProgress) => void,
): Promise<CallAnswer<C>> {
  if (call.user) await ensureFreshSession();
  const account = readAccount();
  const values: FormValues = {
    ...toFormValues(params as object),
    ...COMMON_PARAMS,
    ...(call.user ? userValues(account) : {}),
  };
  const answer =
    files && onProgress
      ? await sendWithProgress(call.method, call.path, values, files, onProgress)
      : await send(call.method, call.path, values, files);
  if (answer.code === CODE.ok) return answer.data as CallAnswer<C>;
  if (answer.code === CODE.invalidSession && call.user && !replayed) {
    // A call sent with the old token while a re-login replaced it is simply sent again.
    const renewed = readAccount().token;
    const refreshedMeanwhile = renewed !== undefined && renewed !== account.token;
    if (refreshedMeanwhile || (await recoverInvalidSession())) return run(call, params, true, files, onProgress);
  }
  throw new CallError(answer);
}

/**
 * Makes one call of the contract (spec §7/§8) and answers its `data`. Adds multi_status_code and
 * version to every call, and uid/product/token to user calls; refreshes an old session first and
 * handles code -1. Rejects with a CallError whose `failure` is the error envelope, the time-out
 * envelope (code 99), or `{}` for a network failure.
 */
export function callApi<C extends CallShape>(call: C, params: CallInput<C>): Promise<CallAnswer<C>> {
  return run(call, params, false);
}

/**
 * Uploads files (multipart with uid, token, product, the call's own fields and the files, spec §7)
 * under the call's rules; `onProgress` hears how far the upload has gone (it then goes by
 * XMLHttpRequest, the only way a browser tells).
 */
export function uploadFiles<C extends CallShape>(
  call: C,
  files: Record<string, Blob>,
  params: CallInput<C> = {} as CallInput<C>,
  onProgress?: (progress: UploadProgress) => void,
): Promise<CallAnswer<C>> {
  return run(call, params, false, files, onProgress);
}

/**
 * An address the browser reads by itself (an `<audio>` source of a user call such as a pupil's own
 * recording): the address with the common parameters and the stored session's uid, product, token.
 */
export function withSession(address: string): string {
  const values = new URLSearchParams({ ...COMMON_PARAMS, ...userValues(readAccount()) });
  return `${address}${address.includes('?') ? '&' : '?'}${values}`;
}

/** The image captcha answer login needs after failed attempts. */
export interface CaptchaAnswer {
  captcha_id: string;
  check_code: string;
}

/** Password login: stores the account and the credentials for silent re-login. */
export async function loginWithPassword(
  account: string,
  password: string,
  product: number,
  captcha?: CaptchaAnswer,
): Promise<Account> {
  const answer = await callApi(loginCall, { account, password, product, ei: deviceId(), ...captcha });
  storeLogin(answer, { account, password });
  return answer;
}

/** Registration (new-user bind): the new account is logged in and stored like a password login. */
export async function registerAccount(input: {
  account: string;
  password: string;
  product: number;
  nickname?: string;
}): Promise<Account> {
  const answer = await callApi(regiCall, { ...input, ei: deviceId() });
  storeLogin(answer, { account: input.account, password: input.password });
  return answer;
}

/**
 * Token login (PC wrapper /PClogin, /tokenLogin/manage): stores the session it was handed as a
 * token-login session and checks it with user/info, filling in the account's names. An invalid
 * token exits the client (spec §6) and rejects.
 */
export async function adoptTokenLogin(id: number, product: number, token: string): Promise<UserInfo> {
  storeLogin({ id, product, token, loginTime: Date.now(), name: '', nickname: '', head_img: '', isTokenLogin: true });
  const info = await callApi(userInfoCall, {});
  storeLogin({
    id,
    product,
    token,
    loginTime: info.loginTime,
    name: info.name,
    nickname: info.nickname,
    head_img: info.head_img,
    isTokenLogin: true,
  });
  return info;
}

async function visitorSession(product: number): Promise<VisitorSession> {
  const saved = readVisitorSession(product);
  if (saved) return saved;
  return saveVisitorSession(await callApi(touristLoginCall, { product, ei: deviceId() }));
}

/**
 * A user call as a visitor (spec §6): the tab's TouristLogin session, made on first use and kept
 * apart from the account keys. A session the server no longer knows is replaced once.
 */
export async function callAsVisitor<C extends CallShape>(
  call: C,
  params: CallInput<C>,
  product: number,
): Promise<CallAnswer<C>> {
  for (let attempt = 0; ; attempt++) {
    const session = await visitorSession(product);
    const values: FormValues = {
      ...toFormValues(params as object),
      ...COMMON_PARAMS,
      uid: String(session.id),
      product: String(session.product),
      token: session.token,
    };
    const answer = await send(call.method, call.path, values);
    if (answer.code === CODE.ok) return answer.data as CallAnswer<C>;
    if (answer.code !== CODE.invalidSession || attempt > 0) throw new CallError(answer);
    dropVisitorSession();
  }
}
