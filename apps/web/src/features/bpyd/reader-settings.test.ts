import { beforeEach, describe, expect, it } from 'vitest';
import { lineAtTop, readFontSize, readShowPinyin, storeFontSize, storeShowPinyin } from './reader-settings';

describe('reader settings', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows pinyin and the middle size until the pupil changes them, then remembers', () => {
    expect(readShowPinyin()).toBe(true);
    expect(readFontSize()).toBe('m');
    storeShowPinyin(false);
    storeFontSize('l');
    expect(readShowPinyin()).toBe(false);
    expect(readFontSize()).toBe('l');
    window.localStorage.setItem('bpyd_font_size', 'huge');
    expect(readFontSize()).toBe('m');
  });
});

describe('lineAtTop', () => {
  it('is the first line still reaching below the top of the view', () => {
    expect(lineAtTop([100, 200, 300], 60)).toBe(0);
    expect(lineAtTop([-50, 80, 300], 60)).toBe(1);
    expect(lineAtTop([-300, -200, -100], 60)).toBe(2);
    expect(lineAtTop([], 60)).toBe(0);
  });
});
