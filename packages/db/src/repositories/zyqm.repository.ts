import type { Kysely } from 'kysely';
import type { Tables } from '../tables/tables.js';
import type { CharStoryTable, NameFavouriteRow, PoemStoryTable } from '../tables/zyqm.tables.js';

/** A character with the facts 字源起名 shows: readings, strokes, formation, our senses, its ancient forms. */
export interface ZyqmCharacterRow {
  id: number;
  char: string;
  level: number;
  sort: number;
  /** JSON array of tone-marked readings. */
  readings: string;
  stroke_count: number;
  formation: string;
  basic_paraphrase: string;
}

export interface ZyqmPoemRow {
  id: number;
  collection: string;
  sort: number;
  title: string;
  author: string;
  dynasty: string;
  content: string;
}

/** One of our idiom stories with what ranks it for young children. */
export interface ZyqmIdiomStoryRow {
  idiom: string;
  sort: number;
  pinyin: string;
  meaning: string;
  story: string;
  themes: string;
  grade: number;
}

const CHARACTER_COLUMNS = [
  'id',
  'char',
  'level',
  'sort',
  'readings',
  'stroke_count',
  'formation',
  'basic_paraphrase',
] as const;

/** 字源起名's reads of the catalogue, our poem stories, and each pupil's kept names. */
export class ZyqmRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Every character that has an ancient form, in table order. */
  charactersWithOrigins(): Promise<ZyqmCharacterRow[]> {
    return this.db
      .selectFrom('characters')
      .select(CHARACTER_COLUMNS)
      .where('id', 'in', (qb) => qb.selectFrom('character_origins').select('char_id'))
      .where('level', '>', 0)
      .orderBy('level')
      .orderBy('sort')
      .execute();
  }

  /** The kinds of ancient form (oracle, bronze, seal) each character has, by character id. */
  async originKinds(charIds?: readonly number[]): Promise<Map<number, string[]>> {
    let query = this.db.selectFrom('character_origins').select(['char_id', 'kind']);
    if (charIds) {
      if (charIds.length === 0) return new Map();
      query = query.where('char_id', 'in', charIds);
    }
    const kinds = new Map<number, string[]>();
    for (const row of await query.execute()) kinds.set(row.char_id, [...(kinds.get(row.char_id) ?? []), row.kind]);
    return kinds;
  }

  findCharacter(char: string): Promise<ZyqmCharacterRow | undefined> {
    return this.db
      .selectFrom('characters')
      .select(CHARACTER_COLUMNS)
      .where('char', '=', char)
      .where('level', '>', 0)
      .executeTakeFirst();
  }

  /** The level-1 characters (those our pupil dictionary explains), for name ideas. */
  levelOneCharacters(): Promise<ZyqmCharacterRow[]> {
    return this.db.selectFrom('characters').select(CHARACTER_COLUMNS).where('level', '=', 1).orderBy('sort').execute();
  }

  /** Readings of any characters of the table (surnames may be rarer than level 1). */
  readingsOf(chars: readonly string[]): Promise<{ char: string; readings: string }[]> {
    if (chars.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('characters')
      .select(['char', 'readings'])
      .where('char', 'in', chars)
      .where('level', '>', 0)
      .execute();
  }

  /** The two-character words of the catalogue's word list. */
  async twoCharWords(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('words')
      .select('word')
      .where((eb) => eb(eb.fn('length', ['word']), '=', 2))
      .execute();
    return rows.map((r) => r.word);
  }

  /** The poems of these collections in collection and poem order. */
  poemsOf(collections: readonly string[]): Promise<ZyqmPoemRow[]> {
    return this.db
      .selectFrom('poems')
      .select(['id', 'collection', 'sort', 'title', 'author', 'dynasty', 'content'])
      .where('collection', 'in', collections)
      .orderBy('id')
      .execute();
  }

  findPoem(id: number): Promise<ZyqmPoemRow | undefined> {
    return this.db
      .selectFrom('poems')
      .select(['id', 'collection', 'sort', 'title', 'author', 'dynasty', 'content'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  collectionNames(): Promise<{ key: string; name: string }[]> {
    return this.db.selectFrom('poem_collections').select(['key', 'name']).execute();
  }

  idiomStories(): Promise<ZyqmIdiomStoryRow[]> {
    return this.db
      .selectFrom('idiom_stories')
      .select(['idiom', 'sort', 'pinyin', 'meaning', 'story', 'themes', 'grade'])
      .orderBy('sort')
      .execute();
  }

  // ── 趣味识字：造字故事 ──────────────────────────────────────────────────────────────────────────

  /** Replaces our character stories (the importer's file is the whole set). */
  async replaceCharStories(rows: readonly CharStoryTable[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('char_stories').execute();
      if (rows.length)
        await trx
          .insertInto('char_stories')
          .values([...rows])
          .execute();
    });
  }

  /** Our story of how this character was made, if we wrote one. */
  async charStory(char: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('char_stories').select('story').where('char', '=', char).executeTakeFirst();
    return row?.story;
  }

  /** The characters we wrote a story for. */
  async charsWithStories(): Promise<Set<string>> {
    const rows = await this.db.selectFrom('char_stories').select('char').execute();
    return new Set(rows.map((r) => r.char));
  }

  // ── 诗词乐园 ────────────────────────────────────────────────────────────────────────────────────

  async replacePoemStories(rows: readonly PoemStoryTable[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('poem_stories').execute();
      if (rows.length)
        await trx
          .insertInto('poem_stories')
          .values([...rows])
          .execute();
    });
  }

  /** Our stories with their poems (a story whose poem is gone is left out). */
  poemStories(): Promise<(ZyqmPoemRow & { key: string; story: string })[]> {
    return this.db
      .selectFrom('poem_stories')
      .innerJoin('poems', 'poems.id', 'poem_stories.poem_id')
      .select([
        'poem_stories.key',
        'poem_stories.story',
        'poems.id',
        'poems.collection',
        'poems.sort',
        'poems.title',
        'poems.author',
        'poems.dynasty',
        'poems.content',
      ])
      .orderBy('poem_stories.sort')
      .execute();
  }

  // ── 个性起名: kept names ────────────────────────────────────────────────────────────────────────

  favourites(userId: number): Promise<NameFavouriteRow[]> {
    return this.db
      .selectFrom('name_favourites')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Keeps the name once: the same surname and name again answers the row already kept. */
  async keepFavourite(row: Omit<NameFavouriteRow, 'id'>): Promise<NameFavouriteRow> {
    await this.db
      .insertInto('name_favourites')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'surname', 'name']).doNothing())
      .execute();
    return this.db
      .selectFrom('name_favourites')
      .selectAll()
      .where('user_id', '=', row.user_id)
      .where('surname', '=', row.surname)
      .where('name', '=', row.name)
      .executeTakeFirstOrThrow();
  }

  /** Removes a kept name of this pupil's only; false when they have none with that id. */
  async removeFavourite(id: number, userId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('name_favourites')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
