import type { Insertable, Kysely, SelectQueryBuilder } from 'kysely';
import type { MediaItemRow, MediaItemTable } from '../tables/content.tables.js';
import type { Tables } from '../tables/tables.js';

/** Where a file is attached: a module, optionally one of its categories, optionally an item (null = that level not). */
export interface MediaPlace {
  module_id: number;
  category_id: number | null;
  item_id: number | null;
}

/** The media library (issue 12): checked files in the file storage, attached to a module, category or item. */
export class MediaLibraryRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async insert(row: Insertable<MediaItemTable>): Promise<MediaItemRow> {
    return this.db.insertInto('media_items').values(row).returningAll().executeTakeFirstOrThrow();
  }

  findById(id: number): Promise<MediaItemRow | undefined> {
    return this.db.selectFrom('media_items').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The file stored under this name (serving checks it is one of ours), or undefined. */
  findByFile(file: string) {
    return this.db.selectFrom('media_items').select(['file', 'mime']).where('file', '=', file).executeTakeFirst();
  }

  /** The library newest first, optionally one kind. */
  list(kind: string | undefined, offset: number, limit: number): Promise<MediaItemRow[]> {
    return this.ofKind(this.db.selectFrom('media_items').selectAll(), kind)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  async count(kind: string | undefined): Promise<number> {
    const row = await this.ofKind(
      this.db.selectFrom('media_items').select((eb) => eb.fn.countAll().as('n')),
      kind,
    ).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * The files attached exactly at this place (not below it), in upload order, optionally one kind:
   * an item's (item_id set), a category's own (no item), or a module's own (no category, no item).
   */
  attached(place: MediaPlace, kind?: string): Promise<MediaItemRow[]> {
    let query = this.db.selectFrom('media_items').selectAll().where('module_id', '=', place.module_id);
    if (place.item_id !== null) query = query.where('item_id', '=', place.item_id);
    else {
      query = query.where('item_id', 'is', null);
      query =
        place.category_id === null
          ? query.where('category_id', 'is', null)
          : query.where('category_id', '=', place.category_id);
    }
    return this.ofKind(query, kind).orderBy('created_at').orderBy('id').execute();
  }

  /** Attaches a file at a place (replacing where it was); answers the row, or undefined when there is no such file. */
  async attach(id: number, place: MediaPlace | null): Promise<MediaItemRow | undefined> {
    return this.db
      .updateTable('media_items')
      .set(place ?? { module_id: null, category_id: null, item_id: null })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Removes a row; answers its file name, or undefined when there was none. */
  async remove(id: number): Promise<string | undefined> {
    const row = await this.db.deleteFrom('media_items').where('id', '=', id).returning('file').executeTakeFirst();
    return row?.file;
  }

  private ofKind<O>(query: SelectQueryBuilder<Tables, 'media_items', O>, kind: string | undefined) {
    return kind ? query.where('kind', '=', kind) : query;
  }
}
