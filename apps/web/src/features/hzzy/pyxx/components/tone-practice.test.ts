import type { PinyinAnswer } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { pickRound, practiceQuestions } from './tone-practice';

const tone = (t: number, audio: string) => ({ tone: t, mark: `m${t}`, audio, example: '' });

const DATA = {
  chart: {
    finals: ['a'],
    rows: [
      {
        initial: 'b',
        cells: [{ final: 'a', syllable: 'ba', tones: [tone(1, '/a/ba1.mp3'), tone(2, ''), tone(5, '/a/ba5.mp3')] }],
      },
      { initial: 'm', cells: [{ final: 'a', syllable: 'ma', tones: [tone(3, '/a/ma3.mp3'), tone(4, '/a/ma4.mp3')] }] },
    ],
    others: [],
  },
} as unknown as PinyinAnswer;

describe('听音辨调', () => {
  it('asks only the four tones, and only where a real recording exists', () => {
    expect(practiceQuestions(DATA).map((q) => `${q.syllable}${q.tone}`)).toEqual(['ba1', 'ma3', 'ma4']);
  });

  it('picks different questions, no more than there are', () => {
    const pool = practiceQuestions(DATA);
    const round = pickRound(pool, 10, () => 0);
    expect(round.map((q) => `${q.syllable}${q.tone}`)).toEqual(['ba1', 'ma3', 'ma4']);
    expect(pickRound(pool, 2, () => 0.99)).toHaveLength(2);
    expect(new Set(pickRound(pool, 3).map((q) => q.audio)).size).toBe(3);
  });
});
