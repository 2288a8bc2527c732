import { type CharacterSearchRow, parseReadings, SEARCH_SNIPPET_CHARS } from '@yuwen/db';
import { CHINESE_CHAR_PATTERN, type SearchItem, type SearchMark, type SearchType, toneless } from '@yuwen/protocol';
import { inSlices, nextTurn } from '../../lib/next-turn.js';
import { INITIALS, normalizePinyinQuery, pinyinKeys, syllablesCovered } from './search-pinyin.js';

/** One searchable entry; entries of a type are kept in rank order, so a smaller index ranks higher. */
interface Entry {
  id: number;
  text: string;
  pinyin: string;
  detail: string;
  /** The text Chinese queries look in (headword, and for 歇后语 and poems more). */
  haystack: string;
  /** A poem's author and dynasty, answered so the page can link the author. */
  author?: string;
  dynasty?: string;
}

/** Rows of the catalogue the index is built from, each list in rank order. */
export interface SearchSources {
  characters: readonly CharacterSearchRow[];
  words: readonly { id: number; word: string; pinyin: string; frequency: number; snippet: string }[];
  idioms: readonly { id: number; idiom: string; pinyin: string; initials: string; snippet: string }[];
  xiehouyu: readonly { id: number; riddle: string; answer: string }[];
  poems: readonly PoemSource[];
}

/** A poem row of the catalogue, with the name of its collection. */
interface PoemSource {
  id: number;
  title: string;
  author: string;
  dynasty: string;
  content: string;
  collection: string;
}

/**
 * Each text once: collections repeat poems (静夜思 is in 小学必背古诗, 唐诗三百首 and 千家诗, with a comma here and
 * a full stop there), so the first in rank order stands for the same title, author and characters.
 */
function firstOfEachPoem(poems: readonly PoemSource[]): PoemSource[] {
  const seen = new Set<string>();
  return poems.filter((p) => {
    const key = `${p.title}\u0000${p.author}\u0000${p.content.replace(/[^\p{Script=Han}]/gu, '')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Why an entry matched: the marks depend on it. */
type MatchKind =
  | { kind: 'chinese'; query: string }
  | { kind: 'pinyin'; plainLength: number }
  | { kind: 'detail'; query: string };

/** A prefix index: keys sorted, each with the entry it belongs to. */
class PrefixIndex {
  private readonly keys: string[];
  private readonly entries: Int32Array;

  constructor(keys: readonly string[]) {
    const order = Int32Array.from(keys, (_, i) => i);
    order.sort((a, b) => {
      const x = keys[a] as string;
      const y = keys[b] as string;
      return x < y ? -1 : x > y ? 1 : a - b;
    });
    this.keys = Array.from(order, (i) => keys[i] as string);
    this.entries = order;
  }

  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid] as string) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Entries whose key starts with `prefix` (unordered; one key per entry, so no repeats). */
  collect(prefix: string, into: number[]): void {
    for (let i = this.lowerBound(prefix); i < this.keys.length && (this.keys[i] as string).startsWith(prefix); i++)
      into.push(this.entries[i] as number);
  }
}

/** Adds an entry to the lists of entries by the Chinese characters they contain. */
function addPostings(byChar: Map<string, number[]>, entry: Entry, index: number): void {
  for (const ch of new Set(entry.haystack)) {
    if (!CHINESE_CHAR_PATTERN.test(ch)) continue;
    const list = byChar.get(ch);
    if (list) list.push(index);
    else byChar.set(ch, [index]);
  }
}

/** The prefix indexes of a text with pinyin: toned, plain, and first letters. */
interface PinyinPrefixes {
  toned: PrefixIndex;
  plain: PrefixIndex;
  initials: PrefixIndex;
}

/** A text searchable by Chinese substring and, where it has pinyin, by pinyin and initials prefix. */
class TextIndex {
  private constructor(
    readonly entries: readonly Entry[],
    private readonly byChar: Map<string, number[]>,
    private readonly prefixes?: PinyinPrefixes,
  ) {}

  /**
   * Built a slice of entries at a time, each prefix index in a turn of its own: the word list built
   * in one go kept the server from answering for 0.7 s.
   */
  static async build(entries: readonly Entry[], withPinyin: boolean): Promise<TextIndex> {
    const byChar = new Map<string, number[]>();
    await inSlices(entries, (entry, index) => addPostings(byChar, entry, index));
    if (!withPinyin) return new TextIndex(entries, byChar);
    const keys: ReturnType<typeof pinyinKeys>[] = [];
    await inSlices(entries, (entry) => keys.push(pinyinKeys(entry.pinyin)));
    const toned = new PrefixIndex(keys.map((k) => k.toned));
    await nextTurn();
    const plain = new PrefixIndex(keys.map((k) => k.plain));
    await nextTurn();
    const initials = new PrefixIndex(keys.map((k) => k.initials));
    return new TextIndex(entries, byChar, { toned, plain, initials });
  }

  /** Entries containing the Chinese text: the rarest character's entries, then checked whole. */
  chinese(query: string): number[] {
    const chars = [...new Set(query)].filter((c) => CHINESE_CHAR_PATTERN.test(c));
    let rarest: number[] | undefined;
    for (const ch of chars) {
      const list = this.byChar.get(ch);
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    if (!rarest) return [];
    return chars.length === 1 && query.length === 1
      ? rarest
      : rarest.filter((i) => (this.entries[i] as Entry).haystack.includes(query));
  }

  /** Entries whose pinyin (toned when the query has tones) or initials start with the query. */
  pinyin(query: string): number[] {
    if (!this.prefixes) return [];
    const { plain, toned } = normalizePinyinQuery(query);
    if (!plain) return [];
    const found: number[] = [];
    if (toned) this.prefixes.toned.collect(toned, found);
    else {
      this.prefixes.plain.collect(plain, found);
      if (plain.length >= 2) this.prefixes.initials.collect(plain, found);
    }
    // Rank order is entry order; an entry found by both pinyin and initials appears twice.
    const sorted = Int32Array.from(found).sort();
    return Array.from(sorted).filter((entry, i) => i === 0 || entry !== sorted[i - 1]);
  }
}

function firstIndex(text: string, query: string, field: SearchMark['field']): SearchMark[] {
  const at = query ? text.indexOf(query) : -1;
  return at >= 0 ? [{ field, start: at, end: at + query.length }] : [];
}

function pinyinMarks(entry: Entry, plainLength: number): SearchMark[] {
  const covered = syllablesCovered(entry.pinyin, plainLength);
  const syllables = entry.pinyin.split(' ');
  const pinyinEnd = syllables.slice(0, covered).join(' ').length;
  const textEnd = [...entry.text].slice(0, covered).join('').length;
  return [
    { field: 'pinyin', start: 0, end: pinyinEnd },
    { field: 'text', start: 0, end: textEnd },
  ];
}

function present(entry: Entry, match: MatchKind): SearchItem {
  let marks: SearchMark[];
  if (match.kind === 'pinyin') marks = pinyinMarks(entry, match.plainLength);
  else if (match.kind === 'detail') marks = firstIndex(entry.detail, match.query, 'detail');
  else marks = [...firstIndex(entry.text, match.query, 'text'), ...firstIndex(entry.detail, match.query, 'detail')];
  const poet = entry.author ? { author: entry.author, dynasty: entry.dynasty ?? '' } : {};
  return { id: entry.id, text: entry.text, pinyin: entry.pinyin, detail: entry.detail, marks, ...poet };
}

/** A snippet read one character longer than shown: cut it with an ellipsis. */
function snippet(text: string): string {
  return text.length > SEARCH_SNIPPET_CHARS ? `${text.slice(0, SEARCH_SNIPPET_CHARS)}…` : text;
}

/** The first line of a poem holding the query, else its first line. */
function poemLine(content: string, query: string): string {
  const lines = content.split('\n');
  return lines.find((line) => query && line.includes(query)) ?? lines[0] ?? '';
}

/** What a search answers for one type before paging: matches in rank order, and how they matched. */
export interface TypeResult {
  indexes: readonly number[];
  present(index: number): SearchItem;
}

const EMPTY: TypeResult = { indexes: [], present: () => ({ id: 0, text: '', pinyin: '', detail: '', marks: [] }) };

type TextType = Exclude<SearchType, 'character'>;
const TEXT_TYPES: readonly TextType[] = ['word', 'idiom', 'xiehouyu', 'poem'];

/** How each kind of text is indexed (one part of the build each). */
const TEXT_INDEXES: Record<TextType, (sources: SearchSources) => Promise<TextIndex>> = {
  word: (sources) =>
    TextIndex.build(
      sources.words.map((w) => ({
        id: w.id,
        text: w.word,
        pinyin: w.pinyin,
        detail: snippet(w.snippet),
        haystack: w.word,
      })),
      true,
    ),
  idiom: (sources) =>
    TextIndex.build(
      sources.idioms.map((i) => ({
        id: i.id,
        text: i.idiom,
        pinyin: i.pinyin,
        detail: snippet(i.snippet),
        haystack: i.idiom,
      })),
      true,
    ),
  xiehouyu: (sources) =>
    TextIndex.build(
      sources.xiehouyu.map((x) => ({
        id: x.id,
        text: x.riddle,
        pinyin: '',
        detail: x.answer,
        haystack: `${x.riddle}\u0000${x.answer}`,
      })),
      false,
    ),
  poem: (sources) =>
    TextIndex.build(
      firstOfEachPoem(sources.poems).map((p) => ({
        id: p.id,
        text: p.title,
        pinyin: '',
        detail: [`${p.dynasty ? `〔${p.dynasty}〕` : ''}${p.author}`, p.collection].filter(Boolean).join(' · '),
        haystack: `${p.title}\u0000${p.author}\u0000${p.content}`,
        author: p.author,
        dynasty: p.dynasty,
      })),
      false,
    ),
};

/**
 * The whole catalogue in memory for search: built once from the database, then every query is a
 * few map look-ups, binary searches and substring checks (DESIGN §6: p99 < 10 ms).
 */
export class SearchIndex {
  private readonly characters: Entry[];
  private readonly charByText = new Map<string, number>();
  private readonly charsByRadical = new Map<string, number[]>();
  private readonly charsByStrokes = new Map<number, number[]>();
  private readonly charsBySyllable = new Map<string, number[]>();
  private readonly charsByInitial = new Map<string, number[]>();
  private readonly texts: Record<TextType, TextIndex>;

  /** Builds the index a part at a time, with a turn of the event loop between parts. */
  static async build(sources: SearchSources): Promise<SearchIndex> {
    const texts: Partial<Record<TextType, TextIndex>> = {};
    for (const type of TEXT_TYPES) {
      await nextTurn();
      texts[type] = await TEXT_INDEXES[type](sources);
    }
    await nextTurn();
    return new SearchIndex(sources, texts as Record<TextType, TextIndex>);
  }

  private constructor(sources: SearchSources, texts: Record<TextType, TextIndex>) {
    // Characters by level (traditional-only forms last), then by how much their words are used:
    // a pupil typing "xue" looks for 学 and 雪 before 穴.
    const usage = new Map<string, number>();
    for (const word of sources.words) for (const ch of word.word) usage.set(ch, (usage.get(ch) ?? 0) + word.frequency);
    const chars = [...sources.characters].sort(
      (a, b) =>
        (a.level || 9) - (b.level || 9) ||
        (usage.get(b.char) ?? 0) - (usage.get(a.char) ?? 0) ||
        a.sort - b.sort ||
        a.id - b.id,
    );
    const push = <K>(map: Map<K, number[]>, key: K, index: number) => {
      const list = map.get(key);
      if (list) {
        if (list[list.length - 1] !== index) list.push(index);
      } else map.set(key, [index]);
    };
    this.characters = chars.map((row, index) => {
      const readings = parseReadings(row.readings);
      this.charByText.set(row.char, index);
      if (row.radical) push(this.charsByRadical, row.radical, index);
      if (row.stroke_count > 0) push(this.charsByStrokes, row.stroke_count, index);
      for (const reading of readings) {
        push(this.charsBySyllable, reading, index);
        push(this.charsBySyllable, toneless(reading), index);
        const plain = toneless(reading);
        const initial = /^(zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])/.exec(plain)?.[1];
        if (initial) push(this.charsByInitial, initial, index);
      }
      const facts = [row.radical ? `部首 ${row.radical}` : '', row.stroke_count ? `${row.stroke_count}画` : ''];
      const simplified = row.simplified ? `${row.simplified}的繁体` : '';
      return {
        id: row.id,
        text: row.char,
        pinyin: readings.join(' '),
        detail: [simplified, ...facts].filter(Boolean).join(' · '),
        haystack: row.char,
      };
    });
    this.texts = texts;
    this.poemContent = new Map(sources.poems.map((p) => [p.id, p.content]));
  }

  private readonly poemContent: Map<number, string>;

  /** The matches of one type for a trimmed keyword. */
  find(type: SearchType, keyword: string): TypeResult {
    const query = keyword.replace(/\s+/g, CHINESE_CHAR_PATTERN.test(keyword) ? '' : ' ').trim();
    if (!query) return EMPTY;
    if (type === 'character') return this.findCharacters(query);
    const index = this.texts[type];
    const at = (i: number) => index.entries[i] as Entry;
    if (CHINESE_CHAR_PATTERN.test(query)) {
      const indexes = index.chinese(query);
      const match: MatchKind = { kind: 'chinese', query };
      if (type !== 'poem') return { indexes, present: (i) => present(at(i), match) };
      return {
        indexes,
        present: (i) => {
          const entry = at(i);
          const line = poemLine(this.poemContent.get(entry.id) ?? '', query);
          return present({ ...entry, detail: `${entry.detail} · ${line}` }, match);
        },
      };
    }
    if (!/^[a-zA-Züāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ1-5 '’]+$/.test(query)) return EMPTY;
    const plainLength = normalizePinyinQuery(query).plain.length;
    return { indexes: index.pinyin(query), present: (i) => present(at(i), { kind: 'pinyin', plainLength }) };
  }

  private findCharacters(query: string): TypeResult {
    const at = (i: number) => this.characters[i] as Entry;
    if (CHINESE_CHAR_PATTERN.test(query)) {
      const direct = [...new Set(query)].flatMap((c) => {
        const i = this.charByText.get(c);
        return i === undefined ? [] : [i];
      });
      const single = [...query].length === 1;
      // A single character may also be a radical: its characters follow it.
      const byRadical = single ? (this.charsByRadical.get(query) ?? []).filter((i) => !direct.includes(i)) : [];
      const radicalMatch: MatchKind = { kind: 'detail', query: `部首 ${query}` };
      return {
        indexes: [...direct, ...byRadical],
        present: (i) => present(at(i), direct.includes(i) ? { kind: 'chinese', query } : radicalMatch),
      };
    }
    if (/^\d{1,2}$/.test(query)) {
      const match: MatchKind = { kind: 'detail', query: `${Number(query)}画` };
      return { indexes: this.charsByStrokes.get(Number(query)) ?? [], present: (i) => present(at(i), match) };
    }
    const { plain, toned } = normalizePinyinQuery(query);
    if (!plain || /\d/.test(query.replace(/[1-5]$/, ''))) return EMPTY;
    const exact = toned ? this.charsBySyllable.get(toned) : this.charsBySyllable.get(plain);
    const byInitial = !toned && INITIALS.has(plain) ? (this.charsByInitial.get(plain) ?? []) : [];
    const seen = new Set(exact);
    const indexes = [...(exact ?? []), ...byInitial.filter((i) => !seen.has(i))];
    return {
      indexes,
      present: (i) => {
        const entry = at(i);
        const readings = entry.pinyin.split(' ');
        const hit = readings.findIndex((r) =>
          toned ? r === toned : toneless(r) === plain || toneless(r).startsWith(plain),
        );
        const start = hit >= 0 ? readings.slice(0, hit).join(' ').length + (hit > 0 ? 1 : 0) : 0;
        const end = hit >= 0 ? start + (readings[hit] as string).length : 0;
        return {
          id: entry.id,
          text: entry.text,
          pinyin: entry.pinyin,
          detail: entry.detail,
          marks: hit >= 0 ? [{ field: 'pinyin', start, end }] : [],
        };
      },
    };
  }
}
