import { describe, expect, it } from 'vitest';
import { units } from './chapter-text';

const text = (line: string) => units(line).map((u) => u.chars.join(''));

describe('units', () => {
  it('keeps short phrases whole with their punctuation', () => {
    expect(text('人之初，性本善。')).toEqual(['人之初，', '性本善。']);
  });

  it('keeps each character of a long sentence with the marks after it', () => {
    expect(text('从前，宋国有个农夫在田里干活，田里有一截树桩。')).toEqual([
      '从前，',
      ...[...'宋国有个农夫在田里干'],
      '活，',
      '田里有一截树桩。',
    ]);
    expect(units('从前，宋国有个农夫在田里干活，田')[1]?.start).toBe(3);
  });
});
