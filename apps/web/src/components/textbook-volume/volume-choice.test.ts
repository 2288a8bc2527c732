import type { TextbookVolumeSummary } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { testVolume } from './test-volumes';
import {
  chooseVolume,
  gradeName,
  profileGrade,
  readStoredVolume,
  storeVolume,
  termOfMonth,
  VOLUME_STORAGE_KEY,
  volumesByGrade,
} from './volume-choice';

const volume = (key: string) => testVolume(key);
const LISTED = ['g1a', 'g1b', 'g2a', 'g4a', 'g4b'].map(volume);
const key = (v: TextbookVolumeSummary | undefined) => v?.key;

describe('the volume a textbook area shows', () => {
  it('is the remembered one when the server lists it, whatever the grade says', () => {
    expect(key(chooseVolume(LISTED, { stored: 'g4b', grade: '1', month: 9 }))).toBe('g4b');
    expect(key(chooseVolume(LISTED, { stored: 'g2a', grade: '1', month: 3 }))).toBe('g2a');
  });

  it("is the profile grade's volume of this term without a remembered one", () => {
    expect(key(chooseVolume(LISTED, { grade: '1', month: 9 }))).toBe('g1a');
    expect(key(chooseVolume(LISTED, { grade: '1', month: 1 }))).toBe('g1a');
    expect(key(chooseVolume(LISTED, { grade: '1', month: 3 }))).toBe('g1b');
    // A remembered key the server does not list counts as no choice.
    expect(key(chooseVolume(LISTED, { stored: 'g6a', grade: '4', month: 5 }))).toBe('g4b');
  });

  it("falls back to the grade's other volume, then the nearest grade", () => {
    expect(key(chooseVolume(LISTED, { grade: '2', month: 4 }))).toBe('g2a');
    expect(key(chooseVolume(['g1a', 'g1b', 'g2a', 'g3b'].map(volume), { grade: '3', month: 9 }))).toBe('g3b');
    expect(key(chooseVolume(LISTED, { grade: '3', month: 10 }))).toBe('g2a');
    expect(key(chooseVolume(LISTED, { grade: '6', month: 10 }))).toBe('g4a');
  });

  it('starts at the beginning for 学前, no grade, an unknown remembered key, or nothing listed', () => {
    expect(key(chooseVolume(LISTED, { grade: '学前', month: 9 }))).toBe('g1a');
    expect(key(chooseVolume(LISTED, { grade: '学前', stored: 'g9a', month: 9 }))).toBe('g1a');
    expect(key(chooseVolume(LISTED, { grade: '', month: 3 }))).toBe('g1a');
    expect(key(chooseVolume(LISTED, { stored: 'g9z', month: 4 }))).toBe('g1a');
    expect(chooseVolume([], { grade: '1', month: 3 })).toBeUndefined();
    expect(chooseVolume([], { month: 9 })).toBeUndefined();
  });

  it('is remembered under its key, the one all textbook areas read', () => {
    expect(readStoredVolume()).toBeUndefined();
    storeVolume('g2a');
    expect(localStorage.getItem(VOLUME_STORAGE_KEY)).toBe('g2a');
    expect(VOLUME_STORAGE_KEY).toBe('tbjx_volume');
    expect(readStoredVolume()).toBe('g2a');
  });
});

describe('terms and grades', () => {
  it('puts August to January in 上册 and February to July in 下册', () => {
    expect([1, 2, 7, 8, 12].map(termOfMonth)).toEqual(['上册', '下册', '下册', '上册', '上册']);
  });

  it('reads only 1–6 as a grade, and names them', () => {
    expect(['1', '6', '学前', '', '7', '1.5'].map(profileGrade)).toEqual([
      1,
      6,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([1, 6, 0, 7].map(gradeName)).toEqual(['一年级', '六年级', '', '']);
  });

  it('groups the listed volumes by grade, 上册 first', () => {
    const groups = volumesByGrade([volume('g4b'), volume('g1a'), volume('g4a')]);
    expect(groups.map((g) => [g.grade, g.volumes.map((v) => v.key)])).toEqual([
      [1, ['g1a']],
      [4, ['g4a', 'g4b']],
    ]);
  });
});
