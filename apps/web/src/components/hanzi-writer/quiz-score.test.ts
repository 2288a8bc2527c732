import { describe, expect, it } from 'vitest';
import { quizPassed, quizScore } from './quiz-score';

describe('the write-it score', () => {
  it('is 100 without a miss and falls with each one', () => {
    expect(quizScore(2, 0)).toBe(100);
    expect(quizScore(2, 1)).toBe(67);
    expect(quizScore(8, 2)).toBe(80);
  });

  it('is 0 when nothing was written', () => {
    expect(quizScore(0, 3)).toBe(0);
  });
});

describe('passing the stroke checker', () => {
  it('needs a score of 60', () => {
    expect(quizPassed(60)).toBe(true);
    expect(quizPassed(59)).toBe(false);
  });
});
