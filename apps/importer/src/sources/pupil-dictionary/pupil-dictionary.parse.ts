/**
 * The pupil dictionary's files (apps/importer/data/pupil-dictionary, format in STYLE.md there):
 * JSON Lines of character entries and idiom entries. Parsing is pure: text in, entries and format
 * problems out, each problem naming its file and line.
 */

/** The only labels a sense may carry; a labelled sense may share its def with other characters. */
export const STOCK_LABELS = ['姓', '量词', '助词', '介词', '连词', '副词', '叹词', '拟声词', '名称'] as const;
export type StockLabel = (typeof STOCK_LABELS)[number];

export interface Sense {
  label?: StockLabel;
  def: string;
  examples: string[];
}

export interface Reading {
  pinyin: string;
  senses: Sense[];
}

/** Where an entry was read from, for messages a writer can act on. */
export interface Place {
  file: string;
  line: number;
}

export interface CharacterEntry extends Place {
  char: string;
  readings: Reading[];
  /** The writer was unsure of something; the report lists it for a person to check. */
  review: boolean;
}

export interface IdiomEntry extends Place {
  idiom: string;
  /** 出处, '' when not known. */
  origin: string;
  example: string;
  review: boolean;
}

/** A data file's name and text. */
export interface DictionaryFile {
  name: string;
  text: string;
}

/** What a file name says: the kind of entries and the 1-based range of positions or ranks it holds. */
export interface FileRange {
  kind: 'chars' | 'idioms';
  first: number;
  last: number;
}

export interface FormatProblem extends Place {
  message: string;
}

export interface ParsedDictionary {
  characters: CharacterEntry[];
  idioms: IdiomEntry[];
  problems: FormatProblem[];
}

export const MAX_SENSES = 4;
export const MAX_EXAMPLES = 3;

const FILE_NAME = /^(chars|idioms)-(\d{4})-(\d{4})\.jsonl$/;

/** The range a data file's name declares, or undefined when the name does not follow STYLE.md. */
export function fileRange(name: string): FileRange | undefined {
  const match = FILE_NAME.exec(name);
  if (!match) return undefined;
  return { kind: match[1] as FileRange['kind'], first: Number(match[2]), last: Number(match[3]) };
}

/** Does this file name belong to the dictionary's data (rather than README or STYLE)? */
export function isDataFileName(name: string): boolean {
  return name.endsWith('.jsonl');
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isStockLabel(value: unknown): value is StockLabel {
  return (STOCK_LABELS as readonly unknown[]).includes(value);
}

/** Reads one sense or says what is wrong with it. */
function parseSense(value: unknown): Sense | string {
  if (!isObject(value)) return 'a sense must be an object';
  if (!nonEmptyString(value.def)) return 'a sense needs a def';
  if (value.label !== undefined && !isStockLabel(value.label))
    return `label ${String(value.label)} is not one of ${STOCK_LABELS.join(' ')}`;
  const examples = value.examples;
  if (!Array.isArray(examples) || examples.length < 1 || examples.length > MAX_EXAMPLES)
    return `sense "${value.def}" needs 1–${MAX_EXAMPLES} examples`;
  if (!examples.every(nonEmptyString)) return `sense "${value.def}" has an empty example`;
  return { ...(value.label === undefined ? {} : { label: value.label }), def: value.def, examples };
}

function parseReading(value: unknown): Reading | string {
  if (!isObject(value) || !nonEmptyString(value.pinyin)) return 'a reading needs a pinyin';
  const senses = value.senses;
  if (!Array.isArray(senses) || senses.length < 1 || senses.length > MAX_SENSES)
    return `reading ${value.pinyin} needs 1–${MAX_SENSES} senses`;
  const parsed: Sense[] = [];
  for (const sense of senses) {
    const result = parseSense(sense);
    if (typeof result === 'string') return `${value.pinyin}: ${result}`;
    parsed.push(result);
  }
  return { pinyin: value.pinyin, senses: parsed };
}

function parseCharacter(json: Json, place: Place): CharacterEntry | string {
  if (typeof json.char !== 'string' || [...json.char].length !== 1) return 'char must be one character';
  if (!Array.isArray(json.readings) || json.readings.length === 0) return `${json.char}: no readings`;
  const readings: Reading[] = [];
  for (const reading of json.readings) {
    const result = parseReading(reading);
    if (typeof result === 'string') return `${json.char}: ${result}`;
    readings.push(result);
  }
  return { ...place, char: json.char, readings, review: json.review === true };
}

function parseIdiom(json: Json, place: Place): IdiomEntry | string {
  if (!nonEmptyString(json.idiom)) return 'idiom must be a non-empty string';
  if (typeof json.origin !== 'string') return `${json.idiom}: origin must be a string ("" when not known)`;
  if (typeof json.example !== 'string') return `${json.idiom}: example must be a string`;
  return { ...place, idiom: json.idiom, origin: json.origin, example: json.example, review: json.review === true };
}

/** Parses every data file; lines that cannot be read become problems and are left out. */
export function parseDictionary(files: readonly DictionaryFile[]): ParsedDictionary {
  const parsed: ParsedDictionary = { characters: [], idioms: [], problems: [] };
  for (const file of files) {
    const range = fileRange(file.name);
    if (!range) {
      parsed.problems.push({
        file: file.name,
        line: 0,
        message: 'file name must be chars-NNNN-MMMM.jsonl or idioms-NNNN-MMMM.jsonl',
      });
      continue;
    }
    file.text.split('\n').forEach((text, index) => {
      if (text.trim() === '') return;
      const place = { file: file.name, line: index + 1 };
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        parsed.problems.push({ ...place, message: `not JSON: ${(error as Error).message}` });
        return;
      }
      if (!isObject(json)) {
        parsed.problems.push({ ...place, message: 'a line must hold one JSON object' });
        return;
      }
      const entry = range.kind === 'chars' ? parseCharacter(json, place) : parseIdiom(json, place);
      if (typeof entry === 'string') parsed.problems.push({ ...place, message: entry });
      else if ('char' in entry) parsed.characters.push(entry);
      else parsed.idioms.push(entry);
    });
  }
  return parsed;
}
