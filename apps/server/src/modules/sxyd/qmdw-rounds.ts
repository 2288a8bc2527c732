// 听音辨位's rounds without the database: questions drawn from poems whose pinyin we hold and from
// the syllables that have a real recording, and the marking. Pure, so tests can fix the random source.
import { QMDW_POINTS_PER_ANSWER, QMDW_WIN_SHARE, type QmdwKind, type QmdwStatus, splitTone } from '@yuwen/protocol';
import { shuffled } from '../../lib/character-questions.js';

/** A poem as the game reads it: its lines and the pinyin of each character ('' for punctuation). */
export interface GamePoem {
  title: string;
  lines: readonly string[];
  pinyin: readonly (readonly string[])[];
}

/** What a level asks: a poem line of one of these lengths, or a grid of `grid` cells, then tones. */
export interface LevelPlan {
  questions: number;
  lineLengths: readonly number[];
  /** Cells of the grid (9, 16); 0 to find characters in a line instead. */
  grid: number;
}

/** A question as kept on the server: what the pupil sees, and the answer. */
export interface StoredQuestion {
  kind: QmdwKind;
  cells: string[];
  columns: number;
  source: string;
  /** The recording heard, as the recordings are named (chun1). */
  recording: string;
  char: string;
  /** The heard reading with its tone mark (chūn). */
  reading: string;
  right: number;
}

interface Reading {
  char: string;
  reading: string;
  recording: string;
  tone: number;
  letters: string;
}

const HAN = /^\p{Script=Han}$/u;

/** The marks of each vowel for tones 1–4. */
const MARKS: Readonly<Record<string, string>> = { a: 'āáǎà', e: 'ēéěè', i: 'īíǐì', o: 'ōóǒò', u: 'ūúǔù', ü: 'ǖǘǚǜ' };

/** `chun` + 1 → chūn: the mark on a or e, on o in ou, else on the last vowel (letters may write ü as v). */
export function markTone(letters: string, tone: number): string {
  const plain = letters.replaceAll('v', 'ü');
  const at = /[ae]/.test(plain)
    ? plain.search(/[ae]/)
    : plain.includes('ou')
      ? plain.indexOf('o')
      : Math.max(...[...'iouü'].map((v) => plain.lastIndexOf(v)));
  const vowel = plain[at];
  const mark = vowel ? MARKS[vowel]?.[tone - 1] : undefined;
  return at < 0 || !mark ? plain : `${plain.slice(0, at)}${mark}${plain.slice(at + 1)}`;
}

function readingOf(char: string, toned: string, recorded: ReadonlySet<string>): Reading | undefined {
  if (!HAN.test(char) || toned === '') return undefined;
  const { syllable, tone } = splitTone(toned);
  const recording = `${syllable}${tone}`;
  if (!recorded.has(recording)) return undefined;
  return { char, reading: toned, recording, tone, letters: syllable };
}

/** The runs of characters between punctuation in a poem's lines, each with its readings. */
function clauses(poem: GamePoem): { chars: string[]; pinyin: string[] }[] {
  const out: { chars: string[]; pinyin: string[] }[] = [];
  poem.lines.forEach((line, i) => {
    let current = { chars: [] as string[], pinyin: [] as string[] };
    [...line].forEach((char, j) => {
      if (HAN.test(char)) {
        current.chars.push(char);
        current.pinyin.push(poem.pinyin[i]?.[j] ?? '');
      } else if (current.chars.length > 0) {
        out.push(current);
        current = { chars: [], pinyin: [] };
      }
    });
    if (current.chars.length > 0) out.push(current);
  });
  return out;
}

/** Readings that occur once in `readings` (so the sound names one cell). */
const unique = (readings: readonly (Reading | undefined)[], all: readonly string[]) =>
  readings.filter((r): r is Reading => r !== undefined && all.filter((x) => x === r.reading).length === 1);

/** Find the heard character in a poem line: a line whose target's reading occurs once in it. */
function positionQuestion(
  poems: readonly GamePoem[],
  plan: LevelPlan,
  recorded: ReadonlySet<string>,
  used: Set<string>,
  random: () => number,
): StoredQuestion | undefined {
  for (const poem of shuffled(poems, random)) {
    for (const clause of shuffled(clauses(poem), random)) {
      if (!plan.lineLengths.includes(clause.chars.length)) continue;
      const readings = clause.chars.map((char, i) => readingOf(char, clause.pinyin[i] ?? '', recorded));
      const target = shuffled(unique(readings, clause.pinyin), random).find((r) => !used.has(r.char));
      if (!target) continue;
      used.add(target.char);
      return {
        kind: 'position',
        cells: clause.chars,
        columns: clause.chars.length,
        source: `《${poem.title}》`,
        recording: target.recording,
        char: target.char,
        reading: target.reading,
        right: clause.chars.indexOf(target.char),
      };
    }
  }
  return undefined;
}

/** Find the heard character in a grid of a poem's characters, every reading in it different. */
function gridQuestion(
  poems: readonly GamePoem[],
  plan: LevelPlan,
  recorded: ReadonlySet<string>,
  used: Set<string>,
  random: () => number,
): StoredQuestion | undefined {
  for (const poem of shuffled(poems, random)) {
    const cells: Reading[] = [];
    const seen = new Set<string>();
    for (const clause of shuffled(clauses(poem), random)) {
      clause.chars.forEach((char, i) => {
        const reading = readingOf(char, clause.pinyin[i] ?? '', recorded);
        if (!reading || seen.has(char) || seen.has(reading.reading) || cells.length === plan.grid) return;
        seen.add(char);
        seen.add(reading.reading);
        cells.push(reading);
      });
    }
    if (cells.length < plan.grid) continue;
    const grid = shuffled(cells, random);
    const target = grid.find((r) => !used.has(r.char));
    if (!target) continue;
    used.add(target.char);
    return {
      kind: 'grid',
      cells: grid.map((r) => r.char),
      columns: Math.round(Math.sqrt(plan.grid)),
      source: `《${poem.title}》`,
      recording: target.recording,
      char: target.char,
      reading: target.reading,
      right: grid.indexOf(target),
    };
  }
  return undefined;
}

/** Hear a syllable and pick its tone among the four (a character of the poems, read in tone 1–4). */
function toneQuestion(
  poems: readonly GamePoem[],
  recorded: ReadonlySet<string>,
  used: Set<string>,
  random: () => number,
): StoredQuestion | undefined {
  for (const poem of shuffled(poems, random)) {
    const readings = clauses(poem).flatMap((clause) =>
      clause.chars.map((char, i) => readingOf(char, clause.pinyin[i] ?? '', recorded)),
    );
    const target = shuffled(readings, random).find(
      (r) => r !== undefined && r.tone >= 1 && r.tone <= 4 && !used.has(r.char),
    );
    if (!target) continue;
    used.add(target.char);
    return {
      kind: 'tone',
      cells: [1, 2, 3, 4].map((tone) => markTone(target.letters, tone)),
      columns: 4,
      source: '',
      recording: target.recording,
      char: target.char,
      reading: target.reading,
      right: target.tone - 1,
    };
  }
  return undefined;
}

/**
 * A round: finding questions (a line or a grid) and tone questions in turn; when the poems give too
 * few of one kind, the other fills in. Fewer questions than planned only when the material runs out.
 */
export function buildRound(
  poems: readonly GamePoem[],
  plan: LevelPlan,
  recorded: ReadonlySet<string>,
  random: () => number,
): StoredQuestion[] {
  const used = new Set<string>();
  const find = () =>
    plan.grid > 0
      ? gridQuestion(poems, plan, recorded, used, random)
      : positionQuestion(poems, plan, recorded, used, random);
  const tone = () => toneQuestion(poems, recorded, used, random);
  const questions: StoredQuestion[] = [];
  while (questions.length < plan.questions) {
    const [first, second] = questions.length % 2 === 0 ? [find, tone] : [tone, find];
    const next = first() ?? second();
    if (!next) break;
    questions.push(next);
  }
  return questions;
}

/** How a round ends: won in time with enough right answers, done below that, timeout after the time. */
export function finishedStatus(correct: number, total: number, inTime: boolean): Exclude<QmdwStatus, 'playing'> {
  if (!inTime) return 'timeout';
  return correct >= Math.ceil(total * QMDW_WIN_SHARE) ? 'won' : 'done';
}

/** Ten points a right answer; a won round adds a point per whole second left. */
export function roundPoints(correct: number, status: QmdwStatus, msLeft: number): number {
  return correct * QMDW_POINTS_PER_ANSWER + (status === 'won' ? Math.max(0, Math.floor(msLeft / 1000)) : 0);
}
