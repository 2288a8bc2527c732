import { describe, expect, it } from 'vitest';
import { availableSources, charAtOffset, lineAtFraction } from './listen';

describe('availableSources', () => {
  const audio = [['/audio/pinyin/e2.mp3', '']];
  it('lists the teacher first, then the device voice, then the syllables', () => {
    expect(availableSources({ teacher_audio: '/t.webm', audio }, true)).toEqual(['teacher', 'device', 'syllables']);
    expect(availableSources({ teacher_audio: '', audio }, false)).toEqual(['syllables']);
    expect(availableSources({ teacher_audio: '', audio: [['', '']] }, false)).toEqual([]);
  });
});

describe('lineAtFraction', () => {
  it('gives each line its share of the characters', () => {
    const lines = ['鹅，鹅，鹅，', '曲项向天歌。', '白毛浮绿水，'];
    expect(lineAtFraction(lines, 0)).toBe(0);
    expect(lineAtFraction(lines, 0.2)).toBe(0);
    expect(lineAtFraction(lines, 0.3)).toBe(1);
    expect(lineAtFraction(lines, 0.99)).toBe(2);
    expect(lineAtFraction(lines, 1.5)).toBe(2);
    expect(lineAtFraction([], 0.5)).toBe(0);
  });
});

describe('charAtOffset', () => {
  it('turns a UTF-16 offset into a character index', () => {
    expect(charAtOffset('床前明月光', 3)).toBe(3);
    expect(charAtOffset('𠀀前', 2)).toBe(1);
    expect(charAtOffset('前', 9)).toBe(0);
  });
});
