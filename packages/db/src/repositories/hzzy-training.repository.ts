import { type Kysely, sql } from 'kysely';
import type { UserCharReviewRow, UserTrainDetailTable } from '../tables/hzzy-training.tables.js';
import type { Tables } from '../tables/tables.js';
import type { CharacterBrowseRow } from './hzzy.repository.js';

const BROWSE_COLUMNS = [
  'characters.id',
  'characters.char',
  'characters.level',
  'characters.sort',
  'characters.readings',
  'characters.pinyin_plain',
  'characters.stroke_count',
  'characters.radical',
] as const;

/**
 * Issue 5, training: each pupil's test results (UserTrainDetail), level stars (UserTrainLevel),
 * review schedule and 错字本, and game points (totalPoints); plus the word facts questions use.
 */
export class HzzyTrainingRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async insertDetail(row: Omit<UserTrainDetailTable, 'id'>): Promise<number> {
    const inserted = await this.db
      .insertInto('user_train_details')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async listDetails(userId: number, offset: number, limit: number) {
    const mine = this.db.selectFrom('user_train_details').where('user_id', '=', userId);
    const [rows, total] = await Promise.all([
      mine.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  listLevels(userId: number) {
    return this.db.selectFrom('user_train_levels').selectAll().where('user_id', '=', userId).execute();
  }

  /** Keeps the better of the stored and the new result of a level. */
  async saveLevel(userId: number, level: number, stars: number, score: number, now: number) {
    await this.db
      .insertInto('user_train_levels')
      .values({ user_id: userId, level, stars, best_score: score, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'level']).doUpdateSet((eb) => ({
          stars: sql<number>`case when ${eb.ref('excluded.stars')} > ${eb.ref('user_train_levels.stars')} then ${eb.ref('excluded.stars')} else ${eb.ref('user_train_levels.stars')} end`,
          best_score: sql<number>`case when ${eb.ref('excluded.best_score')} > ${eb.ref('user_train_levels.best_score')} then ${eb.ref('excluded.best_score')} else ${eb.ref('user_train_levels.best_score')} end`,
          updated_at: now,
        })),
      )
      .execute();
    return this.db
      .selectFrom('user_train_levels')
      .selectAll()
      .where('user_id', '=', userId)
      .where('level', '=', level)
      .executeTakeFirstOrThrow();
  }

  async reviewStates(userId: number, charIds: readonly number[]): Promise<Map<number, UserCharReviewRow>> {
    if (charIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('user_char_reviews')
      .selectAll()
      .where('user_id', '=', userId)
      .where('char_id', 'in', charIds)
      .execute();
    return new Map(rows.map((r) => [r.char_id, r]));
  }

  async saveReviewStates(rows: readonly UserCharReviewRow[]): Promise<void> {
    for (const row of rows) {
      const { user_id, char_id, ...changed } = row;
      await this.db
        .insertInto('user_char_reviews')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'char_id']).doUpdateSet(changed))
        .execute();
    }
  }

  /** The user's learned characters due by `until` (never reviewed ones are due at once). */
  private dueQuery(userId: number, until: number) {
    return this.db
      .selectFrom('user_characters')
      .innerJoin('characters', 'characters.id', 'user_characters.char_id')
      .leftJoin('user_char_reviews', (join) =>
        join
          .onRef('user_char_reviews.user_id', '=', 'user_characters.user_id')
          .onRef('user_char_reviews.char_id', '=', 'user_characters.char_id'),
      )
      .where('user_characters.user_id', '=', userId)
      .where('user_characters.learned', '=', 1)
      .where((eb) => eb.or([eb('user_char_reviews.due_at', 'is', null), eb('user_char_reviews.due_at', '<=', until)]));
  }

  async countDue(userId: number, until: number): Promise<number> {
    const row = await this.dueQuery(userId, until)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The first `limit` due characters, most overdue first. */
  listDue(userId: number, until: number, limit: number) {
    return this.dueQuery(userId, until)
      .select(BROWSE_COLUMNS)
      .orderBy(sql`coalesce(user_char_reviews.due_at, 0)`)
      .orderBy('characters.id')
      .limit(limit)
      .execute();
  }

  /** The 错字本: characters missed and not yet answered right, latest miss first. */
  listWrong(userId: number, limit: number) {
    return this.db
      .selectFrom('user_char_reviews')
      .innerJoin('characters', 'characters.id', 'user_char_reviews.char_id')
      .where('user_char_reviews.user_id', '=', userId)
      .where('user_char_reviews.wrong_count', '>', 0)
      .select([...BROWSE_COLUMNS, 'user_char_reviews.wrong_count'])
      .orderBy('user_char_reviews.wrong_at', 'desc')
      .orderBy('characters.id')
      .limit(limit)
      .execute();
  }

  /** These characters as tiles need them (ids that do not exist are left out). */
  charactersByIds(ids: readonly number[]): Promise<CharacterBrowseRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('characters').select(BROWSE_COLUMNS).where('id', 'in', ids).execute();
  }

  /** Which of these characters have stroke data (for the stroke checker). */
  async withStrokes(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('characters')
      .select('id')
      .where('id', 'in', ids)
      .where('has_strokes', '=', 1)
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /** Every common two-character word, most frequent first (about 17,000). */
  commonTwoCharWords(): Promise<{ word: string; pinyin: string }[]> {
    return this.db
      .selectFrom('words')
      .select(['word', 'pinyin'])
      .where('common', '=', 1)
      .where(sql<number>`length(word)`, '=', 2)
      .orderBy('frequency', 'desc')
      .orderBy('id')
      .execute();
  }

  /** Each level-1 character with an ancient form, one row per script (古文字配对). */
  levelOneOrigins(): Promise<{ id: number; char: string; kind: string }[]> {
    return this.db
      .selectFrom('character_origins')
      .innerJoin('characters', 'characters.id', 'character_origins.char_id')
      .select(['characters.id', 'characters.char', 'character_origins.kind'])
      .where('characters.level', '=', 1)
      .orderBy('characters.id')
      .execute();
  }

  getPoints(userId: number) {
    return this.db.selectFrom('user_points').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** Adds a round's points; the best round is kept. */
  async addPoints(userId: number, points: number, now: number) {
    await this.db
      .insertInto('user_points')
      .values({ user_id: userId, total_points: points, best_round: points, rounds: 1, updated_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          total_points: sql<number>`${eb.ref('user_points.total_points')} + ${points}`,
          best_round: sql<number>`case when ${eb.ref('user_points.best_round')} > ${points} then ${eb.ref('user_points.best_round')} else ${points} end`,
          rounds: sql<number>`${eb.ref('user_points.rounds')} + 1`,
          updated_at: now,
        })),
      )
      .execute();
    return this.db.selectFrom('user_points').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  }
}
