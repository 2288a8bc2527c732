import { describe, expect, it } from 'vitest';
import { groupByGradeBand, isGraded } from './grade-bands';

describe('groupByGradeBand', () => {
  it('groups the poems by band in grade order, keeping list order within a band', () => {
    const groups = groupByGradeBand([
      { id: 1, grade_band: '3-4' },
      { id: 2, grade_band: '1-2' },
      { id: 3, grade_band: '5-6' },
      { id: 4, grade_band: '1-2' },
      { id: 5, grade_band: '3-4' },
    ]);
    expect(groups.map((g) => [g.label, g.poems.map((p) => p.id)])).toEqual([
      ['1–2 年级', [2, 4]],
      ['3–4 年级', [1, 5]],
      ['5–6 年级', [3]],
    ]);
  });

  it('keeps an ungraded list as one group without a heading', () => {
    const poems = [
      { id: 1, grade_band: '' },
      { id: 2, grade_band: '' },
    ];
    expect(groupByGradeBand(poems)).toEqual([{ band: '', label: '', poems }]);
    expect(isGraded(poems)).toBe(false);
    expect(isGraded([{ grade_band: '3-4' }])).toBe(true);
  });

  it('answers no groups for no poems', () => {
    expect(groupByGradeBand([])).toEqual([]);
  });
});
