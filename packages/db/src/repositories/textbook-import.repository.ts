import type { Kysely } from 'kysely';
import type { Tables } from '../tables/tables.js';
import type { TextbookLessonTable, TextbookUnitTable, TextbookVolumeTable } from '../tables/textbook.tables.js';

type Node<T> = Omit<T, 'category_id' | 'volume_id' | 'unit_id'>;

/** One volume as the importer hands it over: the rows without their category ids. */
export interface TextbookVolumeImport {
  /** The volume category's name (一年级上册). */
  name: string;
  volume: Node<TextbookVolumeTable>;
  units: { unit: Node<TextbookUnitTable>; lessons: Node<TextbookLessonTable>[] }[];
}

/**
 * Writes the textbook into resource categories of its module and the textbook tables. Nodes are
 * matched by their natural key, so a category keeps its id (and the media, items, plans and
 * exercises attached to it) across imports; nodes no longer in the data are removed.
 */
export class TextbookImportRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Every catalogue poem, to link the book's classical texts (a few thousand rows at most). */
  listPoems(): Promise<{ id: number; collection: string; title: string; author: string; content: string }[]> {
    return this.db.selectFrom('poems').select(['id', 'collection', 'title', 'author', 'content']).execute();
  }

  async replaceAll(moduleId: number, volumes: readonly TextbookVolumeImport[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const known = new Map<string, number>();
      for (const table of ['textbook_volumes', 'textbook_units', 'textbook_lessons'] as const) {
        for (const row of await trx.selectFrom(table).select(['key', 'category_id']).execute())
          known.set(row.key, row.category_id);
      }
      const kept = new Set<number>();
      /** The category of a node: the known one updated in place, else a new one. */
      const place = async (key: string, pid: number, name: string, sort: number): Promise<number> => {
        const values = { module_id: moduleId, pid: String(pid), name, sort };
        const id = known.get(key);
        if (id !== undefined) {
          await trx.updateTable('resource_categories').set(values).where('id', '=', id).execute();
          kept.add(id);
          return id;
        }
        const row = await trx
          .insertInto('resource_categories')
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow();
        kept.add(row.id);
        return row.id;
      };

      let volumeSort = 0;
      for (const { name, volume, units } of volumes) {
        const volumeId = await place(volume.key, 0, name, ++volumeSort);
        await trx
          .insertInto('textbook_volumes')
          .values({ ...volume, category_id: volumeId })
          .onConflict((oc) => oc.column('category_id').doUpdateSet(volume))
          .execute();
        let lessonSort = 0;
        for (const { unit, lessons } of units) {
          const unitId = await place(unit.key, volumeId, unit.title, unit.sort);
          const unitRow = { ...unit, volume_id: volumeId };
          await trx
            .insertInto('textbook_units')
            .values({ ...unitRow, category_id: unitId })
            .onConflict((oc) => oc.column('category_id').doUpdateSet(unitRow))
            .execute();
          for (const lesson of lessons) {
            const title = lesson.number ? `${lesson.number} ${lesson.title}` : lesson.title;
            const lessonId = await place(lesson.key, unitId, title, ++lessonSort);
            const lessonRow = { ...lesson, volume_id: volumeId, unit_id: unitId, sort: lessonSort };
            await trx
              .insertInto('textbook_lessons')
              .values({ ...lessonRow, category_id: lessonId })
              .onConflict((oc) => oc.column('category_id').doUpdateSet(lessonRow))
              .execute();
          }
        }
      }
      const gone = [...known.values()].filter((id) => !kept.has(id));
      // Children first: a category's rows go with it (cascade); media attached to it are kept, detached.
      if (gone.length > 0) {
        await trx.deleteFrom('textbook_lessons').where('category_id', 'in', gone).execute();
        await trx.deleteFrom('textbook_units').where('category_id', 'in', gone).execute();
        await trx.deleteFrom('textbook_volumes').where('category_id', 'in', gone).execute();
        await trx.deleteFrom('resource_categories').where('id', 'in', gone).execute();
      }
    });
  }
}
