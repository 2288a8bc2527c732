import { describe, expect, it } from 'vitest';
import { lifeYears } from './life-years';

describe('lifeYears', () => {
  it('prints both years with a dash, 公元前 for years before the era', () => {
    expect(lifeYears(701, 762)).toBe('701年—762年');
    expect(lifeYears(-340, -278)).toBe('公元前340年—公元前278年');
  });

  it('says which year it is when only one is known, and nothing when neither is', () => {
    expect(lifeYears(1019, null)).toBe('生于1019年');
    expect(lifeYears(null, 846)).toBe('846年去世');
    expect(lifeYears(null, null)).toBe('');
  });
});
