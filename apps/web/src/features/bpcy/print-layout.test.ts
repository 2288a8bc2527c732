import type { LessonWord } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import {
  framesPerLine,
  PAGE,
  paginate,
  TINGXIE,
  TINGXIE_ROW_MM,
  tingxieItemMm,
  tingxiePages,
  tingxieRows,
  uniqueChars,
  ZITIE,
  zitieBlockMm,
  zitiePages,
} from './print-layout';

const lessonWord = (word: string): LessonWord => ({
  word,
  pinyin: [...word].map(() => 'zì').join(' '),
  syllables: [...word].map((char) => ({ char, pinyin: 'zì', audio: '' })),
  teacher_audio: '',
});

describe('the 字帖 layout', () => {
  it('takes each character of the words once, in order, Chinese only', () => {
    expect(uniqueChars(['学校', '学生', '校园', 'ok'])).toEqual(['学', '校', '生', '园']);
  });

  it('puts a line of stroke frames beside the model, and more lines for long characters', () => {
    const perLine = framesPerLine();
    expect(perLine * (ZITIE.frameMm + ZITIE.frameGapMm) - ZITIE.frameGapMm).toBeLessThanOrEqual(
      PAGE.widthMm - ZITIE.modelMm - ZITIE.headGapMm,
    );
    expect(zitieBlockMm(perLine + 1)).toBeGreaterThan(zitieBlockMm(perLine));
    expect(zitieBlockMm(1)).toBe(zitieBlockMm(perLine));
    expect(zitieBlockMm(0)).toBe(zitieBlockMm(1));
  });

  it('fills the practice rows exactly to the page width', () => {
    expect(ZITIE.cellsPerRow * ZITIE.cellMm).toBeLessThanOrEqual(PAGE.widthMm);
  });

  it('never lets a page overflow, and keeps every character in order', () => {
    const chars = Array.from({ length: 11 }, (_, i) => ({
      char: String.fromCodePoint(0x4e00 + i),
      pinyin: '',
      strokes: i * 2,
    }));
    const pages = zitiePages(chars);
    expect(pages.flat()).toEqual(chars);
    pages.forEach((page, p) => {
      const room = p === 0 ? PAGE.heightMm - ZITIE.headerMm : PAGE.heightMm;
      expect(page.reduce((sum, c) => sum + zitieBlockMm(c.strokes), 0)).toBeLessThanOrEqual(room);
      expect(page.length).toBeGreaterThan(0);
    });
    expect(pages.length).toBeGreaterThan(2);
  });
});

describe('paginating', () => {
  it('fills the first, smaller page, then full pages', () => {
    expect(paginate([1, 2, 3, 4, 5, 6], () => 10, 25, 30)).toEqual([[1, 2], [3, 4, 5], [6]]);
  });

  it('gives an item taller than a page a page of its own, and makes no empty pages', () => {
    expect(paginate([5, 50, 5], (n) => n, 20, 20)).toEqual([[5], [50], [5]]);
    expect(paginate([], () => 1, 10)).toEqual([]);
  });
});

describe('the 听写纸 layout', () => {
  const words = ['上下', '大小', '日月', '山川', '春夏秋冬', '一心一意', '人', '口耳目', '天地', '火车'].map(
    lessonWord,
  );

  it('numbers every word once, in order, and never breaks a word across rows', () => {
    const rows = tingxieRows(words);
    expect(rows.flat().map((item) => item.number)).toEqual(words.map((_, i) => i + 1));
    expect(rows.flat().map((item) => item.word.word)).toEqual(words.map((w) => w.word));
    for (const row of rows) {
      const width = row.reduce((sum, item) => sum + tingxieItemMm(item.word), 0) + TINGXIE.itemGapMm * (row.length - 1);
      expect(width).toBeLessThanOrEqual(PAGE.widthMm);
    }
    expect(rows.length).toBeGreaterThan(1);
  });

  it('keeps the rows within the pages and puts the answers on pages of their own', () => {
    const many = Array.from({ length: 90 }, (_, i) => lessonWord(`${String.fromCodePoint(0x4e00 + i)}子`));
    const { sheets, answers } = tingxiePages(many);
    sheets.forEach((rows, p) => {
      const room = p === 0 ? PAGE.heightMm - TINGXIE.headerMm : PAGE.heightMm;
      expect(rows.length * TINGXIE_ROW_MM).toBeLessThanOrEqual(room);
    });
    expect(sheets.flat(2).length).toBe(90);
    expect(answers.flat().map((item) => item.number)).toEqual(many.map((_, i) => i + 1));
    expect(answers.length).toBe(2);
  });
});
