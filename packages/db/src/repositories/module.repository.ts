import type { Kysely } from 'kysely';
import type { ModuleRow, Tables } from '../tables/tables.js';

/** Reads and writes the module tree (its resource categories are the content kit's: ContentRepository). */
export class ModuleRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Every module, parents before children is not guaranteed; ordered by sort then id. */
  listAll(): Promise<ModuleRow[]> {
    return this.db.selectFrom('modules').selectAll().orderBy('sort').orderBy('id').execute();
  }

  findById(id: number): Promise<ModuleRow | undefined> {
    return this.db.selectFrom('modules').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Inserts or updates modules by id (the importer's idempotent load). */
  async upsert(rows: readonly ModuleRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('modules')
      .values([...rows])
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          pid: eb.ref('excluded.pid'),
          key: eb.ref('excluded.key'),
          name: eb.ref('excluded.name'),
          sort: eb.ref('excluded.sort'),
        })),
      )
      .execute();
  }

  /** The ids of the modules that hold at least one resource category. */
  async modulesWithCategories(): Promise<Set<number>> {
    const rows = await this.db.selectFrom('resource_categories').select('module_id').distinct().execute();
    return new Set(rows.map((r) => r.module_id));
  }
}
