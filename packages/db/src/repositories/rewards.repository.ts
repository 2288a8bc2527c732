import { type Kysely, sql } from 'kysely';
import type { SxydTables } from '../tables/sxyd.tables.js';
import type { Tables } from '../tables/tables.js';

/** Where a scored round was handed in. */
export type RoundKind = 'hzzy' | 'textbook' | 'dictation' | 'word_practice' | 'poem_test' | 'qmdw';

/** A handed-in round with its score (0–100) and when it was handed in. */
export interface ScoredRound {
  kind: RoundKind;
  score: number;
  at: number;
  /** Stars the area gives the round by its own rule (听音辨位); without it the score's stars. */
  stars?: number;
}

/** A finished round of 听音辨位: its right answers of how many, how it ended, when. */
export interface FinishedQmdwRound {
  correct: number;
  total: number;
  status: string;
  at: number;
}

const DAY_MS = 86_400_000;

const percent = (correct: number, total: number) => (total > 0 ? Math.round((correct / total) * 100) : 0);

/**
 * Rewards (issue 18) read the rounds every area already keeps — nothing is written here. Every query
 * is scoped to one user.
 */
export class RewardsRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Every handed-in scored round of the user, oldest first. */
  async scoredRounds(userId: number): Promise<ScoredRound[]> {
    const [training, textbook, dictations, practices, poemTests] = await Promise.all([
      this.db
        .selectFrom('user_train_details')
        .select(['correct', 'total', 'created_at'])
        .where('user_id', '=', userId)
        .execute(),
      this.handedIn('textbook_exercises', userId),
      this.handedIn('dictations', userId),
      this.handedIn('word_practices', userId),
      this.db
        .selectFrom('poem_tests')
        .select(['correct', 'total', 'finished_at'])
        .where('user_id', '=', userId)
        .where('finished_at', 'is not', null)
        .execute(),
    ]);
    const rounds: ScoredRound[] = [
      ...training.map((r) => ({ kind: 'hzzy' as const, score: percent(r.correct, r.total), at: Number(r.created_at) })),
      ...textbook.map((r) => ({ kind: 'textbook' as const, score: r.score, at: Number(r.submitted_at) })),
      ...dictations.map((r) => ({ kind: 'dictation' as const, score: r.score, at: Number(r.submitted_at) })),
      ...practices.map((r) => ({ kind: 'word_practice' as const, score: r.score, at: Number(r.submitted_at) })),
      ...poemTests.map((r) => ({
        kind: 'poem_test' as const,
        score: percent(r.correct, r.total),
        at: Number(r.finished_at),
      })),
    ];
    return rounds.sort((a, b) => a.at - b.at);
  }

  /** The user's finished rounds of 听音辨位, oldest first. */
  async qmdwRounds(userId: number): Promise<FinishedQmdwRound[]> {
    const rows = await this.db
      .withTables<SxydTables>()
      .selectFrom('qmdw_rounds')
      .select(['correct', 'questions', 'status', 'finished_at'])
      .where('user_id', '=', userId)
      .where('finished_at', '>', 0)
      .orderBy('finished_at')
      .execute();
    return rows.map((r) => ({
      correct: r.correct,
      total: (JSON.parse(r.questions) as unknown[]).length,
      status: r.status,
      at: Number(r.finished_at),
    }));
  }

  private handedIn(table: 'textbook_exercises' | 'dictations' | 'word_practices', userId: number) {
    return this.db
      .selectFrom(table)
      .select(['score', 'submitted_at'])
      .where('user_id', '=', userId)
      .where('submitted_at', '>', 0)
      .execute();
  }

  /** When each kept recitation was recorded, oldest first. */
  async recitationTimes(userId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('recitations')
      .select('created_at')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => Number(r.created_at));
  }

  /**
   * The days (whole days since the epoch, shifted by `offsetMs` into the caller's time zone) on which
   * the user did something that is only kept as a latest time: a learned mark, a review or training
   * answer, a finished recitation practice mode, a matching-game round.
   */
  async markDays(userId: number, offsetMs: number): Promise<number[]> {
    const day = (column: string) => sql<number>`(${sql.ref(column)} + ${sql.lit(offsetMs)}) / ${sql.lit(DAY_MS)}`;
    const rows = await this.db
      .selectFrom('user_characters')
      .select(day('updated_at').as('day'))
      .where('user_id', '=', userId)
      .where('learned', '=', 1)
      .union(
        this.db
          .selectFrom('user_char_reviews')
          .select(day('last_review_at').as('day'))
          .where('user_id', '=', userId)
          .where('last_review_at', '>', 0),
      )
      .union(
        this.db
          .selectFrom('poem_recitations')
          .select(day('updated_at').as('day'))
          .where('user_id', '=', userId)
          .where('stage', '>', 0),
      )
      .union(this.db.selectFrom('user_points').select(day('updated_at').as('day')).where('user_id', '=', userId))
      .execute();
    return rows.map((r) => Number(r.day));
  }

  /** The user's learned characters with when each mark last changed, oldest first. */
  learnedCharacters(userId: number) {
    return this.db
      .selectFrom('user_characters')
      .innerJoin('characters', 'characters.id', 'user_characters.char_id')
      .select(['characters.char', 'user_characters.updated_at'])
      .where('user_characters.user_id', '=', userId)
      .where('user_characters.learned', '=', 1)
      .orderBy('user_characters.updated_at')
      .execute();
  }

  /** Every textbook volume's name and the 写字表 of its lessons. */
  volumeWritingLists() {
    return this.db
      .selectFrom('textbook_lessons')
      .innerJoin('textbook_volumes', 'textbook_volumes.category_id', 'textbook_lessons.volume_id')
      .innerJoin('resource_categories', 'resource_categories.id', 'textbook_volumes.category_id')
      .select(['textbook_volumes.category_id as volume_id', 'resource_categories.name', 'textbook_lessons.xiezi'])
      .orderBy('textbook_volumes.category_id')
      .execute();
  }

  /** The latest review or training answer of the user (epoch ms), 0 when none. */
  async lastReviewAt(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('user_char_reviews')
      .select((eb) => eb.fn.max('last_review_at').as('at'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.at ?? 0);
  }

  /**
   * The lesson of volume `volumeKey` the user practised last since `since` — a handed-in 识字 or 作业
   * round, word practice or dictation —, or undefined.
   */
  async lessonPractisedSince(userId: number, volumeKey: string, since: number) {
    const latest = (table: 'textbook_exercises' | 'dictations' | 'word_practices') =>
      this.db
        .selectFrom(table)
        .innerJoin('textbook_lessons', 'textbook_lessons.category_id', `${table}.lesson_id`)
        .innerJoin('textbook_volumes', 'textbook_volumes.category_id', 'textbook_lessons.volume_id')
        .select([
          'textbook_lessons.category_id as id',
          'textbook_lessons.number',
          'textbook_lessons.title',
          `${table}.submitted_at as at`,
        ])
        .where(`${table}.user_id`, '=', userId)
        .where(`${table}.submitted_at`, '>=', since)
        .where('textbook_volumes.key', '=', volumeKey)
        .orderBy(`${table}.submitted_at`, 'desc')
        .limit(1)
        .executeTakeFirst();
    const found = await Promise.all([latest('textbook_exercises'), latest('dictations'), latest('word_practices')]);
    const rows = found.filter((row) => row !== undefined);
    return rows.sort((a, b) => Number(b.at) - Number(a.at))[0];
  }

  /** The poem at `index` (wrapping around) of a collection in its order, or undefined for an empty collection. */
  async poemAt(collection: string, index: number) {
    const count = await this.db
      .selectFrom('poems')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('collection', '=', collection)
      .executeTakeFirstOrThrow();
    const total = Number(count.n);
    if (total === 0) return undefined;
    return this.db
      .selectFrom('poems')
      .select(['id', 'title', 'author', 'dynasty'])
      .where('collection', '=', collection)
      .orderBy('sort')
      .orderBy('id')
      .offset(index % total)
      .limit(1)
      .executeTakeFirst();
  }

  /** Whether the user recorded a recitation of the poem, or finished one of its practice modes, since `since`. */
  async poemPractisedSince(userId: number, poemId: number, since: number): Promise<boolean> {
    const [recorded, practised] = await Promise.all([
      this.db
        .selectFrom('recitations')
        .select('id')
        .where('user_id', '=', userId)
        .where('poem_id', '=', poemId)
        .where('created_at', '>=', since)
        .executeTakeFirst(),
      this.db
        .selectFrom('poem_recitations')
        .select('poem_id')
        .where('user_id', '=', userId)
        .where('poem_id', '=', poemId)
        .where('stage', '>', 0)
        .where('updated_at', '>=', since)
        .executeTakeFirst(),
    ]);
    return recorded !== undefined || practised !== undefined;
  }
}
