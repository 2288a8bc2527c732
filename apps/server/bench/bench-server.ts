import { createDatabase, migrateToLatest } from '@yuwen/db';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';

/**
 * The server under benchmark, in a process of its own so the load generator does not share its
 * event loop: the real app on DATA_DIR, plus bare routes to compare against. Prints its port.
 */
// Logging as its environment says: quiet for most figures, `npm start`'s defaults for one (bench.ts).
const config = loadConfig();
const database = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(database);
const app = await buildApp(config, { database });
app.get('/bench/bare', async () => ({ code: 1, msg: 'ok', data: null }));
// The same, answering 8 KB (a syllable recording's size): the ceiling of any file route of that size.
const eightKb = Buffer.alloc(8 * 1024, 1);
app.get('/bench/bare-8k', async (_request, reply) => reply.type('application/octet-stream').send(eightKb));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`PORT ${typeof address === 'object' && address ? address.port : 0}\n`);
