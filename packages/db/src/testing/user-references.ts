import { sql } from 'kysely';
import type { Database } from '../create-db.js';

/** Columns that name a user, whatever table (learning records, membership, cards…) holds them. */
const USER_COLUMNS = ['user_id', 'used_by', 'created_by'];

/**
 * How many rows of every table still refer to user `id`, found by introspection so tables added
 * later are checked too. Used by tests of account deletion.
 */
export async function rowsReferringToUser(
  database: Database,
  id: number,
): Promise<{ table: string; column: string; rows: number }[]> {
  // PostgreSQL lists every schema's tables; only this database's own schema counts.
  const schema =
    database.engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema
      : undefined;
  const tables = (await database.db.introspection.getTables()).filter((t) => !schema || t.schema === schema);
  const found: { table: string; column: string; rows: number }[] = [];
  for (const table of tables) {
    for (const column of table.columns.filter((c) => USER_COLUMNS.includes(c.name))) {
      const result = await sql<{
        n: number | string;
      }>`select count(*) as n from ${sql.table(table.name)} where ${sql.ref(column.name)} = ${id}`.execute(database.db);
      found.push({ table: table.name, column: column.name, rows: Number(result.rows[0]?.n ?? 0) });
    }
  }
  return found;
}
