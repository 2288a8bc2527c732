import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlighted } from './highlighted';
import { isSearchType, poemBylineLength } from './search-page';

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

  it('marks a stretch of a field, the marks cut to it', () => {
    const item = { id: 1, text: '静夜思', pinyin: '', detail: '〔唐〕李白 · 床前明月光', marks: [] };
    const marked = { ...item, marks: [{ field: 'detail' as const, start: 4, end: 10 }] };
    expect(render(<Highlighted item={marked} field="detail" to={5} />).container.innerHTML).toBe(
      '〔唐〕李<mark>白</mark>',
    );
    expect(render(<Highlighted item={item} field="detail" from={5} />).container.innerHTML).toBe(' · 床前明月光');
  });
});

describe('poemBylineLength', () => {
  const poem = { id: 2, text: '静夜思', pinyin: '', detail: '〔唐〕李白 · 小学必背古诗', marks: [] };
  it('finds the 〔dynasty〕author a poem result starts with', () => {
    expect(poemBylineLength({ ...poem, author: '李白', dynasty: '唐' })).toBe(5);
    expect(poemBylineLength({ ...poem, detail: '佚名 · 诗经', author: '佚名', dynasty: '' })).toBe(2);
  });
  it('is 0 without an author or when the detail does not start with it', () => {
    expect(poemBylineLength(poem)).toBe(0);
    expect(poemBylineLength({ ...poem, author: '杜甫', dynasty: '唐' })).toBe(0);
  });
});

describe('isSearchType', () => {
  it('knows the five types and nothing else', () => {
    expect(['character', 'word', 'idiom', 'xiehouyu', 'poem'].every(isSearchType)).toBe(true);
    expect(isSearchType('music')).toBe(false);
    expect(isSearchType(undefined)).toBe(false);
  });
});
