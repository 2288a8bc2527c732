import type { PoemStudyRow, PoemSummaryRow } from '@yuwen/db';
import { type PoemStudy, type PoemSummary, splitTone } from '@yuwen/protocol';
import { firstLine } from '../../lib/first-line.js';
import { pronunciationUrl } from '../media/media.service.js';

export function presentSummary(row: PoemSummaryRow, favorites: ReadonlySet<number>): PoemSummary {
  return {
    id: row.id,
    collection: row.collection,
    title: row.title,
    author: row.author,
    dynasty: row.dynasty,
    first_line: firstLine(row.content),
    favorite: favorites.has(row.id),
    grade_band: row.grade_band,
  };
}

/**
 * The stored pinyin aligned to the lines: a line whose stored syllables do not match its
 * characters (text changed since the pinyin was computed, or not computed yet) gets '' for each.
 */
export function alignedPinyin(lines: readonly string[], stored: string): string[][] {
  let parsed: unknown = [];
  try {
    parsed = stored === '' ? [] : JSON.parse(stored);
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

/** The recording address of each syllable, '' where the recording does not exist (never faked). */
export function audioFor(pinyin: readonly (readonly string[])[], recorded: ReadonlyMap<string, unknown>): string[][] {
  return pinyin.map((line) =>
    line.map((syllable) => {
      if (syllable === '') return '';
      const { syllable: letters, tone } = splitTone(syllable);
      return recorded.has(`${letters}${tone}`) ? pronunciationUrl(letters, tone) : '';
    }),
  );
}

/** A JSON column as a list; [] when it does not hold one (never fails a page over a stored value). */
function jsonList(text: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Our 注释, 译文 (a line per line of the text) and 赏析 of a poem; null when we wrote none. */
export function presentStudy(row: PoemStudyRow | undefined): PoemStudy | null {
  if (!row) return null;
  const notes = jsonList(row.notes).flatMap((note) => {
    const { term, gloss } = (note ?? {}) as { term?: unknown; gloss?: unknown };
    return typeof term === 'string' && typeof gloss === 'string' ? [{ term, gloss }] : [];
  });
  return { notes, translation: row.translation.split('\n'), appreciation: row.appreciation };
}
