import { type Database, LoginGuardRepository } from '@yuwen/db';
import type { Account } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { captchaHash } from '../src/modules/passport/login-guard.js';
import { envelope, FORM, form } from './test-app.js';

export type Answer = { code: number; msg: string; data: unknown };

/** Posts a form (or GETs a query) to a call and answers the envelope. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  values: Record<string, string | number> = {},
): Promise<Answer> {
  const res =
    method === 'GET'
      ? await app.inject({ method, url: `${url}?${form(values)}` })
      : await app.inject({ method, url, headers: FORM, payload: form(values) });
  return envelope(res);
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
