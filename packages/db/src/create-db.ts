import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import type { Tables } from './tables/tables.js';

export type Engine = 'sqlite' | 'postgres';

/** An open database: the Kysely handle, which engine it is, and how to close it. */
export interface Database {
  db: Kysely<Tables>;
  engine: Engine;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; otherwise SQLite under dataDir. */
  url?: string | undefined;
  /** Folder of the SQLite file (created if missing). */
  dataDir: string;
  /** SQLite file name inside dataDir. */
  fileName?: string;
  /** PostgreSQL schema to work in (tests use one schema each). */
  schema?: string;
}

/** Is this URL one that selects PostgreSQL? */
export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** Opens SQLite (default) or PostgreSQL (when `url` is a postgres URL). */
export function createDatabase(options: DatabaseOptions): Database {
  if (isPostgresUrl(options.url)) return openPostgres(options.url, options.schema);
  return openSqlite(join(options.dataDir, options.fileName ?? 'yuwen.sqlite'), options.dataDir);
}

function openSqlite(file: string, dir: string): Database {
  mkdirSync(dir, { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers go on while the importer writes; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/** Distinct statements kept prepared; `IN (…)` lists of every length make the set open-ended. */
const STATEMENT_CACHE_SIZE = 512;

/**
 * Kysely prepares every query anew, which cost about a third of a short call's time. Its SQLite
 * connection runs one query at a time and never leaves a statement mid-iteration, so one prepared
 * statement per SQL text can serve every call.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const prepared = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = prepared.get(sql);
      if (!statement) {
        if (prepared.size >= STATEMENT_CACHE_SIZE) prepared.clear();
        statement = sqlite.prepare(sql);
        prepared.set(sql, statement);
      }
      return statement;
    },
  };
}

function openPostgres(url: string, schema?: string): Database {
  // Loaded only for PostgreSQL: an embedded (SQLite) start does not pay its ~110 ms.
  const postgres = createRequire(import.meta.url)('pg') as typeof pg;
  // bigint (int8) columns hold epoch milliseconds, well inside a double's exact range.
  const pgTypes = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === postgres.types.builtins.INT8 ? (v: string) => Number(v) : postgres.types.getTypeParser(oid, format),
  };
  const pool = new postgres.Pool({
    connectionString: url,
    max: 10,
    types: pgTypes as pg.CustomTypesConfig,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}
