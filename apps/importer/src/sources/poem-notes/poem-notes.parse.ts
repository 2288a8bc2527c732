/**
 * Our poem notes and poet biographies (apps/importer/data/poem-notes, format in STYLE.md there):
 * band-*.jsonl hold one poem's 注释, 译文 and 赏析 a line, poets.jsonl one poet a line. Parsing and
 * matching are pure. The writing rules themselves are the gate test's (check.mjs); here a line is
 * refused only when the app could not show it, and an entry that names no poem, or two, is an error.
 */
import type { PoemStudyRow, PoetBioRow, StudyCandidate } from '@yuwen/db';

/** A data file's name and text. */
export interface NotesFile {
  name: string;
  text: string;
}

/** A poem entry as written: how it names its poem, and what it says. */
export interface PoemNotesEntry {
  /** `file:line`, for the report. */
  at: string;
  title: string;
  author: string;
  opens: string;
  study: Omit<PoemStudyRow, 'poem_id'>;
}

export interface ParsedPoemNotes {
  poems: PoemNotesEntry[];
  poets: PoetBioRow[];
  /** `file:line message` of the lines left out. */
  problems: string[];
}

export const POETS_FILE = 'poets.jsonl';

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const year = (value: unknown): value is number | null => value === null || Number.isInteger(value);

function poemEntry(json: Record<string, unknown>, at: string): PoemNotesEntry | string {
  const { title, author, opens, notes, translation, appreciation } = json;
  if (!text(title) || typeof author !== 'string') return 'title and author are needed';
  if (opens !== undefined && !text(opens)) return `${title}: opens must be the text's first words`;
  if (!Array.isArray(notes) || !notes.every((n) => text(n?.term) && text(n?.gloss)))
    return `${title}: notes must be {term, gloss} pairs`;
  if (!text(translation) || !text(appreciation)) return `${title}: translation and appreciation are needed`;
  return {
    at,
    title,
    author,
    opens: opens ?? '',
    study: {
      notes: JSON.stringify(notes.map((n: { term: string; gloss: string }) => ({ term: n.term, gloss: n.gloss }))),
      translation: translation.trim(),
      appreciation: appreciation.trim(),
      review: json.review === true ? 1 : 0,
    },
  };
}

function poetEntry(json: Record<string, unknown>): PoetBioRow | string {
  const { name, dynasty, born, died, bio, known_for } = json;
  if (!text(name) || typeof dynasty !== 'string' || !text(bio)) return 'name, dynasty and bio are needed';
  if (!year(born) || !year(died)) return `${name}: born and died are years or null`;
  if (!Array.isArray(known_for) || !known_for.every(text)) return `${name}: known_for must be a list of titles`;
  return { name, dynasty, born, died, bio: bio.trim(), known_for: JSON.stringify(known_for) };
}

/** Every file's entries: poets.jsonl holds poets, every other file poems. */
export function parsePoemNotes(files: readonly NotesFile[]): ParsedPoemNotes {
  const parsed: ParsedPoemNotes = { poems: [], poets: [], problems: [] };
  const poetNames = new Set<string>();
  for (const file of files) {
    file.text.split('\n').forEach((line, index) => {
      if (line.trim() === '') return;
      const at = `${file.name}:${index + 1}`;
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        parsed.problems.push(`${at} not JSON`);
        return;
      }
      if (typeof json !== 'object' || json === null || Array.isArray(json)) {
        parsed.problems.push(`${at} a line must hold one JSON object`);
        return;
      }
      const entry = file.name === POETS_FILE ? poetEntry(json as never) : poemEntry(json as never, at);
      if (typeof entry === 'string') parsed.problems.push(`${at} ${entry}`);
      else if ('at' in entry) parsed.poems.push(entry);
      else if (poetNames.has(entry.name)) parsed.problems.push(`${at} ${entry.name} is written twice`);
      else {
        poetNames.add(entry.name);
        parsed.poets.push(entry);
      }
    });
  }
  return parsed;
}

export interface MatchedNotes {
  studies: PoemStudyRow[];
  /** Entries naming no poem, two poems, or a poem another entry took. */
  errors: string[];
}

const describe = (entry: PoemNotesEntry) =>
  `${entry.at} 《${entry.title}》${entry.author}${entry.opens ? `（${entry.opens}……）` : ''}`;

/**
 * Each entry's poem by title, author and (where given) the opening words: among `first` (the
 * 必背 poems), else among `then` (the poems the lessons link). Never a guess: no poem or two is an error.
 */
export function matchPoems(
  entries: readonly PoemNotesEntry[],
  first: readonly StudyCandidate[],
  then: readonly StudyCandidate[],
): MatchedNotes {
  const matched: MatchedNotes = { studies: [], errors: [] };
  const taken = new Map<number, PoemNotesEntry>();
  const named = (pool: readonly StudyCandidate[], entry: PoemNotesEntry) =>
    pool.filter((p) => p.title === entry.title && p.author === entry.author && p.content.startsWith(entry.opens));
  for (const entry of entries) {
    const inFirst = named(first, entry);
    const found = inFirst.length > 0 ? inFirst : named(then, entry);
    const poem = found[0];
    const earlier = poem && taken.get(poem.id);
    if (!poem) matched.errors.push(`${describe(entry)}：诗文目录里没有这首`);
    else if (found.length > 1) matched.errors.push(`${describe(entry)}：对上了 ${found.length} 首，请加 opens`);
    else if (earlier) matched.errors.push(`${describe(entry)}：和 ${earlier.at} 写的是同一首`);
    else {
      taken.set(poem.id, entry);
      matched.studies.push({ poem_id: poem.id, ...entry.study });
    }
  }
  return matched;
}

/** A text's words and line breaks, punctuation aside (唐诗三百首 prints 静夜思 with ，where the 必背 text has 。). */
const wordsOf = (content: string) => content.replace(/[^\p{L}\p{N}\n]/gu, '');

/**
 * The same notes for every other catalogue poem by the same author holding a studied poem's very
 * words line for line (静夜思 of 唐诗三百首 and of 千家诗): the notes fit it, and pupils reach it there too.
 */
export function copiesOf(
  studies: readonly PoemStudyRow[],
  studied: readonly StudyCandidate[],
  sameAuthors: readonly StudyCandidate[],
): PoemStudyRow[] {
  const taken = new Set(studies.map((s) => s.poem_id));
  const byWords = new Map(studied.map((p) => [`${p.author}\0${wordsOf(p.content)}`, p.id]));
  const studyOf = new Map(studies.map((s) => [s.poem_id, s]));
  return sameAuthors.flatMap((poem) => {
    const study = studyOf.get(byWords.get(`${poem.author}\0${wordsOf(poem.content)}`) ?? 0);
    if (!study || taken.has(poem.id)) return [];
    taken.add(poem.id);
    return [{ ...study, poem_id: poem.id }];
  });
}

/** The poem ids the lessons' classics link (textbook_lessons.classics JSON), once each, 0 left out. */
export function linkedPoemIds(classicsColumns: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const column of classicsColumns) {
    const classics: unknown = JSON.parse(column);
    if (!Array.isArray(classics)) continue;
    for (const classic of classics)
      if (Number.isInteger(classic?.poem_id) && classic.poem_id > 0) ids.add(classic.poem_id);
  }
  return [...ids];
}
