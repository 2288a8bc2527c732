/**
 * The write-it score out of 100: the share of attempts that were right, i.e. strokes over
 * strokes plus mistakes (a character written without a miss scores 100).
 */
export function quizScore(strokes: number, mistakes: number): number {
  if (strokes <= 0) return 0;
  return Math.round((100 * strokes) / (strokes + Math.max(0, mistakes)));
}

/** Writing on the stroke checker counts as right when at least six in ten attempts were right strokes. */
export const QUIZ_PASS_SCORE = 60;

/** Did a finished write-it round pass? */
export function quizPassed(score: number): boolean {
  return score >= QUIZ_PASS_SCORE;
}
