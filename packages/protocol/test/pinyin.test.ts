import { describe, expect, it } from 'vitest';
import { splitTone, toneless } from '../src/pinyin.js';

describe('pinyin', () => {
  it('splits a reading into the syllable and tone the recordings are named by', () => {
    expect(splitTone('xué')).toEqual({ syllable: 'xue', tone: 2 });
    expect(splitTone('yī')).toEqual({ syllable: 'yi', tone: 1 });
    expect(splitTone('lǜ')).toEqual({ syllable: 'lv', tone: 4 });
    expect(splitTone('lüè')).toEqual({ syllable: 'lve', tone: 4 });
    expect(splitTone('de')).toEqual({ syllable: 'de', tone: 5 });
    expect(splitTone('xue2')).toEqual({ syllable: 'xue', tone: 2 });
    expect(splitTone('ń')).toEqual({ syllable: 'n', tone: 2 });
  });

  it('drops the tone marks, writing ü as v', () => {
    expect(toneless('Lǜ Sè')).toBe('lv se');
    expect(toneless('xué xí')).toBe('xue xi');
    expect(toneless('nǚ')).toBe('nv');
  });
});
