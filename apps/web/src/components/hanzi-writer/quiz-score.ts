/**
 * The write-it score out of 100: the share of attempts that were right, i.e. strokes over
 * strokes plus mistakes (a character written without a miss scores 100).
 */
export function quizScore(strokes: number, mistakes: number): number {
  if (strokes <= 0) return 0;
  return Math.round((100 * strokes) / (strokes + Math.max(0, mistakes)));
}
