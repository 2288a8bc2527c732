import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Engine } from '../create-db.js';
import type { CharacterRow } from '../tables/catalogue.tables.js';
import type { Tables } from '../tables/tables.js';

/** A character as tiles and indexes need it. */
export type CharacterBrowseRow = Pick<
  CharacterRow,
  'id' | 'char' | 'level' | 'sort' | 'readings' | 'pinyin_plain' | 'stroke_count' | 'radical'
>;

/** Which characters a browse asks for: one radical, one toneless syllable, or one stroke count. */
export type CharacterFilter = { radical: string } | { pinyin: string } | { stroke_count: number };

/** A pupil's marks on one character. */
export interface CharacterMarkRow {
  char_id: number;
  learned: number;
  favorite: number;
}

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

/** How many marks, over all users, a process keeps in memory (a few tens of MB at most). */
export const KEPT_MARKS_LIMIT = 500_000;

/** Users' marks kept in memory, one store per database so every repository on it shares it. */
interface KeptMarks {
  /** Each user's marks by character, the user used longest ago first. */
  byUser: Map<number, Map<number, CharacterMarkRow>>;
  /** Marks kept over all users (each user's map counts one more) and how many may be: past it, the
   * users used longest ago go. */
  size: number;
  limit: number;
  /** Counts writes: a load that was under way during one does not keep what it read. */
  generation: number;
}
const keptMarksByDb = new WeakMap<Kysely<Tables>, KeptMarks>();
/** What a user's marks count towards the limit: a user with none still holds a map. */
const weightOf = (marks: Map<number, CharacterMarkRow>) => marks.size + 1;

/**
 * 汉字字源 (issue 5): the characters of the 通用规范汉字表 (levels 1–3, traditional-only rows left
 * out) for browsing, and each pupil's own learned / favourite marks.
 */
export class HzzyRepository {
  /**
   * On PostgreSQL, the marks look-up compiled once per number of characters asked (a lesson's tiles,
   * a group of 20 …): every lesson page asks it, and compiling it again cost as much as running it.
   */
  private readonly marksQueries = new Map<number, CompiledQuery<CharacterMarkRow>>();
  /**
   * On SQLite each user's marks are read once and kept: its file has one server, whose writes of
   * marks all go through `setMarks`. Several servers share only PostgreSQL, so there marks are read
   * on every ask (docs/decisions/0009-marks-kept-on-sqlite.md).
   */
  private readonly kept: KeptMarks | undefined;

  /** `keptLimit` applies when this is the database's first repository (tests give a small one). */
  constructor(
    private readonly db: Kysely<Tables>,
    engine: Engine,
    keptLimit = KEPT_MARKS_LIMIT,
  ) {
    if (engine !== 'sqlite') return;
    let kept = keptMarksByDb.get(db);
    if (!kept) {
      kept = { byUser: new Map(), size: 0, limit: keptLimit, generation: 0 };
      keptMarksByDb.set(db, kept);
    }
    this.kept = kept;
  }

  /** Every character of the table, level 1 first and in the table's order within a level. */
  listTableCharacters(): Promise<CharacterBrowseRow[]> {
    return this.db
      .selectFrom('characters')
      .select(BROWSE_COLUMNS)
      .where('level', '>', 0)
      .orderBy('level')
      .orderBy('sort')
      .execute();
  }

  /** Stroke counts of these characters where the catalogue has them (radicals written as characters). */
  async strokeCountsOf(chars: readonly string[]): Promise<Map<string, number>> {
    if (chars.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('characters')
      .select(['char', 'stroke_count'])
      .where('char', 'in', chars)
      .where('stroke_count', '>', 0)
      .execute();
    return new Map(rows.map((r) => [r.char, r.stroke_count]));
  }

  /** A page of the characters matching `filter` (of one `level` when given), level 1 first, and how many match. */
  async listCharactersBy(filter: CharacterFilter, offset: number, limit: number, level?: number) {
    let query = this.db.selectFrom('characters').where('level', '>', 0);
    if (level !== undefined) query = query.where('level', '=', level);
    if ('radical' in filter) query = query.where('radical', '=', filter.radical);
    else if ('pinyin' in filter)
      // pinyin_plain is space-separated; padding both sides matches whole syllables only.
      query = query.where(sql<string>`' ' || pinyin_plain || ' '`, 'like', `% ${filter.pinyin} %`);
    else query = query.where('stroke_count', '=', filter.stroke_count);
    const [rows, total] = await Promise.all([
      query.select(BROWSE_COLUMNS).orderBy('level').orderBy('sort').offset(offset).limit(limit).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** The table positions (sort) of the level-1 characters the user has learned. */
  async learnedLevelOneSorts(userId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('user_characters')
      .innerJoin('characters', 'characters.id', 'user_characters.char_id')
      .select('characters.sort')
      .where('user_characters.user_id', '=', userId)
      .where('user_characters.learned', '=', 1)
      .where('characters.level', '=', 1)
      .execute();
    return rows.map((r) => r.sort);
  }

  /** The user's marks on these characters (characters never marked are absent). */
  async marksOf(userId: number, charIds: readonly number[]): Promise<Map<number, CharacterMarkRow>> {
    if (charIds.length === 0) return new Map();
    if (this.kept) {
      const all = await this.allMarksOf(userId, this.kept);
      const found = new Map<number, CharacterMarkRow>();
      for (const id of charIds) {
        const mark = all.get(id);
        if (mark) found.set(id, mark);
      }
      return found;
    }
    let query = this.marksQueries.get(charIds.length);
    if (!query) {
      query = this.db
        .selectFrom('user_characters')
        .select(['char_id', 'learned', 'favorite'])
        .where('user_id', '=', 0)
        .where('char_id', 'in', charIds)
        .compile();
      // Past a few hundred lengths the asks are unusual: keep what is there, compile the rest each time.
      if (this.marksQueries.size < 256) this.marksQueries.set(charIds.length, query);
    }
    const asked: CompiledQuery<CharacterMarkRow> = { ...query, parameters: [userId, ...charIds] };
    const { rows } = await this.db.executeQuery(asked);
    return new Map(rows.map((r) => [r.char_id, r]));
  }

  /** Every mark of the user, from the store or read into it. */
  private async allMarksOf(userId: number, kept: KeptMarks): Promise<Map<number, CharacterMarkRow>> {
    const found = kept.byUser.get(userId);
    if (found) {
      kept.byUser.delete(userId);
      kept.byUser.set(userId, found);
      return found;
    }
    const generation = kept.generation;
    const rows = await this.db
      .selectFrom('user_characters')
      .select(['char_id', 'learned', 'favorite'])
      .where('user_id', '=', userId)
      .execute();
    const marks = new Map(rows.map((r) => [r.char_id, r]));
    if (generation !== kept.generation || kept.byUser.has(userId)) return marks;
    kept.byUser.set(userId, marks);
    kept.size += weightOf(marks);
    for (const [oldest, theirs] of kept.byUser) {
      if (kept.size <= kept.limit) break;
      kept.byUser.delete(oldest);
      kept.size -= weightOf(theirs);
    }
    return marks;
  }

  /** Drops a user's kept marks, before and after a write of them. */
  private forgetMarks(userId: number): void {
    if (!this.kept) return;
    this.kept.generation++;
    const theirs = this.kept.byUser.get(userId);
    if (!theirs) return;
    this.kept.byUser.delete(userId);
    this.kept.size -= weightOf(theirs);
  }

  characterExists(charId: number): Promise<boolean> {
    return this.db
      .selectFrom('characters')
      .select('id')
      .where('id', '=', charId)
      .executeTakeFirst()
      .then((row) => row !== undefined);
  }

  /** Sets the given marks of the user's character (absent ones keep their value) and answers all of them. */
  async setMarks(
    userId: number,
    charId: number,
    marks: { learned?: boolean; favorite?: boolean },
    now: number,
  ): Promise<CharacterMarkRow> {
    const changed = {
      ...(marks.learned === undefined ? {} : { learned: marks.learned ? 1 : 0 }),
      ...(marks.favorite === undefined ? {} : { favorite: marks.favorite ? 1 : 0 }),
      updated_at: now,
    };
    this.forgetMarks(userId);
    await this.db
      .insertInto('user_characters')
      .values({ user_id: userId, char_id: charId, learned: 0, favorite: 0, ...changed })
      .onConflict((oc) => oc.columns(['user_id', 'char_id']).doUpdateSet(changed))
      .execute();
    this.forgetMarks(userId);
    return this.db
      .selectFrom('user_characters')
      .select(['char_id', 'learned', 'favorite'])
      .where('user_id', '=', userId)
      .where('char_id', '=', charId)
      .executeTakeFirstOrThrow();
  }

  /** A page of the user's learned (or favourite) characters, latest mark first, and how many there are. */
  async listMarked(userId: number, mark: 'learned' | 'favorite', offset: number, limit: number) {
    const marked = this.db
      .selectFrom('user_characters')
      .innerJoin('characters', 'characters.id', 'user_characters.char_id')
      .where('user_characters.user_id', '=', userId)
      .where(`user_characters.${mark}`, '=', 1);
    const [rows, total] = await Promise.all([
      marked
        .select([...BROWSE_COLUMNS, 'user_characters.learned', 'user_characters.favorite'])
        .orderBy('user_characters.updated_at', 'desc')
        .orderBy('user_characters.char_id')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.countMarked(userId),
    ]);
    return { rows, total: total[mark], totals: total };
  }

  /** How many characters the user has learned and favourited. */
  async countMarked(userId: number): Promise<{ learned: number; favorite: number }> {
    const row = await this.db
      .selectFrom('user_characters')
      .select((eb) => [eb.fn.sum<number>('learned').as('learned'), eb.fn.sum<number>('favorite').as('favorite')])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { learned: Number(row?.learned ?? 0), favorite: Number(row?.favorite ?? 0) };
  }
}
