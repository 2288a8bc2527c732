// Form checks of the word notes (STYLE.md). The gate test runs them on every volume; writers run
// `node apps/importer/data/word-notes/check.mjs g2a` while they write.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const VOLUMES = ['g2a', 'g2b', 'g3a', 'g3b', 'g4b', 'g5b', 'g6b'];
/**
 * Volumes that print no 词语表: their files hold notes for the words our selection gives their
 * lessons (bpcy's word-selection), so only the entries' form is checked here.
 */
export const SELECTION_VOLUMES = ['g1a', 'g1b'];
const SYLLABLE = /^[a-zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü]+$/;
/** 一 and 不: their own tone, or the neutral tone where the word is read so (对不起 duì bu qǐ). */
const CITATION_TONE = { 一: ['yī', 'yi'], 不: ['bù', 'bu'] };
const FIELDS = ['word', 'pinyin', 'meaning', 'example', 'synonyms', 'antonyms', 'measure'];

/** The printed 词语表 words each volume owns: first printing wins, in printed order. */
export function printedWordsByVolume() {
  const seen = new Set();
  const owned = new Map();
  for (const key of VOLUMES) {
    const volume = JSON.parse(readFileSync(join(here, '..', 'textbook', `${key}.json`), 'utf8'));
    const words = [];
    for (const unit of volume.units)
      for (const lesson of unit.lessons)
        for (const word of lesson.ciyu ?? []) {
          if (seen.has(word)) continue;
          seen.add(word);
          words.push(word);
        }
    owned.set(key, words);
  }
  return owned;
}

export function readNotes(key) {
  const file = join(here, `${key}.jsonl`);
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

/** Problems of one entry, as short Chinese-free strings for the writer. */
export function entryProblems(entry) {
  if (entry.parseError) return [entry.parseError];
  const out = [];
  for (const field of FIELDS) if (!(field in entry)) out.push(`missing ${field}`);
  const { word = '', pinyin = '', meaning = '', example = '', synonyms = [], antonyms = [], measure = '' } = entry;
  const syllables = pinyin.split(' ');
  if (syllables.length !== [...word].length) out.push('pinyin needs one syllable per character');
  if (!syllables.every((s) => SYLLABLE.test(s))) out.push('pinyin has a bad syllable');
  // 一 and 不 keep their own tones, as the poem and idiom readings do (STYLE.md).
  [...word].forEach((char, i) => {
    const own = CITATION_TONE[char];
    if (own && !own.includes(syllables[i])) out.push(`${char} is written ${own[0]} (its own tone, no tone change)`);
  });
  const meaningLength = [...meaning].length;
  if (meaningLength < 2 || meaningLength > 30) out.push('meaning must be 2–30 characters');
  if (/[。.]$/.test(meaning)) out.push('meaning must not end with a full stop');
  const exampleLength = [...example].length;
  if (exampleLength < 8 || exampleLength > 30) out.push('example must be 8–30 characters');
  if (!/[。！？]$/.test(example)) out.push('example ends with 。！？');
  if (!example.includes(word)) out.push('example must contain the word');
  for (const list of [synonyms, antonyms]) {
    if (!Array.isArray(list) || list.length > 3) out.push('synonyms/antonyms: a list of at most 3');
    else if (list.includes(word)) out.push('synonyms/antonyms must not hold the word itself');
  }
  if (typeof measure !== 'string' || [...measure].length > 2) out.push('measure: a 量词 or ""');
  return out;
}

/** Every problem of a volume's file: entries, order and coverage against the printed list. */
export function volumeProblems(key, owned = printedWordsByVolume()) {
  const words = owned.get(key) ?? [];
  const notes = readNotes(key);
  const problems = [];
  notes.forEach((entry, i) => {
    for (const p of entryProblems(entry)) problems.push(`${key} line ${i + 1} ${entry.word ?? ''}: ${p}`);
  });
  const written = notes.map((entry) => entry.word);
  if (new Set(written).size !== written.length) problems.push(`${key}: a word has two entries`);
  if (SELECTION_VOLUMES.includes(key)) {
    const printed = new Set([...owned.values()].flat());
    const elsewhere = written.filter((w) => printed.has(w));
    if (elsewhere.length)
      problems.push(`${key}: words a 词语表 prints belong in that volume's file: ${elsewhere.join(' ')}`);
    return problems;
  }
  const missing = words.filter((w) => !written.includes(w));
  const extra = written.filter((w) => !words.includes(w));
  if (missing.length)
    problems.push(`${key}: ${missing.length} printed words have no entry: ${missing.slice(0, 20).join(' ')}`);
  if (extra.length) problems.push(`${key}: entries for words this volume does not own: ${extra.join(' ')}`);
  const order = written.filter((w) => words.includes(w));
  if (order.join() !== words.filter((w) => written.includes(w)).join())
    problems.push(`${key}: entries are not in printed order`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const keys = process.argv.length > 2 ? process.argv.slice(2) : [...SELECTION_VOLUMES, ...VOLUMES];
  const owned = printedWordsByVolume();
  let count = 0;
  for (const key of keys) {
    const problems = volumeProblems(key, owned);
    count += problems.length;
    for (const p of problems) console.log(p);
    console.log(`${key}: ${readNotes(key).length}/${owned.get(key)?.length ?? 0} entries, ${problems.length} problems`);
  }
  process.exit(count ? 1 : 0);
}
