import type { Kysely } from 'kysely';
import type { Tables } from '../tables/tables.js';
import type { YcjyCheckRow, YcjyCheckTable, YcjyLessonRow, YcjyTables } from '../tables/ycjy.tables.js';

/** 幼儿教育: the plan's lessons and pictures (written by the importer) and each pupil's 家长测评. */
export class YcjyRepository {
  private readonly db: Kysely<Tables & YcjyTables>;

  constructor(db: Kysely<Tables>) {
    this.db = db.withTables<YcjyTables>();
  }

  /** Replaces the plan and its pictures in one transaction. */
  async replacePlan(lessons: readonly YcjyLessonRow[], icons: readonly { name: string; svg: string }[]) {
    await this.db.transaction().execute(async (trx) => {
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

  /** The first-listed reading, strokes and id of the lessons' characters. */
  characters(chars: readonly string[]) {
    if (chars.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('characters')
      .select(['char', 'readings', 'stroke_count'])
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
