import { randomBytes } from 'node:crypto';
import { CODE, fail, healthCall, networkStatusCall, ok, SPEED_CHECK_BYTES, SPEED_CHECK_PATH } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { HealthService } from './health.service.js';

/** Reachability check for the login page's network check, and the health check for load balancers. */
export function systemRoutes(app: FastifyInstance, health: HealthService): void {
  registerCall(app, networkStatusCall, async () => ({ serverTime: Date.now() }));
  // The network check's speed-check file: random bytes, so no proxy can compress or cache it.
  const speedCheckFile = randomBytes(SPEED_CHECK_BYTES);
  app.get(SPEED_CHECK_PATH, (_request, reply) =>
    reply.type('application/octet-stream').header('cache-control', 'no-store').send(speedCheckFile),
  );
  // Not a registerCall: a load balancer reads the HTTP status, so a server that cannot serve says 503 (decision 0007).
  app.get(healthCall.path, async (_request, reply) => {
    const report = await health.check();
    reply.header('cache-control', 'no-store');
    if (report.status === 'ok') return ok(report);
    const down = [!report.database.ok && '数据库无法连接', !report.storage.ok && '存储无法写入'].filter(Boolean);
    return reply.code(503).send(fail(CODE.failed, `服务暂时不可用：${down.join('，')}`, report));
  });
}
