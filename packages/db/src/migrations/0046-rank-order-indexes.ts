import type { Migration } from 'kysely/migration';
import type { AnyDb } from './schema-helpers.js';

/**
 * Issue 19: the search index reads the word list and the idioms in rank order a page at a time
 * (listWordsForSearch, listIdiomsForSearch). Without an index in that order every page sorted the
 * whole table again; with one, each page is a walk along the index.
 */
export function rankOrderIndexesMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createIndex('words_rank_order')
        .on('words')
        .columns(['common desc', 'frequency desc', 'id'])
        .execute();
      await db.schema
        .createIndex('idioms_rank_order')
        .on('idioms')
        .columns(['pupil_rank', 'frequency desc', 'id'])
        .execute();
    },
  };
}
