import type { CharacterTile, ExerciseQuestion } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import {
  answersParam,
  answerText,
  cheer,
  missedCharacters,
  resultStars,
  rightAnswerText,
  rightOptionFromTiles,
  unansweredCount,
  writingSummary,
} from './practice-answers';

const tile = (char: string, readings: string[]): CharacterTile => ({
  id: char.codePointAt(0) ?? 0,
  char,
  readings,
  stroke_count: 1,
  level: 1,
  learned: false,
  favorite: false,
});
const question = (q: Partial<ExerciseQuestion>): ExerciseQuestion => ({
  kind: 'read',
  prompt: '',
  hint: '',
  audio: '',
  stroke_data: '',
  char: '',
  options: [],
  ...q,
});
const TILES = [tile('天', ['tiān']), tile('地', ['dì', 'de']), tile('人', ['rén']), tile('长', ['cháng', 'zhǎng'])];

describe('the answers handed in', () => {
  it('keeps one per question in order, an unanswered one as -1 and a written one as a boolean', () => {
    expect(answersParam([2, undefined, true, 0, false])).toBe('[2,-1,true,0,false]');
    expect(unansweredCount([2, undefined, true, undefined])).toBe(2);
  });

  it('reads back as text, and names the right answer of a marked question', () => {
    const read = question({ options: ['tiān', 'tián'] });
    expect(answerText(read, 1)).toBe('tián');
    expect(answerText(read, undefined)).toBe('没有作答');
    expect(answerText(question({ kind: 'write' }), true)).toBe('写对了');
    expect(answerText(question({ kind: 'strokes', options: ['3', '4'] }), 1)).toBe('4 画');
    expect(
      rightAnswerText(question({ kind: 'strokes', options: ['3', '4'] }), { correct: false, answer: 0, char: '口' }),
    ).toBe('3 画');
    expect(rightAnswerText(read, { correct: false, answer: 0, char: '天' })).toBe('tiān');
    expect(rightAnswerText(question({ kind: 'write', char: '人' }), { correct: false, answer: -1, char: '人' })).toBe(
      '人',
    );
  });
});

describe('what a 识字 pick is told at once', () => {
  it('finds the one reading of the character among the options', () => {
    const q = question({ kind: 'read', prompt: '天', options: ['tián', 'tiān', 'tiǎn', 'tiàn'] });
    expect(rightOptionFromTiles(q, TILES)).toBe(1);
  });

  it('finds the one character the pinyin belongs to, among characters the lesson may not teach', () => {
    const q = question({ kind: 'hear', hint: 'rén', options: ['天', '山', '人', '水'] });
    expect(rightOptionFromTiles(q, TILES)).toBe(2);
  });

  it('compares pinyin whatever its Unicode form', () => {
    const q = question({ kind: 'read', prompt: '天', options: ['tia\u0304n', 'tián'] });
    expect(rightOptionFromTiles(q, TILES)).toBe(0);
  });

  it('does not guess: a character the lesson does not list, or a polyphone fitting two options', () => {
    expect(rightOptionFromTiles(question({ kind: 'read', prompt: '山', options: ['shān'] }), TILES)).toBeUndefined();
    expect(
      rightOptionFromTiles(question({ kind: 'read', prompt: '长', options: ['cháng', 'zhǎng', 'chàng'] }), TILES),
    ).toBeUndefined();
    expect(
      rightOptionFromTiles(question({ kind: 'hear', hint: 'shān', options: ['人', '山'] }), TILES),
    ).toBeUndefined();
    expect(rightOptionFromTiles(question({ kind: 'word', prompt: '天（ ）', options: ['地'] }), TILES)).toBeUndefined();
  });
});

describe('a result', () => {
  it('earns stars at 60, 80 and 100 with a warm word for every score', () => {
    expect([0, 59, 60, 79, 80, 99, 100].map(resultStars)).toEqual([0, 0, 1, 1, 2, 2, 3]);
    expect(cheer(100)).toContain('满分');
    expect(cheer(20)).toContain('没关系');
  });

  it('names the characters missed, each once, in order', () => {
    const marks = [
      { correct: false, answer: 1, char: '地' },
      { correct: true, answer: 0, char: '天' },
      { correct: false, answer: 2, char: '地' },
      { correct: false, answer: -1, char: '人' },
    ];
    expect(missedCharacters({ marks })).toEqual(['地', '人']);
  });

  it('of 写字 averages every character, a skipped one as 0, and names the ones to write again', () => {
    const summary = writingSummary(
      ['天', '地', '人'],
      new Map([
        ['天', 100],
        ['地', 50],
      ]),
    );
    expect(summary).toEqual({ written: 2, score: 50, again: ['地', '人'] });
    expect(writingSummary(['天'], new Map())).toEqual({ written: 0, score: 0, again: ['天'] });
  });
});
