import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/** The content catalogue of issue 4: characters, words, idioms, 歇后语, poems, recordings. */
export function catalogueMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('characters')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('char', 'text', (c) => c.notNull().unique())
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('simplified', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('traditional', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('readings', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('pinyin_plain', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('stroke_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('has_strokes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('radical', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('structure', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('formation', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('basic_paraphrase', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('characters_level_sort').on('characters').columns(['level', 'sort']).execute();
      await db.schema.createIndex('characters_radical').on('characters').column('radical').execute();
      await db.schema.createIndex('characters_stroke_count').on('characters').column('stroke_count').execute();

      await db.schema
        .createTable('character_origins')
        .addColumn('char_id', 'integer', (c) => c.notNull().references('characters.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('svg', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('character_origins_pk', ['char_id', 'kind'])
        .execute();

      await withId(db.schema.createTable('words'), engine)
        .addColumn('word', 'text', (c) => c.notNull().unique())
        .addColumn('pinyin', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('frequency', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('explanation', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('common', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('word_chars')
        .addColumn('char', 'text', (c) => c.notNull())
        .addColumn('word_id', 'integer', (c) => c.notNull().references('words.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('word_chars_pk', ['char', 'word_id'])
        .execute();

      await withId(db.schema.createTable('idioms'), engine)
        .addColumn('idiom', 'text', (c) => c.notNull().unique())
        .addColumn('pinyin', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('initials', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('paraphrase', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('origin', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('example', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('frequency', 'real', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('idiom_chars')
        .addColumn('char', 'text', (c) => c.notNull())
        .addColumn('idiom_id', 'integer', (c) => c.notNull().references('idioms.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('idiom_chars_pk', ['char', 'idiom_id'])
        .execute();

      await withId(db.schema.createTable('xiehouyu'), engine)
        .addColumn('riddle', 'text', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addUniqueConstraint('xiehouyu_riddle_answer', ['riddle', 'answer'])
        .execute();

      await db.schema
        .createTable('poem_collections')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await withId(db.schema.createTable('poets'), engine)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('dynasty', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('biography', 'text', (c) => c.notNull().defaultTo(''))
        .addUniqueConstraint('poets_name_dynasty', ['name', 'dynasty'])
        .execute();

      await withId(db.schema.createTable('poems'), engine)
        .addColumn('collection', 'text', (c) => c.notNull().references('poem_collections.key'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('dynasty', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addUniqueConstraint('poems_collection_sort', ['collection', 'sort'])
        .execute();
      await db.schema.createIndex('poems_author').on('poems').column('author').execute();

      await db.schema
        .createTable('pronunciations')
        .addColumn('syllable', 'text', (c) => c.notNull())
        .addColumn('tone', 'integer', (c) => c.notNull())
        .addColumn('file', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('pronunciations_pk', ['syllable', 'tone'])
        .execute();
    },
  };
}
