import type { Kysely } from 'kysely';
import type { Tables } from '../tables/tables.js';
import type {
  YcjyCategoryImport,
  YcjyCheckRow,
  YcjyCheckTable,
  YcjyLessonRow,
  YcjyTables,
} from '../tables/ycjy.tables.js';

const placeKey = (p: { grade: number; month: number; idx: number }) => `${p.grade}-${p.month}-${p.idx}`;
/** The place a category sits under: a lesson under its month, a month under its grade, a grade at the top. */
const parentOf = (p: YcjyCategoryImport) =>
  p.idx > 0 ? { grade: p.grade, month: p.month, idx: 0 } : p.month > 0 ? { grade: p.grade, month: 0, idx: 0 } : null;

/** 幼儿教育: the plan's lessons and pictures (written by the importer) and each pupil's 家长测评. */
export class YcjyRepository {
  private readonly db: Kysely<Tables & YcjyTables>;

  constructor(db: Kysely<Tables>) {
    this.db = db.withTables<YcjyTables>();
  }

  /**
   * Replaces the plan and its pictures in one transaction, and writes the plan's categories of
   * `moduleId`: matched by place, so one keeps its id (and the media hung on it) across imports;
   * categories of places no longer planned are removed (their media stay in the library).
   */
  async replacePlan(
    lessons: readonly YcjyLessonRow[],
    icons: readonly { name: string; svg: string }[],
    moduleId: number,
    categories: readonly YcjyCategoryImport[],
  ) {
    await this.db.transaction().execute(async (trx) => {
      const known = new Map(
        (await trx.selectFrom('ycjy_categories').selectAll().execute()).map((r) => [placeKey(r), r.category_id]),
      );
      const placed = new Map<string, number>();
      for (const [i, category] of categories.entries()) {
        const parent = parentOf(category);
        const pid = parent ? placed.get(placeKey(parent)) : 0;
        if (pid === undefined) throw new Error(`ycjy category ${placeKey(category)} comes before its parent`);
        const values = { module_id: moduleId, pid: String(pid), name: category.name, sort: i + 1 };
        let id = known.get(placeKey(category));
        if (id !== undefined) await trx.updateTable('resource_categories').set(values).where('id', '=', id).execute();
        else {
          id = (await trx.insertInto('resource_categories').values(values).returning('id').executeTakeFirstOrThrow())
            .id;
          const { grade, month, idx } = category;
          await trx.insertInto('ycjy_categories').values({ category_id: id, grade, month, idx }).execute();
        }
        placed.set(placeKey(category), id);
      }
      const gone = [...known].filter(([key]) => !placed.has(key)).map(([, id]) => id);
      if (gone.length > 0) {
        await trx.deleteFrom('ycjy_categories').where('category_id', 'in', gone).execute();
        await trx.deleteFrom('resource_categories').where('id', 'in', gone).execute();
      }
      await trx.deleteFrom('ycjy_lessons').execute();
      await trx.deleteFrom('ycjy_icons').execute();
      if (lessons.length)
        await trx
          .insertInto('ycjy_lessons')
          .values([...lessons])
          .execute();
      if (icons.length)
        await trx
          .insertInto('ycjy_icons')
          .values([...icons])
          .execute();
    });
  }

  /** A grade's lessons in plan order (九月 first). */
  gradeLessons(grade: number): Promise<YcjyLessonRow[]> {
    return this.db
      .selectFrom('ycjy_lessons')
      .selectAll()
      .where('grade', '=', grade)
      .orderBy((eb) => eb.case().when('month', '>=', 9).then(0).else(1).end())
      .orderBy('month')
      .orderBy('idx')
      .execute();
  }

  /** The category the importer made for a lesson (where its media hang), if any. */
  async lessonCategory(grade: number, month: number, idx: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('ycjy_categories')
      .select('category_id')
      .where('grade', '=', grade)
      .where('month', '=', month)
      .where('idx', '=', idx)
      .executeTakeFirst();
    return row?.category_id;
  }

  /** The readings, stroke count and whether stroke data exists (has_strokes) of the lessons' characters. */
  characters(chars: readonly string[]) {
    if (chars.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('characters')
      .select(['char', 'readings', 'stroke_count', 'has_strokes'])
      .where('char', 'in', chars)
      .where('level', '>', 0)
      .execute();
  }

  poem(id: number) {
    return this.db
      .selectFrom('poems')
      .select(['id', 'title', 'author', 'dynasty', 'content'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async icon(name: string): Promise<string | undefined> {
    return (await this.db.selectFrom('ycjy_icons').select('svg').where('name', '=', name).executeTakeFirst())?.svg;
  }

  async addCheck(row: Omit<YcjyCheckTable, 'id'>): Promise<YcjyCheckRow> {
    return this.db.insertInto('ycjy_checks').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** The pupil's checks of a grade, newest first. */
  checks(userId: number, grade: number): Promise<YcjyCheckRow[]> {
    return this.db
      .selectFrom('ycjy_checks')
      .selectAll()
      .where('user_id', '=', userId)
      .where('grade', '=', grade)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }
}
