import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type Database, type Engine, isPostgresUrl } from '../create-db.js';
import { migrateToLatest } from '../migrations/migrations.js';

/**
 * The engines database tests run on: SQLite always, PostgreSQL too when TEST_POSTGRES_URL
 * names a server (CI starts one).
 */
export function testEngines(): Engine[] {
  return isPostgresUrl(process.env.TEST_POSTGRES_URL) ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A freshly migrated database of its own: a temp SQLite file, or a new PostgreSQL schema. */
export async function createTestDatabase(engine: Engine): Promise<Database> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'yuwen-db-'));
    const database = createDatabase({ dataDir: dir });
    await migrateToLatest(database);
    return {
      ...database,
      close: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_POSTGRES_URL;
  if (!isPostgresUrl(url)) throw new Error('TEST_POSTGRES_URL is not a postgres URL');
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = createDatabase({ url, dataDir: '' });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.close();
  const database = createDatabase({ url, dataDir: '', schema });
  await migrateToLatest(database);
  return {
    ...database,
    close: async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
      await database.close();
    },
  };
}
