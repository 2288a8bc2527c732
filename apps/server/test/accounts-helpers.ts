import { type Database, LoginGuardRepository } from '@yuwen/db';
import type { Account } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { captchaHash } from '../src/modules/passport/login-guard.js';
import { envelope, FORM, form, type TestApp } from './test-app.js';

export type Answer<Data = unknown> = { code: number; msg: string; data: Data };
export type CallMethod = 'GET' | 'POST' | 'DELETE';
export type CallValues = Record<string, string | number>;

/** Posts a form (or sends a GET/DELETE with the values as the query) to a call and answers the envelope. */
export async function call(
  app: FastifyInstance,
  method: CallMethod,
  url: string,
  values: CallValues = {},
): Promise<Answer> {
  const res =
    method === 'POST'
      ? await app.inject({ method, url, headers: FORM, payload: form(values) })
      : await app.inject({ method, url: `${url}?${form(values)}` });
  return envelope(res);
}

// biome-ignore lint/suspicious/noExplicitAny: route tests check answers field by field.
export type LooseAnswer = Answer<any>;

/** `call` on a test app, with the data loosely typed for field-by-field checks. */
export const callApi = (t: TestApp, method: CallMethod, url: string, values: CallValues = {}) =>
  call(t.app, method, url, values) as Promise<LooseAnswer>;

/** Posts text fields and (unless left out) one file as multipart to a call and answers the envelope. */
export async function uploadFile(
  t: TestApp,
  url: string,
  fields: CallValues,
  file?: { name: string; type: string; bytes: Buffer },
): Promise<LooseAnswer> {
  return envelope(await t.app.inject({ method: 'POST', url, ...multipartBody(fields, file) }));
}

/** The user parameters of a session. */
export const auth = (a: Account) => ({ uid: a.id, product: a.product, token: a.token });

/** A multipart body with text fields and one file, as a browser's FormData sends it. */
export function multipartBody(
  fields: Record<string, string | number>,
  file?: { name: string; type: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----yuwen${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real PNG of a coloured square. */
export function pngBytes(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();
}

/** Stores a captcha whose answer the test knows, as if the client had asked for one and read it. */
export async function knownCaptcha(
  database: Database,
  answer = 'AB34',
): Promise<{ captcha_id: string; check_code: string }> {
  const id = `test${Math.random().toString(16).slice(2)}`;
  await new LoginGuardRepository(database.db).saveCaptcha(id, captchaHash(id, answer), Date.now() + 60_000);
  return { captcha_id: id, check_code: answer.toLowerCase() };
}
