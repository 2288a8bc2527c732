import type { BookTextFix } from './books.fixes.js';
import {
  GUWEN_PIECES,
  LUNYU_PASSAGES,
  MENGZI_PASSAGES,
  SHIJING_POEMS,
  selectPassages,
  YOUXUE_CHAPTERS,
} from './books.selections.js';

/** A chapter before pinyin: its title and lines. */
export interface RawChapter {
  title: string;
  lines: string[];
}

/** What the classics' files hold, as far as the books read them. */
type Paragraphs = { paragraphs: string[] };
type Chaptered = { content: { chapter: string; paragraphs: string[] }[] };
type Volumes = { content: { title: string; content: { chapter: string; paragraphs: string[] }[] }[] };
type Chapters = { chapter: string; paragraphs: string[] }[];
type Poems = { title: string; section: string; content: string[] }[];

/**
 * How one classic is read from its file into chapters (lines still as the file has them); a
 * selection matches its keys in the simplified text `convert` gives.
 */
export interface ClassicSpec {
  key: string;
  file: string;
  chapters: (json: unknown, convert: (text: string) => string) => RawChapter[];
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

const NUMERALS = ['一', '二', '三', '四', '五', '六'];

/**
 * Pure: a long chapter's paragraphs cut into parts of at most about `max` characters, never
 * inside a paragraph, titled 鸟兽（一）, 鸟兽（二）…; a short chapter stays whole under its name.
 */
export function sizedParts(title: string, lines: readonly string[], max: number): RawChapter[] {
  const parts: string[][] = [];
  let size = 0;
  for (const line of lines) {
    const last = parts.at(-1);
    if (last && size + line.length <= max) {
      last.push(line);
      size += line.length;
    } else {
      parts.push([line]);
      size = line.length;
    }
  }
  if (parts.length === 1) return [{ title, lines: parts[0] ?? [] }];
  return parts.map((part, i) => ({ title: `${title}（${NUMERALS[i] ?? i + 1}）`, lines: part }));
}

/** A chapter of the pieces' and primers' files, found by its name in simplified. */
const byName = (volumes: Volumes, convert: (text: string) => string, name: string) => {
  const found = volumes.content.flatMap((v) => v.content).find((c) => convert(c.chapter).trim() === name);
  if (!found) throw new Error(`没有找到「${name}」`);
  return found;
};

/**
 * Pure: 古文观止's paragraphs without its editors' notes — (遍 一作：徧), (具 通：俱), one of them
 * spread over several lines — and without the stray spaces inside lines.
 */
export function withoutNotes(paragraphs: readonly string[]): string[] {
  return paragraphs
    .join('\n')
    .replace(/[（(][^()（）]*?(?:一作|通)：[^()（）]*[)）]/gu, '')
    .split('\n')
    .map((line) => line.replace(/[ \u3000\t]+/gu, ''))
    .filter(Boolean);
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
  {
    key: 'youxueqionglin',
    file: 'mengxue/youxueqionglin.json',
    chapters: (json, convert) =>
      YOUXUE_CHAPTERS.flatMap((name) => sizedParts(name, byName(json as Volumes, convert, name).paragraphs, 480)),
  },
  {
    key: 'lunyu',
    file: 'lunyu/lunyu.json',
    chapters: (json, convert) => selectPassages(json as Chapters, LUNYU_PASSAGES, convert),
  },
  {
    key: 'mengzi',
    file: 'sishuwujing/mengzi.json',
    chapters: (json, convert) => selectPassages(json as Chapters, MENGZI_PASSAGES, convert),
  },
  {
    key: 'shijing',
    file: 'shijing/shijing.json',
    chapters: (json) =>
      SHIJING_POEMS.map(({ title, section }) => {
        const found = (json as Poems).filter((p) => p.title === title && (!section || p.section === section));
        if (found.length !== 1) throw new Error(`诗经「${title}」找到 ${found.length} 首`);
        return { title, lines: found[0]?.content ?? [] };
      }),
  },
  {
    key: 'guwenguanzhi',
    file: 'mengxue/guwenguanzhi.json',
    chapters: (json, convert) =>
      GUWEN_PIECES.map((piece) => ({
        title: `${piece.shown}（${piece.by}）`,
        lines: withoutNotes(byName(json as Volumes, convert, piece.title).paragraphs),
      })),
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
