import { describe, expect, it } from 'vitest';
import { bpcyLinks, bpcyView, withQuery } from './bpcy-links';

const view = (query: string) => bpcyView(new URLSearchParams(query));

describe("the area's addresses", () => {
  it('name each page by its query, under any path', () => {
    for (const base of ['/bpcy', '/jdxa/bpcy/158']) {
      const links = bpcyLinks(base);
      const back = (address: string) => view(address.split('?')[1] ?? '');
      expect(links.home()).toBe(base);
      expect(back(links.home())).toEqual({ kind: 'home' });
      expect(back(links.lesson(12))).toEqual({ kind: 'lesson', lessonId: 12 });
      expect(back(links.word('学校', 12))).toEqual({ kind: 'word', word: '学校', lessonId: 12 });
      expect(back(links.word('学校'))).toEqual({ kind: 'word', word: '学校', lessonId: undefined });
      expect(back(links.dictation(12))).toEqual({ kind: 'dictation', lessonId: 12 });
      expect(back(links.dictation())).toEqual({ kind: 'dictation' });
      expect(back(links.unitDictation(5))).toEqual({ kind: 'dictation', unitId: 5 });
      expect(back(links.listDictation('K7P3QX'))).toEqual({ kind: 'dictation', list: 'K7P3QX' });
      expect(back(links.print('zitie', 12))).toEqual({ kind: 'print', sheet: 'zitie', lessonId: 12 });
      expect(back(links.print('tingxie', 7))).toEqual({ kind: 'print', sheet: 'tingxie', lessonId: 7 });
      expect(back(links.practice('pair', 12))).toEqual({ kind: 'practice', practice: 'pair', lessonId: 12 });
    }
  });

  it('say plainly when an address names a page without what it needs', () => {
    for (const query of [
      'lesson=abc',
      'word=abc',
      'word=',
      'dictation=0',
      'print=zitie',
      'print=pdf&lesson=3',
      'practice=meaning',
      'practice=spell&lesson=3',
      'lesson=99999999999',
      'unit=x',
      'list=',
      'list=ABC',
      'list=上下上下上下',
    ])
      expect(view(query).kind, query).toBe('invalid');
  });

  it('read a teacher’s list code typed in small letters or with spaces', () => {
    expect(view('list=%20k7p3qx%20')).toEqual({ kind: 'dictation', list: 'K7P3QX' });
  });

  it('add the 错字本 tab to a module link with or without a query', () => {
    expect(withQuery('/hzcs', 'tab', 'review')).toBe('/hzcs?tab=review');
    expect(withQuery('/hzzy?part=hzcs', 'tab', 'review')).toBe('/hzzy?part=hzcs&tab=review');
  });
});
