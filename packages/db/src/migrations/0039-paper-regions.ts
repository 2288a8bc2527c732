import type { Migration } from 'kysely/migration';
import type { AnyDb } from './schema-helpers.js';

/**
 * Issue 17, regional papers: a 考试中心 paper may belong to a province, a city or a county, kept as
 * its GB/T 2260 code (six digits); '' for a paper for everyone.
 */
export function paperRegionsMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('exam_papers')
        .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
