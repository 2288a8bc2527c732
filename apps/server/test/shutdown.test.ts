import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, SERVER_ROOT } from '../src/config/paths.js';

/** The real server process (src/server.ts through tsx) on a fresh SQLite, and the port it listens on. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'yuwen-shutdown-'));
  // tsx as a loader in this one process (its own command would sit between the signal and the server).
  const child = spawn(process.execPath, ['--import', 'tsx', join(SERVER_ROOT, 'src/server.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dir, WEB_DIST: dir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready on http:\/\/[^:]+:(\d+)/.exec(out);
      if (ready) resolve(Number(ready[1]));
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready: ${out}`)));
  });
  // One whole upload first: the route's code is loaded before the test holds one open (on a busy
  // machine the first upload could otherwise still be loading when the signal arrives).
  const form = new FormData();
  form.append('file', new Blob(['x']), 'warm-up.mp3');
  await fetch(`http://127.0.0.1:${port}/api/upload`, { method: 'POST', body: form });
  return { child, port, dir };
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; after: number }>((resolve) => {
    const started = Date.now();
    child.on('exit', (code) => resolve({ code, after: Date.now() - started }));
  });

/**
 * Opens a connection and sends an upload's head and part of its body: a request in flight. The
 * head asks for 100 Continue, whose answer tells that the server has begun the request (a fixed wait
 * was too short on a busy machine, and a signal then found no request running).
 */
function startUpload(port: number): Promise<{ socket: Socket; rest: string; answer: Promise<string> }> {
  const boundary = 'xyz';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="uid"\r\n\r\n1\r\n--${boundary}--\r\n`;
  const head = `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`;
  const interim = 'HTTP/1.1 100 Continue\r\n\r\n';
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      let received = '';
      let begun = false;
      const answer = new Promise<string>((done) => {
        socket.on('data', (chunk) => {
          received += chunk.toString();
          if (begun || !received.startsWith(interim)) return;
          begun = true;
          received = received.slice(interim.length);
          socket.write(body.slice(0, 10));
          resolve({ socket, rest: body.slice(10), answer });
        });
        socket.on('close', () => done(received));
      });
    });
    socket.on('error', reject);
  });
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });

describe('graceful shutdown', () => {
  let running: Awaited<ReturnType<typeof startServer>> | undefined;
  afterEach(() => {
    if (running?.child.exitCode === null) running.child.kill('SIGKILL');
    if (running) rmSync(running.dir, { recursive: true, force: true });
    running = undefined;
  });

  it('on SIGTERM stops accepting, finishes the request in flight, then exits 0', async () => {
    running = await startServer({});
    const { child, port } = running;
    const upload = await startUpload(port);
    const exit = exited(child);
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(child.exitCode).toBeNull();
    expect(await refused(port)).toBe(true);
    upload.socket.write(upload.rest);
    const answer = await upload.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"code":');
    expect((await exit).code).toBe(0);
  }, 90_000);

  it('exits anyway, with 1, when a request is still running after SHUTDOWN_TIMEOUT_MS', async () => {
    running = await startServer({ SHUTDOWN_TIMEOUT_MS: '500' });
    const { child, port } = running;
    const upload = await startUpload(port);
    const exit = exited(child);
    child.kill('SIGTERM');
    const { code, after } = await exit;
    expect(code).toBe(1);
    expect(after).toBeGreaterThanOrEqual(450);
    expect(after).toBeLessThan(5000);
    upload.socket.destroy();
  }, 90_000);
});
