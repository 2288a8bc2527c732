// 个性起名's idea pool (pure): names of one or two characters taken from lines of 诗经, 楚辞 and
// 唐诗, built once from the catalogue, then read a page at a time for a surname. No fortune-telling:
// the only rules are meaning (our dictionary, the reviewed exclusions), sound (tones) and the source.
import { splitTone } from '@yuwen/protocol';

/** A character a name may hold, with what the page shows of it. */
export interface NameCharInfo {
  char: string;
  pinyin: string;
  tone: number;
  meaning: string;
  strokes: number;
}

export interface IdeaPoem {
  id: number;
  title: string;
  author: string;
  dynasty: string;
  collection: string;
  content: string;
}

/** One idea of the pool: the name, where it stands in which line of which poem. */
export interface PoolIdea {
  name: string;
  poem: IdeaPoem;
  line: string;
  marks: number[];
}

/** Labels of our dictionary that make a character a grammar word, not a name (STYLE.md of the pupil dictionary). */
const GRAMMAR_LABELS = /^〔(助词|介词|连词|副词|叹词|拟声词|量词|代词)〕/u;

/** The first sense of a reading's block in our dictionary text ("pinyin\n1. sense：examples …"), or of the first block. */
function firstSense(paraphrase: string, reading: string | undefined): string | undefined {
  const blocks = paraphrase.split(/\n\s*\n/u);
  const block = (reading && blocks.find((b) => b.split('\n')[0]?.trim() === reading)) || blocks[0] || '';
  return /^\d+\.\s*(.+)$/mu.exec(block)?.[1];
}

/**
 * The name facts of a character from its table row, undefined when it cannot be in a name: one of
 * the name characters, not excluded, one sure reading (the name reading of a reviewed polyphone, else
 * the only tone-marked one), our dictionary's first sense of it without examples, not a grammar word.
 */
export function nameCharInfo(
  row: { char: string; readings: string; stroke_count: number; basic_paraphrase: string },
  allowed: { names: ReadonlySet<string>; excluded: ReadonlySet<string>; readings: Readonly<Record<string, string>> },
): NameCharInfo | undefined {
  if (!allowed.names.has(row.char) || allowed.excluded.has(row.char)) return undefined;
  const readings = new Set((JSON.parse(row.readings) as string[]).filter((r) => splitTone(r).tone !== 5));
  const pinyin = allowed.readings[row.char] ?? (readings.size === 1 ? [...readings][0] : undefined);
  if (pinyin === undefined || !readings.has(pinyin)) return undefined;
  const first = firstSense(row.basic_paraphrase, pinyin);
  if (first === undefined || GRAMMAR_LABELS.test(first)) return undefined;
  const meaning = (first.split('：')[0] ?? '').replace(/^〔[^〕]*〕/u, '').trim();
  if (meaning === '') return undefined;
  return { char: row.char, pinyin, tone: splitTone(pinyin).tone, meaning, strokes: row.stroke_count };
}

/** A stable 32-bit hash (FNV-1a), so the same data and surname give the same pages. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A poem cut into sentences (up to 。？！；), each with its characters as code points. */
function sentences(content: string): string[] {
  return content
    .split(/(?<=[。？！；])|\n/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * Every name the poems offer, each once (its first source), in a fixed shuffled order so neighbours
 * come from different poems: a single character, or two side by side that make a word of the
 * catalogue's word list (so 明月 and 春风, never the two ends of neighbouring words). A line holding
 * an excluded character gives no name: the line is shown with it.
 */
export function buildIdeaPool(
  poems: readonly IdeaPoem[],
  chars: ReadonlyMap<string, NameCharInfo>,
  words: ReadonlySet<string>,
  excluded: ReadonlySet<string>,
): PoolIdea[] {
  const seen = new Map<string, PoolIdea>();
  const add = (name: string, poem: IdeaPoem, line: string, marks: number[]) => {
    if (!seen.has(name)) seen.set(name, { name, poem, line, marks });
  };
  for (const poem of poems) {
    for (const line of sentences(poem.content)) {
      const points = [...line];
      if (points.some((c) => excluded.has(c))) continue;
      points.forEach((c, i) => {
        if (!chars.has(c)) return;
        add(c, poem, line, [i]);
        const next = points[i + 1];
        const pair = c + (next ?? '');
        if (next !== undefined && chars.has(next) && words.has(pair) && !excluded.has(pair))
          add(pair, poem, line, [i, i + 1]);
      });
    }
  }
  return [...seen.values()]
    .map((idea) => ({ idea, key: hash(idea.name) }))
    .sort((a, b) => a.key - b.key || (a.idea.name < b.idea.name ? -1 : 1))
    .map(({ idea }) => idea);
}

/** No three syllables in a row on the same tone (姓 + 名 read as one). */
export function tonesFlow(tones: readonly number[]): boolean {
  for (let i = 2; i < tones.length; i++) if (tones[i] === tones[i - 1] && tones[i] === tones[i - 2]) return false;
  return true;
}

/**
 * One page of ideas for a surname: the pool read from a place the surname chooses (so surnames differ,
 * the same surname always alike), keeping ideas whose tones flow with it and that repeat none of its
 * characters. `hasMore` says whether another page follows.
 */
export function ideasFor(
  pool: readonly PoolIdea[],
  chars: ReadonlyMap<string, NameCharInfo>,
  surname: { text: string; tones: readonly number[] },
  options: { length: number; page: number; pageSize: number },
): { list: PoolIdea[]; hasMore: boolean } {
  const skip = (options.page - 1) * options.pageSize;
  const start = pool.length === 0 ? 0 : hash(surname.text) % pool.length;
  const list: PoolIdea[] = [];
  let matched = 0;
  for (let n = 0; n < pool.length; n++) {
    const idea = pool[(start + n) % pool.length] as PoolIdea;
    const points = [...idea.name];
    if (options.length !== 0 && points.length !== options.length) continue;
    if (points.some((c) => surname.text.includes(c))) continue;
    const tones = [...surname.tones, ...points.map((c) => chars.get(c)?.tone ?? 0)];
    if (!tonesFlow(tones)) continue;
    if (matched++ < skip) continue;
    if (list.length === options.pageSize) return { list, hasMore: true };
    list.push(idea);
  }
  return { list, hasMore: false };
}
