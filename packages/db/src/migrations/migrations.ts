import { sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import type { Database, Engine } from '../create-db.js';
import { catalogueMigration } from './0002-catalogue.js';
import { accountsMigration } from './0003-accounts.js';
import { membershipMigration } from './0004-membership.js';
import { poemPinyinMigration } from './0006-poem-pinyin.js';
import { hzzyMigration } from './0007-hzzy.js';
import { recitationMigration } from './0008-recitation.js';
import { poemTestMigration } from './0009-poem-test.js';
import { hzzyTrainingMigration } from './0012-hzzy-training.js';
import { poemAudioMigration } from './0013-poem-audio.js';
import { idiomReviewMigration } from './0014-idiom-review.js';
import { contentKitMigration } from './0015-content-kit.js';
import { textbookMigration } from './0016-textbook.js';
import { dictationMigration } from './0017-dictation.js';
import { contentCorrectionsMigration } from './0018-content-corrections.js';
import { wordNotesMigration } from './0019-word-notes.js';
import { poemNotesMigration } from './0020-poem-notes.js';
import { idiomRankMigration } from './0021-idiom-rank.js';
import { idiomStoriesMigration } from './0022-idiom-stories.js';
import { wordAudioListsMigration } from './0023-word-audio-lists.js';
import { cultureMigration } from './0024-culture.js';
import { booksMigration } from './0025-books.js';
import { classesMigration } from './0026-classes.js';
import { compositionsMigration } from './0027-compositions.js';
import { askMigration } from './0028-ask.js';
import { examsMigration } from './0029-exams.js';
import { nameFavouritesMigration } from './0030-name-favourites.js';
import { ycjyMigration } from './0031-ycjy.js';
import { compositionHandInsMigration } from './0032-composition-hand-ins.js';
import { qmdwRoundsMigration } from './0033-qmdw-rounds.js';
import { zjktMigration } from './0034-zjkt.js';
import { assignmentKindsMigration } from './0035-assignment-kinds.js';
import { parentCheckMigration } from './0036-parent-check.js';
import { paperRegionsMigration } from './0039-paper-regions.js';
import { ycjyCategoriesMigration } from './0040-ycjy-categories.js';
import { culturePicturesMigration } from './0041-culture-pictures.js';
import { teacherCodesMigration } from './0042-teacher-codes.js';
import { charStoriesMigration } from './0043-char-stories.js';
import { bpzwMaterialLinksMigration } from './0044-bpzw-material-links.js';
import { messagesMigration } from './0045-messages.js';
import { rankOrderIndexesMigration } from './0046-rank-order-indexes.js';
import { type AnyDb, withId } from './schema-helpers.js';

// Migrations are written once for both engines; only the auto-increment id differs (withId).
// Each later migration lives in a file of its own (NNNN-name.ts) and is listed here in order.

function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '0001_foundation': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('modules')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('pid', 'text', (c) => c.notNull().defaultTo('0'))
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('modules_pid').on('modules').column('pid').execute();

        await withId(db.schema.createTable('resource_categories'), engine)
          .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
          .addColumn('pid', 'text', (c) => c.notNull().defaultTo('0'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createIndex('resource_categories_module_pid')
          .on('resource_categories')
          .columns(['module_id', 'pid'])
          .execute();

        await withId(db.schema.createTable('users'), engine)
          .addColumn('account', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('head_img', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('role', 'text', (c) => c.notNull().defaultTo('pupil'))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();

        await withId(db.schema.createTable('sessions'), engine)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('product', 'integer', (c) => c.notNull())
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('login_time', 'bigint', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addColumn('is_token_login', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('sessions_user_product').on('sessions').columns(['user_id', 'product']).execute();

        await withId(db.schema.createTable('learn_records'), engine)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('module_id', 'integer', (c) => c.notNull())
          .addColumn('resource_category_id', 'integer')
          .addColumn('started_at', 'bigint', (c) => c.notNull())
          .addColumn('ended_at', 'bigint')
          .execute();
        await db.schema
          .createIndex('learn_records_user_started')
          .on('learn_records')
          .columns(['user_id', 'started_at'])
          .execute();

        await db.schema
          .createTable('content_imports')
          .addColumn('source', 'text', (c) => c.primaryKey())
          .addColumn('version', 'text', (c) => c.notNull())
          .addColumn('imported_at', 'bigint', (c) => c.notNull())
          .addColumn('report', 'text', (c) => c.notNull().defaultTo('{}'))
          .execute();
      },
    },
    '0002_catalogue': catalogueMigration(engine),
    '0003_accounts': accountsMigration(engine),
    '0004_membership': membershipMigration(engine),
    '0006_poem_pinyin': poemPinyinMigration(),
    '0007_hzzy': hzzyMigration(),
    '0008_recitation': recitationMigration(engine),
    '0009_poem_test': poemTestMigration(engine),
    '0012_hzzy_training': hzzyTrainingMigration(engine),
    '0013_poem_audio': poemAudioMigration(engine),
    '0014_idiom_review': idiomReviewMigration(),
    '0015_content_kit': contentKitMigration(engine),
    '0016_textbook': textbookMigration(engine),
    '0017_dictation': dictationMigration(engine),
    '0018_content_corrections': contentCorrectionsMigration(),
    '0019_word_notes': wordNotesMigration(engine),
    '0020_poem_notes': poemNotesMigration(),
    '0021_idiom_rank': idiomRankMigration(),
    '0022_idiom_stories': idiomStoriesMigration(engine),
    '0023_word_audio_lists': wordAudioListsMigration(engine),
    '0024_culture': cultureMigration(),
    '0025_books': booksMigration(engine),
    '0026_classes': classesMigration(engine),
    '0027_compositions': compositionsMigration(engine),
    '0028_ask': askMigration(engine),
    '0029_exams': examsMigration(engine),
    '0030_name_favourites': nameFavouritesMigration(engine),
    '0031_ycjy': ycjyMigration(engine),
    '0032_composition_hand_ins': compositionHandInsMigration(engine),
    '0033_qmdw_rounds': qmdwRoundsMigration(engine),
    '0034_zjkt': zjktMigration(engine),
    '0035_assignment_kinds': assignmentKindsMigration(),
    '0036_parent_check': parentCheckMigration(engine),
    '0039_paper_regions': paperRegionsMigration(),
    '0040_ycjy_categories': ycjyCategoriesMigration(),
    '0041_culture_pictures': culturePicturesMigration(),
    '0042_teacher_codes': teacherCodesMigration(engine),
    '0043_char_stories': charStoriesMigration(),
    '0044_bpzw_material_links': bpzwMaterialLinksMigration(),
    '0045_messages': messagesMigration(engine),
    '0046_rank_order_indexes': rankOrderIndexesMigration(),
  };
}

/** Brings the schema to the latest version; throws with the failing migration's name. */
export async function migrateToLatest(database: Database): Promise<void> {
  const migrations = migrationsFor(database.engine);
  // Kysely looks for its bookkeeping tables in any schema; pin them to ours, or another schema's
  // tables (tests run one schema each, side by side) make it skip creating them here.
  const migrationTableSchema =
    database.engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A cheap query that proves the connection works (used at start-up). */
export async function ping(database: Database): Promise<void> {
  await sql`select 1`.execute(database.db);
}
