import type { Kysely } from 'kysely';
import type {
  CultureEntryRow,
  CultureEntryTable,
  CulturePictureTable,
  CultureTables,
} from '../tables/culture.tables.js';
import type { Tables } from '../tables/tables.js';

/** One group as the importer hands it over: its key, module and the keys of the entries it lists. */
export interface CultureCategoryImport {
  key: string;
  moduleId: number;
  part: string;
  name: string;
  entries: readonly string[];
}

/** A group of a child module with how many entries it lists. */
export interface CultureCategoryRow {
  id: number;
  module_id: number;
  key: string;
  part: string;
  name: string;
  sort: number;
  count: number;
}

/** A catalogue poem a culture entry links to. */
export interface CulturePoemRow {
  id: number;
  title: string;
  author: string;
  dynasty: string;
}

const ROWS_PER_INSERT = 50;

/** 中国文化 (issue 15): entries and groups (written by the importer), read by the zgwh module. */
export class CultureRepository {
  private readonly db: Kysely<Tables & CultureTables>;

  constructor(db: Kysely<Tables>) {
    this.db = db.withTables<CultureTables>();
  }

  // ── Import ────────────────────────────────────────────────────────────────────────────────────

  /**
   * The catalogue poem of this title and author (its text opening with `opens` when given): the
   * first collection's copy, so the link opens the same page everywhere.
   */
  async findPoem(title: string, author: string, opens = ''): Promise<CulturePoemRow | undefined> {
    let query = this.db
      .selectFrom('poems')
      .innerJoin('poem_collections', 'poem_collections.key', 'poems.collection')
      .select(['poems.id', 'poems.title', 'poems.author', 'poems.dynasty'])
      .where('poems.title', '=', title)
      .where('poems.author', '=', author);
    if (opens !== '') query = query.where('poems.content', 'like', `${opens}%`);
    return query.orderBy('poem_collections.sort').orderBy('poems.id').executeTakeFirst();
  }

  /** Which of these poets (name and dynasty) the catalogue holds. */
  async knownPoets(poets: readonly { name: string; dynasty: string }[]): Promise<Set<string>> {
    if (poets.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('poets')
      .select(['name', 'dynasty'])
      .where(
        'name',
        'in',
        poets.map((p) => p.name),
      )
      .execute();
    return new Set(rows.map((row) => `${row.name}|${row.dynasty}`));
  }

  /**
   * Replaces every entry (ids kept by key, new keys numbered after the highest) and the pictures
   * they name, and writes the groups as resource categories of their modules, matched by key so
   * their ids survive too.
   */
  async replaceAll(
    entries: readonly Omit<CultureEntryTable, 'id'>[],
    categories: readonly CultureCategoryImport[],
    pictures: readonly CulturePictureTable[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('culture_pictures').execute();
      for (let i = 0; i < pictures.length; i += ROWS_PER_INSERT)
        await trx
          .insertInto('culture_pictures')
          .values(pictures.slice(i, i + ROWS_PER_INSERT))
          .execute();
      const ids = new Map(
        (await trx.selectFrom('culture_entries').select(['key', 'id']).execute()).map((r) => [r.key, r.id]),
      );
      let next = Math.max(0, ...ids.values());
      const rows = entries.map((entry) => ({ ...entry, id: ids.get(entry.key) ?? ++next }));
      await trx.deleteFrom('culture_entries').execute();
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
        await trx
          .insertInto('culture_entries')
          .values(rows.slice(i, i + ROWS_PER_INSERT))
          .execute();

      const known = new Map(
        (await trx.selectFrom('culture_categories').select(['key', 'category_id']).execute()).map((r) => [
          r.key,
          r.category_id,
        ]),
      );
      const placed = new Set<number>();
      for (const [index, category] of categories.entries()) {
        const values = { module_id: category.moduleId, pid: '0', name: category.name, sort: index + 1 };
        let id = known.get(category.key);
        if (id !== undefined) await trx.updateTable('resource_categories').set(values).where('id', '=', id).execute();
        else {
          id = (await trx.insertInto('resource_categories').values(values).returning('id').executeTakeFirstOrThrow())
            .id;
          await trx
            .insertInto('culture_categories')
            .values({ category_id: id, key: category.key, part: category.part })
            .execute();
        }
        placed.add(id);
        const categoryId = id;
        await trx.deleteFrom('culture_listings').where('category_id', '=', categoryId).execute();
        const listed = category.entries.map((key, i) => ({ category_id: categoryId, sort: i + 1, entry_key: key }));
        for (let i = 0; i < listed.length; i += ROWS_PER_INSERT)
          await trx
            .insertInto('culture_listings')
            .values(listed.slice(i, i + ROWS_PER_INSERT))
            .execute();
      }
      const gone = [...known.values()].filter((id) => !placed.has(id));
      if (gone.length > 0) {
        await trx.deleteFrom('culture_listings').where('category_id', 'in', gone).execute();
        await trx.deleteFrom('culture_categories').where('category_id', 'in', gone).execute();
        await trx.deleteFrom('resource_categories').where('id', 'in', gone).execute();
      }
    });
  }

  // ── Reading ───────────────────────────────────────────────────────────────────────────────────

  /** A picture's SVG document by its name. */
  async picture(name: string): Promise<string | undefined> {
    return (await this.db.selectFrom('culture_pictures').select('svg').where('name', '=', name).executeTakeFirst())
      ?.svg;
  }

  /** Every group of the four child modules, in import order, with its entry count. */
  async categories(): Promise<CultureCategoryRow[]> {
    const rows = await this.db
      .selectFrom('culture_categories')
      .innerJoin('resource_categories', 'resource_categories.id', 'culture_categories.category_id')
      .leftJoin('culture_listings', 'culture_listings.category_id', 'culture_categories.category_id')
      .select((eb) => [
        'resource_categories.id',
        'resource_categories.module_id',
        'resource_categories.name',
        'resource_categories.sort',
        'culture_categories.key',
        'culture_categories.part',
        eb.fn.count<number | string>('culture_listings.sort').as('count'),
      ])
      .groupBy([
        'resource_categories.id',
        'resource_categories.module_id',
        'resource_categories.name',
        'resource_categories.sort',
        'culture_categories.key',
        'culture_categories.part',
      ])
      .orderBy('resource_categories.sort')
      .execute();
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  /** A group's entries in order, a page at a time. */
  listEntries(categoryId: number, offset: number, limit: number): Promise<CultureEntryRow[]> {
    return this.db
      .selectFrom('culture_listings')
      .innerJoin('culture_entries', 'culture_entries.key', 'culture_listings.entry_key')
      .selectAll('culture_entries')
      .where('culture_listings.category_id', '=', categoryId)
      .orderBy('culture_listings.sort')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  /** The listings of these groups (key and group id), for a part's page of every group. */
  listings(categoryIds: readonly number[]): Promise<{ category_id: number; entry_key: string }[]> {
    if (categoryIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('culture_listings')
      .select(['category_id', 'entry_key'])
      .where('category_id', 'in', categoryIds)
      .orderBy('category_id')
      .orderBy('sort')
      .execute();
  }

  /** Every entry of a part (whzd, rcsh …), in file order. */
  partEntries(part: string): Promise<CultureEntryRow[]> {
    return this.db.selectFrom('culture_entries').selectAll().where('part', '=', part).orderBy('sort').execute();
  }

  findEntry(by: { id?: number | undefined; key?: string | undefined }): Promise<CultureEntryRow | undefined> {
    let query = this.db.selectFrom('culture_entries').selectAll();
    if (by.id !== undefined) query = query.where('id', '=', by.id);
    else query = query.where('key', '=', by.key ?? '');
    return query.executeTakeFirst();
  }
}
