/** Reading the text fields of the character entity into parts the overlay lays out. */

/** One sense of 基本释义: its number, an optional label (〔量词〕) and the text. */
export interface Sense {
  number: string;
  label: string;
  text: string;
}

/** One reading of a paraphrase: the reading and the lines under it. */
export interface ReadingBlock<L> {
  reading: string;
  lines: L[];
}

function blocks(text: string): { reading: string; lines: string[] }[] {
  return text
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map(([reading = '', ...lines]) => ({ reading, lines }));
}

/**
 * 基本释义: per reading a line with the reading, then numbered senses (`1. 学习……`, a label as
 * `〔量词〕` right after the number); readings separated by a blank line.
 */
export function parseBasicParaphrase(text: string): ReadingBlock<Sense>[] {
  return blocks(text).map(({ reading, lines }) => ({
    reading,
    lines: lines.map((line) => {
      const m = /^(\d+)[.．、]\s*(〔[^〕]*〕)?\s*(.*)$/.exec(line);
      return m ? { number: m[1] ?? '', label: m[2] ?? '', text: m[3] ?? '' } : { number: '', label: '', text: line };
    }),
  }));
}

/** One common word under 详细释义. */
export interface WordLine {
  word: string;
  pinyin: string;
  explanation: string;
}

/** 详细释义: per reading, lines `词〔pinyin〕：explanation` (a line without that form is kept as text). */
export function parseExtParaphrase(text: string): ReadingBlock<WordLine>[] {
  return blocks(text).map(({ reading, lines }) => ({
    reading,
    lines: lines.map((line) => {
      const m = /^([^〔]+)〔([^〕]*)〕(?:：(.*))?$/.exec(line);
      return m
        ? { word: m[1] ?? '', pinyin: m[2] ?? '', explanation: m[3] ?? '' }
        : { word: '', pinyin: '', explanation: line };
    }),
  }));
}

/** A piece of the analysis text: plain text, a line break, or a component character's image. */
export type AnalysisPart =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'image'; src: string; alt: string };

function attribute(tag: string, name: string): string {
  return new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
}

function decodeEntities(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/**
 * The analysis text (with line breaks, component characters as <img>) as parts to render as
 * elements, so no markup from the answer is ever put into the page as HTML.
 */
export function parseAnalysis(text: string): AnalysisPart[] {
  const parts: AnalysisPart[] = [];
  text.split('\n').forEach((line, i) => {
    if (i > 0) parts.push({ kind: 'break' });
    let rest = line;
    for (let m = /<img\b[^>]*>/.exec(rest); m; m = /<img\b[^>]*>/.exec(rest)) {
      if (m.index > 0) parts.push({ kind: 'text', text: decodeEntities(rest.slice(0, m.index)) });
      const src = attribute(m[0], 'src');
      // Only our own addresses are shown.
      if (src.startsWith('/')) parts.push({ kind: 'image', src, alt: decodeEntities(attribute(m[0], 'alt')) });
      rest = rest.slice(m.index + m[0].length);
    }
    if (rest) parts.push({ kind: 'text', text: decodeEntities(rest) });
  });
  return parts;
}
