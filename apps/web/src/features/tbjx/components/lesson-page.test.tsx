import { fireEvent, render, screen, within } from '@testing-library/react';
import type { CharacterTile, TextbookLesson } from '@yuwen/protocol';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDictionary, dictionaryQuery } from '../../../components/dictionary-overlay/dictionary-overlay-store';
import { DESKTOP_LINKS, TbjxLinksContext } from '../tbjx-links';
import { LessonView } from './lesson-page';

const tile = (id: number, char: string, reading: string, learned = false): CharacterTile => ({
  id,
  char,
  readings: [reading],
  stroke_count: 3,
  level: 1,
  learned,
  favorite: false,
});

// The poem's 译文 the classics fold (fetched per poem; only 301 has ours).
vi.mock('../../../components/poem-study/poem-study.api', () => ({
  usePoemStudy: (poemId: number) => ({
    data:
      poemId === 301
        ? { notes: [], translation: ['江南正是采莲的好地方，', '莲叶多么茂密！'], appreciation: '' }
        : undefined,
  }),
}));

const JIANGNAN: TextbookLesson = {
  id: 52,
  module_id: 2007,
  number: '2',
  title: '江南',
  kind: '古诗',
  breadcrumbs: [
    { id: 2007, name: '同步教学' },
    { id: 1, name: '一年级上册' },
    { id: 15, name: '第五单元' },
    { id: 52, name: '江南' },
  ],
  volume_id: 1,
  unit_id: 15,
  shizi: [tile(1, '江', 'jiāng', true), tile(2, '南', 'nán'), tile(3, '采', 'cǎi')],
  xiezi: [tile(2, '南', 'nán'), tile(4, '可', 'kě', true)],
  shizi_review: [],
  words: ['江南', '莲叶'],
  classics: [
    { title: '江南', author: '汉乐府', dynasty: '汉', poem_id: 301 },
    { title: '佚诗', author: '', dynasty: '', poem_id: 0 },
  ],
  previous_id: 51,
  next_id: 0,
};

function renderLesson(lesson: TextbookLesson, teacher = false) {
  return render(
    <MemoryRouter>
      <LessonView lesson={lesson} teacher={teacher} />
    </MemoryRouter>,
  );
}

afterEach(() => closeDictionary());

describe('LessonView', () => {
  it('shows the 会认 and 会写 characters with reading, speaker and learned mark; a tap opens the dictionary', () => {
    renderLesson(JIANGNAN);
    expect(screen.getByTestId('tbjx-lesson-title').textContent).toBe('2江南');
    const shizi = within(screen.getByTestId('tbjx-shizi')).getAllByTestId('tbjx-char');
    expect(shizi.map((t) => [t.dataset.char, t.dataset.learned])).toEqual([
      ['江', '1'],
      ['南', '0'],
      ['采', '0'],
    ]);
    expect(shizi[0]?.textContent).toContain('jiāng');
    expect(within(screen.getByTestId('tbjx-xiezi')).getAllByTestId('tbjx-char')).toHaveLength(2);
    // 南 is in both tables: counted once, so 2 of 4 characters are learned.
    expect(screen.getByRole('progressbar', { name: '这一课学会的字' }).getAttribute('aria-valuenow')).toBe('2');
    expect(screen.getByText(/已学会 2 \/ 4 个字/)).toBeTruthy();
    expect(within(shizi[1] as HTMLElement).getByRole('button', { name: '读一读「南」nán' })).toBeTruthy();

    fireEvent.click(within(shizi[2] as HTMLElement).getByRole('button', { name: /^查字典：cǎi 采/ }));
    expect(dictionaryQuery()).toBe('采');
  });

  it('links the practice pages, the poem of a classical text, the unit and the lessons around it', () => {
    renderLesson(JIANGNAN);
    const href = (testId: string) => screen.getByTestId(testId).getAttribute('href');
    expect(href('tbjx-practice-bookSZ')).toBe('/tbjx/bookSZ/52');
    expect(href('tbjx-practice-bookXZ')).toBe('/tbjx/bookXZ/52');
    expect(href('tbjx-practice-bookZY')).toBe('/tbjx/bookZY/2007/52');
    const classics = screen.getAllByTestId('tbjx-classic');
    expect(classics[0]?.getAttribute('href')).toBe('/jdsd/content?id=301');
    expect(classics[0]?.textContent).toContain('汉 · 汉乐府');
    // Not in the catalogue: said so, no link.
    expect(classics[1]?.tagName).toBe('DIV');
    expect(classics[1]?.textContent).toContain('正在收录');
    const translation = screen.getByTestId('tbjx-classic-translation');
    expect(translation.hasAttribute('open')).toBe(false);
    expect(translation.textContent).toContain('看译文');
    expect(translation.textContent).toContain('莲叶多么茂密！');
    const nav = within(screen.getByTestId('tbjx-lesson-nav'));
    expect(nav.getByText('‹ 上一课').getAttribute('href')).toBe('/tbjx/bookContent/2007/51');
    expect(nav.getByText('本单元').getAttribute('href')).toBe('/tbjx/partInfo?id=15');
    expect(nav.getByText('已是最后一课').tagName).toBe('SPAN');
    expect(
      within(screen.getByTestId('breadcrumbs'))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/tbjx/bookIndex', '/tbjx/bookIndex?volume=1', '/tbjx/partInfo?id=15']);
  });

  it('offers 教案 to teachers only, and desktop addresses on desktop', () => {
    const pupil = renderLesson(JIANGNAN);
    expect(screen.queryByTestId('tbjx-media-bookJA')).toBeNull();
    expect(screen.getByTestId('tbjx-media-bookVideo').getAttribute('href')).toBe('/tbjx/bookVideo/2007/52');
    pupil.unmount();
    render(
      <MemoryRouter>
        <TbjxLinksContext.Provider value={DESKTOP_LINKS}>
          <LessonView lesson={JIANGNAN} teacher />
        </TbjxLinksContext.Provider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('tbjx-media-bookJA').getAttribute('href')).toBe('/tbjx?part=bookJA&id=52');
    expect(screen.getAllByTestId('tbjx-classic')[0]?.getAttribute('href')).toBe('/jdsd?id=301');
  });

  it('says so when a lesson teaches no characters, and offers no practice', () => {
    renderLesson({ ...JIANGNAN, kind: '口语交际', number: '', shizi: [], xiezi: [], words: [], classics: [] });
    expect(screen.getByTestId('tbjx-no-chars')).toBeTruthy();
    expect(screen.queryByTestId('tbjx-practice')).toBeNull();
    expect(screen.queryByTestId('tbjx-shizi')).toBeNull();
  });
});
