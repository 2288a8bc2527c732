import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Engine } from '../create-db.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema of their own time.
export type AnyDb = Kysely<any>;

/** Adds the auto-increment `id` primary key; the only column type that differs between engines. */
export function withId<T extends string>(table: CreateTableBuilder<T>, engine: Engine): CreateTableBuilder<T, 'id'> {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
