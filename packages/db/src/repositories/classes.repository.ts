import type { Insertable, Kysely } from 'kysely';
import type { BooksTables } from '../tables/books.tables.js';
import type { AssignmentTable, ClassTable } from '../tables/classes.tables.js';
import type { Tables } from '../tables/tables.js';

type Who = { classId: number } | { pupilId: number };

/**
 * Teachers' classes (issue 17): classes and members, assignments, hand-ins with the teacher's mark,
 * and the pupils' recordings, dictations, papers and reading places that answer an assignment. The
 * service checks who may ask; each query reads one class's or one pupil's rows in one statement
 * (no query per pupil).
 */
export class ClassesRepository {
  private readonly db: Kysely<Tables & BooksTables>;

  constructor(db: Kysely<Tables>) {
    this.db = db.withTables<BooksTables>();
  }

  async addClass(row: Insertable<ClassTable>): Promise<number | undefined> {
    // A taken code inserts nothing, so the caller draws another.
    const inserted = await this.db
      .insertInto('classes')
      .values(row)
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  findClass(id: number) {
    return this.db.selectFrom('classes').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findClassByCode(code: string) {
    return this.db.selectFrom('classes').selectAll().where('code', '=', code).executeTakeFirst();
  }

  /** A teacher's classes with their member counts, newest first. */
  teacherClasses(teacherId: number) {
    return this.db
      .selectFrom('classes')
      .leftJoin('class_members', 'class_members.class_id', 'classes.id')
      .selectAll('classes')
      .select((eb) => eb.fn.count<number>('class_members.pupil_id').as('member_count'))
      .where('classes.teacher_id', '=', teacherId)
      .groupBy('classes.id')
      .orderBy('classes.id', 'desc')
      .execute();
  }

  /** The classes a pupil is in (archived ones included) with the teacher's names. */
  pupilClasses(pupilId: number) {
    return this.db
      .selectFrom('class_members')
      .innerJoin('classes', 'classes.id', 'class_members.class_id')
      .innerJoin('users', 'users.id', 'classes.teacher_id')
      .selectAll('classes')
      .select(['users.nickname as teacher_nickname', 'users.account as teacher_account', 'class_members.joined_at'])
      .where('class_members.pupil_id', '=', pupilId)
      .orderBy('class_members.joined_at', 'desc')
      .execute();
  }

  async updateClass(id: number, change: { name?: string; archived_at?: number }): Promise<void> {
    await this.db.updateTable('classes').set(change).where('id', '=', id).execute();
  }

  async countMembers(classId: number): Promise<number> {
    const row = await this.db
      .selectFrom('class_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('class_id', '=', classId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async addMember(classId: number, pupilId: number, now: number): Promise<void> {
    await this.db
      .insertInto('class_members')
      .values({ class_id: classId, pupil_id: pupilId, joined_at: now })
      .onConflict((oc) => oc.columns(['class_id', 'pupil_id']).doNothing())
      .execute();
  }

  async removeMember(classId: number, pupilId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('class_members')
      .where('class_id', '=', classId)
      .where('pupil_id', '=', pupilId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async isMember(classId: number, pupilId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('class_members')
      .select('pupil_id')
      .where('class_id', '=', classId)
      .where('pupil_id', '=', pupilId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A class's pupils in the order they joined. */
  members(classId: number) {
    return this.db
      .selectFrom('class_members')
      .innerJoin('users', 'users.id', 'class_members.pupil_id')
      .select(['users.id', 'users.account', 'users.nickname', 'class_members.joined_at'])
      .where('class_members.class_id', '=', classId)
      .orderBy('class_members.joined_at')
      .orderBy('users.id')
      .execute();
  }

  async addAssignment(row: Insertable<AssignmentTable>): Promise<number> {
    const inserted = await this.db.insertInto('assignments').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  /** An assignment with its class's teacher and archive time. */
  findAssignment(id: number) {
    return this.db
      .selectFrom('assignments')
      .innerJoin('classes', 'classes.id', 'assignments.class_id')
      .selectAll('assignments')
      .select(['classes.teacher_id', 'classes.archived_at'])
      .where('assignments.id', '=', id)
      .executeTakeFirst();
  }

  async deleteAssignment(id: number): Promise<void> {
    await this.db.deleteFrom('assignments').where('id', '=', id).execute();
  }

  /** A class's assignments, the soonest due first. */
  classAssignments(classId: number) {
    return this.db
      .selectFrom('assignments')
      .selectAll()
      .where('class_id', '=', classId)
      .orderBy('due_date')
      .orderBy('id')
      .execute();
  }

  /** Every hand-in and mark of a class's assignments. */
  classSubmissions(classId: number) {
    // From the class's assignments (indexed) into the hand-ins by their key.
    return this.db
      .selectFrom('assignments')
      .innerJoin('assignment_submissions', 'assignment_submissions.assignment_id', 'assignments.id')
      .select([
        'assignment_submissions.assignment_id',
        'assignment_submissions.pupil_id',
        'assignment_submissions.recitation_id',
        'assignment_submissions.handed_in_at',
        'assignment_submissions.mark',
        'assignment_submissions.comment',
        'assignment_submissions.written',
      ])
      .where('assignments.class_id', '=', classId)
      .execute();
  }

  /** A pupil's assignments of the classes in use, with the pupil's hand-in and mark (if any). */
  pupilAssignments(pupilId: number) {
    return this.db
      .selectFrom('class_members')
      .innerJoin('classes', 'classes.id', 'class_members.class_id')
      .innerJoin('assignments', 'assignments.class_id', 'classes.id')
      .leftJoin('assignment_submissions', (join) =>
        join
          .onRef('assignment_submissions.assignment_id', '=', 'assignments.id')
          .on('assignment_submissions.pupil_id', '=', pupilId),
      )
      .selectAll('assignments')
      .select([
        'classes.name as class_name',
        'assignment_submissions.recitation_id',
        'assignment_submissions.handed_in_at',
        'assignment_submissions.mark',
        'assignment_submissions.comment',
        'assignment_submissions.marked_at',
        'assignment_submissions.written',
      ])
      .where('class_members.pupil_id', '=', pupilId)
      .where('classes.archived_at', '=', 0)
      .orderBy('assignments.due_date')
      .orderBy('assignments.id')
      .execute();
  }

  /** Hands in a recording; handing in again replaces it and clears the earlier mark. */
  async handIn(assignmentId: number, pupilId: number, recitationId: number, now: number): Promise<void> {
    const fresh = { recitation_id: recitationId, handed_in_at: now, mark: '', comment: '', marked_at: 0 };
    await this.db
      .insertInto('assignment_submissions')
      .values({ assignment_id: assignmentId, pupil_id: pupilId, ...fresh })
      .onConflict((oc) => oc.columns(['assignment_id', 'pupil_id']).doUpdateSet(fresh))
      .execute();
  }

  async setMark(assignmentId: number, pupilId: number, mark: string, comment: string, now: number): Promise<void> {
    const change = { mark, comment, marked_at: now };
    await this.db
      .insertInto('assignment_submissions')
      .values({ assignment_id: assignmentId, pupil_id: pupilId, recitation_id: null, ...change })
      .onConflict((oc) => oc.columns(['assignment_id', 'pupil_id']).doUpdateSet(change))
      .execute();
  }

  /** Keeps the characters a pupil has written of a 写字 assignment. */
  async setWritten(assignmentId: number, pupilId: number, written: string, now: number): Promise<void> {
    const change = { written, handed_in_at: now };
    await this.db
      .insertInto('assignment_submissions')
      .values({ assignment_id: assignmentId, pupil_id: pupilId, recitation_id: null, ...change })
      .onConflict((oc) => oc.columns(['assignment_id', 'pupil_id']).doUpdateSet(change))
      .execute();
  }

  /**
   * Keeps readings found read (`handed_in_at` the time the place reached the chapter), so they stay
   * done when the place later moves back; one already kept keeps its first time.
   */
  async keepRead(rows: readonly { assignment_id: number; pupil_id: number; at: number }[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('assignment_submissions')
      .values(rows.map((r) => ({ assignment_id: r.assignment_id, pupil_id: r.pupil_id, handed_in_at: r.at })))
      .onConflict((oc) =>
        oc
          .columns(['assignment_id', 'pupil_id'])
          .doUpdateSet((eb) => ({ handed_in_at: eb.ref('excluded.handed_in_at') }))
          .where('assignment_submissions.handed_in_at', '=', 0),
      )
      .execute();
  }

  /** The ids of the pupil's reading assignments (classes in use) of this book up to this chapter, set by `at`. */
  async readingsReached(pupilId: number, bookId: number, chapter: number, at: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('class_members')
      .innerJoin('classes', 'classes.id', 'class_members.class_id')
      .innerJoin('assignments', 'assignments.class_id', 'classes.id')
      .select('assignments.id')
      .where('class_members.pupil_id', '=', pupilId)
      .where('classes.archived_at', '=', 0)
      .where('assignments.kind', '=', 'reading')
      .where('assignments.target_id', '=', bookId)
      .where('assignments.chapter', '<=', chapter)
      .where('assignments.created_at', '<=', at)
      .execute();
    return rows.map((r) => r.id);
  }

  findSubmission(assignmentId: number, pupilId: number) {
    return this.db
      .selectFrom('assignment_submissions')
      .selectAll()
      .where('assignment_id', '=', assignmentId)
      .where('pupil_id', '=', pupilId)
      .executeTakeFirst();
  }

  /** One of the pupil's own recordings, with the poem it is of. */
  findPupilRecording(pupilId: number, recitationId: number) {
    return this.db
      .selectFrom('recitations')
      .select(['id', 'poem_id'])
      .where('id', '=', recitationId)
      .where('user_id', '=', pupilId)
      .executeTakeFirst();
  }

  /**
   * A recording handed in to an assignment of one of this teacher's classes whose pupil is still in
   * that class; anything else answers undefined.
   */
  recordingHandedInTo(teacherId: number, recitationId: number) {
    return this.db
      .selectFrom('recitations')
      .innerJoin('assignment_submissions', 'assignment_submissions.recitation_id', 'recitations.id')
      .innerJoin('assignments', 'assignments.id', 'assignment_submissions.assignment_id')
      .innerJoin('classes', 'classes.id', 'assignments.class_id')
      .innerJoin('class_members', (join) =>
        join
          .onRef('class_members.class_id', '=', 'classes.id')
          .onRef('class_members.pupil_id', '=', 'assignment_submissions.pupil_id'),
      )
      .selectAll('recitations')
      .where('recitations.id', '=', recitationId)
      .where('classes.teacher_id', '=', teacherId)
      .executeTakeFirst();
  }

  /**
   * Handed-in dictations of these lessons since `since` by the pupils of a class (or by one pupil
   * when `pupilId` is given), oldest first.
   */
  dictationsOf(lessonIds: readonly number[], since: number, who: Who) {
    if (lessonIds.length === 0) return Promise.resolve([]);
    let query = this.db
      .selectFrom('dictations')
      .select([
        'dictations.user_id',
        'dictations.lesson_id',
        'dictations.score',
        'dictations.wrong',
        'dictations.submitted_at',
      ])
      .where('dictations.lesson_id', 'in', [...lessonIds])
      .where('dictations.submitted_at', '>=', Math.max(since, 1));
    query =
      'classId' in who
        ? query
            .innerJoin('class_members', 'class_members.pupil_id', 'dictations.user_id')
            .where('class_members.class_id', '=', who.classId)
        : query.where('dictations.user_id', '=', who.pupilId);
    return query.orderBy('dictations.submitted_at').orderBy('dictations.id').execute();
  }

  /**
   * Handed-in attempts at these papers since `since` by the pupils of a class (or one pupil), oldest
   * first; practice rounds are not papers.
   */
  attemptsOf(paperIds: readonly number[], since: number, who: Who) {
    if (paperIds.length === 0) return Promise.resolve([]);
    let query = this.db
      .selectFrom('exam_attempts')
      .select([
        'exam_attempts.user_id',
        'exam_attempts.paper_id',
        'exam_attempts.score',
        'exam_attempts.pending',
        'exam_attempts.submitted_at',
      ])
      .where('exam_attempts.paper_id', 'in', [...paperIds])
      .where('exam_attempts.mode', '=', 'paper')
      .where('exam_attempts.submitted_at', '>=', Math.max(since, 1));
    query =
      'classId' in who
        ? query
            .innerJoin('class_members', 'class_members.pupil_id', 'exam_attempts.user_id')
            .where('class_members.class_id', '=', who.classId)
        : query.where('exam_attempts.user_id', '=', who.pupilId);
    return query.orderBy('exam_attempts.submitted_at').orderBy('exam_attempts.id').execute();
  }

  /** The reading places in these books kept since `since` by the pupils of a class (or one pupil). */
  placesOf(bookIds: readonly number[], since: number, who: Who) {
    if (bookIds.length === 0) return Promise.resolve([]);
    let query = this.db
      .selectFrom('bookshelf')
      .select(['bookshelf.user_id', 'bookshelf.book_id', 'bookshelf.chapter', 'bookshelf.updated_at'])
      .where('bookshelf.book_id', 'in', [...bookIds])
      .where('bookshelf.updated_at', '>=', since);
    query =
      'classId' in who
        ? query
            .innerJoin('class_members', 'class_members.pupil_id', 'bookshelf.user_id')
            .where('class_members.class_id', '=', who.classId)
        : query.where('bookshelf.user_id', '=', who.pupilId);
    return query.execute();
  }

  findPaperTitle(paperId: number) {
    // A paper its teacher deleted can no longer be set.
    return this.db
      .selectFrom('exam_papers')
      .select(['id', 'title'])
      .where('id', '=', paperId)
      .where('removed_at', '=', 0)
      .executeTakeFirst();
  }

  /** A chapter of a book with the book's title. */
  findBookChapter(bookId: number, chapter: number) {
    return this.db
      .selectFrom('book_chapters')
      .innerJoin('books', 'books.id', 'book_chapters.book_id')
      .select(['books.title as book_title', 'book_chapters.title'])
      .where('book_chapters.book_id', '=', bookId)
      .where('book_chapters.sort', '=', chapter)
      .executeTakeFirst();
  }

  findPoemTitle(poemId: number) {
    return this.db.selectFrom('poems').select(['id', 'title']).where('id', '=', poemId).executeTakeFirst();
  }

  findLesson(lessonId: number) {
    return this.db
      .selectFrom('textbook_lessons')
      .select(['category_id', 'number', 'title'])
      .where('category_id', '=', lessonId)
      .executeTakeFirst();
  }
}
