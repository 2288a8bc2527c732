import { describe, expect, it } from 'vitest';
import { dictationParams } from './dictation-start.api';

describe('what a dictation is started from', () => {
  it('sends exactly one of lesson, unit, teacher’s list or own words', () => {
    expect(dictationParams({ lessonId: 3 })).toEqual({ lesson_id: 3 });
    expect(dictationParams({ unitId: 2 })).toEqual({ unit_id: 2 });
    expect(dictationParams({ list: 'K7P3QX' })).toEqual({ list: 'K7P3QX' });
    expect(dictationParams({ words: '上下 大小' })).toEqual({ words: '上下 大小' });
  });
});
