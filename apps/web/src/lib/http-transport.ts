import {
  BODY_HEADER,
  BODY_HEADER_CUTOFF,
  type CallMethod,
  CODE,
  type Envelope,
  envelopeSchema,
  MESSAGE,
  REQUEST_TIMEOUT_MS,
  TEMP_BODY_KEY_PREFIX,
} from '@yuwen/protocol';
import { storage } from '../platform/storage';

/**
 * Why a call failed: the server's error envelope, the client's time-out envelope (code 99), or
 * `{}` when the network failed or the answer was not an envelope (spec §8).
 */
export type CallFailure = Envelope<unknown> | Record<string, never>;

/** The rejection of every failed call; `failure` is what the spec's error callback receives. */
export class CallError extends Error {
  constructor(readonly failure: CallFailure) {
    super('msg' in failure && failure.msg ? failure.msg : MESSAGE.networkAbnormal);
    this.name = 'CallError';
  }
}

/** The server's message of a failed call, else `fallback` (spec §8: 'server msg else 网络异常'). */
export function failureMessage(error: unknown, fallback: string = MESSAGE.networkAbnormal): string {
  if (error instanceof CallError && 'msg' in error.failure && error.failure.msg) return error.failure.msg;
  return fallback;
}

/** Uploads get this long before they fail with code 99. */
export const UPLOAD_TIMEOUT_MS = 60_000;

/** Form values of a call, already text. */
export type FormValues = Record<string, string>;

const QUERY_METHODS: ReadonlySet<CallMethod> = new Set(['GET', 'DELETE', 'HEAD']);

let tempSeq = 0;

// A unique key per request: time, a counter for requests in the same millisecond, and noise
// for several tabs writing the same native storage.
function tempBodyKey(): string {
  tempSeq += 1;
  return `${TEMP_BODY_KEY_PREFIX}${Date.now().toString(36)}${tempSeq.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Removes bodies parked for the body header by an earlier run (spec §9: at start-up). */
export function removeTempBodies(): void {
  for (const key of storage.keys()) {
    if (key.startsWith(TEMP_BODY_KEY_PREFIX)) storage.removeItem(key);
  }
}

/** How far an upload has gone: bytes sent of the total (the total is 0 when the browser does not know it). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Sends a multipart upload with XMLHttpRequest, whose upload events tell `onProgress` how far it
 * has gone (fetch cannot). The time-out counts from the last sign of progress, so a large file on
 * a slow network is not cut off while it is still moving. Fails like `send`.
 */
export function sendWithProgress(
  method: CallMethod,
  path: string,
  values: FormValues,
  files: Record<string, Blob>,
  onProgress: (progress: UploadProgress) => void,
): Promise<Envelope<unknown>> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.append(key, value);
    for (const [key, file] of Object.entries(files)) body.append(key, file);
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (failure: CallFailure) => {
      clearTimeout(timer);
      reject(new CallError(failure));
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        xhr.abort();
        fail({ code: CODE.timeout, msg: MESSAGE.timeout, data: null });
      }, UPLOAD_TIMEOUT_MS);
    };
    xhr.open(method, path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      arm();
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    xhr.onload = () => {
      clearTimeout(timer);
      let parsed: ReturnType<typeof envelopeSchema.safeParse>;
      try {
        parsed = envelopeSchema.safeParse(JSON.parse(xhr.responseText));
      } catch {
        fail({});
        return;
      }
      if (parsed.success) resolve(parsed.data as Envelope<unknown>);
      else fail({});
    };
    xhr.onerror = () => fail({});
    arm();
    xhr.send(body);
  });
}

/**
 * Sends one call and answers its envelope, whatever its code. GET/DELETE/HEAD carry the values in
 * the query; POST/PUT in a form body plus the body header (the body itself when short, else a temp
 * storage key under which the body waits until the answer). Rejects with a CallError on time-out
 * (code 99 after REQUEST_TIMEOUT_MS) and with `{}` on a network failure or a non-envelope answer.
 */
export async function send(
  method: CallMethod,
  path: string,
  values: FormValues,
  files?: Record<string, Blob>,
): Promise<Envelope<unknown>> {
  const encoded = new URLSearchParams(values).toString();
  const controller = new AbortController();
  // An upload of a few megabytes may take longer than a call on a slow school network.
  const timer = setTimeout(() => controller.abort(), files ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
  let tempKey: string | undefined;
  try {
    let url = path;
    const init: RequestInit = { method, signal: controller.signal, headers: { accept: 'application/json' } };
    if (files) {
      // Multipart (spec §7 uploads): the values, then the files; the browser sets the boundary.
      const body = new FormData();
      for (const [key, value] of Object.entries(values)) body.append(key, value);
      for (const [key, file] of Object.entries(files)) body.append(key, file);
      init.body = body;
    } else if (QUERY_METHODS.has(method)) {
      if (encoded) url = `${path}?${encoded}`;
    } else {
      let headerValue = encoded;
      if (encoded.length > BODY_HEADER_CUTOFF) {
        tempKey = tempBodyKey();
        storage.setItem(tempKey, encoded);
        headerValue = tempKey;
      }
      init.body = encoded;
      init.headers = {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        [BODY_HEADER]: headerValue,
      };
    }
    const response = await fetch(url, init);
    const parsed = envelopeSchema.safeParse(await response.json());
    if (!parsed.success) throw new CallError({});
    return parsed.data as Envelope<unknown>;
  } catch (error) {
    if (error instanceof CallError) throw error;
    if (controller.signal.aborted) throw new CallError({ code: CODE.timeout, msg: MESSAGE.timeout, data: null });
    throw new CallError({});
  } finally {
    clearTimeout(timer);
    if (tempKey) storage.removeItem(tempKey);
  }
}
