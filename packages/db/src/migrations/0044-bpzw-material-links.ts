import type { Migration } from 'kysely/migration';
import type { AnyDb } from './schema-helpers.js';

/**
 * Issue 16, 写作素材 by theme: a poem line names the catalogue poem it was found in, and an idiom
 * names itself, so each 素材 opens its poem's or idiom's page. 0 and '' for a 素材 without one.
 */
export function bpzwMaterialLinksMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('bpzw_materials')
        .addColumn('poem_id', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('bpzw_materials')
        .addColumn('idiom', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
