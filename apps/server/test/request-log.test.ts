import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../src/config/env.js';
import { loggerOptions, RequestLog } from '../src/plugins/logging.js';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}
const LEVEL = { info: 30, warn: 40, error: 50 };

/** A server logging as app.ts sets it up (at info, as `npm start` does), into `lines`. */
async function loggedServer(requestLog: Config['requestLog']) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { ...(loggerOptions('info') as object), stream },
    logController: new RequestLog(requestLog),
  });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await sleep(requestLog.slowMs + 100);
    return { ok: true };
  });
  app.get('/gone', async (_request, reply) => reply.code(404).send({ ok: false }));
  app.get('/broken', async () => {
    throw new Error('broken on purpose');
  });
  const get = async (url: string) => {
    lines.length = 0;
    await app.inject({ url });
    return [...lines];
  };
  return { app, get };
}

/** Issue 19 item 16: request logs cost nothing for the ordinary request and keep what operators need. */
describe('request log', () => {
  it('by default writes no line for a quick successful request, one for each that needs a look', async () => {
    // Slow enough that a quick request on a busy machine is not.
    const { app, get } = await loggedServer({ mode: 'problems', slowMs: 500 });
    expect(await get('/fast?uid=1')).toEqual([]);

    const [slow, ...noMore] = await get('/slow?token=secret-1&uid=2');
    expect(noMore).toEqual([]);
    expect(slow).toMatchObject({ level: LEVEL.warn, msg: 'slow request', res: { statusCode: 200 } });
    expect(slow?.req).toEqual(expect.objectContaining({ method: 'GET', url: '/slow?token=[redacted]&uid=2' }));
    expect(slow?.responseTime).toBeGreaterThanOrEqual(500);

    expect(await get('/gone')).toMatchObject([
      { level: LEVEL.info, msg: 'request completed', req: { url: '/gone' }, res: { statusCode: 404 } },
    ]);
    const broken = await get('/broken?password=secret-2');
    expect(broken.at(-1)).toMatchObject({
      level: LEVEL.error,
      msg: 'request errored',
      req: { url: '/broken?password=[redacted]' },
      res: { statusCode: 500 },
    });
    expect(JSON.stringify(broken)).not.toContain('secret-');
    await app.close();
  });

  it('with LOG_REQUESTS=all writes one line per request, not two', async () => {
    const { app, get } = await loggedServer({ mode: 'all', slowMs: 1000 });
    const lines = await get('/fast?new_password=secret-3');
    expect(lines).toMatchObject([
      { level: LEVEL.info, msg: 'request completed', req: { url: '/fast?new_password=[redacted]' } },
    ]);
    expect(lines[0]?.res?.statusCode).toBe(200);
    await app.close();
  });

  it('reads LOG_REQUESTS and LOG_SLOW_MS', () => {
    expect(loadConfig({}).requestLog).toEqual({ mode: 'problems', slowMs: 1000 });
    expect(loadConfig({ LOG_REQUESTS: 'all', LOG_SLOW_MS: '250' }).requestLog).toEqual({ mode: 'all', slowMs: 250 });
    expect(() => loadConfig({ LOG_REQUESTS: 'some' })).toThrow(/LOG_REQUESTS/);
    expect(() => loadConfig({ LOG_SLOW_MS: '0' })).toThrow(/LOG_SLOW_MS/);
  });
});
