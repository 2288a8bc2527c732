import type { CallDef } from '@yuwen/protocol';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DOCS_PREFIX, OPENAPI_PATH } from '../src/plugins/api-docs.js';
import { CONTRACT_CALLS } from '../src/plugins/rate-limit.js';
import { createTestApp, FORM, form, signUpPupil, type TestApp } from './test-app.js';

/**
 * Issue 19 item 13: the OpenAPI 3.1 document and the reference UI. Every route registered under /api
 * (as Fastify's onRoute saw it) and every call of the contract is in the document, with its
 * parameters where the protocol plugin reads them, its session and its answer; the UI and its files
 * come from the server under the app's own CSP; nothing secret; the docs count against no limit.
 */

type AnyCall = CallDef<z.ZodType, z.ZodType>;
// biome-ignore lint/suspicious/noExplicitAny: assertions walk the document freely
type Json = Record<string, any>;

const SECRET = 'notify-secret-that-must-never-show-0123456789';

describe('the API reference', () => {
  let t: TestApp;
  let doc: Json;

  beforeAll(async () => {
    // A tiny open limit: the docs must still answer every time.
    t = await createTestApp('sqlite', { RATE_LIMIT_OPEN: '3', PAY_NOTIFY_SECRET: SECRET });
    const res = await t.app.inject({ url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    doc = res.json();
  });
  afterAll(async () => {
    await t.close();
  });

  const pathOf = (url: string) => url.replaceAll(/:(\w+)/g, '{$1}');
  const operationOf = (method: string, url: string): Json | undefined => doc.paths[pathOf(url)]?.[method.toLowerCase()];
  /** Follows a `$ref` into the document's components. */
  const resolve = (schema: Json): Json =>
    typeof schema.$ref === 'string' ? resolve(doc.components.schemas[schema.$ref.split('/').pop() as string]) : schema;

  /** Where the protocol plugin reads a call's parameters, as the document describes them. */
  function sentParams(call: AnyCall, op: Json): { names: string[]; required: string[] } {
    if (['GET', 'DELETE', 'HEAD'].includes(call.method)) {
      const query = (op.parameters as Json[]).filter((p) => p.in === 'query');
      return { names: query.map((p) => p.name), required: query.filter((p) => p.required).map((p) => p.name) };
    }
    const type = call.multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
    const schema = op.requestBody.content[type].schema;
    return { names: Object.keys(schema.properties), required: schema.required ?? [] };
  }

  it('is OpenAPI 3.1 with the server version', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('describes every route registered under /api (the docs aside)', () => {
    const routes = t.app.apiRoutes.filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((r) => !operationOf(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    // And nothing more: each operation is a registered route.
    const registered = new Set(routes.map((r) => `${r.method.toLowerCase()} ${pathOf(r.url)}`));
    const described = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops as Json).map((m) => `${m} ${path}`),
    );
    expect(described.filter((d) => !registered.has(d))).toEqual([]);
  });

  it.each(CONTRACT_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s: registered and described with its parameters, session and answer',
    (_name, call) => {
      expect(t.app.hasRoute({ method: call.method, url: call.path })).toBe(true);
      expect(t.app.apiRoutes).toContainEqual({ method: call.method, url: call.path });
      const op = operationOf(call.method, call.path) as Json;
      expect(op).toBeDefined();

      const input = z.toJSONSchema(call.params, { io: 'input', unrepresentable: 'any' }) as Json;
      const { names, required } = sentParams(call, op);
      expect(names).toEqual(expect.arrayContaining(Object.keys(input.properties ?? {})));
      if (call.user) {
        expect(names).toEqual(expect.arrayContaining(['uid', 'product', 'token']));
        expect(required).toEqual(expect.arrayContaining(['uid', 'product', 'token']));
        expect(op['x-session']).toBe(call.visitors ? 'pupil-or-visitor' : 'pupil');
      } else expect(op['x-session']).toBe('none');
      if (call.multipart) expect(names).toContain('files');

      const ok = op.responses['200'].content;
      expect(ok['application/json'].schema.oneOf ?? [ok['application/json'].schema]).toContainEqual({
        $ref: '#/components/schemas/Failure',
      });
      const output = z.toJSONSchema(call.answer, { io: 'output', unrepresentable: 'any' }) as Json;
      if (output.type === undefined) {
        // No data schema: the call answers a file (audio, CSV), described by its type.
        expect(Object.keys(ok).filter((type) => type !== 'application/json')).not.toEqual([]);
        return;
      }
      // The success envelope holds this call's data (shared routes list each call's).
      const successes = (ok['application/json'].schema.oneOf as Json[]).filter((s) => s.properties?.code.const === 1);
      const shapes = successes.map((s) => resolve(s.properties.data));
      expect(shapes).toContainEqual(expect.objectContaining({ type: output.type }));
      if (output.type === 'object')
        expect(shapes.map((s) => Object.keys(s.properties ?? {}).sort())).toContainEqual(
          Object.keys(output.properties ?? {}).sort(),
        );
    },
  );

  it('has JSON Schemas that compile, and real answers match them', async () => {
    const ajv = new Ajv2020({ strict: false });
    for (const [name, schema] of Object.entries(doc.components.schemas as Json))
      ajv.addSchema(schema as Json, `#/components/schemas/${name}`);
    const answerSchema = (method: string, url: string) =>
      // Resolved against the document, so the trees' references work.
      ajv.compile({ ...operationOf(method, url)?.responses['200'].content['application/json'].schema, $defs: {} });

    const account = await signUpPupil(t, 'docs_pupil', 'docs-password-1');
    const session = { uid: account.id, product: 44, token: account.token };
    const answers = [
      ['GET', '/api/networkStatus', await t.app.inject({ url: '/api/networkStatus' })],
      ['GET', '/api/user/avatars', await t.app.inject({ url: '/api/user/avatars' })],
      ['GET', '/api/user/info', await t.app.inject({ url: `/api/user/info?${form(session)}` })],
      [
        'POST',
        '/api/user/profiles',
        await t.app.inject({
          method: 'POST',
          url: '/api/user/profiles',
          headers: FORM,
          payload: form({ ...session, grade: '3', school: '', birthday: '' }),
        }),
      ],
      // A failure is the envelope too.
      ['GET', '/api/user/info', await t.app.inject({ url: '/api/user/info' })],
    ] as const;
    for (const [method, url, res] of answers) {
      const validate = answerSchema(method, url);
      expect(validate(res.json()), `${method} ${url}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('shows the reference UI with its files from this server, under the app CSP', async () => {
    const page = await t.app.inject({ url: DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    // No inline script: every <script> has a src, and every file is ours.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      expect(file.startsWith(`${DOCS_PREFIX}/`), file).toBe(true);
      const res = await t.app.inject({ url: file });
      expect(res.statusCode, file).toBe(200);
      expect(res.body.length, file).toBeGreaterThan(0);
    }
    const initializer = await t.app.inject({ url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(initializer.headers['content-type']).toContain('javascript');
    // The standalone top bar draws an SVG logo with a <style>, which the CSP refuses.
    expect(initializer.body).toContain('"layout":"BaseLayout"');
    // The UI reads ./json: the same document.
    const uiDocument = await t.app.inject({ url: `${DOCS_PREFIX}/json` });
    expect(uiDocument.json()).toEqual(doc);
  });

  it('gives the UI the whole document when the UI is asked before anything else', async () => {
    const fresh = await createTestApp('sqlite');
    try {
      const uiDocument = (await fresh.app.inject({ url: `${DOCS_PREFIX}/json` })).json() as Json;
      expect(Object.keys(uiDocument.paths)).toEqual(Object.keys(doc.paths));
    } finally {
      await fresh.close();
    }
  });

  it('tells nothing secret and is built once', async () => {
    const first = await t.app.inject({ url: OPENAPI_PATH });
    const second = await t.app.inject({ url: OPENAPI_PATH });
    expect(second.body).toBe(first.body);
    expect(first.body).not.toContain(SECRET);
    expect(first.body).not.toContain(t.dataDir);
    expect(first.body).not.toMatch(/postgres:|DATABASE_URL|password_hash/);
  });

  it('counts against no rate limit', async () => {
    // The open limit is 3 a minute here; an open call is refused after it, the docs are not.
    for (let i = 0; i < 6; i++) {
      expect((await t.app.inject({ url: OPENAPI_PATH })).statusCode).toBe(200);
      expect((await t.app.inject({ url: DOCS_PREFIX })).statusCode).toBe(200);
    }
    const limited = [];
    for (let i = 0; i < 5; i++) limited.push((await t.app.inject({ url: '/api/networkStatus' })).json().code);
    expect(limited).toContain(429);
  });
});
