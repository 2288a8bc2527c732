import type { CatalogueRepository, CharacterRow } from '@yuwen/db';
import { type Character, CODE, MESSAGE } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { isSingleChar, type MediaService } from '../media/media.service.js';
import { presentCharacter, WORDS_PER_READING } from './character.presenter.js';

/** Idioms under 成语典故. */
export const EXAMPLE_IDIOMS = 5;
/**
 * Answers are kept this long: the catalogue changes only on import or an admin edit, and a class
 * looks up the same characters again and again.
 */
export const CHARACTER_CACHE_MS = 60_000;
const CHARACTER_CACHE_SIZE = 2000;
// Words read per character before grouping by reading (enough for a few readings).
const WORDS_READ = WORDS_PER_READING * 8;

/** Which character a lookup asks for (spec §5): a numeric query is an id, else a simplified character. */
export type CharacterQuery = { id: number } | { char: string };

/** The dictionary lookup. */
export class CharacterService {
  private readonly cache = new Map<string, { entity: Promise<Character>; until: number; recordings: number }>();

  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly media: MediaService,
    private readonly now: () => number = Date.now,
  ) {}

  /** The entity of spec §3; code 404 with 未查询到该汉字的信息 when there is no such character. */
  lookup(query: CharacterQuery): Promise<Character> {
    const key = 'id' in query ? `#${query.id}` : query.char;
    const hit = this.cache.get(key);
    // A teacher's new recording of a reading shows at once on the server that took it.
    if (hit && hit.until > this.now() && hit.recordings === this.media.recordingsChangeCount) return hit.entity;
    const entity = this.build(query);
    if (this.cache.size >= CHARACTER_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, {
      entity,
      until: this.now() + CHARACTER_CACHE_MS,
      recordings: this.media.recordingsChangeCount,
    });
    // Not-found answers and failures are not kept: an import may add the character any moment.
    entity.catch(() => this.cache.delete(key));
    return entity;
  }

  private async find(query: CharacterQuery): Promise<CharacterRow | undefined> {
    if ('id' in query) return this.catalogue.findCharacterById(query.id);
    if (!isSingleChar(query.char)) return undefined;
    return this.catalogue.findCharacter(query.char);
  }

  private async build(query: CharacterQuery): Promise<Character> {
    const found = await this.find(query);
    if (!found) throw new AppError(CODE.notFound, MESSAGE.characterNotFound);
    // A traditional form outside the table is shown as the simplified character it belongs to.
    const row = (found.simplified && (await this.catalogue.findCharacter(found.simplified))) || found;
    const [words, idioms, hasOrigins, recordings, radicalDrawable] = await Promise.all([
      this.catalogue.listWordsOf(row.char, WORDS_READ),
      this.catalogue.listIdiomsOf(row.char, EXAMPLE_IDIOMS),
      this.catalogue.hasOrigins(row.id),
      this.media.recordingFiles(),
      row.radical ? this.media.hasStrokeData(row.radical) : Promise.resolve(false),
    ]);
    return presentCharacter({ row, words, idioms, hasOrigins, recordings, radicalDrawable });
  }
}
