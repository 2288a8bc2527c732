import { isPostgresUrl } from './create-db.js';

/** Where the database lives, as the server and the importer both read it from the environment. */
export interface DatabaseEnv {
  url: string | undefined;
  dataDir: string;
}

/**
 * Reads DATABASE_URL (a postgres URL, or unset for SQLite) and DATA_DIR (default ./data).
 * Throws a readable message for a URL of another kind.
 */
export function databaseEnv(env: NodeJS.ProcessEnv = process.env): DatabaseEnv {
  const url = env.DATABASE_URL || undefined;
  if (url !== undefined && !isPostgresUrl(url)) {
    throw new Error('DATABASE_URL must start with postgres:// (or be unset for SQLite)');
  }
  return { url, dataDir: env.DATA_DIR || './data' };
}
