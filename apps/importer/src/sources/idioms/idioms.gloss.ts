import { cleanExplanation } from '../../common/explanation.js';

/**
 * Pure cleaning of an idiom's scraped gloss (cnchar-data) into its meaning, its example and the
 * idioms it refers to, on top of the shared cleaner (common/explanation.ts). The scrape lost the
 * colon after each glossed character (「分本分。」 for 「分：本分。」) and the separator before an example
 * sentence (「越来越困苦祖母病故，…雪上加霜的日子。」).
 *
 * Colons are put back where a gloss opens with characters of the idiom followed by their sense:
 * the longest run (up to four) that the idiom contains, or two joined by 、 (神、妙). A run of such
 * glosses keeps to the idiom's order, and the first is refused where the text reads as a
 * paraphrase (名称与实质…, 四面八方…: see glossKey).
 *
 * An example begins where the reviewed table (idioms.examples.ts) says; without an entry a gloss
 * keeps its text as it is, since where the meaning ends cannot be told from the text alone.
 */

export interface IdiomGloss {
  /** The meaning, senses numbered "1." "2." when there are several; '' for none. */
  paraphrase: string;
  /** The example sentences the gloss carried, '' for none. */
  example: string;
  /** The idioms the gloss refers to with 见“…” or 同“…”, other than itself. */
  seeAlso: string[];
}

export interface GlossReview {
  /** Reviewed typo fixes for this idiom's raw gloss: [wrong, right]. */
  fixes?: readonly (readonly [string, string])[];
  /**
   * Where its examples begin: the opening words of each example, in order ([] when the idiom
   * appears in the gloss but never in an example, e.g. in a quoted source).
   */
  examples?: readonly string[];
  /** true when the gloss opens with a paraphrase the colon rule would misread. */
  noKeys?: boolean;
}

const HAN = /\p{Script=Han}/u;
/** Sentence ends inside a sense; an example runs on past one as long as the idiom recurs. */
const SENTENCE_END = '。！？；!?';

/** Characters a gloss never starts with: a paraphrase running on from the key (天的边上, 手不停地, 千条丝). */
const NOT_A_GLOSS_START = '的了着之也得地过所不个条只些次点和到';

function isHan(ch: string | undefined): boolean {
  return ch !== undefined && HAN.test(ch);
}

/**
 * The key a gloss segment opens with, '' for none: two parts of the idiom joined by 、, or the
 * longest run of the idiom's characters (not the whole idiom, and never 不 alone) that a gloss
 * follows. The first key of a gloss is held to more, as a paraphrase opens the same way: when the
 * key's last character and the next make a word (名称, 四面, 心中), the rest must open with a word
 * of its own (计|策略, 故|老朋友) or with 指.
 */
export function glossKey(segment: string, idiom: string, isWord: (word: string) => boolean, first: boolean): string {
  const chars = [...segment];
  for (const pair of [
    /^(\p{Script=Han})、(\p{Script=Han})(?=\p{Script=Han})/u,
    /^(\p{Script=Han}{2})、(\p{Script=Han}{2})(?=\p{Script=Han})/u,
  ]) {
    const found = pair.exec(segment);
    if (found?.[1] && found[2] && idiom.includes(found[1]) && idiom.includes(found[2])) return found[0];
  }
  const longest = Math.min(4, [...idiom].length - 1);
  for (let length = longest; length >= 1; length--) {
    const key = chars.slice(0, length).join('');
    const next = chars[length];
    if (!idiom.includes(key) || !isHan(next)) continue;
    if (key === '不' || NOT_A_GLOSS_START.includes(next as string)) return '';
    const rest = chars.slice(length);
    const opensWithWord = isWord(rest.slice(0, 2).join('')) || isWord(rest.slice(0, 3).join(''));
    if (first && next !== '指' && isWord(`${chars[length - 1]}${next}`) && !opensWithWord) return '';
    return key;
  }
  return '';
}

/**
 * Pure: a meaning with the colons of its opening glosses put back: 「计策略、办法；施施展。没有办法可用。」
 * → 「计：策略、办法；施：施展。没有办法可用。」.
 */
export function restoreGlossColons(meaning: string, idiom: string, isWord: (word: string) => boolean): string {
  const segments = meaning.split(/(?<=[；。])/);
  // A meaning of one sentence is a paraphrase, whatever it opens with.
  if (segments.length === 1) return meaning;
  let last = -1;
  const keys: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as string;
    const key = glossKey(segment, idiom, isWord, keys.length === 0);
    const at = key ? idiom.indexOf([...key][0] as string) : -1;
    // Glosses follow the idiom's order, each of other characters (用心 then 心 is a paraphrase).
    if (!key || at < last || keys.some((k) => k.includes(key) || key.includes(k))) break;
    keys.push(key);
    last = at;
    segments[i] = `${key}：${segment.slice(key.length)}`;
  }
  return segments.join('');
}

/** Does `text` hold `idiom` at `at` outside quotation marks and title marks? */
function unquotedAt(text: string, at: number): boolean {
  let depth = 0;
  for (const ch of text.slice(0, at)) {
    if (ch === '“' || ch === '《' || ch === '「') depth++;
    else if ((ch === '”' || ch === '》' || ch === '」') && depth > 0) depth--;
  }
  return depth === 0;
}

/** The end of the sentence (after its closing mark) that holds position `at`. */
function sentenceEnd(text: string, at: number): number {
  for (let i = at; i < text.length; i++) if (SENTENCE_END.includes(text[i] as string)) return i + 1;
  return text.length;
}

/**
 * Pure: one sense split at the reviewed example openings. Each example runs from its opening to
 * the end of the sentence holding the idiom, and on through the next sentences while they hold it
 * too (examples joined by ；), up to the next opening. The rest is the meaning, each piece closed
 * with 。 where the scrape dropped the mark.
 */
export function splitExamples(
  sense: string,
  idiom: string,
  openings: readonly string[],
): { meaning: string; examples: string[] } {
  const starts: number[] = [];
  let from = 0;
  for (const opening of openings) {
    let at = sense.indexOf(opening, from);
    if (at === -1) continue;
    if (sense[at - 1] === '“') at--;
    starts.push(at);
    from = at + opening.length;
  }
  const meaning: string[] = [];
  const examples: string[] = [];
  let cursor = 0;
  starts.forEach((start, n) => {
    const next = starts[n + 1] ?? sense.length;
    let end = sentenceEnd(sense, Math.max(start, sense.indexOf(idiom, start)));
    while (end < next) {
      const following = sentenceEnd(sense, end);
      // The sentence that holds the next opening is the next example's, and its meaning's.
      if (following > next || !sense.slice(end, following).includes(idiom)) break;
      end = following;
    }
    meaning.push(sense.slice(cursor, start));
    examples.push(closeSentence(sense.slice(start, Math.min(end, next)).trim()));
    cursor = Math.min(end, next);
  });
  meaning.push(sense.slice(cursor));
  const text = meaning
    .map((piece) => closeSentence(piece.trim()))
    .join('')
    .replace(/^[，、；]+/, '');
  return { meaning: text, examples: examples.filter((e) => e.length > 0) };
}

/** A piece of text closed as a sentence: 。 where the scrape dropped the mark or left a ；. */
function closeSentence(piece: string): string {
  if (!piece) return piece;
  if (/[；;，]$/.test(piece)) return `${piece.slice(0, -1)}。`;
  return isHan([...piece].at(-1)) || /[）)]$/.test(piece) ? `${piece}。` : piece;
}

/** 见“…”/同“…” in a gloss: the idioms it points to. */
export function glossReferences(text: string, idiom: string): string[] {
  const found = [...text.matchAll(/(?:见|同)“([^“”]{2,12})”/g)].map((m) => m[1] as string);
  return [...new Set(found)].filter((other) => other !== idiom);
}

/**
 * Pure: an idiom's gloss as meaning, example and references. `isWord` tells a common two-character
 * word (the colon rule's guard); `review` is the idiom's entry in the reviewed tables.
 */
export function cleanIdiomGloss(
  raw: string | undefined,
  idiom: string,
  isWord: (word: string) => boolean,
  review: GlossReview = {},
): IdiomGloss {
  let text = raw ?? '';
  for (const [wrong, right] of review.fixes ?? []) text = text.replaceAll(wrong, right);
  // 丨 (the character gǔn) stands for the example separator ｜ in some entries.
  text = text.replace(/(?<=\p{Script=Han}|[，。！？])丨(?=\p{Script=Han})/gu, '｜');
  const cleaned = cleanExplanation(text, idiom);
  if (!cleaned) return { paraphrase: '', example: '', seeAlso: [] };
  const selfVariant = new RegExp(`^(?:亦作|也作)“${idiom.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”。?$`);
  const senses = cleaned.split('\n').map((line) => line.replace(/^\d{1,2}\.(?!\d)/, ''));
  const meanings: string[] = [];
  const examples: string[] = [];
  for (const sense of senses) {
    if (selfVariant.test(sense)) continue;
    const split = review.examples ? splitExamples(sense, idiom, review.examples) : { meaning: sense, examples: [] };
    examples.push(...split.examples);
    const meaning = review.noKeys ? split.meaning : restoreGlossColons(split.meaning, idiom, isWord);
    if (meaning) meanings.push(meaning);
  }
  const paraphrase =
    meanings.length === 1 ? (meanings[0] as string) : meanings.map((m, i) => `${i + 1}.${m}`).join('\n');
  return { paraphrase, example: examples.join(''), seeAlso: glossReferences(paraphrase, idiom) };
}

/** Does the idiom appear in its gloss outside quotation marks (a run-in example, most likely)? */
export function holdsItself(text: string, idiom: string): boolean {
  for (let at = text.indexOf(idiom); at !== -1; at = text.indexOf(idiom, at + 1)) {
    if (unquotedAt(text, at)) return true;
  }
  return false;
}
