import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type {
  IdiomGameRow,
  IdiomGameTable,
  IdiomStoryRow,
  IdiomStoryTable,
  JdmzCategoryKind,
  JdmzEntryRow,
  JdmzEntryTable,
} from '../tables/jdmz.tables.js';
import type { Tables } from '../tables/tables.js';
import { SHOWN_IDIOM_RANK } from './pupil-dictionary.repository.js';

/**
 * Idioms at least this frequent in the modern word list count as known to pupils beside the stories
 * and the reviewed 1,000 (which end near 8e-11): about 1,800 in all. Until the idioms table ranks
 * idioms for pupils, this cut is what keeps obscure idioms out of 成语接龙 and the themed groups.
 */
export const KNOWN_IDIOM_FREQUENCY = 5e-11;

/** An idiom pupils should know: 0 = one of our stories, 1 = in the reviewed pupil dictionary, 2 = frequent. */
export interface KnownIdiom {
  id: number;
  idiom: string;
  pinyin: string;
  frequency: number;
  tier: 0 | 1 | 2;
  /** Our story's meaning, else the imported gloss. */
  meaning: string;
}

/** One category as the importer hands it over: its key, place, and listed entries. */
export interface JdmzCategoryImport {
  key: string;
  /** The parent's key, '' for a top category. */
  parent: string;
  kind: JdmzCategoryKind;
  name: string;
  entries: Omit<JdmzEntryTable, 'category_id' | 'sort'>[];
}

/** A category of the module with what it holds. */
export interface JdmzCategoryRow {
  id: number;
  pid: string;
  name: string;
  sort: number;
  key: string;
  kind: JdmzCategoryKind;
  count: number;
}

/** An idiom of the catalogue with the columns the idiom page shows. */
export interface CatalogueIdiom {
  id: number;
  idiom: string;
  pinyin: string;
  paraphrase: string;
  origin: string;
  example: string;
  gloss_example: string;
}

const ROWS_PER_INSERT = 50;
const IDIOM_COLUMNS = ['id', 'idiom', 'pinyin', 'paraphrase', 'origin', 'example', 'gloss_example'] as const;

/** 成语典故 (issue 15): stories, categories and entries (written by the importer), pupils' rounds. */
export class JdmzRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** The idioms pupils should know (see KnownIdiom), best known first. */
  async knownIdioms(): Promise<KnownIdiom[]> {
    const rows = await this.db
      .selectFrom('idioms')
      .leftJoin('idiom_stories', 'idiom_stories.idiom', 'idioms.idiom')
      .select([
        'idioms.id',
        'idioms.idiom',
        'idioms.pinyin',
        'idioms.frequency',
        'idioms.example',
        'idioms.paraphrase',
        'idiom_stories.meaning as story_meaning',
      ])
      // Never one our rank calls obscure or unsuitable for pupils.
      .where('idioms.pupil_rank', '<=', SHOWN_IDIOM_RANK)
      .where((eb) =>
        eb.or([
          eb('idiom_stories.idiom', 'is not', null),
          eb.and([eb('idioms.example', '<>', ''), eb('idioms.pupil_review', '=', 0)]),
          eb('idioms.frequency', '>=', KNOWN_IDIOM_FREQUENCY),
        ]),
      )
      .orderBy('idioms.frequency', 'desc')
      .orderBy('idioms.id')
      .execute();
    const tierOf = (row: (typeof rows)[number]): KnownIdiom['tier'] =>
      row.story_meaning !== null ? 0 : row.example !== '' ? 1 : 2;
    return rows
      .map((row) => ({
        id: row.id,
        idiom: row.idiom,
        pinyin: row.pinyin,
        frequency: row.frequency,
        tier: tierOf(row),
        meaning: row.story_meaning ?? row.paraphrase,
      }))
      .sort((a, b) => a.tier - b.tier);
  }

  // ── Import ────────────────────────────────────────────────────────────────────────────────────

  /** Replaces every story (the table is the data file's copy). */
  async replaceStories(stories: readonly IdiomStoryTable[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('idiom_stories').execute();
      for (let i = 0; i < stories.length; i += ROWS_PER_INSERT)
        await trx
          .insertInto('idiom_stories')
          .values(stories.slice(i, i + ROWS_PER_INSERT))
          .execute();
    });
  }

  /** Every 歇后语 of the catalogue. */
  listXiehouyu(): Promise<{ riddle: string; answer: string }[]> {
    return this.db.selectFrom('xiehouyu').select(['riddle', 'answer']).orderBy('id').execute();
  }

  /** Which of these texts are words or idioms of the catalogue. */
  async knownWords(texts: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    const unique = [...new Set(texts)];
    for (let i = 0; i < unique.length; i += 500) {
      const chunk = unique.slice(i, i + 500);
      const [words, idioms] = await Promise.all([
        this.db.selectFrom('words').select('word as text').where('word', 'in', chunk).execute(),
        this.db.selectFrom('idioms').select('idiom as text').where('idiom', 'in', chunk).execute(),
      ]);
      for (const row of [...words, ...idioms]) found.add(row.text);
    }
    return found;
  }

  /** The level-1 characters (通用规范汉字表 一级), the ones pupils learn. */
  async commonCharacters(): Promise<Set<string>> {
    const rows = await this.db.selectFrom('characters').select('char').where('level', '=', 1).execute();
    return new Set(rows.map((row) => row.char));
  }

  /**
   * Writes the module's categories and their entries. Categories are matched by key, so one keeps
   * its id (and media hung on it) across imports; categories no longer made are removed.
   */
  async replaceCategories(moduleId: number, categories: readonly JdmzCategoryImport[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const known = new Map(
        (await trx.selectFrom('jdmz_categories').select(['key', 'category_id']).execute()).map((r) => [
          r.key,
          r.category_id,
        ]),
      );
      const placed = new Map<string, number>();
      let sort = 0;
      for (const category of categories) {
        const pid = category.parent === '' ? 0 : placed.get(category.parent);
        if (pid === undefined) throw new Error(`category ${category.key} comes before its parent ${category.parent}`);
        const values = { module_id: moduleId, pid: String(pid), name: category.name, sort: ++sort };
        let id = known.get(category.key);
        if (id !== undefined) await trx.updateTable('resource_categories').set(values).where('id', '=', id).execute();
        else {
          id = (await trx.insertInto('resource_categories').values(values).returning('id').executeTakeFirstOrThrow())
            .id;
          await trx
            .insertInto('jdmz_categories')
            .values({ category_id: id, key: category.key, kind: category.kind })
            .execute();
        }
        await trx.updateTable('jdmz_categories').set({ kind: category.kind }).where('category_id', '=', id).execute();
        placed.set(category.key, id);
        const categoryId = id;
        await trx.deleteFrom('jdmz_entries').where('category_id', '=', categoryId).execute();
        const rows = category.entries.map((entry, i) => ({ ...entry, category_id: categoryId, sort: i + 1 }));
        for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
          await trx
            .insertInto('jdmz_entries')
            .values(rows.slice(i, i + ROWS_PER_INSERT))
            .execute();
      }
      const gone = [...known].filter(([key]) => !placed.has(key)).map(([, id]) => id);
      // Children first would not matter: entries and keys go with their category (cascade).
      if (gone.length > 0) {
        await trx.deleteFrom('jdmz_entries').where('category_id', 'in', gone).execute();
        await trx.deleteFrom('jdmz_categories').where('category_id', 'in', gone).execute();
        await trx.deleteFrom('resource_categories').where('id', 'in', gone).execute();
      }
    });
  }

  // ── Reading ───────────────────────────────────────────────────────────────────────────────────

  /** The module's categories in order, with their kind and how many entries each lists. */
  categories(moduleId: number): Promise<JdmzCategoryRow[]> {
    return this.db
      .selectFrom('resource_categories as c')
      .innerJoin('jdmz_categories as k', 'k.category_id', 'c.id')
      .select([
        'c.id',
        'c.pid',
        'c.name',
        'c.sort',
        'k.key',
        'k.kind',
        (eb) =>
          eb
            .selectFrom('jdmz_entries as e')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('e.category_id', '=', 'c.id')
            .as('count'),
      ])
      .where('c.module_id', '=', moduleId)
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, count: Number(row.count ?? 0) })));
  }

  /** A page of a category's entries in order. */
  listEntries(categoryId: number, offset: number, limit: number): Promise<JdmzEntryRow[]> {
    return this.db
      .selectFrom('jdmz_entries')
      .selectAll()
      .where('category_id', '=', categoryId)
      .orderBy('sort')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  findStory(idiom: string): Promise<IdiomStoryRow | undefined> {
    return this.db.selectFrom('idiom_stories').selectAll().where('idiom', '=', idiom).executeTakeFirst();
  }

  findIdiomById(id: number): Promise<CatalogueIdiom | undefined> {
    return this.db.selectFrom('idioms').select(IDIOM_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  findIdiom(text: string): Promise<CatalogueIdiom | undefined> {
    return this.db.selectFrom('idioms').select(IDIOM_COLUMNS).where('idiom', '=', text).executeTakeFirst();
  }

  // ── Rounds ────────────────────────────────────────────────────────────────────────────────────

  async insertGame(row: Insertable<IdiomGameTable>): Promise<number> {
    return (await this.db.insertInto('idiom_games').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  /** A round of this pupil's only: another pupil's id answers nothing. */
  findGame(id: number, userId: number, kind: string): Promise<IdiomGameRow | undefined> {
    return this.db
      .selectFrom('idiom_games')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  /** Saves a round only while it is still open; false when it was finished meanwhile. */
  async updateOpenGame(id: number, values: Updateable<IdiomGameTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('idiom_games')
      .set(values)
      .where('id', '=', id)
      .where('finished_at', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The pupil's finished rounds of a kind: how many, the best points and the latest. */
  async results(
    userId: number,
    kind: string,
  ): Promise<{ rounds: number; best: number; last: IdiomGameRow | undefined }> {
    const base = this.db
      .selectFrom('idiom_games')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('finished_at', '>', 0);
    const [summary, last] = await Promise.all([
      base
        .select([sql<number>`count(*)`.as('rounds'), sql<number>`coalesce(max(points), 0)`.as('best')])
        .executeTakeFirst(),
      base.selectAll().orderBy('finished_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst(),
    ]);
    return { rounds: Number(summary?.rounds ?? 0), best: Number(summary?.best ?? 0), last };
  }
}
