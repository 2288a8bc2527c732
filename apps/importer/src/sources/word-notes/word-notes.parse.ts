/**
 * Our pupil notes on the 词语表 words (apps/importer/data/word-notes, format in STYLE.md there):
 * one JSON Lines file per volume (g2a.jsonl …), in printed order. Parsing is pure: files in, notes
 * and problems out. The style rules themselves are the gate test's (check.mjs); here a line is
 * refused only when the app could not show it.
 */
import type { WordNoteRow } from '@yuwen/db';

/** A data file's name and text. */
export interface NotesFile {
  name: string;
  text: string;
}

export interface NotesProblem {
  file: string;
  line: number;
  message: string;
}

export interface ParsedNotes {
  notes: WordNoteRow[];
  problems: NotesProblem[];
  /** Words written in two places: the first (earlier volume, earlier line) is kept. */
  repeated: string[];
}

const HAN = /^\p{Script=Han}+$/u;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && HAN.test(item));

/** One line as a note, or what keeps it out. */
function parseLine(json: unknown, volume: string, sort: number): WordNoteRow | string {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'a line must hold one JSON object';
  const entry = json as Record<string, unknown>;
  const { word, pinyin, meaning, example, synonyms, antonyms, measure } = entry;
  if (typeof word !== 'string' || !HAN.test(word)) return 'word must be Chinese characters';
  if (typeof pinyin !== 'string' || pinyin.trim().split(/\s+/).length !== [...word].length)
    return `${word}: pinyin needs one syllable per character`;
  if (typeof meaning !== 'string' || meaning.trim() === '') return `${word}: meaning is missing`;
  if (typeof example !== 'string' || !example.includes(word)) return `${word}: example must hold the word`;
  if (!isStringList(synonyms) || !isStringList(antonyms)) return `${word}: synonyms/antonyms must be lists of words`;
  if (typeof measure !== 'string') return `${word}: measure must be a string`;
  return {
    word,
    pinyin: pinyin.trim().split(/\s+/).join(' '),
    meaning,
    example,
    synonyms: JSON.stringify(synonyms),
    antonyms: JSON.stringify(antonyms),
    measure,
    review: entry.review === true ? 1 : 0,
    skip: entry.skip === true ? 1 : 0,
    volume,
    sort,
  };
}

/** Every file's notes, the volume key from its name; files are read in the order given (volume order). */
export function parseNotes(files: readonly NotesFile[]): ParsedNotes {
  const parsed: ParsedNotes = { notes: [], problems: [], repeated: [] };
  const seen = new Set<string>();
  for (const file of files) {
    const volume = file.name.replace(/\.jsonl$/, '');
    file.text.split('\n').forEach((text, index) => {
      if (text.trim() === '') return;
      const place = { file: file.name, line: index + 1 };
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        parsed.problems.push({ ...place, message: 'not JSON' });
        return;
      }
      const note = parseLine(json, volume, index + 1);
      if (typeof note === 'string') parsed.problems.push({ ...place, message: note });
      else if (seen.has(note.word)) parsed.repeated.push(`${file.name}:${index + 1} ${note.word}`);
      else {
        seen.add(note.word);
        parsed.notes.push(note);
      }
    });
  }
  return parsed;
}
