import { type Kysely, sql } from 'kysely';
import type {
  CharacterOriginTable,
  CharacterRow,
  IdiomRow,
  PronunciationRow,
  WordRow,
} from '../tables/catalogue.tables.js';
import type { Tables } from '../tables/tables.js';
import { SHOWN_IDIOM_RANK } from './pupil-dictionary.repository.js';

/** A word containing a character, as the dictionary lists it. */
export type CharacterWord = Pick<WordRow, 'id' | 'word' | 'pinyin' | 'explanation'>;

/** The fields of a character the search index needs. */
export type CharacterSearchRow = Pick<
  CharacterRow,
  'id' | 'char' | 'level' | 'sort' | 'simplified' | 'readings' | 'pinyin_plain' | 'stroke_count' | 'radical'
>;

/** A character's readings, stored as a JSON array of tone-marked pinyin; a malformed value reads as none. */
export function parseReadings(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
  } catch {
    return [];
  }
}

/** How much of an explanation the search results show; one character more is read to tell a cut. */
export const SEARCH_SNIPPET_CHARS = 60;

/**
 * Reads the content catalogue (written by the importer): the dictionary entry of a character
 * with its words, idioms and ancient forms, the recordings, and the rows the search index is
 * built from.
 */
export class CatalogueRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  findCharacterById(id: number): Promise<CharacterRow | undefined> {
    return this.db.selectFrom('characters').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findCharacter(char: string): Promise<CharacterRow | undefined> {
    return this.db.selectFrom('characters').selectAll().where('char', '=', char).executeTakeFirst();
  }

  /** The ancient forms of a character (oracle, bronze, seal), any order. */
  listOrigins(charId: number): Promise<Pick<CharacterOriginTable, 'kind' | 'svg'>[]> {
    return this.db.selectFrom('character_origins').select(['kind', 'svg']).where('char_id', '=', charId).execute();
  }

  /** Which characters have ancient forms at all (ids). */
  async hasOrigins(charId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('character_origins')
      .select('char_id')
      .where('char_id', '=', charId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Words containing `char`: the common 组词 list first, then by frequency. */
  listWordsOf(char: string, limit: number): Promise<CharacterWord[]> {
    return this.db
      .selectFrom('word_chars')
      .innerJoin('words', 'words.id', 'word_chars.word_id')
      .select(['words.id', 'words.word', 'words.pinyin', 'words.explanation'])
      .where('word_chars.char', '=', char)
      .orderBy('words.common', 'desc')
      .orderBy('words.frequency', 'desc')
      .orderBy('words.id')
      .limit(limit)
      .execute();
  }

  /** The idioms containing `char` that pupils may see, those they meet first, then by frequency. */
  listIdiomsOf(char: string, limit: number): Promise<IdiomRow[]> {
    return this.db
      .selectFrom('idiom_chars')
      .innerJoin('idioms', 'idioms.id', 'idiom_chars.idiom_id')
      .selectAll('idioms')
      .where('idiom_chars.char', '=', char)
      .where('idioms.pupil_rank', '<=', SHOWN_IDIOM_RANK)
      .orderBy('idioms.pupil_rank')
      .orderBy('idioms.frequency', 'desc')
      .orderBy('idioms.id')
      .limit(limit)
      .execute();
  }

  /** Every real syllable recording (about two thousand rows). */
  listPronunciations(): Promise<PronunciationRow[]> {
    return this.db.selectFrom('pronunciations').selectAll().execute();
  }

  // The search index reads every row once per process; these select only what it shows.

  listCharactersForSearch(): Promise<CharacterSearchRow[]> {
    return this.db
      .selectFrom('characters')
      .select(['id', 'char', 'level', 'sort', 'simplified', 'readings', 'pinyin_plain', 'stroke_count', 'radical'])
      .orderBy('id')
      .execute();
  }

  /** A page of the word list in rank order: the most common words first. */
  listWordsForSearch(
    offset: number,
    limit: number,
  ): Promise<{ id: number; word: string; pinyin: string; common: number; frequency: number; snippet: string }[]> {
    return this.db
      .selectFrom('words')
      .select([
        'id',
        'word',
        'pinyin',
        'common',
        'frequency',
        sql<string>`substr(explanation, 1, ${sql.lit(SEARCH_SNIPPET_CHARS + 1)})`.as('snippet'),
      ])
      .orderBy('common', 'desc')
      .orderBy('frequency', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** A page of the idioms in rank order. */
  listIdiomsForSearch(
    offset: number,
    limit: number,
  ): Promise<{ id: number; idiom: string; pinyin: string; initials: string; snippet: string }[]> {
    return (
      this.db
        .selectFrom('idioms')
        .select([
          'id',
          'idiom',
          'pinyin',
          'initials',
          sql<string>`substr(paraphrase, 1, ${sql.lit(SEARCH_SNIPPET_CHARS + 1)})`.as('snippet'),
        ])
        // Rank order: idioms pupils meet first, obscure ones after the common, unsuitable ones last.
        .orderBy('pupil_rank')
        .orderBy('frequency', 'desc')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute()
    );
  }

  listXiehouyuForSearch(): Promise<{ id: number; riddle: string; answer: string }[]> {
    return this.db.selectFrom('xiehouyu').select(['id', 'riddle', 'answer']).orderBy('id').execute();
  }

  /** Poems in collection order (collections by their sort, then the poem's sort), each with its collection's name. */
  listPoemsForSearch(): Promise<
    { id: number; title: string; author: string; dynasty: string; content: string; collection: string }[]
  > {
    return this.db
      .selectFrom('poems')
      .innerJoin('poem_collections', 'poem_collections.key', 'poems.collection')
      .select([
        'poems.id',
        'poems.title',
        'poems.author',
        'poems.dynasty',
        'poems.content',
        'poem_collections.name as collection',
      ])
      .orderBy('poem_collections.sort')
      .orderBy('poems.sort')
      .orderBy('poems.id')
      .execute();
  }
}
