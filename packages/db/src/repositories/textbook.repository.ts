import type { Insertable, Kysely } from 'kysely';
import type { Tables } from '../tables/tables.js';
import type {
  TextbookExerciseRow,
  TextbookExerciseTable,
  TextbookLessonPlanRow,
  TextbookLessonRow,
  TextbookUnitRow,
  TextbookVolumeRow,
} from '../tables/textbook.tables.js';

/** The textbook's volumes, units and lessons, pupils' exercise rounds and teachers' lesson plans. */
export class TextbookRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  listVolumes(): Promise<TextbookVolumeRow[]> {
    return this.db
      .selectFrom('textbook_volumes')
      .innerJoin('resource_categories', 'resource_categories.id', 'textbook_volumes.category_id')
      .selectAll('textbook_volumes')
      .orderBy('resource_categories.sort')
      .execute();
  }

  findVolume(id: number): Promise<TextbookVolumeRow | undefined> {
    return this.db.selectFrom('textbook_volumes').selectAll().where('category_id', '=', id).executeTakeFirst();
  }

  listUnits(volumeId: number): Promise<TextbookUnitRow[]> {
    return this.db.selectFrom('textbook_units').selectAll().where('volume_id', '=', volumeId).orderBy('sort').execute();
  }

  findUnit(id: number): Promise<TextbookUnitRow | undefined> {
    return this.db.selectFrom('textbook_units').selectAll().where('category_id', '=', id).executeTakeFirst();
  }

  /** A volume's lessons in book order (a unit's when `unitId` is given). */
  listLessons(volumeId: number, unitId?: number): Promise<TextbookLessonRow[]> {
    let query = this.db.selectFrom('textbook_lessons').selectAll().where('volume_id', '=', volumeId);
    if (unitId !== undefined) query = query.where('unit_id', '=', unitId);
    return query.orderBy('sort').execute();
  }

  findLesson(id: number): Promise<TextbookLessonRow | undefined> {
    return this.db.selectFrom('textbook_lessons').selectAll().where('category_id', '=', id).executeTakeFirst();
  }

  /** The ids of the lessons before and after one in its volume (undefined at either end). */
  async neighbours(lesson: TextbookLessonRow): Promise<{ previous?: number; next?: number }> {
    const [previous, next] = await Promise.all([
      this.db
        .selectFrom('textbook_lessons')
        .select('category_id')
        .where('volume_id', '=', lesson.volume_id)
        .where('sort', '<', lesson.sort)
        .orderBy('sort', 'desc')
        .executeTakeFirst(),
      this.db
        .selectFrom('textbook_lessons')
        .select('category_id')
        .where('volume_id', '=', lesson.volume_id)
        .where('sort', '>', lesson.sort)
        .orderBy('sort')
        .executeTakeFirst(),
    ]);
    return { previous: previous?.category_id, next: next?.category_id };
  }

  async insertExercise(row: Insertable<TextbookExerciseTable>): Promise<number> {
    const inserted = await this.db
      .insertInto('textbook_exercises')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  findExercise(id: number): Promise<TextbookExerciseRow | undefined> {
    return this.db.selectFrom('textbook_exercises').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Hands an exercise in once: answers false when it was already handed in. */
  async submitExercise(
    id: number,
    result: { marks: string; correct: number; score: number; submitted_at: number },
  ): Promise<boolean> {
    const updated = await this.db
      .updateTable('textbook_exercises')
      .set(result)
      .where('id', '=', id)
      .where('submitted_at', '=', 0)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  /** A pupil's handed-in exercises of a lesson, latest first. */
  listSubmitted(userId: number, lessonId: number, limit: number): Promise<TextbookExerciseRow[]> {
    return this.db
      .selectFrom('textbook_exercises')
      .selectAll()
      .where('user_id', '=', userId)
      .where('lesson_id', '=', lessonId)
      .where('submitted_at', '>', 0)
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  findPlan(lessonId: number): Promise<(TextbookLessonPlanRow & { author: string | null }) | undefined> {
    return this.db
      .selectFrom('textbook_lesson_plans')
      .leftJoin('users', 'users.id', 'textbook_lesson_plans.updated_by')
      .selectAll('textbook_lesson_plans')
      .select('users.nickname as author')
      .where('lesson_id', '=', lessonId)
      .executeTakeFirst();
  }

  async savePlan(row: TextbookLessonPlanRow): Promise<void> {
    await this.db
      .insertInto('textbook_lesson_plans')
      .values(row)
      .onConflict((oc) =>
        oc.column('lesson_id').doUpdateSet({ body: row.body, updated_by: row.updated_by, updated_at: row.updated_at }),
      )
      .execute();
  }

  async deletePlan(lessonId: number): Promise<void> {
    await this.db.deleteFrom('textbook_lesson_plans').where('lesson_id', '=', lessonId).execute();
  }
}
