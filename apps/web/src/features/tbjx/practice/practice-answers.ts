// The rules of a practice round that do not draw anything: the answers handed in, what the pupil
// hears at once in 识字, and how a score is celebrated.
import type { CharacterTile, ExerciseQuestion, ExerciseResult, TextbookLesson } from '@yuwen/protocol';
import { quizPassed } from '../../../components/hanzi-writer/quiz-score';

/** A pupil's answer to one question: the option picked, or for 写 whether the stroke checker passed it. */
export type PracticeAnswer = number | boolean;

/** One slot per question, undefined until answered. */
export type AnswerSheet = readonly (PracticeAnswer | undefined)[];

/** The `answers` parameter of the hand-in: one per question in order, -1 for an unanswered one. */
export function answersParam(sheet: AnswerSheet): string {
  return JSON.stringify(sheet.map((answer) => answer ?? -1));
}

/** How many questions are still without an answer. */
export function unansweredCount(sheet: AnswerSheet): number {
  return sheet.filter((answer) => answer === undefined).length;
}

/** Stars of a score, as the 汉字训练 levels give them: 60 earns one, 80 two, full marks three. */
export function resultStars(score: number): number {
  if (score >= 100) return 3;
  if (score >= 80) return 2;
  if (score >= 60) return 1;
  return 0;
}

/** A warm word for a score: praise when it is high, courage when it is not. */
export function cheer(score: number): string {
  if (score >= 100) return '满分，太棒了！';
  if (score >= 80) return '真不错，再加把劲就满分了！';
  if (score >= 60) return '过关啦！没掌握的字再练练吧。';
  return '没关系，多练几次一定能学会！';
}

/** The characters to practise again: those asked by the questions answered wrong, each once, in order. */
export function missedCharacters(result: Pick<ExerciseResult, 'marks'>): string[] {
  return [...new Set(result.marks.filter((mark) => !mark.correct && mark.char !== '').map((mark) => mark.char))];
}

/** Pinyin as the lesson's tiles and the questions may each write it. */
function sameReading(a: string, b: string): boolean {
  return a.normalize('NFC').trim().toLowerCase() === b.normalize('NFC').trim().toLowerCase();
}

/**
 * The right option of a 识字 question, worked out from the lesson's own tiles so the pupil hears at
 * once whether a choice was right (the server still marks the hand-in). read: the one option that is
 * a reading of the character; hear: the one lesson character whose readings hold the pinyin shown
 * (the other options, lesson characters or not, never share that reading). Undefined when the tiles
 * cannot tell for sure: a character the lesson does not list, or a reading two options fit.
 */
export function rightOptionFromTiles(question: ExerciseQuestion, tiles: readonly CharacterTile[]): number | undefined {
  const tileOf = (char: string) => tiles.find((tile) => tile.char === char);
  let fits: boolean[];
  if (question.kind === 'read') {
    const tile = tileOf(question.prompt);
    if (!tile) return undefined;
    fits = question.options.map((option) => tile.readings.some((reading) => sameReading(reading, option)));
  } else if (question.kind === 'hear') {
    if (question.hint === '') return undefined;
    fits = question.options.map(
      (option) => tileOf(option)?.readings.some((reading) => sameReading(reading, question.hint)) ?? false,
    );
  } else return undefined;
  const right = fits.flatMap((fit, index) => (fit ? [index] : []));
  return right.length === 1 ? right[0] : undefined;
}

/** Every character tile of a lesson: 会认, 会写 and the ones met again. */
export function lessonTiles(lesson: Pick<TextbookLesson, 'shizi' | 'xiezi' | 'shizi_review'>): CharacterTile[] {
  return [...lesson.shizi, ...lesson.xiezi, ...lesson.shizi_review];
}

/** The name of a question's kind as the 作业 sheet prints it. */
export const QUESTION_KIND_NAMES: Readonly<Record<ExerciseQuestion['kind'], string>> = {
  read: '选读音',
  hear: '听音选字',
  word: '组词',
  strokes: '数笔画',
  write: '看拼音写汉字',
};

/** An option as it is read: a stroke count with 画. */
export function optionText(question: ExerciseQuestion, option: string): string {
  return question.kind === 'strokes' ? `${option} 画` : option;
}

/** What the pupil answered, as text: the option, or whether the character was written right. */
export function answerText(question: ExerciseQuestion, answer: PracticeAnswer | undefined): string {
  if (typeof answer === 'boolean') return answer ? '写对了' : '没写对';
  const option = answer === undefined ? undefined : question.options[answer];
  return option === undefined ? '没有作答' : optionText(question, option);
}

/** The right answer of a marked question: the option the server names, or the character to write. */
export function rightAnswerText(question: ExerciseQuestion, mark: ExerciseResult['marks'][number]): string {
  const option = question.kind === 'write' ? undefined : question.options[mark.answer];
  return option === undefined ? mark.char : optionText(question, option);
}

/**
 * How a 写字 round went: how many characters were written, the round's score (the mean over every
 * character, one skipped counting 0) and which to write again.
 */
export function writingSummary(
  chars: readonly string[],
  scores: ReadonlyMap<string, number>,
): { written: number; score: number; again: string[] } {
  const written = chars.filter((char) => scores.has(char)).length;
  const sum = chars.reduce((total, char) => total + (scores.get(char) ?? 0), 0);
  // Skipped or not passed by the stroke checker: worth another go.
  const again = chars.filter((char) => {
    const score = scores.get(char);
    return score === undefined || !quizPassed(score);
  });
  return { written, score: chars.length === 0 ? 0 : Math.round(sum / chars.length), again };
}
