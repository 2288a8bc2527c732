import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm start` runs the server bundled into one file (scripts/bundle.mjs). Files it serves are
// found from the bundle's place, not a source file's, so this runs the real bundle and asks for
// each kind of file.
const serverDir = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'yuwen-bundle-'));
let server: ChildProcess;
let base = '';

// Inside apps/server, as the real one: the bundle finds its packages in node_modules above it.
const bundle = join(serverDir, 'dist', `bundle-test-${process.pid}.mjs`);

beforeAll(async () => {
  const built = spawnSync(process.execPath, [join(serverDir, '../../scripts/bundle.mjs'), 'server', bundle], {
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
  const webDist = join(work, 'web');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>语文学堂</title>');
  server = spawn(process.execPath, [bundle], {
    cwd: work,
    env: {
      ...process.env,
      DATA_DIR: join(work, 'data'),
      WEB_DIST: webDist,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /ready on http:\/\/[^:]+:(\d+)/.exec(out)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    server.on('exit', (code) => reject(new Error(`bundled server exited ${code}`)));
  });
}, 30_000);

afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
  rmSync(bundle, { force: true });
});

describe('the bundled server (npm start)', () => {
  it('answers calls in the envelope', async () => {
    const response = await fetch(`${base}/api/networkStatus`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 1, data: { serverTime: expect.any(Number) } });
  });

  it('serves the licence texts, preset head images and the web app', async () => {
    const licence = await fetch(`${base}/licenses/ARPHICPL.TXT`);
    expect(licence.status).toBe(200);
    expect(await licence.text()).toContain('ARPHIC PUBLIC LICENSE');
    const avatar = await fetch(`${base}/avatars/bear.svg`);
    expect(avatar.status).toBe(200);
    expect(await avatar.text()).toContain('<svg');
    const page = await fetch(`${base}/`);
    expect(await page.text()).toContain('语文学堂');
  });

  it('serves stroke data from the installed package', async () => {
    const strokes = await fetch(`${base}/hanzi-data/${encodeURIComponent('学')}.json`);
    expect(strokes.status).toBe(200);
    expect(await strokes.json()).toHaveProperty('strokes');
  });
});
