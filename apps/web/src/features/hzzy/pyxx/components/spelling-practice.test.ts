import type { PinyinAnswer } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { choicesFor, spellingQuestions } from './spelling-practice';

const tone = (t: number, audio: string) => ({ tone: t, mark: `m${t}`, audio, example: '' });

const DATA = {
  chart: {
    finals: ['a', '-i', 'üe'],
    rows: [
      { initial: '', cells: [{ final: 'a', syllable: 'a', tones: [tone(1, '/a/a1.mp3')] }] },
      {
        initial: 'x',
        cells: [{ final: 'üe', syllable: 'xue', tones: [tone(2, '/a/xue2.mp3'), tone(3, ''), tone(5, '/a/xue5.mp3')] }],
      },
      { initial: 'zh', cells: [{ final: '-i', syllable: 'zhi', tones: [tone(1, '/a/zhi1.mp3')] }] },
    ],
    others: [],
  },
} as unknown as PinyinAnswer;

describe('拼一拼', () => {
  it('asks recorded syllables with an initial and a taught final, in the four tones', () => {
    expect(spellingQuestions(DATA)).toEqual([
      { initial: 'x', final: 'üe', tone: 2, mark: 'm2', audio: '/a/xue2.mp3', example: '' },
    ]);
  });

  it('offers the right answer among four different choices', () => {
    const all = ['b', 'p', 'm', 'f', 'd', 't'];
    for (let i = 0; i < 20; i++) {
      const choices = choicesFor('m', all);
      expect(choices).toHaveLength(4);
      expect(choices).toContain('m');
      expect(new Set(choices).size).toBe(4);
    }
    expect(choicesFor('b', ['b', 'p'])).toHaveLength(2);
  });
});
