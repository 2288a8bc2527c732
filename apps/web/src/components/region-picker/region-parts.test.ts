import { describe, expect, it } from 'vitest';
import { regionParts } from './region-parts';

describe('the parts of a region code', () => {
  it('splits a county, a city and a province', () => {
    expect(regionParts('440106')).toEqual({ province: '440000', city: '440100', county: '440106' });
    expect(regionParts('440100')).toEqual({ province: '440000', city: '440100', county: '' });
    expect(regionParts('440000')).toEqual({ province: '440000', city: '', county: '' });
  });

  it('gives a municipality’s district its city and nothing for everywhere', () => {
    expect(regionParts('500229')).toEqual({ province: '500000', city: '500200', county: '500229' });
    expect(regionParts('')).toEqual({ province: '', city: '', county: '' });
  });
});
