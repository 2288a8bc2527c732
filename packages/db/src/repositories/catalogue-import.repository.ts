import type { Kysely, Transaction } from 'kysely';
import type {
  CharacterOriginTable,
  CharacterTable,
  IdiomTable,
  PoemCollectionTable,
  PoemTable,
  PoetTable,
  PronunciationTable,
  WordTable,
} from '../tables/catalogue.tables.js';
import type { Tables } from '../tables/tables.js';

/** A character as the importer writes it; basic_paraphrase belongs to the pupil dictionary and is never touched. */
export type ImportedCharacter = Omit<CharacterTable, 'basic_paraphrase'>;
export type ImportedWord = Omit<WordTable, 'id'>;
/** origin and example belong to the pupil dictionary and are never touched by the package import. */
export type ImportedIdiom = Omit<IdiomTable, 'id' | 'origin' | 'example'>;
/** `grade_band` only for poems of a graded list (小学必背古诗); '' otherwise. */
export type ImportedPoem = Omit<PoemTable, 'id'> & { grade_band?: string };
export type ImportedPoet = Omit<PoetTable, 'id'>;

/**
 * Rows per INSERT: SQLite allows 32,766 bound values per statement and PostgreSQL 65,535;
 * 400 rows of up to 14 columns stays far below both while keeping statements few.
 */
const BATCH_ROWS = 400;

function* batches<T>(rows: readonly T[], size = BATCH_ROWS): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/**
 * The importer's writes to the content catalogue. Every load is idempotent: rows are upserted on
 * their natural key (so ids stay stable across runs and the columns other sources fill survive),
 * and rows the source no longer has are deleted. Call the methods inside `inTransaction`, so a
 * source loads all or nothing and SQLite writes one journal instead of one per statement.
 */
export class CatalogueImportRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Runs `work` in one transaction with a repository bound to it. */
  static inTransaction<T>(db: Kysely<Tables>, work: (repo: CatalogueImportRepository) => Promise<T>): Promise<T> {
    return db.transaction().execute((trx: Transaction<Tables>) => work(new CatalogueImportRepository(trx)));
  }

  /** Upserts characters by id and deletes the ones no longer imported (their origins go with them). */
  async replaceCharacters(rows: readonly ImportedCharacter[]): Promise<void> {
    const keep = new Set(rows.map((r) => r.id));
    const existing = await this.db.selectFrom('characters').select(['id', 'char']).execute();
    const gone = existing.filter((r) => !keep.has(r.id)).map((r) => r.id);
    for (const ids of batches(gone)) await this.db.deleteFrom('characters').where('id', 'in', ids).execute();
    // A character that moved to another id would collide on the unique char: clear those first.
    const idOf = new Map(rows.map((r) => [r.char, r.id]));
    const moved = existing.filter((r) => keep.has(r.id) && idOf.get(r.char) !== r.id).map((r) => r.id);
    for (const ids of batches(moved)) await this.db.deleteFrom('characters').where('id', 'in', ids).execute();
    for (const batch of batches(rows)) {
      await this.db
        .insertInto('characters')
        .values(batch.map((r) => ({ ...r, basic_paraphrase: '' })))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            char: eb.ref('excluded.char'),
            level: eb.ref('excluded.level'),
            sort: eb.ref('excluded.sort'),
            simplified: eb.ref('excluded.simplified'),
            traditional: eb.ref('excluded.traditional'),
            readings: eb.ref('excluded.readings'),
            pinyin_plain: eb.ref('excluded.pinyin_plain'),
            stroke_count: eb.ref('excluded.stroke_count'),
            has_strokes: eb.ref('excluded.has_strokes'),
            radical: eb.ref('excluded.radical'),
            structure: eb.ref('excluded.structure'),
            formation: eb.ref('excluded.formation'),
          })),
        )
        .execute();
    }
  }

  /** Id of every character, by character (for sources that hang rows on characters). */
  async characterIds(): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom('characters').select(['id', 'char']).execute();
    return new Map(rows.map((r) => [r.char, r.id]));
  }

  async replaceOrigins(rows: readonly CharacterOriginTable[]): Promise<void> {
    await this.db.deleteFrom('character_origins').execute();
    for (const batch of batches(rows, 100)) await this.db.insertInto('character_origins').values(batch).execute();
  }

  async replacePronunciations(rows: readonly PronunciationTable[]): Promise<void> {
    await this.db.deleteFrom('pronunciations').execute();
    for (const batch of batches(rows)) await this.db.insertInto('pronunciations').values(batch).execute();
  }

  /** Upserts words by text, deletes the others, and answers the id of every word. */
  async replaceWords(rows: readonly ImportedWord[], onBatch?: (done: number) => void): Promise<Map<string, number>> {
    let done = 0;
    for (const batch of batches(rows)) {
      await this.db
        .insertInto('words')
        .values(batch)
        .onConflict((oc) =>
          oc.column('word').doUpdateSet((eb) => ({
            pinyin: eb.ref('excluded.pinyin'),
            frequency: eb.ref('excluded.frequency'),
            explanation: eb.ref('excluded.explanation'),
            common: eb.ref('excluded.common'),
          })),
        )
        .execute();
      done += batch.length;
      onBatch?.(done);
    }
    const existing = await this.db.selectFrom('words').select(['id', 'word']).execute();
    const keep = new Set(rows.map((r) => r.word));
    const gone = existing.filter((r) => !keep.has(r.word)).map((r) => r.id);
    for (const ids of batches(gone)) await this.db.deleteFrom('words').where('id', 'in', ids).execute();
    return new Map(existing.filter((r) => keep.has(r.word)).map((r) => [r.word, r.id]));
  }

  async replaceWordChars(rows: readonly { char: string; word_id: number }[]): Promise<void> {
    await this.db.deleteFrom('word_chars').execute();
    for (const batch of batches(rows, 1000)) await this.db.insertInto('word_chars').values(batch).execute();
  }

  /** Upserts idioms by text (keeping origin and example), deletes the others, answers every id. */
  async replaceIdioms(rows: readonly ImportedIdiom[], onBatch?: (done: number) => void): Promise<Map<string, number>> {
    let done = 0;
    for (const batch of batches(rows)) {
      await this.db
        .insertInto('idioms')
        .values(batch.map((r) => ({ ...r, origin: '', example: '' })))
        .onConflict((oc) =>
          oc.column('idiom').doUpdateSet((eb) => ({
            pinyin: eb.ref('excluded.pinyin'),
            initials: eb.ref('excluded.initials'),
            paraphrase: eb.ref('excluded.paraphrase'),
            frequency: eb.ref('excluded.frequency'),
          })),
        )
        .execute();
      done += batch.length;
      onBatch?.(done);
    }
    const existing = await this.db.selectFrom('idioms').select(['id', 'idiom']).execute();
    const keep = new Set(rows.map((r) => r.idiom));
    const gone = existing.filter((r) => !keep.has(r.idiom)).map((r) => r.id);
    for (const ids of batches(gone)) await this.db.deleteFrom('idioms').where('id', 'in', ids).execute();
    return new Map(existing.filter((r) => keep.has(r.idiom)).map((r) => [r.idiom, r.id]));
  }

  async replaceIdiomChars(rows: readonly { char: string; idiom_id: number }[]): Promise<void> {
    await this.db.deleteFrom('idiom_chars').execute();
    for (const batch of batches(rows, 1000)) await this.db.insertInto('idiom_chars').values(batch).execute();
  }

  /** Inserts the 歇后语 not yet stored and deletes the ones no longer imported. */
  async replaceXiehouyu(rows: readonly { riddle: string; answer: string }[]): Promise<void> {
    for (const batch of batches(rows)) {
      await this.db
        .insertInto('xiehouyu')
        .values(batch)
        .onConflict((oc) => oc.columns(['riddle', 'answer']).doNothing())
        .execute();
    }
    const keep = new Set(rows.map((r) => `${r.riddle}\u0000${r.answer}`));
    const existing = await this.db.selectFrom('xiehouyu').select(['id', 'riddle', 'answer']).execute();
    const gone = existing.filter((r) => !keep.has(`${r.riddle}\u0000${r.answer}`)).map((r) => r.id);
    for (const ids of batches(gone)) await this.db.deleteFrom('xiehouyu').where('id', 'in', ids).execute();
  }

  /**
   * Upserts the given collections and their poems by (collection, sort), and deletes poems past
   * the end of each collection. Collections not given are left alone (e.g. the optional 全唐诗).
   */
  async replacePoemCollections(
    collections: readonly PoemCollectionTable[],
    poems: readonly ImportedPoem[],
    onBatch?: (done: number) => void,
  ): Promise<void> {
    for (const batch of batches(collections)) {
      await this.db
        .insertInto('poem_collections')
        .values(batch)
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            sort: eb.ref('excluded.sort'),
            source: eb.ref('excluded.source'),
          })),
        )
        .execute();
    }
    let done = 0;
    for (const batch of batches(poems)) {
      await this.db
        .insertInto('poems')
        .values(batch.map((p) => ({ ...p, grade_band: p.grade_band ?? '' })))
        .onConflict((oc) =>
          oc.columns(['collection', 'sort']).doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            author: eb.ref('excluded.author'),
            dynasty: eb.ref('excluded.dynasty'),
            content: eb.ref('excluded.content'),
            notes: eb.ref('excluded.notes'),
            grade_band: eb.ref('excluded.grade_band'),
          })),
        )
        .execute();
      done += batch.length;
      onBatch?.(done);
    }
    const lastSort = new Map<string, number>();
    for (const p of poems) lastSort.set(p.collection, Math.max(lastSort.get(p.collection) ?? 0, p.sort));
    for (const c of collections) {
      await this.db
        .deleteFrom('poems')
        .where('collection', '=', c.key)
        .where('sort', '>', lastSort.get(c.key) ?? 0)
        .execute();
    }
  }

  /** Upserts poets by (name, dynasty); poets are only added or updated, never removed. */
  async upsertPoets(rows: readonly ImportedPoet[]): Promise<void> {
    for (const batch of batches(rows)) {
      await this.db
        .insertInto('poets')
        .values(batch)
        .onConflict((oc) =>
          oc.columns(['name', 'dynasty']).doUpdateSet((eb) => ({ biography: eb.ref('excluded.biography') })),
        )
        .execute();
    }
  }
}
