import { defineCall } from '@yuwen/protocol';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../src/plugins/errors.plugin.js';
import { registerCall, registerProtocol } from '../src/plugins/protocol.plugin.js';

const older = defineCall({
  method: 'GET',
  path: '/api/shared',
  user: false,
  params: z.object({ id: z.string() }),
  answer: z.string(),
});
const newer = defineCall({
  method: 'GET',
  path: '/api/shared',
  user: false,
  params: z.object({ module_id: z.coerce.number() }),
  answer: z.string(),
});
const namesModule = (raw: Record<string, unknown>) => raw.module_id !== undefined;

describe('calls sharing a method and path', () => {
  it('answers with the call whose `when` holds, else the plain one, whichever registered first', async () => {
    for (const order of ['older first', 'newer first']) {
      const app = Fastify();
      registerErrorHandler(app);
      await registerProtocol(app);
      const registerOlder = () => registerCall(app, older, async (p) => `older ${p.id}`);
      const registerNewer = () =>
        app.register(async (scope) =>
          registerCall(scope, newer, async (p) => `newer ${p.module_id}`, { when: namesModule }),
        );
      if (order === 'older first') {
        registerOlder();
        await registerNewer();
      } else {
        await registerNewer();
        registerOlder();
      }
      expect((await app.inject({ url: '/api/shared?id=a' })).json().data, order).toBe('older a');
      expect((await app.inject({ url: '/api/shared?module_id=7&id=a' })).json().data, order).toBe('newer 7');
      await app.close();
    }
  });

  it('refuses a second call on a path without `when`', async () => {
    const app = Fastify();
    await registerProtocol(app);
    registerCall(app, older, async () => 'one');
    expect(() => registerCall(app, older, async () => 'two')).toThrow(/two calls answer GET \/api\/shared/);
    await app.close();
  });
});
