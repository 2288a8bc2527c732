import type { RankedIdiom } from './idiom-ranking.js';
import type { Lexicon } from './pupil-dictionary.lexicon.js';
import { LEVEL_ONE_COUNT } from './pupil-dictionary.lexicon.js';
import { type CharacterEntry, type FormatProblem, fileRange, type ParsedDictionary } from './pupil-dictionary.parse.js';

/** The quality gates of issue 7, as data: tests assert each is clean, the content report prints them. */
export interface DictionaryGates {
  /** Unreadable lines, entries outside their file's range or order, characters or idioms written twice. */
  format: FormatProblem[];
  /** Level-1 characters without an entry, by position. */
  missingLevelOne: { position: number; char: string }[];
  /** Readings the character does not have. */
  readings: FormatProblem[];
  /** Example words that do not contain their character. */
  examples: FormatProblem[];
  /** Example words found in the imported word lists, out of all example words. */
  wordLists: { listed: number; total: number; unlisted: string[] };
  /** Unlabelled defs identical to another character's. */
  sharedDefs: FormatProblem[];
  /** Defs longer than MAX_DEF_LENGTH characters. */
  longDefs: FormatProblem[];
  /** Origins that are neither '' nor one work in 《》. */
  idiomOrigins: FormatProblem[];
  /** Examples that miss their idiom, or break the length and ending rules of STYLE.md. */
  idiomExamples: FormatProblem[];
}

export const MAX_DEF_LENGTH = 30;
/** At least this share of example words must be in the imported word lists. */
export const MIN_LISTED_SHARE = 0.9;
export const IDIOM_EXAMPLE_LENGTH = { min: 12, max: 40 } as const;

/** One work in 《》, the chapter optionally after ·, e.g. 《战国策·齐策二》. */
const ORIGIN = /^《[^《》\s]+》$/;
const SENTENCE_END = /[。！？]$/;

const length = (text: string) => [...text].length;
const at = (entry: { file: string; line: number }, message: string): FormatProblem => ({
  file: entry.file,
  line: entry.line,
  message,
});

/** Character entries must sit in the file that covers their position, in table order, once. */
function characterPlacement(characters: readonly CharacterEntry[], lexicon: Lexicon): FormatProblem[] {
  const problems: FormatProblem[] = [];
  const position = new Map(lexicon.order.map((char, index) => [char, index + 1]));
  const seen = new Map<string, CharacterEntry>();
  const lastInFile = new Map<string, number>();
  for (const entry of characters) {
    const pos = position.get(entry.char);
    const range = fileRange(entry.file);
    const first = seen.get(entry.char);
    if (first) problems.push(at(entry, `${entry.char} is written twice (also ${first.file}:${first.line})`));
    seen.set(entry.char, first ?? entry);
    if (pos === undefined) {
      problems.push(at(entry, `${entry.char} is not in the 通用规范汉字表`));
      continue;
    }
    if (range && (pos < range.first || pos > range.last))
      problems.push(at(entry, `${entry.char} is at position ${pos}, outside ${range.first}–${range.last}`));
    if ((lastInFile.get(entry.file) ?? 0) >= pos) problems.push(at(entry, `${entry.char} is out of table order`));
    lastInFile.set(entry.file, pos);
  }
  return problems;
}

/** Idiom entries must follow the frequency ranking exactly: the k-th line of idioms-NNNN-… is rank NNNN + k. */
function idiomPlacement(dictionary: ParsedDictionary, topIdioms: readonly RankedIdiom[]): FormatProblem[] {
  const problems: FormatProblem[] = [];
  const indexInFile = new Map<string, number>();
  for (const entry of dictionary.idioms) {
    const range = fileRange(entry.file);
    if (!range) continue;
    const index = indexInFile.get(entry.file) ?? 0;
    indexInFile.set(entry.file, index + 1);
    const rank = range.first + index;
    const expected = topIdioms[rank - 1];
    if (rank > range.last) problems.push(at(entry, `more than ${range.last - range.first + 1} idioms in this file`));
    else if (!expected) problems.push(at(entry, `rank ${rank} is beyond the ${topIdioms.length} ranked idioms`));
    else if (expected.idiom !== entry.idiom)
      problems.push(at(entry, `rank ${rank} is ${expected.idiom}, not ${entry.idiom}`));
  }
  return problems;
}

export function checkDictionary(
  dictionary: ParsedDictionary,
  lexicon: Lexicon,
  topIdioms: readonly RankedIdiom[],
): DictionaryGates {
  const gates: DictionaryGates = {
    format: [
      ...dictionary.problems,
      ...characterPlacement(dictionary.characters, lexicon),
      ...idiomPlacement(dictionary, topIdioms),
    ],
    missingLevelOne: [],
    readings: [],
    examples: [],
    wordLists: { listed: 0, total: 0, unlisted: [] },
    sharedDefs: [],
    longDefs: [],
    idiomOrigins: [],
    idiomExamples: [],
  };

  const written = new Set(dictionary.characters.map((entry) => entry.char));
  lexicon.order.slice(0, LEVEL_ONE_COUNT).forEach((char, index) => {
    if (!written.has(char)) gates.missingLevelOne.push({ position: index + 1, char });
  });

  const defOwner = new Map<string, string>();
  for (const entry of dictionary.characters) {
    const allowed = lexicon.readingsOf(entry.char);
    for (const reading of entry.readings) {
      if (!allowed.has(reading.pinyin))
        gates.readings.push(at(entry, `${entry.char}: ${reading.pinyin} is not one of ${[...allowed].join('/')}`));
      for (const sense of reading.senses) {
        if (length(sense.def) > MAX_DEF_LENGTH)
          gates.longDefs.push(at(entry, `${entry.char}: def over ${MAX_DEF_LENGTH} characters: ${sense.def}`));
        if (!sense.label) {
          const owner = defOwner.get(sense.def);
          if (owner !== undefined && owner !== entry.char)
            gates.sharedDefs.push(at(entry, `${entry.char}: def "${sense.def}" is also ${owner}'s`));
          defOwner.set(sense.def, owner ?? entry.char);
        }
        for (const example of sense.examples) {
          if (!example.includes(entry.char))
            gates.examples.push(at(entry, `${entry.char}: example ${example} does not contain it`));
          gates.wordLists.total += 1;
          if (lexicon.isListedWord(example)) gates.wordLists.listed += 1;
          else gates.wordLists.unlisted.push(example);
        }
      }
    }
  }

  for (const entry of dictionary.idioms) {
    if (entry.origin !== '' && !ORIGIN.test(entry.origin))
      gates.idiomOrigins.push(at(entry, `${entry.idiom}: origin must be one work in 《》 or "": ${entry.origin}`));
    const size = length(entry.example);
    if (!entry.example.includes(entry.idiom))
      gates.idiomExamples.push(at(entry, `${entry.idiom}: the example does not contain the idiom`));
    else if (size < IDIOM_EXAMPLE_LENGTH.min || size > IDIOM_EXAMPLE_LENGTH.max)
      gates.idiomExamples.push(
        at(
          entry,
          `${entry.idiom}: example of ${size} characters, not ${IDIOM_EXAMPLE_LENGTH.min}–${IDIOM_EXAMPLE_LENGTH.max}`,
        ),
      );
    else if (!SENTENCE_END.test(entry.example))
      gates.idiomExamples.push(at(entry, `${entry.idiom}: the example must end with 。！or ？`));
  }
  return gates;
}

/** The share of example words found in the word lists (1 when there are none yet). */
export function listedShare(gates: Pick<DictionaryGates, 'wordLists'>): number {
  const { listed, total } = gates.wordLists;
  return total === 0 ? 1 : listed / total;
}

/** Ascending positions folded into ranges for people to read: "1–250, 501, 503–510". */
export function positionRanges(positions: readonly number[]): string {
  const ranges: string[] = [];
  let start = positions[0];
  positions.forEach((here, index) => {
    const next = positions[index + 1];
    if (next === here + 1) return;
    ranges.push(start === here ? `${here}` : `${start}–${here}`);
    start = next;
  });
  return ranges.join(', ');
}
