import { describe, expect, it } from 'vitest';
import { markTone, normalizePinyinQuery, pinyinKeys, syllablesCovered } from './search-pinyin.js';

describe('search pinyin', () => {
  it('puts the tone mark where pinyin puts it', () => {
    expect(markTone('xue', 2)).toBe('xué');
    expect(markTone('hao', 3)).toBe('hǎo');
    expect(markTone('gou', 4)).toBe('gòu');
    expect(markTone('gui', 4)).toBe('guì');
    expect(markTone('liu', 2)).toBe('liú');
    expect(markTone('lv', 4)).toBe('lǜ');
    expect(markTone('de', 5)).toBe('de');
  });

  it('reads a query as plain letters, and as toned text when it carries tones', () => {
    expect(normalizePinyinQuery('Xue')).toEqual({ plain: 'xue', toned: undefined });
    expect(normalizePinyinQuery('xué xí')).toEqual({ plain: 'xuexi', toned: 'xuéxí' });
    expect(normalizePinyinQuery('xue2xi2')).toEqual({ plain: 'xuexi', toned: 'xuéxí' });
    expect(normalizePinyinQuery('lü')).toEqual({ plain: 'lv', toned: undefined });
  });

  it('keys a headword by toned, plain and initials', () => {
    expect(pinyinKeys('huà shé tiān zú')).toEqual({ toned: 'huàshétiānzú', plain: 'huashetianzu', initials: 'hstz' });
    expect(pinyinKeys('lǜ sè')).toEqual({ toned: 'lǜsè', plain: 'lvse', initials: 'ls' });
  });

  it('counts the syllables a typed prefix reaches into', () => {
    expect(syllablesCovered('xué xí', 3)).toBe(1);
    expect(syllablesCovered('xué xí', 4)).toBe(2);
    expect(syllablesCovered('xué xí', 0)).toBe(0);
  });
});
