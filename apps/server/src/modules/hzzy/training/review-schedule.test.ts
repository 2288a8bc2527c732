import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../lib/china-time.js';
import { retrievability, scheduleReview } from './review-schedule.js';

const T0 = Date.UTC(2026, 0, 1);

describe('review schedule (FSRS-5)', () => {
  it('recalls 90% after exactly one stability', () => {
    expect(retrievability(0, 3)).toBe(1);
    expect(retrievability(3, 3)).toBeCloseTo(0.9, 10);
    expect(retrievability(10, 3)).toBeLessThan(0.9);
  });

  it('starts a right answer at w2 days and a wrong one at w0', () => {
    const right = scheduleReview(undefined, true, T0);
    expect(right.stability).toBeCloseTo(3.173, 5);
    expect(right.due_at).toBe(T0 + Math.round(3.173 * DAY_MS));
    expect(right).toMatchObject({ reps: 1, lapses: 0, last_review_at: T0 });
    const wrong = scheduleReview(undefined, false, T0);
    expect(wrong.stability).toBeCloseTo(0.40255, 5);
    expect(wrong).toMatchObject({ reps: 1, lapses: 1 });
    // A miss makes the character harder than a first right answer.
    expect(wrong.difficulty).toBeGreaterThan(right.difficulty);
  });

  it('grows the interval with each on-time right answer and shrinks it after a miss', () => {
    let state = scheduleReview(undefined, true, T0);
    const intervals: number[] = [];
    for (let i = 0; i < 4; i++) {
      const at = state.due_at;
      state = scheduleReview(state, true, at);
      intervals.push(state.due_at - at);
    }
    for (let i = 1; i < intervals.length; i++) expect(intervals[i]).toBeGreaterThan(intervals[i - 1] ?? 0);
    const before = state.stability;
    const lapsed = scheduleReview(state, false, state.due_at);
    expect(lapsed.stability).toBeLessThan(before);
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.difficulty).toBeGreaterThan(state.difficulty);
  });

  it('rewards a right answer given late more than one given early', () => {
    const first = scheduleReview(undefined, true, T0);
    const early = scheduleReview(first, true, T0 + DAY_MS);
    const late = scheduleReview(first, true, T0 + 10 * DAY_MS);
    expect(late.stability).toBeGreaterThan(early.stability);
  });

  it('keeps difficulty within 1…10 and stability within its bounds', () => {
    let state = scheduleReview(undefined, false, T0);
    for (let i = 0; i < 30; i++) state = scheduleReview(state, false, state.due_at);
    expect(state.difficulty).toBeLessThanOrEqual(10);
    expect(state.stability).toBeGreaterThanOrEqual(0.1);
    for (let i = 0; i < 30; i++) state = scheduleReview(state, true, state.due_at);
    expect(state.difficulty).toBeGreaterThanOrEqual(1);
    expect(state.stability).toBeLessThanOrEqual(365);
  });
});
