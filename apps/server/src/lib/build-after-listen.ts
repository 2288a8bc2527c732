import type { FastifyInstance } from 'fastify';

/** Each server's queue of builds (keyed by its HTTP server, which every plugin context shares). */
const queues = new WeakMap<object, Promise<void>>();

/**
 * Runs `build` once the server listens, after the builds queued before it. One at a time, so that
 * between two slices of a build the server answers calls: five started at once each took a slice in
 * every turn of the event loop, and the first call after a start waited 0.5–0.7 s (longer on a busy
 * machine). A failed build is logged; the call that needs it builds again.
 */
export function buildAfterListen(app: FastifyInstance, what: string, build: () => Promise<unknown>): void {
  app.addHook('onListen', async () => {
    const previous = queues.get(app.server) ?? Promise.resolve();
    queues.set(
      app.server,
      previous.then(build).then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, `${what} failed`),
      ),
    );
  });
}
