import { type CharacterRow, type CharacterWord, type IdiomRow, parseReadings } from '@yuwen/db';
import {
  type Character,
  type CharacterPinyin,
  type ExampleIdiom,
  type IdiomReference,
  splitTone,
  type TraditionalForm,
} from '@yuwen/protocol';
import { glyphUrl, originUrl, pronunciationUrl, strokeDataUrl } from '../media/media.service.js';

/** Words listed under each reading in 详细释义, and how long one explanation may run there. */
export const WORDS_PER_READING = 6;
const EXPLANATION_MAX_CHARS = 100;

/** Everything the entity is built from, read by the service. */
export interface CharacterSources {
  row: CharacterRow;
  words: readonly CharacterWord[];
  idioms: readonly IdiomRow[];
  hasOrigins: boolean;
  /** `xue2` → file, for the real recordings. */
  recordings: ReadonlyMap<string, unknown>;
  /** Whether the radical has stroke data to draw its image from. */
  radicalDrawable: boolean;
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A component character as an image inside the analysis text (the spec's placeholders 1–4). */
export function componentImage(char: string): string {
  const safe = escapeHtml(char);
  return `<img class="character-component" src="${glyphUrl(char)}" alt="${safe}">`;
}

/** 字形分析: radical (drawn as an image), structure, stroke count, formation; one line each, known facts only. */
export function presentAnalysis(row: CharacterRow, radicalDrawable: boolean): string {
  const lines: string[] = [];
  if (row.radical)
    lines.push(
      `部首：${radicalDrawable ? `${componentImage(row.radical)}（${escapeHtml(row.radical)}）` : escapeHtml(row.radical)}`,
    );
  if (row.structure) lines.push(`结构：${escapeHtml(row.structure)}`);
  if (row.stroke_count > 0) lines.push(`笔画：${row.stroke_count}画`);
  if (row.formation) lines.push(`造字法：${escapeHtml(row.formation)}字`);
  return lines.join('\n');
}

/** The reading a word gives the character: the syllable at the character's place in the word. */
function readingInWord(word: CharacterWord, char: string): string | undefined {
  const index = [...word.word].indexOf(char);
  const syllables = word.pinyin.split(/\s+/);
  return index >= 0 && syllables.length === [...word.word].length ? syllables[index] : undefined;
}

function oneLine(explanation: string): string {
  const flat = explanation.replace(/\s+/g, ' ').trim();
  return flat.length > EXPLANATION_MAX_CHARS ? `${flat.slice(0, EXPLANATION_MAX_CHARS)}…` : flat;
}

/**
 * 详细释义: each reading on a line of its own, followed by its common words (with pinyin and the
 * word's explanation where the source has one); readings separated by a blank line. A word whose
 * syllable differs from every reading only by tone sandhi (一下 yí xià) counts for that reading.
 */
export function presentExtParaphrase(
  char: string,
  readings: readonly string[],
  words: readonly CharacterWord[],
): string {
  const byReading = new Map<string, CharacterWord[]>(readings.map((r) => [r, []]));
  for (const word of words) {
    const syllable = readingInWord(word, char);
    if (!syllable) continue;
    const reading =
      readings.find((r) => r === syllable) ??
      readings.find((r) => splitTone(r).syllable === splitTone(syllable).syllable);
    const list = reading ? byReading.get(reading) : undefined;
    if (list && list.length < WORDS_PER_READING) list.push(word);
  }
  return readings
    .map((reading) => {
      const list = byReading.get(reading) ?? [];
      const lines = list.map((w) => `${w.word}〔${w.pinyin}〕${w.explanation ? `：${oneLine(w.explanation)}` : ''}`);
      return [reading, ...(lines.length > 0 ? lines : ['（暂无常用词语）'])].join('\n');
    })
    .join('\n\n');
}

/** Each reading with the address of its recording, '' when no real recording exists. */
export function presentPinyin(
  readings: readonly string[],
  recordings: ReadonlyMap<string, unknown>,
): CharacterPinyin[] {
  return readings.map((reading) => {
    const { syllable, tone } = splitTone(reading);
    return {
      unicode_tone: reading,
      pronunciation: recordings.has(`${syllable}${tone}`) ? pronunciationUrl(syllable, tone) : '',
    };
  });
}

/** A JSON column the importer writes; a row written before it ('' or unreadable) reads as none. */
function jsonList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** The pupil dictionary's reviewed example first; else the one the package gloss carried. */
export function presentIdiom(row: IdiomRow): ExampleIdiom {
  return {
    id: row.id,
    idiom: row.idiom,
    paraphrase: row.paraphrase,
    origin: row.origin,
    example: row.example || row.gloss_example,
    see_also: jsonList<IdiomReference>(row.see_also),
  };
}

/** The dictionary entity of spec §3, exactly its fields. */
export function presentCharacter(s: CharacterSources): Character {
  const { row } = s;
  const readings = parseReadings(row.readings);
  return {
    id: row.id,
    character_simplified: row.char,
    character_traditional: row.traditional,
    character_traditional_forms: jsonList<TraditionalForm>(row.traditional_forms),
    character_analyse: presentAnalysis(row, s.radicalDrawable),
    character_glyph_img: row.has_strokes ? glyphUrl(row.char) : '',
    character_origin_img: s.hasOrigins ? originUrl(row.id) : '',
    character_writing_animation: row.has_strokes ? strokeDataUrl(row.char) : '',
    basic_paraphrase: row.basic_paraphrase,
    ext_paraphrase: presentExtParaphrase(row.char, readings, s.words),
    example_idiom: s.idioms.map(presentIdiom),
    pinyin: presentPinyin(readings, s.recordings),
  };
}
