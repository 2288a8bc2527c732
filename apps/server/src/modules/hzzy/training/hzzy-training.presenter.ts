import type { UserTrainDetailRow, UserTrainLevelRow } from '@yuwen/db';
import type { TrainDetail, TrainLevel } from '@yuwen/protocol';

/** A stored test or training round as the spec's UserTrainDetail. */
export function presentDetail(row: UserTrainDetailRow): TrainDetail {
  let wrong: TrainDetail['wrong'] = [];
  try {
    const parsed: unknown = JSON.parse(row.wrong);
    if (Array.isArray(parsed)) wrong = parsed as TrainDetail['wrong'];
  } catch {
    // A damaged list shows as none rather than failing the whole history.
  }
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    total: row.total,
    correct: row.correct,
    score: scoreOf(row.correct, row.total),
    wrong,
    created_at: Number(row.created_at),
  };
}

/** 0–100, rounded. */
export function scoreOf(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct * 100) / total);
}

/** Stars for a training round: 60 → 1, 80 → 2, 100 → 3. */
export function starsFor(score: number): number {
  return score >= 100 ? 3 : score >= 80 ? 2 : score >= 60 ? 1 : 0;
}

/** One level with the pupil's best result; `unlocked` is worked out by the caller from the level before. */
export function presentLevel(
  level: number,
  preview: string,
  row: UserTrainLevelRow | undefined,
  unlocked: boolean,
): TrainLevel {
  return { level, preview, stars: row?.stars ?? 0, best_score: row?.best_score ?? 0, unlocked };
}
