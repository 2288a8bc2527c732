import type { BookChapterRow, BookRow, BookshelfRow } from '@yuwen/db';
import { type BookChapter, type BookSummary, splitTone } from '@yuwen/protocol';
import { pronunciationUrl } from '../media/media.service.js';

export function presentBook(row: BookRow, place: BookshelfRow | undefined): BookSummary {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    dynasty: row.dynasty,
    kind: row.kind,
    category: row.category,
    grade_band: row.grade_band,
    chapters: row.chapters,
    chars: row.chars,
    intro: row.intro,
    shelved: place?.shelved === 1,
    place: place && place.chapter > 0 ? { chapter: place.chapter, position: place.position } : null,
  };
}

/** The stored pinyin of each line, '' per character where it does not match the line (never misaligned). */
function linesPinyin(lines: readonly string[], stored: string): string[][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    parsed = [];
  }
  const rows = Array.isArray(parsed) ? parsed : [];
  return lines.map((line, i) => {
    const length = [...line].length;
    const row: unknown = rows[i];
    return Array.isArray(row) && row.length === length && row.every((s) => typeof s === 'string')
      ? (row as string[])
      : Array.from({ length }, () => '');
  });
}

/** A chapter to read, with each syllable's recording where one exists. */
export function presentChapter(
  book: BookRow,
  row: BookChapterRow,
  recorded: ReadonlyMap<string, unknown>,
): BookChapter {
  const lines = row.text.split('\n');
  const pinyin = linesPinyin(lines, row.pinyin);
  const audio = pinyin.map((line) =>
    line.map((syllable) => {
      if (syllable === '') return '';
      const { syllable: letters, tone } = splitTone(syllable);
      return recorded.has(`${letters}${tone}`) ? pronunciationUrl(letters, tone) : '';
    }),
  );
  return {
    book_id: book.id,
    book_title: book.title,
    chapter: row.sort,
    title: row.title,
    lines,
    pinyin,
    audio,
    previous: row.sort > 1 ? row.sort - 1 : null,
    next: row.sort < book.chapters ? row.sort + 1 : null,
    chapters: book.chapters,
  };
}
