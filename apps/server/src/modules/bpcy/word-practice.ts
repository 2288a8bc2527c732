import {
  WORD_PAIR_BOARD_SIZE,
  WORD_PRACTICE_MAX_WORDS,
  type WordPracticeKind,
  type WordPracticeResult,
  type WordQuestion,
} from '@yuwen/protocol';
import { CHOICES, pickDistinct, shuffled, withAnswer } from '../../lib/character-questions.js';
import { seededRandom } from '../../lib/seeded-random.js';

/** A word's note as the practices use it. */
export interface PracticeNote {
  word: string;
  pinyin: string;
  meaning: string;
  example: string;
  synonyms: string[];
  antonyms: string[];
}

type Relation = 'synonym' | 'antonym';

/** A question as kept on the server: what the pupil sees plus the answer. */
export type StoredQuestion =
  | { kind: 'meaning'; word: string; pinyin: string; options: string[]; answer: number }
  | { kind: 'fill'; word: string; before: string; after: string; options: string[]; answer: number }
  | {
      kind: 'pair';
      words: string[];
      friends: { word: string; relation: Relation }[];
      /** Per word, the friend placed on the board for it. */
      answer: number[];
      /** Per word, every 近义词 and 反义词 it has: pairing it with any of them is right. */
      accepted: string[][];
    };

export type Mark = WordPracticeResult['marks'][number];

/** The note's 近义词 and 反义词, each with what it is. */
const friendsOf = (note: PracticeNote): { word: string; relation: Relation }[] => [
  ...note.synonyms.map((word) => ({ word, relation: 'synonym' as const })),
  ...note.antonyms.map((word) => ({ word, relation: 'antonym' as const })),
];

/** Words a pupil could rightly put in the note's place, so never a wrong option: itself and its friends. */
const closeTo = (note: PracticeNote) => new Set([note.word, ...note.synonyms, ...note.antonyms]);

/** 选意思: the word's meaning among other notes' meanings of the volume (not a 近义词's, which reads alike). */
function meaningQuestion(note: PracticeNote, pool: readonly PracticeNote[], random: () => number): StoredQuestion {
  const close = closeTo(note);
  const others = shuffled(
    pool.filter((other) => !close.has(other.word)),
    random,
  ).map((other) => other.meaning);
  const { options, answer } = withAnswer(
    note.meaning,
    pickDistinct(others, new Set([note.meaning]), CHOICES - 1),
    random,
  );
  return { kind: 'meaning', word: note.word, pinyin: note.pinyin, options, answer };
}

/**
 * 填一填: our example with the word blanked; the other options are words of the lesson, then of the
 * volume, of the same length first — never the word's own 近义词 or 反义词, which might fit too.
 */
function fillQuestion(
  note: PracticeNote,
  lesson: readonly PracticeNote[],
  pool: readonly PracticeNote[],
  random: () => number,
): StoredQuestion {
  const at = note.example.indexOf(note.word);
  const close = closeTo(note);
  const candidates = [...shuffled(lesson, random), ...shuffled(pool, random)].filter(
    (other) => !close.has(other.word) && !other.synonyms.includes(note.word) && !note.example.includes(other.word),
  );
  const length = [...note.word].length;
  const sameLengthFirst = [
    ...candidates.filter((other) => [...other.word].length === length),
    ...candidates.filter((other) => [...other.word].length !== length),
  ].map((other) => other.word);
  const { options, answer } = withAnswer(note.word, pickDistinct(sameLengthFirst, close, CHOICES - 1), random);
  return {
    kind: 'fill',
    word: note.word,
    before: note.example.slice(0, at),
    after: note.example.slice(at + note.word.length),
    options,
    answer,
  };
}

/** Sizes of boards holding `count` words, as even as can be (10 → 4, 3, 3). */
function boardSizes(count: number): number[] {
  const boards = Math.ceil(count / WORD_PAIR_BOARD_SIZE);
  return Array.from({ length: boards }, (_, i) => Math.floor(count / boards) + (i < count % boards ? 1 : 0));
}

/**
 * 找朋友: boards of up to four words, each with one of its friends placed on the board (no word
 * twice on a board), the friends in a shuffled column.
 */
function pairQuestions(notes: readonly PracticeNote[], random: () => number): StoredQuestion[] {
  const boards: StoredQuestion[] = [];
  let next = 0;
  for (const size of boardSizes(notes.length)) {
    const chosen = notes.slice(next, next + size);
    next += size;
    const used = new Set(chosen.map((note) => note.word));
    const placed: { note: PracticeNote; friend: { word: string; relation: Relation } }[] = [];
    for (const note of chosen) {
      const friend = shuffled(friendsOf(note), random).find((f) => !used.has(f.word));
      if (!friend) continue;
      used.add(friend.word);
      placed.push({ note, friend });
    }
    if (placed.length < 2) continue;
    const friends = shuffled(
      placed.map((p) => p.friend),
      random,
    );
    boards.push({
      kind: 'pair',
      words: placed.map((p) => p.note.word),
      friends,
      answer: placed.map((p) => friends.indexOf(p.friend)),
      accepted: placed.map((p) => friendsOf(p.note).map((f) => f.word)),
    });
  }
  return boards;
}

/** The notes a practice of this kind can ask about, in the lesson's order. */
export function usableNotes(kind: WordPracticeKind, notes: readonly PracticeNote[]): PracticeNote[] {
  return kind === 'pair' ? notes.filter((note) => friendsOf(note).length > 0) : [...notes];
}

/**
 * A round of `kind` over the lesson's notes (`pool`: the notes of its volume, for wrong options),
 * the same for the same seed and notes: at most WORD_PRACTICE_MAX_WORDS words, in a shuffled order.
 */
export function buildPractice(
  kind: WordPracticeKind,
  lesson: readonly PracticeNote[],
  pool: readonly PracticeNote[],
  seed: number,
): StoredQuestion[] {
  const random = seededRandom(seed);
  const notes = shuffled(usableNotes(kind, lesson), random).slice(0, WORD_PRACTICE_MAX_WORDS);
  const everyNote = [...lesson, ...pool.filter((note) => !lesson.some((own) => own.word === note.word))];
  if (kind === 'pair') return pairQuestions(notes, random);
  return notes.map((note) =>
    kind === 'meaning' ? meaningQuestion(note, everyNote, random) : fillQuestion(note, lesson, everyNote, random),
  );
}

/** The questions as the pupil sees them. */
export function withoutAnswers(questions: readonly StoredQuestion[]): WordQuestion[] {
  return questions.map((question) => {
    if (question.kind === 'pair') return { kind: 'pair', words: question.words, friends: question.friends };
    if (question.kind === 'meaning')
      return { kind: 'meaning', word: question.word, pinyin: question.pinyin, options: question.options };
    return { kind: 'fill', before: question.before, after: question.after, options: question.options };
  });
}

/** Does each answer fit its question (an option, or one distinct friend per word of a board)? */
function fits(question: StoredQuestion, answer: number | readonly number[]): boolean {
  if (question.kind !== 'pair') return typeof answer === 'number' && answer < question.options.length;
  if (typeof answer === 'number' || answer.length !== question.words.length) return false;
  const paired = answer.filter((i) => i >= 0);
  return paired.every((i) => i < question.friends.length) && new Set(paired).size === paired.length;
}

/**
 * Marks a round: one mark per choice question and one per word of a 找朋友 board (right when the
 * friend paired with it is any of its 近义词 or 反义词 on the board). Undefined when the answers
 * do not fit the questions.
 */
export function markPractice(
  questions: readonly StoredQuestion[],
  answers: readonly (number | readonly number[])[],
): Mark[] | undefined {
  if (answers.length !== questions.length || questions.some((q, i) => !fits(q, answers[i] ?? -1))) return undefined;
  return questions.flatMap((question, i) => {
    const answer = answers[i] ?? -1;
    if (question.kind === 'pair') {
      const chosen = answer as readonly number[];
      return question.words.map((word, j) => {
        const friend = question.friends[chosen[j] ?? -1]?.word ?? '';
        return {
          word,
          correct: friend !== '' && (question.accepted[j] ?? []).includes(friend),
          answer: question.friends[question.answer[j] ?? -1]?.word ?? '',
          chosen: friend,
        };
      });
    }
    const index = answer as number;
    return [
      {
        word: question.word,
        correct: index === question.answer,
        answer: question.options[question.answer] ?? '',
        chosen: question.options[index] ?? '',
      },
    ];
  });
}
