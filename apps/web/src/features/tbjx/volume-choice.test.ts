import type { TextbookVolumeSummary } from '@yuwen/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseVolume,
  profileGrade,
  readStoredVolume,
  storeVolume,
  termOfMonth,
  VOLUME_STORAGE_KEY,
  volumesByGrade,
} from './volume-choice';

const volume = (key: string): TextbookVolumeSummary => {
  const grade = Number(key[1]);
  const term = key[2] === 'a' ? '上册' : '下册';
  return {
    id: grade * 10 + (key[2] === 'a' ? 1 : 2),
    key,
    grade,
    term,
    name: `${grade}年级${term}`,
    edition: '',
    status: 'complete',
    shizi_total: 0,
    xiezi_total: 0,
  };
};
const LISTED = ['g1a', 'g1b', 'g2a', 'g4a', 'g4b'].map(volume);

afterEach(() => localStorage.clear());

describe('the volume bookIndex shows', () => {
  it('is the remembered one when the server lists it', () => {
    expect(chooseVolume(LISTED, { stored: 'g4b', grade: '1', month: 9 })?.key).toBe('g4b');
  });

  it("is the profile grade's volume of this term without a remembered one", () => {
    expect(chooseVolume(LISTED, { grade: '1', month: 9 })?.key).toBe('g1a');
    expect(chooseVolume(LISTED, { grade: '1', month: 1 })?.key).toBe('g1a');
    expect(chooseVolume(LISTED, { grade: '1', month: 3 })?.key).toBe('g1b');
    expect(chooseVolume(LISTED, { stored: 'g6a', grade: '4', month: 5 })?.key).toBe('g4b');
  });

  it("falls back to the grade's other volume, then the nearest grade", () => {
    expect(chooseVolume(LISTED, { grade: '2', month: 4 })?.key).toBe('g2a');
    expect(chooseVolume(LISTED, { grade: '3', month: 10 })?.key).toBe('g2a');
    expect(chooseVolume(LISTED, { grade: '6', month: 10 })?.key).toBe('g4a');
  });

  it('starts at the beginning for 学前, no grade, or nothing listed', () => {
    expect(chooseVolume(LISTED, { grade: '学前', month: 9 })?.key).toBe('g1a');
    expect(chooseVolume(LISTED, { grade: '', month: 3 })?.key).toBe('g1a');
    expect(chooseVolume([], { grade: '1', month: 3 })).toBeUndefined();
  });

  it('is remembered under its key', () => {
    expect(readStoredVolume()).toBeUndefined();
    storeVolume('g2a');
    expect(localStorage.getItem(VOLUME_STORAGE_KEY)).toBe('g2a');
    expect(readStoredVolume()).toBe('g2a');
  });
});

describe('terms and grades', () => {
  it('puts August to January in 上册 and February to July in 下册', () => {
    expect([1, 2, 7, 8, 12].map(termOfMonth)).toEqual(['上册', '下册', '下册', '上册', '上册']);
  });

  it('reads only 1–6 as a grade', () => {
    expect(['1', '6', '学前', '', '7', '1.5'].map(profileGrade)).toEqual([
      1,
      6,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('groups the listed volumes by grade, 上册 first', () => {
    const groups = volumesByGrade([volume('g4b'), volume('g1a'), volume('g4a')]);
    expect(groups.map((g) => [g.grade, g.volumes.map((v) => v.key)])).toEqual([
      [1, ['g1a']],
      [4, ['g4a', 'g4b']],
    ]);
  });
});
