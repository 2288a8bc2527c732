import { describe, expect, it } from 'vitest';
import { breadcrumbsOf, paragraphsOf, summaryOf } from '../src/modules/content/content.presenter.js';

describe('the content kit’s presenter', () => {
  it('splits paragraphs at blank lines (also full-width spaces and CRLF), keeping single line breaks', () => {
    expect(paragraphsOf('甲\n乙\r\n\r\n丙\n\u3000\n\n丁  ')).toEqual(['甲\n乙', '丙', '丁']);
    expect(paragraphsOf('  \n\n ')).toEqual([]);
  });

  it('summarises on one line to 40 characters', () => {
    expect(summaryOf('短文\n第二行')).toBe('短文 第二行');
    expect(summaryOf('字'.repeat(41))).toBe(`${'字'.repeat(40)}…`);
    expect(summaryOf('字'.repeat(40))).toBe('字'.repeat(40));
  });

  it('walks from the module down to the category and stops at a broken or cyclic chain', () => {
    const module = { id: 8, name: '专家课堂' };
    const categories = [
      { id: 1, pid: '0', name: '一年级' },
      { id: 2, pid: '1', name: '第一单元' },
      { id: 3, pid: '4', name: '甲' },
      { id: 4, pid: '3', name: '乙' },
    ];
    expect(breadcrumbsOf(module, categories, 2)).toEqual([
      module,
      { id: 1, name: '一年级' },
      { id: 2, name: '第一单元' },
    ]);
    expect(breadcrumbsOf(module, categories, 3)).toEqual([module, { id: 4, name: '乙' }, { id: 3, name: '甲' }]);
    expect(breadcrumbsOf(module, categories, 99)).toEqual([module]);
  });
});
