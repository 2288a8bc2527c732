// Form checks of the poem notes and poet biographies (STYLE.md); the gate test adds the checks
// against the catalogue's texts. Writers run `node apps/importer/data/poem-notes/check.mjs`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const POEM_FILES = ['band-1-2', 'band-3-4', 'band-5-6'];
const length = (text) => [...(text ?? '')].length;

export function readEntries(name) {
  const file = join(here, `${name}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, i) => {
      try {
        return JSON.parse(line);
      } catch {
        return { parseError: `line ${i + 1} is not JSON` };
      }
    });
}

/** Problems of a poem entry; with the poem's text, also that terms and lines match it. */
export function poemProblems(entry, text) {
  if (entry.parseError) return [entry.parseError];
  const out = [];
  for (const field of ['title', 'author', 'notes', 'translation', 'appreciation'])
    if (!(field in entry)) out.push(`missing ${field}`);
  const notes = Array.isArray(entry.notes) ? entry.notes : [];
  if (notes.length < 2 || notes.length > 8) out.push('notes: 2–8');
  for (const note of notes) {
    if (!note.term || !note.gloss) out.push('a note needs term and gloss');
    else if (length(note.gloss) > 40) out.push(`gloss of ${note.term} is over 40 characters`);
    else if (/[。.]$/.test(note.gloss)) out.push(`gloss of ${note.term} must not end with a full stop`);
    if (text !== undefined && note.term && !text.includes(note.term)) out.push(`term ${note.term} is not in the text`);
  }
  const lines = (entry.translation ?? '').split('\n');
  if (lines.some((line) => line.trim() === '')) out.push('translation has an empty line');
  if (lines.some((line) => length(line) > 60)) out.push('a translation line is over 60 characters');
  if (text !== undefined && lines.length !== text.split('\n').length)
    out.push(`translation has ${lines.length} lines, the text ${text.split('\n').length}`);
  const appreciation = length(entry.appreciation);
  if (appreciation < 60 || appreciation > 150) out.push(`appreciation is ${appreciation} characters (60–150)`);
  return out;
}

export function poetProblems(entry) {
  if (entry.parseError) return [entry.parseError];
  const out = [];
  for (const field of ['name', 'dynasty', 'born', 'died', 'bio', 'known_for'])
    if (!(field in entry)) out.push(`missing ${field}`);
  for (const field of ['born', 'died'])
    if (entry[field] !== null && !Number.isInteger(entry[field])) out.push(`${field}: a year or null`);
  if (Number.isInteger(entry.born) && Number.isInteger(entry.died) && entry.died <= entry.born)
    out.push('died before born');
  const bio = length(entry.bio);
  if (bio < 40 || bio > 120) out.push(`bio is ${bio} characters (40–120)`);
  if (!Array.isArray(entry.known_for)) out.push('known_for: a list');
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let count = 0;
  const report = (name, entries, check) => {
    entries.forEach((entry, i) => {
      for (const p of check(entry)) {
        count++;
        console.log(`${name} line ${i + 1} ${entry.title ?? entry.name ?? ''}: ${p}`);
      }
    });
    console.log(`${name}: ${entries.length} entries`);
  };
  for (const name of POEM_FILES) report(name, readEntries(name), (entry) => poemProblems(entry));
  report('poets', readEntries('poets'), poetProblems);
  console.log(`${count} problems`);
  process.exit(count ? 1 : 0);
}
