import type { TextbookVolumeSummary } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { openingVolume } from './volume-choice';

const volume = (id: number, key: string, grade: number, term: string): TextbookVolumeSummary => ({
  id,
  key,
  grade,
  term,
  name: key,
  edition: '',
  status: 'complete',
  shizi_total: 0,
  xiezi_total: 0,
});
const VOLUMES = [volume(1, 'g1a', 1, '上册'), volume(2, 'g1b', 1, '下册'), volume(3, 'g2a', 2, '上册')];

describe('the volume 部编汉字 opens on', () => {
  it('is the one asked for, then the remembered one', () => {
    expect(openingVolume(VOLUMES, { asked: 3, remembered: 'g1b', month: 3 })?.key).toBe('g2a');
    expect(openingVolume(VOLUMES, { asked: 99, remembered: 'g1b', grade: '2', month: 3 })?.key).toBe('g1b');
  });

  it('follows the profile grade and the term of the month', () => {
    expect(openingVolume(VOLUMES, { grade: '1', month: 3 })?.key).toBe('g1b');
    expect(openingVolume(VOLUMES, { grade: '1', month: 9 })?.key).toBe('g1a');
    expect(openingVolume(VOLUMES, { grade: '1', month: 1 })?.key).toBe('g1a');
    // 二年级下册 has no data: the grade's other volume.
    expect(openingVolume(VOLUMES, { grade: '2', month: 4 })?.key).toBe('g2a');
  });

  it('is the first without a choice or a grade it knows', () => {
    expect(openingVolume(VOLUMES, { grade: '学前', month: 4 })?.key).toBe('g1a');
    expect(openingVolume(VOLUMES, { remembered: 'g9z', month: 4 })?.key).toBe('g1a');
    expect(openingVolume([], { month: 4 })).toBeUndefined();
  });
});
