import { type CharacterBrowseRow, parseReadings } from '@yuwen/db';
import type { TrainQuestion } from '@yuwen/protocol';

/** A character a question may ask about, or offer as a wrong choice. */
export interface QuestionChar {
  id: number;
  char: string;
  /** Tone-marked readings, most common first. */
  readings: readonly string[];
}

/** A catalogue character as questions see it. */
export const questionChar = (row: CharacterBrowseRow): QuestionChar => ({
  id: row.id,
  char: row.char,
  readings: parseReadings(row.readings),
});

/** What a dictation (write) question needs besides the character: its recording and stroke data. */
export interface Dictation {
  /** The recording of a tone-marked reading, '' when there is none. */
  audioOf: (reading: string) => string;
  /** The stroke data address of a character, '' when it has none (then it is not dictated). */
  strokesOf: (char: QuestionChar) => string;
}

/** A common word holding a character, with its pinyin. */
export interface QuestionWord {
  word: string;
  pinyin: string;
}

/** How many options a choice question offers. */
export const CHOICES = 4;
/** Each vowel with its four tone marks. */
const TONED_VOWELS = ['aāáǎà', 'eēéěè', 'iīíǐì', 'oōóǒò', 'uūúǔù', 'üǖǘǚǜ'];

/** The same syllable in each of the four tones (xué → xuē xué xuě xuè); none for a neutral-tone reading. */
export function otherTones(reading: string): string[] {
  for (const row of TONED_VOWELS) {
    const at = [...reading].findIndex((ch) => row.indexOf(ch) > 0);
    if (at >= 0) {
      const letters = [...reading];
      return [1, 2, 3, 4].map((tone) => {
        letters[at] = row[tone] ?? '';
        return letters.join('');
      });
    }
  }
  return [];
}
const BLANK = '（ ）';

/** A fresh order of `items` (Fisher–Yates with the given random source). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Up to `n` distinct values from `candidates`, in order, none of them in `taken`. */
export function pickDistinct(candidates: Iterable<string>, taken: ReadonlySet<string>, n: number): string[] {
  const out: string[] = [];
  for (const value of candidates) {
    if (out.length === n) break;
    if (value !== '' && !taken.has(value) && !out.includes(value)) out.push(value);
  }
  return out;
}

export function withAnswer(correct: string, wrong: readonly string[], random: () => number) {
  const options = shuffled([correct, ...wrong], random);
  return { options, answer: options.indexOf(correct) };
}

/**
 * 读音 question: the character's main reading among wrong ones — first the other tones of the same
 * syllable (the mistake pupils make), then readings of other characters.
 */
export function readQuestion(
  target: QuestionChar,
  pool: readonly QuestionChar[],
  random: () => number,
): TrainQuestion | undefined {
  const correct = target.readings[0];
  if (!correct) return undefined;
  const sameSyllable = otherTones(correct);
  const others = shuffled(
    pool.filter((c) => c.id !== target.id).map((c) => c.readings[0] ?? ''),
    random,
  );
  const wrong = pickDistinct([...shuffled(sameSyllable, random), ...others], new Set(target.readings), CHOICES - 1);
  if (wrong.length < CHOICES - 1) return undefined;
  return {
    char_id: target.id,
    char: target.char,
    kind: 'read',
    prompt: target.char,
    hint: '',
    audio: '',
    stroke_data: '',
    ...withAnswer(correct, wrong, random),
  };
}

/**
 * 认字 question: a common word with the character blanked out, and the character among others that
 * do not make a known word in its place.
 */
export function recogniseQuestion(
  target: QuestionChar,
  words: readonly QuestionWord[],
  pool: readonly QuestionChar[],
  knownWords: ReadonlySet<string>,
  random: () => number,
): TrainQuestion | undefined {
  // One of the three most common words, so a pupil meets more than one.
  const word = shuffled(words.slice(0, 3), random)[0];
  if (!word) return undefined;
  const makesWord = (c: string) => knownWords.has(word.word.replace(target.char, c));
  const wrong = pickDistinct(
    shuffled(
      pool.map((c) => c.char).filter((c) => !makesWord(c)),
      random,
    ),
    new Set([target.char]),
    CHOICES - 1,
  );
  if (wrong.length < CHOICES - 1) return undefined;
  return {
    char_id: target.id,
    char: target.char,
    kind: 'recognise',
    prompt: word.word.replace(target.char, BLANK),
    hint: word.pinyin,
    audio: '',
    stroke_data: '',
    ...withAnswer(target.char, wrong, random),
  };
}

/** 听写 question: hear (and see) the reading, with a word for context, and write the character. */
export function writeQuestion(
  target: QuestionChar,
  words: readonly QuestionWord[],
  dictation: Dictation,
  random: () => number,
): TrainQuestion | undefined {
  const reading = target.readings[0];
  const strokes = dictation.strokesOf(target);
  if (!reading || !strokes) return undefined;
  const word = shuffled(words.slice(0, 3), random)[0];
  return {
    char_id: target.id,
    char: target.char,
    kind: 'write',
    prompt: word ? word.word.replace(target.char, BLANK) : '',
    hint: reading,
    audio: dictation.audioOf(reading),
    stroke_data: strokes,
    options: [],
    answer: -1,
  };
}

/**
 * Up to `count` questions about `targets` (each character once, in a random order), alternating
 * read and recognise (with `dictation`, every third question is written instead); a character with
 * no common word is asked for its reading. `pool` gives the wrong choices; `wordsOf` the common
 * words of each target.
 */
export function buildQuestions(
  targets: readonly QuestionChar[],
  pool: readonly QuestionChar[],
  wordsOf: ReadonlyMap<string, readonly QuestionWord[]>,
  count: number,
  random: () => number = Math.random,
  dictation?: Dictation,
): TrainQuestion[] {
  const knownWords = new Set([...wordsOf.values()].flat().map((w) => w.word));
  const questions: TrainQuestion[] = [];
  for (const target of shuffled(targets, random)) {
    if (questions.length === count) break;
    const words = wordsOf.get(target.char) ?? [];
    const write = dictation && questions.length % 3 === 2 ? writeQuestion(target, words, dictation, random) : undefined;
    if (write) {
      questions.push(write);
      continue;
    }
    const recognise =
      questions.length % 2 === 1 ? recogniseQuestion(target, words, pool, knownWords, random) : undefined;
    const question =
      recognise ?? readQuestion(target, pool, random) ?? recogniseQuestion(target, words, pool, knownWords, random);
    if (question) questions.push(question);
  }
  return questions;
}
