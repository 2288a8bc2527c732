import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BookImport, BooksRepository } from '@yuwen/db';
import { MODULE_IDS } from '@yuwen/protocol';
import * as OpenCC from 'opencc-js';
import type { ImportSource } from '../../import-source.js';
import { IMPORTER_ROOT, readPackageJson, sourceVersion } from '../../package-data.js';
import { IDIOM_STORIES_DIR } from '../idiom-stories/idiom-stories.source.js';
import { CLASSICS, type RawChapter, simplifyChapter } from './books.classics.js';
import { BOOK_TEXT_FIXES } from './books.fixes.js';
import { BOOK_PINYIN_OVERRIDES } from './books.overrides.js';
import { bookLinePinyin, hanCount } from './books.pinyin.js';

/** Where our part of the library lives: the catalogue with our intros, and the myths we wrote. */
export const BOOKS_DIR = join(IMPORTER_ROOT, 'data/books');

/** One book of data/books/books.json. */
interface BookMeta {
  key: string;
  category: string;
  title: string;
  author: string;
  dynasty: string;
  grade_band: string;
  intro: string;
}

export interface BooksCatalogue {
  categories: { key: string; name: string }[];
  books: BookMeta[];
}

/** One line of myths.jsonl (data/books/STYLE.md). */
export interface MythLine {
  key: string;
  title: string;
  source: string;
  grade: number;
  story: string;
}

/** Our idiom stories that are fables make 中国古代寓言; the rest make 成语故事. */
interface StoryLine {
  idiom: string;
  story: string;
  themes?: string[];
}

const jsonLines = <T>(text: string): T[] =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);

/** Pure: a text of paragraphs (one per line) as a chapter. */
const paragraphs = (title: string, text: string): RawChapter => ({
  title,
  lines: text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
});

export interface BooksSourceOptions {
  dir?: string;
  storiesDir?: string;
}

/**
 * 部编阅读's library (issue 15): the classics of chinese-poetry converted to simplified (OpenCC
 * t→cn, then the reviewed fixes), our idiom stories as 中国古代寓言 and 成语故事, and our myths,
 * each chapter with its pinyin read in context (pinyin-pro, then the reviewed readings), under
 * 课外书库's three categories. The version hashes the packages, this folder, our data files and the stories.
 */
export function createBooksSource({
  dir = BOOKS_DIR,
  storiesDir = IDIOM_STORIES_DIR,
}: BooksSourceOptions = {}): ImportSource {
  let version: string | undefined;
  const read = (folder: string, name: string) => readFileSync(join(folder, name), 'utf8');
  return {
    name: 'books',
    title: '部编阅读（课外书库）',
    get version() {
      version ??= createHash('sha256')
        .update(sourceVersion('books', ['chinese-poetry', 'opencc-js', 'pinyin-pro']))
        .update(read(dir, 'books.json'))
        .update(read(dir, 'myths.jsonl'))
        .update(read(storiesDir, 'stories.jsonl'))
        .digest('hex')
        .slice(0, 16);
      return version;
    },
    async run(database, progress) {
      const catalogue = JSON.parse(read(dir, 'books.json')) as BooksCatalogue;
      const { books, unusedFixes, unusedReadings } = buildLibrary(
        catalogue,
        jsonLines<MythLine>(read(dir, 'myths.jsonl')),
        jsonLines<StoryLine>(read(storiesDir, 'stories.jsonl')),
        (file) => readPackageJson<unknown>('chinese-poetry', 'dist', file),
      );
      await new BooksRepository(database.db).replaceLibrary(MODULE_IDS.bpyd_library, catalogue.categories, books);
      const chapters = books.reduce((n, b) => n + b.chapters.length, 0);
      progress.update(books.length, books.length);
      if (unusedFixes.length > 0) progress.gap('没有用上的文字校正', unusedFixes);
      if (unusedReadings.length > 0) progress.gap('没有用上的读音校正', unusedReadings);
      return { books: books.length, chapters };
    },
  };
}

let toSimplified: ((text: string) => string) | undefined;

/**
 * The library's books in catalogue order with their chapters and pinyin; the fixes and readings
 * that matched nothing are listed so stale entries show. `readPoetry` reads a chinese-poetry file.
 */
export function buildLibrary(
  catalogue: BooksCatalogue,
  myths: readonly MythLine[],
  stories: readonly StoryLine[],
  readPoetry: (file: string) => unknown,
): { books: BookImport[]; unusedFixes: string[]; unusedReadings: string[] } {
  toSimplified ??= OpenCC.Converter({ from: 't', to: 'cn' });
  const convert = toSimplified;
  const usedFixes = new Set<number>();
  const usedReadings = new Set<number>();
  const isFable = (story: StoryLine) => story.themes?.includes('fable') ?? false;
  const chaptersOf = (key: string): RawChapter[] => {
    const classic = CLASSICS.find((c) => c.key === key);
    if (classic)
      return classic
        .chapters(readPoetry(classic.file), convert)
        .map((chapter) => simplifyChapter(key, chapter, convert, BOOK_TEXT_FIXES, usedFixes));
    if (key === 'yuyan') return stories.filter(isFable).map((s) => paragraphs(s.idiom, s.story));
    if (key === 'chengyu') return stories.filter((s) => !isFable(s)).map((s) => paragraphs(s.idiom, s.story));
    if (key === 'shenhua') return myths.map((m) => paragraphs(m.title, m.story));
    throw new Error(`books.json: 书 ${key} 没有来源`);
  };
  const books = catalogue.books.map((meta): BookImport => {
    const kind = CLASSICS.some((c) => c.key === meta.key) ? 'classic' : 'ours';
    return {
      ...meta,
      kind,
      chapters: chaptersOf(meta.key).map((chapter) => {
        const text = chapter.lines.join('\n');
        const pinyin = chapter.lines.map((line) =>
          bookLinePinyin(meta.key, line, BOOK_PINYIN_OVERRIDES, usedReadings, meta.key === 'baijiaxing'),
        );
        return { title: chapter.title, text, pinyin: JSON.stringify(pinyin), chars: hanCount(text) };
      }),
    };
  });
  return {
    books,
    unusedFixes: BOOK_TEXT_FIXES.flatMap((f, i) => (usedFixes.has(i) ? [] : [`${f.book} ${f.from}→${f.to}`])),
    unusedReadings: BOOK_PINYIN_OVERRIDES.flatMap((o, i) =>
      usedReadings.has(i) ? [] : [`${o.book} ${o.context} ${o.char} ${o.reading}`],
    ),
  };
}
