import type { Insertable, Kysely } from 'kysely';
import type { ResourceItemTable } from '../tables/content.tables.js';
import type { ResourceCategoryRow, Tables } from '../tables/tables.js';

/**
 * The shared content kit (issue 12): a module's resource categories and the items in them.
 * Media rows are read here only to count and pick covers; the media library repository owns them.
 */
export class ContentRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  findModule(id: number) {
    return this.db.selectFrom('modules').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  }

  findCategory(id: number): Promise<ResourceCategoryRow | undefined> {
    return this.db.selectFrom('resource_categories').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Every category of a module (for breadcrumbs: a module holds tens, not thousands). */
  listCategories(moduleId: number): Promise<ResourceCategoryRow[]> {
    return this.db
      .selectFrom('resource_categories')
      .selectAll()
      .where('module_id', '=', moduleId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** Adds a category after its siblings; answers the row. */
  async addCategory(row: { module_id: number; pid: string; name: string }): Promise<ResourceCategoryRow> {
    return this.db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('resource_categories')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .where('module_id', '=', row.module_id)
        .where('pid', '=', row.pid)
        .executeTakeFirst();
      const sort = Number(last?.sort ?? 0) + 1;
      return trx
        .insertInto('resource_categories')
        .values({ ...row, sort })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /**
   * What a category still holds: sub-categories, items, media attached to it, and whether it is a
   * volume, unit or lesson of the imported textbook (which only the importer may remove).
   */
  async categoryUsage(id: number): Promise<{ children: number; items: number; media: number; textbook: boolean }> {
    const count = async (query: Promise<{ n: number | string | bigint } | undefined>) => Number((await query)?.n ?? 0);
    const [children, items, media, textbook] = await Promise.all([
      count(
        this.db
          .selectFrom('resource_categories')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('pid', '=', String(id))
          .executeTakeFirst(),
      ),
      count(
        this.db
          .selectFrom('resource_items')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('category_id', '=', id)
          .executeTakeFirst(),
      ),
      count(
        this.db
          .selectFrom('media_items')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('category_id', '=', id)
          .executeTakeFirst(),
      ),
      this.db
        .selectFrom('textbook_lessons')
        .select('category_id')
        .where('category_id', '=', id)
        .union(this.db.selectFrom('textbook_units').select('category_id').where('category_id', '=', id))
        .union(this.db.selectFrom('textbook_volumes').select('category_id').where('category_id', '=', id))
        .executeTakeFirst(),
    ]);
    return { children, items, media, textbook: textbook !== undefined };
  }

  /** Removes a category; answers whether there was one. */
  async deleteCategory(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('resource_categories').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The items of a category a page at a time, each with how many media it holds and its first image. */
  listItems(categoryId: number, offset: number, limit: number) {
    return this.itemsQuery().where('resource_items.category_id', '=', categoryId).offset(offset).limit(limit).execute();
  }

  async countItems(categoryId: number): Promise<number> {
    const row = await this.db
      .selectFrom('resource_items')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('category_id', '=', categoryId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** One item with its media count and first image, or undefined. */
  findItem(id: number) {
    return this.itemsQuery().where('resource_items.id', '=', id).executeTakeFirst();
  }

  /** Adds an item after the category's others; answers its id. */
  async addItem(row: Omit<Insertable<ResourceItemTable>, 'sort'>): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('resource_items')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .where('category_id', '=', row.category_id)
        .executeTakeFirst();
      const { id } = await trx
        .insertInto('resource_items')
        .values({ ...row, sort: Number(last?.sort ?? 0) + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
  }

  /** Removes an item; its media stay in the library, detached at every level. Answers whether there was one. */
  async deleteItem(id: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('media_items')
        .set({ module_id: null, category_id: null, item_id: null })
        .where('item_id', '=', id)
        .execute();
      const result = await trx.deleteFrom('resource_items').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }

  private itemsQuery() {
    return this.db
      .selectFrom('resource_items')
      .select((eb) => [
        'resource_items.id',
        'resource_items.module_id',
        'resource_items.category_id',
        'resource_items.title',
        'resource_items.body',
        'resource_items.created_at',
        eb
          .selectFrom('media_items')
          .select((m) => m.fn.countAll().as('n'))
          .whereRef('media_items.item_id', '=', 'resource_items.id')
          .as('media_count'),
        eb
          .selectFrom('media_items')
          .select('media_items.file')
          .whereRef('media_items.item_id', '=', 'resource_items.id')
          .where('media_items.kind', '=', 'image')
          .orderBy('media_items.id')
          .limit(1)
          .as('cover_file'),
      ])
      .orderBy('resource_items.sort')
      .orderBy('resource_items.id');
  }
}
