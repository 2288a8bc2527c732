import { z } from 'zod';

/**
 * Writing on the stroke checker (hanzi-writer's quiz), the rule every 写字 page and the server's
 * marking share.
 */

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

/** Most lines (right strokes and misses) kept of one written character. */
export const WRITTEN_LINES_MAX = 60;
/** Most points of one line. */
export const WRITTEN_POINTS_MAX = 100;

/**
 * A character as the pupil wrote it on the board: every line drawn, in order (misses too), each
 * as its points x0, y0, x1, y1 … on the stroke data's 1024 grid (y up), as the checker saw them.
 */
export const writtenStrokesSchema = z.object({
  strokes: z
    .array(
      z
        .array(z.number().min(-1024).max(2048))
        .min(4)
        .max(WRITTEN_POINTS_MAX * 2)
        .refine((line) => line.length % 2 === 0, '笔画的点有误'),
    )
    .min(1)
    .max(WRITTEN_LINES_MAX),
});
export type WrittenStrokes = z.output<typeof writtenStrokesSchema>;
