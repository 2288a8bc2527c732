import { describe, expect, it } from 'vitest';
import { lookupOutcome } from './lookup-text';

describe('lookupOutcome (spec §5)', () => {
  it('ignores a blank selection', () => {
    expect(lookupOutcome('')).toEqual({ kind: 'ignore' });
    expect(lookupOutcome(' \n\t ')).toEqual({ kind: 'ignore' });
  });

  it('says when nothing selected is Chinese', () => {
    expect(lookupOutcome('abc 123，。')).toEqual({ kind: 'not-chinese' });
  });

  it('goes straight to the dictionary for one distinct character, whatever surrounds it', () => {
    expect(lookupOutcome('学')).toEqual({ kind: 'dictionary', char: '学' });
    expect(lookupOutcome(' 学学，a')).toEqual({ kind: 'dictionary', char: '学' });
  });

  it('offers a chooser for several, in order, duplicates removed', () => {
    expect(lookupOutcome('学而时习之，不亦说乎？学')).toEqual({
      kind: 'choose',
      chars: ['学', '而', '时', '习', '之', '不', '亦', '说', '乎'],
    });
  });
});
