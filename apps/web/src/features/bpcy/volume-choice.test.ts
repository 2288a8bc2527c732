import type { TextbookVolumeSummary } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { openingVolume, readChosenVolume, rememberVolume, termOfMonth } from './volume-choice';

const volume = (id: number, grade: number, term: '上册' | '下册'): TextbookVolumeSummary => ({
  id,
  key: `g${grade}${term === '上册' ? 'a' : 'b'}`,
  grade,
  term,
  name: `${grade}年级${term}`,
  edition: '',
  status: 'complete',
  shizi_total: 0,
  xiezi_total: 0,
});
const volumes = [volume(1, 1, '上册'), volume(2, 1, '下册'), volume(3, 2, '上册'), volume(5, 3, '下册')];

describe('the volume the area opens on', () => {
  it('is the remembered one, kept across visits', () => {
    rememberVolume({ key: 'g2a' });
    expect(readChosenVolume()).toBe('g2a');
    expect(openingVolume(volumes, { remembered: readChosenVolume(), grade: '1', month: 3 })?.id).toBe(3);
  });

  it("else the profile grade's volume of this term, else that grade's other one", () => {
    expect(openingVolume(volumes, { grade: '1', month: 3 })?.id).toBe(2);
    expect(openingVolume(volumes, { grade: '1', month: 9 })?.id).toBe(1);
    expect(openingVolume(volumes, { grade: '3', month: 9 })?.id).toBe(5);
  });

  it('else the first, as for 学前 or an unknown remembered key', () => {
    expect(openingVolume(volumes, { grade: '学前', remembered: 'g9a', month: 9 })?.id).toBe(1);
    expect(openingVolume([], { month: 9 })).toBeUndefined();
  });

  it('runs the autumn term from August to January', () => {
    expect([1, 2, 7, 8, 12].map(termOfMonth)).toEqual(['上册', '下册', '下册', '上册', '上册']);
  });
});
