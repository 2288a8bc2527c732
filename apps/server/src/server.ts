import { createDatabase, migrateToLatest } from '@yuwen/db';
import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';

/** Entry of `npm start`: config, database (migrated), listen; closes cleanly on SIGINT/SIGTERM. */
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

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
