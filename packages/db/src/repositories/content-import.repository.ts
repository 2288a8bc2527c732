import type { Kysely } from 'kysely';
import type { ContentImportRow, Tables } from '../tables/tables.js';

/** Which importer sources have been loaded, at which data version. */
export class ContentImportRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  find(source: string): Promise<ContentImportRow | undefined> {
    return this.db.selectFrom('content_imports').selectAll().where('source', '=', source).executeTakeFirst();
  }

  listAll(): Promise<ContentImportRow[]> {
    return this.db.selectFrom('content_imports').selectAll().orderBy('source').execute();
  }

  /** Records a finished import of `source` at `version`. */
  async record(row: ContentImportRow): Promise<void> {
    await this.db
      .insertInto('content_imports')
      .values(row)
      .onConflict((oc) =>
        oc.column('source').doUpdateSet((eb) => ({
          version: eb.ref('excluded.version'),
          imported_at: eb.ref('excluded.imported_at'),
          report: eb.ref('excluded.report'),
        })),
      )
      .execute();
  }
}
