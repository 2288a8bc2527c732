import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../../web/build/precompress.js';
import { createTestApp, type TestApp } from './test-app.js';

/** Issue 19 item 14: the installable app's files — the service worker and the web manifest. */

describe('the service worker and the web manifest', () => {
  let t: TestApp;
  let dist: string;
  const manifest = JSON.stringify({ name: '语文学堂', start_url: '/index', display: 'standalone', icons: [] });

  beforeEach(async () => {
    // A build as Vite and vite-plugin-pwa write it, compressed copies included.
    dist = mkdtempSync(join(tmpdir(), 'yuwen-pwa-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>语文学堂</title><div id="root"></div>');
    writeFileSync(join(dist, 'sw.js'), `self.__precache=${JSON.stringify(['/index.html'])};`.repeat(40));
    writeFileSync(join(dist, 'manifest.webmanifest'), manifest);
    mkdirSync(join(dist, 'icons'));
    writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await precompress(dist);
    t = await createTestApp('sqlite', { WEB_DIST: dist });
  });
  afterEach(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves sw.js as JavaScript asked again on every load, so a new version arrives', async () => {
    for (const encoding of [undefined, 'br']) {
      const res = await t.app.inject({ url: '/sw.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-type'], encoding).toMatch(/^(?:text|application)\/javascript/);
      expect(res.headers['cache-control'], encoding).toBe('no-cache');
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves the manifest as a web manifest, revalidated', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: '语文学堂', start_url: '/index' });
  });

  it('serves the icons as pictures', async () => {
    const res = await t.app.inject({ url: '/icons/icon-192.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('lets the page register the worker and read the manifest under its CSP', async () => {
    const csp = String((await t.app.inject({ url: '/index' })).headers['content-security-policy']);
    // Workers and manifests fall back to default-src: our own origin only.
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).not.toMatch(/worker-src|manifest-src/);
    // The worker's own answer carries the policy its fetches run under.
    const worker = String((await t.app.inject({ url: '/sw.js' })).headers['content-security-policy']);
    expect(worker).toMatch(/connect-src 'self'/);
  });
});
