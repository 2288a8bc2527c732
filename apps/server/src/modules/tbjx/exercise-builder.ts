import type { ExerciseKind, ExerciseQuestion, ExerciseQuestionKind, TrainQuestion } from '@yuwen/protocol';
import {
  CHOICES,
  type Dictation,
  pickDistinct,
  type QuestionChar,
  type QuestionWord,
  readQuestion,
  recogniseQuestion,
  shuffled,
  withAnswer,
  writeQuestion,
} from '../../lib/character-questions.js';

/** A lesson character with what 数笔画 needs. */
export interface LessonChar extends QuestionChar {
  strokeCount: number;
}

/** A question as stored until the exercise is handed in: what the pupil sees plus the answer. */
export interface StoredQuestion extends ExerciseQuestion {
  /** The right option's index; -1 for write. */
  answer: number;
  char_id: number;
  /** The character asked about (shown to the pupil only in the marks). */
  target: string;
}

/** The most questions one round holds. */
export const EXERCISE_SIZE = 10;

/** 识字 alternates seeing and hearing; 作业 cycles through every kind. */
const ROTATION: Record<ExerciseKind, readonly ExerciseQuestionKind[]> = {
  sz: ['read', 'hear'],
  zy: ['read', 'word', 'strokes', 'write', 'hear'],
};

/** Which character is the recording: the target among characters that do not share its reading. */
function hearQuestion(target: LessonChar, pool: readonly QuestionChar[], dictation: Dictation, random: () => number) {
  const reading = target.readings[0];
  if (!reading) return undefined;
  const others = shuffled(
    pool.filter((c) => !c.readings.includes(reading)).map((c) => c.char),
    random,
  );
  const wrong = pickDistinct(others, new Set([target.char]), CHOICES - 1);
  if (wrong.length < CHOICES - 1) return undefined;
  return {
    kind: 'hear' as const,
    prompt: '',
    hint: reading,
    audio: dictation.audioOf(reading),
    stroke_data: '',
    char: '',
    ...withAnswer(target.char, wrong, random),
  };
}

/** How many strokes: the count among its neighbours (never below one). */
function strokesQuestion(target: LessonChar, random: () => number) {
  const n = target.strokeCount;
  if (n <= 0) return undefined;
  const near = [n - 2, n - 1, n + 1, n + 2, n + 3].filter((v) => v > 0).map(String);
  const wrong = pickDistinct(shuffled(near, random), new Set([String(n)]), CHOICES - 1);
  return {
    kind: 'strokes' as const,
    prompt: target.char,
    hint: '',
    audio: '',
    stroke_data: '',
    char: '',
    ...withAnswer(String(n), wrong, random),
  };
}

/** A question of the character-training builders, in the exercise's shape. */
function fromTraining(question: TrainQuestion | undefined, kind: ExerciseQuestionKind) {
  if (!question) return undefined;
  return {
    kind,
    prompt: question.prompt,
    hint: question.hint,
    audio: question.audio,
    stroke_data: question.stroke_data,
    char: kind === 'write' ? question.char : '',
    options: question.options,
    answer: question.answer,
  };
}

/**
 * Up to EXERCISE_SIZE questions over a lesson's characters, each character at most once, kinds
 * taken in turn from the round's rotation; when a kind cannot be asked of a character (no common
 * word, no stroke data, too few distinct choices) its reading is asked instead.
 */
export function buildExercise(
  kind: ExerciseKind,
  targets: readonly LessonChar[],
  pool: readonly QuestionChar[],
  wordsOf: ReadonlyMap<string, readonly QuestionWord[]>,
  dictation: Dictation,
  random: () => number = Math.random,
): StoredQuestion[] {
  const knownWords = new Set([...wordsOf.values()].flat().map((w) => w.word));
  const rotation = ROTATION[kind];
  const questions: StoredQuestion[] = [];
  for (const target of targets) {
    if (questions.length === EXERCISE_SIZE) break;
    const wanted = rotation[questions.length % rotation.length] as ExerciseQuestionKind;
    const words = wordsOf.get(target.char) ?? [];
    const make = (k: ExerciseQuestionKind) => {
      switch (k) {
        case 'read':
          return fromTraining(readQuestion(target, pool, random), 'read');
        case 'word':
          return fromTraining(recogniseQuestion(target, words, pool, knownWords, random), 'word');
        case 'write':
          return fromTraining(writeQuestion(target, words, dictation, random), 'write');
        case 'hear':
          return hearQuestion(target, pool, dictation, random);
        case 'strokes':
          return strokesQuestion(target, random);
      }
    };
    const question = make(wanted) ?? make('read');
    if (question) questions.push({ ...question, char_id: target.id, target: target.char });
  }
  return questions;
}

/** What the pupil is sent: the questions without their answers. */
export function withoutAnswers(questions: readonly StoredQuestion[]): ExerciseQuestion[] {
  return questions.map(({ kind, prompt, hint, audio, stroke_data, char, options }) => ({
    kind,
    prompt,
    hint,
    audio,
    stroke_data,
    char,
    options,
  }));
}

/**
 * Marks the answers: a choice is right when it is the stored answer; a written character when the
 * stroke checker passed it (`true`). Missing answers are wrong.
 */
export function markAnswers(questions: readonly StoredQuestion[], answers: readonly (number | boolean)[]) {
  return questions.map((question, i) => {
    const given = answers[i];
    const correct = question.kind === 'write' ? given === true : typeof given === 'number' && given === question.answer;
    return { correct, answer: question.answer, char: question.target, char_id: question.char_id };
  });
}
