import { createDatabase, migrateToLatest } from '@yuwen/db';
import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';

/** Entry of `npm start`: config, database (migrated), listen; closes gracefully, with a time-out, on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const database = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database);
  const app = await buildApp(config, { database });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  app.log.info(
    `语文学堂 ready on http://${shown}:${port} (${database.engine}, ${Math.round(performance.now() - started)} ms)`,
  );

  // SIGTERM/SIGINT: stop accepting, let requests in flight finish, close the database; requests
  // still running after SHUTDOWN_TIMEOUT_MS do not keep the process alive. A repeated signal changes
  // nothing (Ctrl+C under `npm start` arrives twice: from the terminal and from start.mjs).
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing, at most ${config.shutdownTimeoutMs} ms`);
    setTimeout(() => {
      app.log.error(`requests still running after ${config.shutdownTimeoutMs} ms: exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    // A request that finishes while closing leaves a keep-alive connection behind, which would hold
    // the close until the time-out: drop connections as soon as they are idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'closing failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
