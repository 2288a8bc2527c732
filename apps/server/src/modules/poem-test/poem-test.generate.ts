import { POEM_TEST_KINDS, type PoemTestAnswer, type PoemTestKind } from '@yuwen/protocol';

/** A poem questions are drawn from. */
export interface PoolPoem {
  id: number;
  title: string;
  author: string;
  dynasty: string;
  content: string;
}

/** A question as stored: what the pupil sees plus its answer. */
export interface StoredQuestion {
  kind: PoemTestKind;
  poem_id: number;
  title: string;
  prompt: string;
  options: string[];
  answer: PoemTestAnswer;
  correct_text: string;
}

const CHOICES = 4;
const ORDER_LINES = 4;
const BLANK = '□';
const HAN = /\p{Script=Han}/u;

/** Pure: a poem's lines cut at every punctuation mark (the unit pupils recite), without the marks. */
export function versesOf(content: string): string[] {
  return content
    .split(/[，。？！；：、,.?!;:\n\s]+/)
    .map((v) => v.trim())
    .filter((v) => [...v].filter((c) => HAN.test(c)).length >= 2);
}

export function authorLabel(poem: { author: string; dynasty: string }): string {
  return poem.dynasty ? `${poem.dynasty}·${poem.author}` : poem.author;
}

/** Pure helpers on an injected random source, so tests can fix it. */
function pick<T>(items: readonly T[], rand: () => number): T | undefined {
  return items[Math.floor(rand() * items.length)];
}

function shuffled<T>(items: readonly T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Up to `n` distinct items from `candidates` that are not `exclude`, in random order. */
function distinctSample(candidates: readonly string[], exclude: ReadonlySet<string>, n: number, rand: () => number) {
  return shuffled(
    [...new Set(candidates)].filter((c) => !exclude.has(c)),
    rand,
  ).slice(0, n);
}

/** A choice question: the options are the answer and the distractors, shuffled. */
function choice(
  base: Omit<StoredQuestion, 'options' | 'answer' | 'correct_text'>,
  correct: string,
  distractors: string[],
  correctText: string,
  rand: () => number,
): StoredQuestion | undefined {
  if (distractors.length === 0) return undefined;
  const options = shuffled([correct, ...distractors], rand);
  return { ...base, options, answer: options.indexOf(correct), correct_text: correctText };
}

interface Pool {
  verses: Map<number, string[]>;
  allVerses: string[];
  authors: string[];
  chars: string[];
}

function makeQuestion(kind: PoemTestKind, poem: PoolPoem, pool: Pool, rand: () => number) {
  const verses = pool.verses.get(poem.id) ?? [];
  const base = { kind, poem_id: poem.id, title: poem.title };
  switch (kind) {
    case 'next_line': {
      if (verses.length < 2) return undefined;
      const at = Math.floor(rand() * (verses.length - 1));
      const prompt = verses[at] as string;
      const next = verses[at + 1] as string;
      const length = [...next].length;
      const own = new Set(verses);
      const sameLength = pool.allVerses.filter((v) => [...v].length === length);
      let distractors = distinctSample(sameLength, own, CHOICES - 1, rand);
      if (distractors.length < CHOICES - 1) distractors = distinctSample(pool.allVerses, own, CHOICES - 1, rand);
      return choice({ ...base, prompt }, next, distractors, next, rand);
    }
    case 'author': {
      if (!poem.author) return undefined;
      const label = authorLabel(poem);
      const distractors = distinctSample(pool.authors, new Set([label]), CHOICES - 1, rand);
      return choice({ ...base, prompt: '' }, label, distractors, label, rand);
    }
    case 'order': {
      if (verses.length < 3) return undefined;
      const size = Math.min(ORDER_LINES, verses.length);
      const start = Math.floor(rand() * (verses.length - size + 1));
      const window = verses.slice(start, start + size);
      if (new Set(window).size !== window.length) return undefined;
      let options = shuffled(window, rand);
      // A shuffle that left the lines in order would be no question.
      for (let i = 0; i < 5 && options.every((v, j) => v === window[j]); i++) options = shuffled(window, rand);
      if (options.every((v, j) => v === window[j])) options = [...window.slice(1), window[0] as string];
      return {
        ...base,
        prompt: '',
        options,
        answer: window.map((v) => options.indexOf(v)),
        correct_text: window.join('，'),
      };
    }
    case 'missing_char': {
      const verse = pick(
        verses.filter((v) => [...v].length >= 4),
        rand,
      );
      if (!verse) return undefined;
      const chars = [...verse];
      const positions = chars.flatMap((c, i) => (HAN.test(c) ? [i] : []));
      const at = pick(positions, rand) as number;
      const correct = chars[at] as string;
      const prompt = chars.map((c, i) => (i === at ? BLANK : c)).join('');
      const distractors = distinctSample(pool.chars, new Set(chars), CHOICES - 1, rand);
      return choice({ ...base, prompt }, correct, distractors, verse, rand);
    }
  }
}

/**
 * Pure: up to `count` questions from the pool, cycling through the kinds, each on a different poem
 * where the pool allows (a kind a poem cannot make — too short, no author — falls to another poem).
 */
export function generateQuestions(poems: readonly PoolPoem[], count: number, rand: () => number): StoredQuestion[] {
  const verses = new Map(poems.map((p) => [p.id, versesOf(p.content)]));
  const allVerses = [...verses.values()].flat();
  const pool: Pool = {
    verses,
    allVerses,
    authors: poems.filter((p) => p.author).map(authorLabel),
    chars: allVerses.flatMap((v) => [...v]).filter((c) => HAN.test(c)),
  };
  const questions: StoredQuestion[] = [];
  const used = new Set<number>();
  for (let i = 0; questions.length < count && i < count * 3; i++) {
    // The kind advances on every attempt, so a kind the collection cannot make is passed over.
    const kind = POEM_TEST_KINDS[i % POEM_TEST_KINDS.length] as PoemTestKind;
    const fresh = poems.filter((p) => !used.has(p.id));
    let made: StoredQuestion | undefined;
    for (const poem of shuffled(fresh.length > 0 ? fresh : poems, rand).slice(0, 20)) {
      made = makeQuestion(kind, poem, pool, rand);
      if (made) break;
    }
    if (!made) continue;
    used.add(made.poem_id);
    questions.push(made);
  }
  return questions;
}

/** Pure: is this answer the question's answer? */
export function isCorrect(question: StoredQuestion, answer: PoemTestAnswer | null): boolean {
  if (answer === null) return false;
  if (Array.isArray(question.answer)) {
    const expected = question.answer;
    return Array.isArray(answer) && answer.length === expected.length && answer.every((a, i) => a === expected[i]);
  }
  return answer === question.answer;
}
