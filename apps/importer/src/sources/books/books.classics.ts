import type { BookTextFix } from './books.fixes.js';

/** A chapter before pinyin: its title and lines. */
export interface RawChapter {
  title: string;
  lines: string[];
}

/** What the classics' files hold, as far as the books read them. */
type Paragraphs = { paragraphs: string[] };
type Chaptered = { content: { chapter: string; paragraphs: string[] }[] };
type Volumes = { content: { title: string; content: { chapter: string; paragraphs: string[] }[] }[] };

/** How one classic is read from its file into chapters (lines still traditional). */
export interface ClassicSpec {
  key: string;
  file: string;
  chapters: (json: unknown) => RawChapter[];
}

/** The first phrase of a line (人之初), a chunk's title. */
export function firstPhrase(line: string): string {
  return line.split(/[，。；？！、\s]/u)[0] ?? line;
}

/** Pure: lines cut into chapters of `size`, each titled by its first phrase. */
export function chunk(lines: readonly string[], size: number, title = firstPhrase): RawChapter[] {
  const out: RawChapter[] = [];
  for (let i = 0; i < lines.length; i += size) {
    const part = lines.slice(i, i + size);
    out.push({ title: title(part[0] ?? ''), lines: part });
  }
  return out;
}

/** Pure: a 弟子规 line written with spaces (弟子規 聖人訓 首孝弟 次謹信) punctuated as books print it. */
export function punctuateThrees(line: string): string {
  return `${line.trim().split(/\s+/u).join('，')}。`;
}

/** Pure: 千字文's four-character lines joined in pairs (天地玄黄，宇宙洪荒。). */
export function pairLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 2) out.push(lines[i + 1] ? `${lines[i]}，${lines[i + 1]}。` : `${lines[i]}。`);
  return out;
}

/** The classics in library order (文字蒙求 left out: its ancient glyphs are placeholders). */
export const CLASSICS: readonly ClassicSpec[] = [
  {
    key: 'sanzijing',
    file: 'mengxue/sanzijing-traditional.json',
    chapters: (json) => chunk((json as Paragraphs).paragraphs, 12),
  },
  {
    key: 'dizigui',
    file: 'mengxue/dizigui.json',
    chapters: (json) =>
      (json as Chaptered).content.map((c) => ({ title: c.chapter, lines: c.paragraphs.map(punctuateThrees) })),
  },
  {
    key: 'qianziwen',
    file: 'mengxue/qianziwen.json',
    chapters: (json) => chunk(pairLines((json as Paragraphs).paragraphs), 16),
  },
  {
    key: 'baijiaxing',
    file: 'mengxue/baijiaxing.json',
    chapters: (json) => chunk((json as Paragraphs).paragraphs, 18),
  },
  {
    key: 'shenglvqimeng',
    file: 'mengxue/shenglvqimeng.json',
    chapters: (json) =>
      (json as Volumes).content.flatMap((volume) =>
        volume.content.map((c) => ({
          title: `${volume.title}·${c.chapter.replace(/\s+/gu, '')}`,
          lines: c.paragraphs,
        })),
      ),
  },
  {
    key: 'zengguangxianwen',
    file: 'mengxue/zengguangxianwen.json',
    chapters: (json) => (json as Chaptered).content.flatMap((part) => chunk(part.paragraphs, 40)),
  },
  {
    key: 'zhuzijiaxun',
    file: 'mengxue/zhuzijiaxun.json',
    chapters: (json) => chunk((json as Paragraphs).paragraphs, 26),
  },
];

/**
 * Pure: a chapter converted to simplified and mended: `convert` (OpenCC t→cn) first, then this
 * book's fixes; `used` collects the indexes of the fixes that applied.
 */
export function simplifyChapter(
  book: string,
  chapter: RawChapter,
  convert: (text: string) => string,
  fixes: readonly BookTextFix[],
  used: Set<number>,
): RawChapter {
  const mend = (text: string) =>
    fixes.reduce((out, fix, i) => {
      if ((fix.book !== '' && fix.book !== book) || !out.includes(fix.from)) return out;
      used.add(i);
      return out.replaceAll(fix.from, fix.to);
    }, convert(text));
  return { title: mend(chapter.title), lines: chapter.lines.map((line) => mend(line.trim())).filter(Boolean) };
}
