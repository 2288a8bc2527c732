import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../../web/build/precompress.js';
import { createTestApp, type TestApp } from './test-app.js';

/** Issue 19 (first load): the pages most often opened first come with their own code preloaded. */

describe('the first pages’ copies of the page', () => {
  let t: TestApp;
  let dist: string;
  const page = (preloads: string) =>
    `<!doctype html><html lang="zh-CN"><head><title>语文学堂</title>${preloads}</head><body><div id="root"></div></body></html>`;
  const index = page('');
  const login = page('<link rel="modulepreload" crossorigin href="/assets/login-page-abc.js">');
  const poem = page('<link rel="modulepreload" crossorigin href="/assets/poem-page-abc.js">');

  beforeEach(async () => {
    // As the web build writes them (apps/web/build/app-chunk.ts), compressed copies included.
    dist = mkdtempSync(join(tmpdir(), 'yuwen-first-pages-'));
    writeFileSync(join(dist, 'index.html'), index);
    mkdirSync(join(dist, 'first-pages', 'jdsd'), { recursive: true });
    writeFileSync(join(dist, 'first-pages', 'login.html'), login);
    writeFileSync(join(dist, 'first-pages', 'jdsd', 'content.html'), poem);
    await precompress(dist);
    t = await createTestApp('sqlite', { WEB_DIST: dist });
  });
  afterEach(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a first page its own copy, whatever its query, compressed and revalidated like index.html', async () => {
    expect((await t.app.inject({ url: '/login' })).body).toBe(login);
    const deep = await t.app.inject({ url: '/jdsd/content?id=21', headers: { 'accept-encoding': 'br' } });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toMatch(/^text\/html/);
    expect(deep.headers['content-encoding']).toBe('br');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(deep.rawPayload).toString()).toBe(poem);
  });

  it('sends every other page index.html, a first page’s sub-page and a near miss among them', async () => {
    for (const url of ['/index', '/login/unpassword', '/jdsd', '/jdsd/content/', '/first-pages/login', '/']) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(index);
    }
  });
});
