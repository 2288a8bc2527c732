import { DAY_MS } from '../../../lib/china-time.js';

/**
 * The spaced-repetition schedule of the review (FSRS-5 formulas with its default weights
 * w₀…w₁₄; answers are binary, so a right answer grades "good" (3) and a wrong one "again" (1)).
 *
 * - Recall probability after t days with stability S: R(t) = (1 + F·t/S)^C, F = 19/81, C = −0.5,
 *   so R(S) = 90%: the next review is due S days after this one (target retention 0.9).
 * - First answer: S₀ = w₀ (again) or w₂ (good); D₀(G) = w₄ − e^{w₅(G−1)} + 1, clamped to 1…10.
 * - Difficulty after an answer: D′ = D − w₆(G − 3)·(10 − D)/9, pulled toward D₀(4): w₇·D₀(4) + (1 − w₇)·D′.
 * - Right: S′ = S·(1 + e^{w₈}·(11 − D)·S^{−w₉}·(e^{w₁₀(1−R)} − 1)).
 * - Wrong: S′ = min(S, w₁₁·D^{−w₁₂}·((S + 1)^{w₁₃} − 1)·e^{w₁₄(1−R)}).
 */
const W = [
  0.40255, 1.18385, 3.173, 15.69105, 7.1949, 0.5345, 1.4604, 0.0046, 1.54575, 0.1192, 1.01925, 1.9395, 0.11, 0.29605,
  2.2698,
] as const;
const w = (i: number): number => W[i] ?? 0;
const DECAY = -0.5;
const FACTOR = 19 / 81;
const MIN_STABILITY = 0.1;
const MAX_STABILITY_DAYS = 365;

/** A character's memory state as the review keeps it. */
export interface MemoryState {
  stability: number;
  difficulty: number;
  last_review_at: number;
  reps: number;
  lapses: number;
}

/** The state after an answer, and when the next review falls due (epoch ms). */
export interface Scheduled extends MemoryState {
  due_at: number;
}

const clampDifficulty = (d: number) => Math.min(10, Math.max(1, d));
const initialDifficulty = (grade: number) => w(4) - Math.exp(w(5) * (grade - 1)) + 1;

/** Recall probability `days` after the last review of a memory of stability `stability`. */
export function retrievability(days: number, stability: number): number {
  return (1 + (FACTOR * Math.max(0, days)) / stability) ** DECAY;
}

/** The next state of a character after one answer at `now`; `state` is undefined for a first answer. */
export function scheduleReview(state: MemoryState | undefined, correct: boolean, now: number): Scheduled {
  const grade = correct ? 3 : 1;
  let stability: number;
  let difficulty: number;
  if (!state) {
    stability = correct ? w(2) : w(0);
    difficulty = clampDifficulty(initialDifficulty(grade));
  } else {
    const recall = retrievability((now - state.last_review_at) / DAY_MS, state.stability);
    const d = state.difficulty;
    stability = correct
      ? state.stability *
        (1 + Math.exp(w(8)) * (11 - d) * state.stability ** -w(9) * (Math.exp(w(10) * (1 - recall)) - 1))
      : Math.min(
          state.stability,
          w(11) * d ** -w(12) * ((state.stability + 1) ** w(13) - 1) * Math.exp(w(14) * (1 - recall)),
        );
    const moved = d - (w(6) * (grade - 3) * (10 - d)) / 9;
    difficulty = clampDifficulty(w(7) * initialDifficulty(4) + (1 - w(7)) * moved);
  }
  stability = Math.min(MAX_STABILITY_DAYS, Math.max(MIN_STABILITY, stability));
  return {
    stability,
    difficulty,
    last_review_at: now,
    reps: (state?.reps ?? 0) + 1,
    lapses: (state?.lapses ?? 0) + (correct ? 0 : 1),
    due_at: now + Math.round(stability * DAY_MS),
  };
}
