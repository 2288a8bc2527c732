import type { NameFavouriteRow, ZyqmCharacterRow, ZyqmRepository } from '@yuwen/db';
import {
  ANCIENT_SCRIPTS,
  CHAR_FORMATIONS,
  type CharFormation,
  NAME_PAGE_SIZE,
  type NameFavorite,
  type NameIdea,
  splitTone,
  ZYQM_IDIOM_COUNT,
  type ZyqmChar,
  type ZyqmCharGroup,
  type ZyqmIdiom,
  type ZyqmPoem,
  type ZyqmPoemStory,
} from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { originFormUrl } from '../media/media.service.js';
import { NAME_CHARACTERS, NAME_READINGS } from './name-characters.js';
import { NAME_EXCLUSIONS } from './name-exclusions.js';
import {
  buildIdeaPool,
  type IdeaPoem,
  ideasFor,
  type NameCharInfo,
  nameCharInfo,
  type PoolIdea,
} from './name-ideas.js';
import { parseSurnames, SURNAME_READINGS } from './surnames.js';

/** The collections names come from: 诗经, 楚辞 and 唐诗三百首, in this order. */
export const NAME_COLLECTIONS = ['shijing', 'chuci', 'tangshi300'] as const;
const SURNAME_COLLECTION = 'baijiaxing';

const NO_CHAR = '这个字还没有字源资料';
const NO_POEM = '没有找到这首诗';
const NO_FAVOURITE = '没有找到这个收藏';
const notSurname = (s: string) => `“${s}”不在《百家姓》里，请换一个姓试试`;
const NOT_IN_LINE = '这个名字不在这一句诗里';

/** Themes of our idiom stories a five-year-old can picture (animals, plants, the body …). */
const CONCRETE_THEMES = new Set(['fable', 'myth', 'animals', 'plants', 'nature', 'body']);

const firstReading = (readings: string) => (JSON.parse(readings) as string[])[0] ?? '';

/** Our dictionary's senses of a character, one a line, examples after the colon left out. */
function senses(paraphrase: string): string[] {
  return [...paraphrase.matchAll(/^\d+\.\s*(.+)$/gmu)].map((m) => (m[1] ?? '').replace(/：.*$/u, '').trim());
}

/** The poem up to its first full stop: a catalogue line may be one clause (咏鹅's “鹅，鹅，鹅，”). */
function firstSentence(lines: readonly string[]): string {
  const text = lines.join('');
  return text.match(/^.*?[。？！]/u)?.[0] ?? lines[0] ?? '';
}

const formationOf = (row: ZyqmCharacterRow): CharFormation =>
  (CHAR_FORMATIONS as readonly string[]).includes(row.formation) ? (row.formation as CharFormation) : '';

interface NameData {
  pool: PoolIdea[];
  chars: Map<string, NameCharInfo>;
  poems: Map<number, IdeaPoem>;
  surnames: Set<string>;
}

/** 字源起名's four parts. The name pool is built once per process, on first use (the catalogue is read-only while serving). */
export class ZyqmService {
  private names: Promise<NameData> | undefined;

  constructor(
    private readonly repo: ZyqmRepository,
    private readonly now: () => number = Date.now,
  ) {}

  // ── 趣味识字 ──────────────────────────────────────────────────────────────────────────────────

  /**
   * The characters with ancient forms in the formation groups the table records, oldest form as
   * picture; in each group those with our story first, so a child meets a story on the first screen.
   */
  async charGroups(): Promise<{ groups: ZyqmCharGroup[] }> {
    const [rows, kinds, stories] = await Promise.all([
      this.repo.charactersWithOrigins(),
      this.repo.originKinds(),
      this.repo.charsWithStories(),
    ]);
    const groups = CHAR_FORMATIONS.map((formation) => ({ formation, chars: [] as ZyqmCharGroup['chars'] }));
    for (const row of rows) {
      const oldest = ANCIENT_SCRIPTS.find((s) => kinds.get(row.id)?.includes(s.kind));
      if (!oldest) continue;
      const tile = {
        id: row.id,
        char: row.char,
        pinyin: firstReading(row.readings),
        picture: originFormUrl(row.id, oldest.kind),
        has_story: stories.has(row.char),
      };
      groups.find((g) => g.formation === formationOf(row))?.chars.push(tile);
    }
    // Array sort is stable: within each half the table's order stays.
    for (const group of groups) group.chars.sort((a, b) => Number(b.has_story) - Number(a.has_story));
    return { groups };
  }

  async char(char: string): Promise<ZyqmChar> {
    const row = await this.repo.findCharacter(char);
    const kinds = row ? ((await this.repo.originKinds([row.id])).get(row.id) ?? []) : [];
    if (!row || kinds.length === 0) throw AppError.notFound(NO_CHAR);
    const story = await this.repo.charStory(row.char);
    return {
      id: row.id,
      char: row.char,
      pinyin: firstReading(row.readings),
      formation: formationOf(row),
      stroke_count: row.stroke_count,
      meanings: senses(row.basic_paraphrase),
      story: story ?? '',
      forms: ANCIENT_SCRIPTS.map(({ kind, name }) => ({
        kind,
        script: name,
        picture: kinds.includes(kind) ? originFormUrl(row.id, kind) : '',
      })),
    };
  }

  // ── 成语学堂 ──────────────────────────────────────────────────────────────────────────────────

  /**
   * The easiest of our idiom stories: lowest grade first, then concrete themes, common characters
   * (their place in the 通用规范汉字表) and a short story.
   */
  async idioms(): Promise<{ list: ZyqmIdiom[] }> {
    const [stories, characters] = await Promise.all([this.repo.idiomStories(), this.repo.levelOneCharacters()]);
    const rank = new Map(characters.map((c) => [c.char, c.sort]));
    const score = (s: (typeof stories)[number]) => {
      const chars = [...s.idiom];
      const commonness = chars.reduce((sum, c) => sum + (rank.get(c) ?? 5000), 0) / chars.length / 500;
      const concrete = (JSON.parse(s.themes) as string[]).some((t) => CONCRETE_THEMES.has(t)) ? -3 : 0;
      return s.grade * 4 + concrete + commonness + s.story.length / 100;
    };
    const list = stories
      .map((s) => ({ s, score: score(s) }))
      .sort((a, b) => a.score - b.score || a.s.sort - b.s.sort)
      .slice(0, ZYQM_IDIOM_COUNT)
      .map(({ s }) => ({ idiom: s.idiom, pinyin: s.pinyin, meaning: s.meaning }));
    return { list };
  }

  // ── 诗词乐园 ──────────────────────────────────────────────────────────────────────────────────

  private async stories(): Promise<ZyqmPoemStory[]> {
    return (await this.repo.poemStories()).map((row) => {
      const lines = row.content.split('\n').filter((l) => l.trim() !== '');
      return {
        key: row.key,
        poem_id: row.id,
        title: row.title,
        author: row.author,
        dynasty: row.dynasty,
        first_line: firstSentence(lines),
        lines,
        story: JSON.parse(row.story) as string[],
      };
    });
  }

  async poems(): Promise<{ list: ZyqmPoem[] }> {
    return { list: (await this.stories()).map(({ lines: _l, story: _s, ...poem }) => poem) };
  }

  async poemStory(key: string): Promise<ZyqmPoemStory> {
    const story = (await this.stories()).find((s) => s.key === key);
    if (!story) throw AppError.notFound(NO_POEM);
    return story;
  }

  // ── 个性起名 ──────────────────────────────────────────────────────────────────────────────────

  private nameData(): Promise<NameData> {
    this.names ??= this.buildNameData().catch((error: unknown) => {
      this.names = undefined;
      throw error;
    });
    return this.names;
  }

  private async buildNameData(): Promise<NameData> {
    const [characters, poems, collections, words] = await Promise.all([
      this.repo.levelOneCharacters(),
      this.repo.poemsOf([...NAME_COLLECTIONS, SURNAME_COLLECTION]),
      this.repo.collectionNames(),
      this.repo.twoCharWords(),
    ]);
    const allowed = {
      names: NAME_CHARACTERS,
      excluded: new Set(NAME_EXCLUSIONS.map((e) => e.text)),
      readings: NAME_READINGS,
    };
    const chars = new Map<string, NameCharInfo>();
    for (const row of characters) {
      const info = nameCharInfo(row, allowed);
      if (info) chars.set(row.char, info);
    }
    const collectionName = new Map(collections.map((c) => [c.key, c.name]));
    const order = (key: string) => (NAME_COLLECTIONS as readonly string[]).indexOf(key);
    const ideaPoems: IdeaPoem[] = poems
      .filter((p) => order(p.collection) >= 0)
      .sort((a, b) => order(a.collection) - order(b.collection) || a.sort - b.sort || a.id - b.id)
      .map((p) => ({ ...p, collection: collectionName.get(p.collection) ?? p.collection }));
    const baijiaxing = poems.find((p) => p.collection === SURNAME_COLLECTION)?.content ?? '';
    return {
      pool: buildIdeaPool(ideaPoems, chars, new Set(words), allowed.excluded),
      chars,
      poems: new Map(ideaPoems.map((p) => [p.id, p])),
      surnames: parseSurnames(baijiaxing),
    };
  }

  /** A surname of 百家姓 with its reading, else the clear message. */
  private async surname(data: NameData, text: string) {
    if (!data.surnames.has(text)) throw AppError.badRequest(notSurname(text));
    const reviewed = SURNAME_READINGS[text];
    const pinyin =
      reviewed ??
      (await this.repo.readingsOf([...text]))
        .sort((a, b) => text.indexOf(a.char) - text.indexOf(b.char))
        .map((r) => firstReading(r.readings))
        .join(' ');
    const tones = pinyin.split(' ').map((p) => splitTone(p).tone);
    return { surname: text, pinyin, tones };
  }

  private present(data: NameData, idea: PoolIdea): NameIdea {
    return {
      name: idea.name,
      chars: [...idea.name].map((c) => data.chars.get(c) ?? { char: c, pinyin: '', tone: 0, meaning: '', strokes: 0 }),
      poem_id: idea.poem.id,
      title: idea.poem.title,
      author: idea.poem.author,
      dynasty: idea.poem.dynasty,
      collection: idea.poem.collection,
      line: idea.line,
      marks: idea.marks,
    };
  }

  async ideas(params: { surname: string; length: number; page: number }) {
    const data = await this.nameData();
    const surname = await this.surname(data, params.surname);
    const { list, hasMore } = ideasFor(
      data.pool,
      data.chars,
      { text: surname.surname, tones: surname.tones },
      { length: params.length, page: params.page, pageSize: NAME_PAGE_SIZE },
    );
    return {
      surname,
      list: list.map((idea) => this.present(data, idea)),
      page: params.page,
      page_size: NAME_PAGE_SIZE,
      has_more: hasMore,
    };
  }

  private presentFavourite(data: NameData, row: NameFavouriteRow): NameFavorite | undefined {
    const poem = data.poems.get(row.poem_id);
    if (!poem) return undefined;
    const start = [...row.line.slice(0, Math.max(row.line.indexOf(row.name), 0))].length;
    const marks = [...row.name].map((_, i) => start + i);
    return { id: row.id, surname: row.surname, ...this.present(data, { name: row.name, poem, line: row.line, marks }) };
  }

  async favourites(userId: number): Promise<{ list: NameFavorite[] }> {
    const [data, rows] = await Promise.all([this.nameData(), this.repo.favourites(userId)]);
    return { list: rows.flatMap((row) => this.presentFavourite(data, row) ?? []) };
  }

  /** Keeps an idea the pool could have offered: a surname of 百家姓, a name standing in that line of that poem. */
  async keep(userId: number, params: { surname: string; name: string; poem_id: number; line: string }) {
    const data = await this.nameData();
    await this.surname(data, params.surname);
    const poem = data.poems.get(params.poem_id);
    if (!poem) throw AppError.notFound(NO_POEM);
    const fits =
      poem.content.includes(params.line) &&
      params.line.includes(params.name) &&
      [...params.name].every((c) => data.chars.has(c));
    if (!fits) throw AppError.badRequest(NOT_IN_LINE);
    const row = await this.repo.keepFavourite({
      user_id: userId,
      surname: params.surname,
      name: params.name,
      poem_id: params.poem_id,
      line: params.line,
      created_at: this.now(),
    });
    const kept = this.presentFavourite(data, row);
    if (!kept) throw AppError.notFound(NO_POEM);
    return kept;
  }

  async remove(userId: number, id: number) {
    if (!(await this.repo.removeFavourite(id, userId))) throw AppError.notFound(NO_FAVOURITE);
    return { id };
  }
}
