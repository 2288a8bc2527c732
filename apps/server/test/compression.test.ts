import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testEngines } from '@yuwen/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { precompress } from '../../web/build/precompress.js';
import { kaitiStylesheet, MEDIA_DIRS } from '../src/modules/media/media.service.js';
import {
  CompressedAnswers,
  preferredEncoding,
  registerCompression,
  sendKeptAnswer,
} from '../src/plugins/compression.js';
import { registerCall, registerProtocol } from '../src/plugins/protocol.plugin.js';
import { auth } from './accounts-helpers.js';
import { JING_YE_SI, seedPoems } from './catalogue-fixture.js';
import { createTestApp, createUser, form, login, type TestApp } from './test-app.js';

/** The body of an answer as the client reads it, whatever its Content-Encoding. */
function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
}

/** Issue 19 item 10: answers compressed as the client asks; media ranges byte-exact. */
describe.each(testEngines())('compression on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  it('compresses a call’s answer with gzip or brotli as Accept-Encoding says, and not when not asked', async () => {
    // Notes long enough that the poem's answer passes the 1 KB threshold.
    const notes = '床：井栏，一说卧具。疑：好像。举头：抬头。'.repeat(40);
    await seedPoems(
      t.database,
      [{ key: 'bibei75', name: '小学必背古诗' }],
      [{ id: 21, collection: 'bibei75', sort: 1, ...JING_YE_SI, notes }],
    );
    await createUser(t.database, 'zip_pupil', 'pw-zip-pupil');
    const pupil = await login(t.app, 'zip_pupil', 'pw-zip-pupil');
    const poemUrl = `/api/study/resource/content?${form({ ...auth(pupil), id: 21 })}`;
    const plain = await t.app.inject({ url: poemUrl });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().code).toBe(1);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    // A browser takes both: gzip, the cheaper of the two on a call's answer.
    const gz = await t.app.inject({ url: poemUrl, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(decoded(gz).toString()).toBe(plain.body);

    const br = await t.app.inject({ url: poemUrl, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br).toString()).toBe(plain.body);

    const identity = await t.app.inject({ url: poemUrl, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('sends an answer under 1 KB as it is', async () => {
    const res = await t.app.inject({ url: '/api/networkStatus', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.json().code).toBe(1);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('leaves recordings and every byte range as they are', async () => {
    const mp3 = readFileSync(join(MEDIA_DIRS.voice, 'xue2.mp3'));
    await t.database.db.insertInto('pronunciations').values({ syllable: 'xue', tone: 2, file: 'xue2.mp3' }).execute();
    const asks = { 'accept-encoding': 'gzip, deflate, br' };

    const whole = await t.app.inject({ url: '/audio/pinyin/xue2.mp3', headers: asks });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(mp3)).toBe(true);

    const range = await t.app.inject({ url: '/audio/pinyin/xue2.mp3', headers: { ...asks, range: 'bytes=100-1099' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.headers['content-range']).toBe(`bytes 100-1099/${mp3.length}`);
    expect(range.rawPayload.equals(mp3.subarray(100, 1100))).toBe(true);

    // Text files are compressed whole, but a range of one counts the file's own bytes.
    const css = Buffer.from((await kaitiStylesheet())?.text ?? '');
    const font = '/fonts/lxgw-wenkai-gb-screen/result.css';
    const styles = await t.app.inject({ url: font, headers: asks });
    // Compressed once at brotli 11 (media.service.ts): about a fifth of the text.
    expect(styles.headers['content-encoding']).toBe('br');
    expect(styles.headers.vary).toContain('accept-encoding');
    expect(decoded(styles).equals(css)).toBe(true);
    expect(styles.rawPayload.length).toBeLessThan(css.length / 4);
    const gzipped = await t.app.inject({ url: font, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped).equals(css)).toBe(true);
    const plain = await t.app.inject({ url: font, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(css)).toBe(true);
    const part = await t.app.inject({ url: font, headers: { ...asks, range: 'bytes=0-4095' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.rawPayload.equals(css.subarray(0, 4096))).toBe(true);
  });
});

describe('the web app’s files compressed at build time', () => {
  let t: TestApp;
  let dist: string;
  // A script and a page big enough to be worth compressing, as Vite writes them.
  const script = `export const lines = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `第${i}行：床前明月光`))};\n`;
  const page = `<!doctype html><html lang="zh-CN"><head><title>语文学堂</title>${'<link rel="modulepreload" href="/assets/part.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;

  beforeEach(async () => {
    dist = mkdtempSync(join(tmpdir(), 'yuwen-dist-'));
    writeFileSync(join(dist, 'index.html'), page);
    const assets = join(dist, 'assets');
    mkdirSync(assets);
    writeFileSync(join(assets, 'app-abc123.js'), script);
    writeFileSync(join(assets, 'tiny-abc123.js'), 'export{}');
    const totals = await precompress(dist);
    expect(totals.files).toBe(3);
    t = await createTestApp('sqlite', { WEB_DIST: dist });
  });
  afterEach(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies, and sends the one the client accepts with Vary', async () => {
    const url = '/assets/app-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    // The copy written at build time (brotli 11), not one compressed for this request.
    expect(br.rawPayload.equals(readFileSync(join(dist, 'assets/app-abc123.js.br')))).toBe(true);
    expect(decoded(br).toString()).toBe(script);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz).toString()).toBe(script);

    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends the page of a deep link compressed too, and no copy at an address of its own', async () => {
    const deep = await t.app.inject({ url: '/jdsd/content?id=21', headers: { 'accept-encoding': 'br' } });
    expect(deep.headers['content-encoding']).toBe('br');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(decoded(deep).toString()).toBe(page);

    // Even a tiny file is sent as its copy: the server compresses none of the app's files itself.
    const tiny = await t.app.inject({ url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(tiny.rawPayload.equals(readFileSync(join(dist, 'assets/tiny-abc123.js.br')))).toBe(true);
    expect(decoded(tiny).toString()).toBe('export{}');

    const copy = await t.app.inject({ url: '/assets/app-abc123.js.br' });
    expect(copy.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('compressed answers kept', () => {
  it('compresses the same bytes once per encoding and drops the least recently used past its size', () => {
    const kept = new CompressedAnswers(25);
    let made = 0;
    const compress = (length: number) => () => {
      made += 1;
      return Buffer.alloc(length);
    };
    const a = Buffer.from('answer a');
    const first = kept.compressed('gzip', a, compress(10));
    expect(kept.compressed('gzip', Buffer.from('answer a'), compress(10))).toBe(first);
    expect([made, kept.hits]).toEqual([1, 1]);
    kept.compressed('br', a, compress(10));
    expect(made).toBe(2);
    // a (gzip) used last: the third result (30 bytes in all) drops a (br), the least recently used.
    kept.compressed('gzip', a, compress(10));
    kept.compressed('gzip', Buffer.from('answer b'), compress(10));
    expect(kept.size).toBe(2);
    kept.compressed('gzip', a, compress(10));
    kept.compressed('br', a, compress(10));
    expect(made).toBe(4);
  });

  it('is what the plugin compresses small answers with', async () => {
    const kept = new CompressedAnswers(1024 * 1024);
    const app = Fastify();
    await registerCompression(app, kept);
    const answer = { code: 1, msg: '操作成功', data: '学而时习之，不亦说乎？'.repeat(60) };
    app.get('/answer', async () => answer);
    for (const encoding of ['gzip', 'gzip', 'br', 'br']) {
      const res = await app.inject({ url: '/answer', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(decoded(res).toString())).toEqual(answer);
    }
    expect([kept.size, kept.hits]).toEqual([2, 2]);
    await app.close();
  });
});

describe('preferredEncoding', () => {
  it('takes the first of the given order the client takes, and nothing it refuses with q=0', () => {
    const staticFirst = ['br', 'gzip'] as const;
    expect(preferredEncoding('gzip, deflate, br, zstd', staticFirst)).toBe('br');
    expect(preferredEncoding('gzip, deflate, br, zstd', ['gzip', 'br'])).toBe('gzip');
    expect(preferredEncoding('gzip;q=1.0, br;q=0', staticFirst)).toBe('gzip');
    expect(preferredEncoding('br', ['gzip', 'br'])).toBe('br');
    expect(preferredEncoding('*', staticFirst)).toBe('br');
    expect(preferredEncoding('identity', staticFirst)).toBeUndefined();
    expect(preferredEncoding('br;q=0, gzip;q=0', staticFirst)).toBeUndefined();
    expect(preferredEncoding(undefined, staticFirst)).toBeUndefined();
  });
});

describe('kept answers (an object a service keeps, serialized and compressed once)', () => {
  /** A data object that counts how often it is serialized, large enough to be compressed. */
  function countedEntry(text: string) {
    const entry = {
      serialized: 0,
      text,
      get word() {
        entry.serialized += 1;
        return '学习';
      },
    };
    return entry;
  }

  async function appAnswering(entries: Record<string, object>) {
    const app = Fastify();
    await registerCompression(app);
    await registerProtocol(app);
    const call = {
      method: 'GET' as const,
      path: '/kept',
      user: false as const,
      params: z.object({ key: z.string() }),
      answer: z.unknown(),
    };
    registerCall(app, call, async (p) => entries[p.key], { keptAnswers: true });
    return app;
  }

  it('answers every encoding from one serialization, and the same bytes as any answer', async () => {
    const entry = countedEntry('学而时习之，不亦说乎？'.repeat(60));
    const app = await appAnswering({ a: entry });
    const plain = await app.inject({ url: '/kept?key=a' });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.json()).toEqual({ code: 1, msg: '操作成功', data: { serialized: 0, text: entry.text, word: '学习' } });
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'gzip'],
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['br', 'br'],
      ['identity', undefined],
    ] as const) {
      const res = await app.inject({ url: '/kept?key=a', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decoded(res).toString()).toBe(plain.body);
    }
    expect(entry.serialized).toBe(1);
    await app.close();
  });

  it('serializes another object anew, and leaves a small answer uncompressed', async () => {
    const big = countedEntry('床前明月光'.repeat(100));
    const other = countedEntry('床前明月光'.repeat(100));
    const small = countedEntry('静夜思');
    const app = await appAnswering({ big, other, small });
    for (const key of ['big', 'other', 'big', 'small', 'small']) {
      const res = await app.inject({ url: `/kept?key=${key}`, headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe(key === 'small' ? undefined : 'gzip');
      expect(JSON.parse(decoded(res).toString()).data.word).toBe('学习');
    }
    expect([big.serialized, other.serialized, small.serialized]).toEqual([1, 1, 1]);
    expect((await app.inject({ url: '/kept?key=small' })).headers.vary).toBeUndefined();
    await app.close();
  });

  it('adds to a Vary the answer already has', async () => {
    const app = Fastify();
    await registerCompression(app);
    const entry = countedEntry('学'.repeat(2000));
    app.get('/kept', async (request, reply) => {
      reply.header('vary', 'origin');
      return sendKeptAnswer(request, reply, entry, () => ({ code: 1, msg: '操作成功', data: entry }));
    });
    const res = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } });
    expect(res.headers.vary).toBe('origin, accept-encoding');
    expect(res.headers['content-encoding']).toBe('br');
    await app.close();
  });
});
