import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildAfterListen } from './build-after-listen.js';

describe('builds after listen', () => {
  it('start when the server listens, one after another (also across plugins), and a failure does not stop the next', async () => {
    const app = Fastify({ logger: false });
    const events: string[] = [];
    let failures = 0;
    app.log.error = () => {
      failures += 1;
    };
    const slow =
      (name: string, fail = false) =>
      async () => {
        events.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        events.push(`${name} end`);
        if (fail) throw new Error(`${name} broke`);
      };
    buildAfterListen(app, 'first', slow('first', true));
    let done!: () => void;
    const allDone = new Promise<void>((resolve) => {
      done = resolve;
    });
    await app.register(async (plugin) => {
      buildAfterListen(plugin, 'second', slow('second'));
      buildAfterListen(plugin, 'third', async () => {
        await slow('third')();
        done();
      });
    });
    expect(events).toEqual([]);
    await app.listen({ port: 0, host: '127.0.0.1' });
    await allDone;
    expect(events).toEqual(['first start', 'first end', 'second start', 'second end', 'third start', 'third end']);
    expect(failures).toBe(1);
    await app.close();
  });
});
