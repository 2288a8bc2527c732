import { describe, expect, it } from 'vitest';
import {
  initialMarks,
  marksComplete,
  marksParam,
  nextOpenChar,
  setMark,
  toggleMark,
  wordRight,
  wrongChars,
} from './dictation-marks';

const words = [{ word: '上下' }, { word: '大小' }, { word: '日' }];

describe('the marks of a dictation', () => {
  it('has one mark per character of every word', () => {
    expect(initialMarks(words, null)).toEqual([[null, null], [null, null], [null]]);
    expect(initialMarks([{ word: '𠀾山' }], true)).toEqual([[true, true]]);
  });

  it('collects 屏幕书写 one character at a time, leaving the old marks alone', () => {
    const start = initialMarks(words, null);
    let marks = setMark(start, 0, 0, true);
    expect(start[0]).toEqual([null, null]);
    expect(nextOpenChar(marks, 0)).toBe(1);
    marks = setMark(marks, 0, 1, false);
    expect(nextOpenChar(marks, 0)).toBe(-1);
    expect(marksComplete(marks)).toBe(false);
    marks = setMark(setMark(setMark(marks, 1, 0, true), 1, 1, true), 2, 0, true);
    expect(marksComplete(marks)).toBe(true);
    expect(marksParam(marks)).toBe('[[true,false],[true,true],[true]]');
  });

  it('marks 纸笔 by tapping the wrong characters, a second tap undoing it', () => {
    let marks = initialMarks(words, true);
    marks = toggleMark(marks, 1, 1);
    expect(marks[1]).toEqual([true, false]);
    expect(wordRight(marks[1] ?? [])).toBe(false);
    expect(toggleMark(marks, 1, 1)[1]).toEqual([true, true]);
    expect(wrongChars(words, marks)).toEqual(['小']);
  });

  it('counts a character never written as wrong when handed in', () => {
    const marks = setMark(initialMarks(words, null), 0, 0, true);
    expect(JSON.parse(marksParam(marks))).toEqual([[true, false], [false, false], [false]]);
  });

  it('lists each wrong character once, in the order dictated', () => {
    const list = [{ word: '小大' }, { word: '大小' }];
    const marks = [
      [false, false],
      [false, true],
    ];
    expect(wrongChars(list, marks)).toEqual(['小', '大']);
    expect(wrongChars(list, initialMarks(list, true))).toEqual([]);
  });
});
