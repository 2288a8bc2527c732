import { IDIOM_QUIZ_OPTIONS, IDIOM_QUIZ_SIZE, type IdiomQuestion, type IdiomQuizResult } from '@yuwen/protocol';
import { pickDistinct, shuffled, withAnswer } from '../../lib/character-questions.js';
import type { ChainIdiom } from './known-idioms.js';

/** A question as stored: what the pupil sees, its idiom and the right option. */
export interface StoredQuizQuestion extends IdiomQuestion {
  idiom: string;
  answer: number;
}

const HIDE = '○';

/**
 * A meaning fit for a question: the first sentence of one written for pupils, never an imported gloss
 * that only points elsewhere (见“…”, 同“…”) or quotes its source.
 */
export function quizMeaning(meaning: string): string {
  if (/语出|见“|同“|^见|^同/.test(meaning)) return '';
  const first = meaning.split(/(?<=[。；])/)[0]?.replace(/[。；]$/, '') ?? '';
  const length = Array.from(first).length;
  return length >= 4 && length <= 32 ? first : '';
}

/** 填字: the idiom with one character hidden among characters found at that place in other idioms (none making a known idiom). */
function fillQuestion(
  idiom: ChainIdiom,
  pool: readonly ChainIdiom[],
  known: ReadonlySet<string>,
  random: () => number,
): StoredQuizQuestion | undefined {
  const chars = Array.from(idiom.idiom);
  const at = Math.floor(random() * chars.length);
  const right = chars[at] ?? '';
  const makes = (char: string) => known.has(chars.map((c, i) => (i === at ? char : c)).join(''));
  const others = shuffled(pool, random)
    .map((other) => Array.from(other.idiom)[at] ?? '')
    .filter((char) => !makes(char));
  const wrong = pickDistinct(others, new Set([right]), IDIOM_QUIZ_OPTIONS - 1);
  if (wrong.length < IDIOM_QUIZ_OPTIONS - 1) return undefined;
  const { options, answer } = withAnswer(right, wrong, random);
  const prompt = chars.map((c, i) => (i === at ? HIDE : c)).join('');
  return { kind: 'fill', prompt, options, idiom: idiom.idiom, answer };
}

/** 选意思: the idiom's meaning among other idioms' meanings. */
function meaningQuestion(
  idiom: ChainIdiom,
  pool: readonly ChainIdiom[],
  random: () => number,
): StoredQuizQuestion | undefined {
  const right = quizMeaning(idiom.meaning);
  if (right === '') return undefined;
  const others = shuffled(pool, random).map((other) => (other.idiom === idiom.idiom ? '' : quizMeaning(other.meaning)));
  const wrong = pickDistinct(others, new Set([right]), IDIOM_QUIZ_OPTIONS - 1);
  if (wrong.length < IDIOM_QUIZ_OPTIONS - 1) return undefined;
  const { options, answer } = withAnswer(right, wrong, random);
  return { kind: 'meaning', prompt: idiom.idiom, options, idiom: idiom.idiom, answer };
}

/**
 * Ten questions, 填字 and 选意思 in turn, over the four-character idioms of our stories and the
 * reviewed list whose meaning suits a question. The same seed builds the same quiz.
 */
export function buildQuiz(known: readonly ChainIdiom[], random: () => number): StoredQuizQuestion[] {
  const pool = known.filter((idiom) => idiom.tier <= 1 && Array.from(idiom.idiom).length === 4);
  const texts = new Set(known.map((idiom) => idiom.idiom));
  const questions: StoredQuizQuestion[] = [];
  for (const idiom of shuffled(pool, random)) {
    if (questions.length === IDIOM_QUIZ_SIZE) break;
    const question =
      questions.length % 2 === 0 ? fillQuestion(idiom, pool, texts, random) : meaningQuestion(idiom, pool, random);
    if (question) questions.push(question);
  }
  return questions;
}

/** Marks the chosen options (-1 = skipped). */
export function markQuiz(questions: readonly StoredQuizQuestion[], answers: readonly number[]) {
  const marks: IdiomQuizResult['marks'] = questions.map((question, i) => {
    const chosen = answers[i] ?? -1;
    return {
      idiom: question.idiom,
      correct: chosen === question.answer,
      answer: question.options[question.answer] ?? '',
      chosen: question.options[chosen] ?? '',
    };
  });
  const correct = marks.filter((mark) => mark.correct).length;
  return {
    marks,
    correct,
    total: questions.length,
    score: Math.round((correct / Math.max(questions.length, 1)) * 100),
  };
}
