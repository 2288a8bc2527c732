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
export type ImportedCharacter = Omit<CharacterTable, 'basic_paraphrase'> & { traditional_forms: string };
export type ImportedWord = Omit<WordTable, 'id'>;
/** origin and example belong to the pupil dictionary and are never touched by the package import. */
export type ImportedIdiom = Omit<IdiomTable, 'id' | 'origin' | 'example'> & { gloss_example: string; see_also: string };
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
            traditional_forms: eb.ref('excluded.traditional_forms'),
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
            gloss_example: eb.ref('excluded.gloss_example'),
            see_also: eb.ref('excluded.see_also'),
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
    for (const c of collections) {
      const incoming = poems.filter((p) => p.collection === c.key);
      await this.replacePoems(c.key, incoming, (n) => onBatch?.(done + n));
      done += incoming.length;
    }
  }

  /**
   * One collection's poems, keeping every poem's id when the list around it changes: favourites,
   * recordings, tests and teachers' audio point at ids, so a poem added in the middle of a list
   * must not hand the ids of the poems after it to their neighbours. A poem is the same poem when
   * title, author and text match; a text correction keeps the id of the same title and author
   * nearest in place. Poems no longer listed are deleted (with what points at them).
   */
  private async replacePoems(
    collection: string,
    incoming: readonly ImportedPoem[],
    onBatch: (done: number) => void,
  ): Promise<void> {
    const existing = await this.db
      .selectFrom('poems')
      .select(['id', 'sort', 'title', 'author', 'dynasty', 'content', 'notes', 'grade_band'])
      .where('collection', '=', collection)
      .execute();
    const matched = matchPoems(existing, incoming);
    const kept = new Set(matched.values());
    const gone = existing.filter((row) => !kept.has(row));
    for (const batch of batches(
      gone.map((row) => row.id),
      900,
    )) {
      await this.db.deleteFrom('poems').where('id', 'in', batch).execute();
    }
    const changed: { id: number; poem: ImportedPoem; moved: boolean }[] = [];
    const added: ImportedPoem[] = [];
    for (const poem of incoming) {
      const row = matched.get(poem);
      if (!row) added.push(poem);
      else if (!samePoem(row, poem)) changed.push({ id: row.id, poem, moved: row.sort !== poem.sort });
    }
    // Moved poems leave their places first (negative ids are free), so no two share (collection, sort).
    const moved = changed.filter((c) => c.moved).map((c) => c.id);
    for (const batch of batches(moved, 900)) {
      await this.db
        .updateTable('poems')
        .set((eb) => ({ sort: eb.neg(eb.ref('id')) }))
        .where('id', 'in', batch)
        .execute();
    }
    for (const { id, poem } of changed) {
      await this.db
        .updateTable('poems')
        .set({
          sort: poem.sort,
          title: poem.title,
          author: poem.author,
          dynasty: poem.dynasty,
          content: poem.content,
          notes: poem.notes,
          grade_band: poem.grade_band ?? '',
        })
        .where('id', '=', id)
        .execute();
    }
    let done = incoming.length - added.length;
    onBatch(done);
    for (const batch of batches(added)) {
      await this.db
        .insertInto('poems')
        .values(batch.map((p) => ({ ...p, grade_band: p.grade_band ?? '' })))
        .execute();
      done += batch.length;
      onBatch(done);
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

type StoredPoem = Pick<PoemTable, 'title' | 'author' | 'dynasty' | 'content' | 'notes'> & {
  id: number;
  sort: number;
  grade_band: string;
};

function samePoem(row: StoredPoem, poem: ImportedPoem): boolean {
  return (
    row.sort === poem.sort &&
    row.title === poem.title &&
    row.author === poem.author &&
    row.dynasty === poem.dynasty &&
    row.content === poem.content &&
    row.notes === poem.notes &&
    row.grade_band === (poem.grade_band ?? '')
  );
}

/** Pairs each incoming poem with the stored row that is the same poem, if any (see replacePoems). */
function matchPoems<R extends StoredPoem>(
  existing: readonly R[],
  incoming: readonly ImportedPoem[],
): Map<ImportedPoem, R> {
  const matched = new Map<ImportedPoem, R>();
  const byText = groupBy(existing, (row) => `${row.title}\n${row.author}\n${row.content}`);
  const unmatched: ImportedPoem[] = [];
  for (const poem of incoming) {
    const row = byText.get(`${poem.title}\n${poem.author}\n${poem.content}`)?.shift();
    if (row) matched.set(poem, row);
    else unmatched.push(poem);
  }
  const taken = new Set(matched.values());
  const byName = groupBy(
    existing.filter((row) => !taken.has(row)),
    (row) => `${row.title}\n${row.author}`,
  );
  for (const poem of unmatched) {
    const candidates = byName.get(`${poem.title}\n${poem.author}`);
    if (!candidates?.length) continue;
    let nearest = 0;
    for (let i = 1; i < candidates.length; i++) {
      const row = candidates[i] as R;
      if (Math.abs(row.sort - poem.sort) < Math.abs((candidates[nearest] as R).sort - poem.sort)) nearest = i;
    }
    matched.set(poem, candidates.splice(nearest, 1)[0] as R);
  }
  return matched;
}

/** Rows by key, each list in the rows' order. */
function groupBy<R>(rows: readonly R[], key: (row: R) => string): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
