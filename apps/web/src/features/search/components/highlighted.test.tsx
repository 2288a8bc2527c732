import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlighted } from './highlighted';
import { isSearchType } from './search-page';

describe('Highlighted', () => {
  it('marks the matched stretches of one field only', () => {
    const item = {
      id: 1,
      text: '清风明月',
      pinyin: 'qīng fēng míng yuè',
      detail: '清凉的风，明亮的月',
      marks: [
        { field: 'text' as const, start: 2, end: 4 },
        { field: 'detail' as const, start: 0, end: 2 },
      ],
    };
    const { container } = render(<Highlighted item={item} field="text" />);
    expect(container.innerHTML).toBe('清风<mark>明月</mark>');
  });
});

describe('isSearchType', () => {
  it('knows the five types and nothing else', () => {
    expect(['character', 'word', 'idiom', 'xiehouyu', 'poem'].every(isSearchType)).toBe(true);
    expect(isSearchType('music')).toBe(false);
    expect(isSearchType(undefined)).toBe(false);
  });
});
