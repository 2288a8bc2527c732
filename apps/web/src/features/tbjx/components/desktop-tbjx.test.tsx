import { render, screen, within } from '@testing-library/react';
import type { TextbookUnit, TextbookVolumeSummary } from '@yuwen/protocol';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeVolume } from '../../../components/textbook-volume/volume-choice';
import { DESKTOP_LINKS, TbjxLinksContext } from '../tbjx-links';
import { DesktopTbjx } from './desktop-tbjx';

const volume = (id: number, key: string, name: string): TextbookVolumeSummary => ({
  id,
  key,
  grade: 1,
  term: key.endsWith('a') ? '上册' : '下册',
  name,
  edition: '2024年修订版',
  status: 'complete',
  shizi_total: 0,
  xiezi_total: 0,
});
const VOLUMES = [volume(1, 'g1a', '一年级上册'), volume(2, 'g1b', '一年级下册')];
const unit = (id: number, lessonId: number, title: string): TextbookUnit => ({
  id,
  title: '第一单元',
  section: '',
  rijileiji: [{ group: '古诗', items: [{ text: '春晓', poem_id: 7 }] }],
  lessons: [{ id: lessonId, number: '1', title, kind: '识字', shizi: '', xiezi: '', learned: 1, total: 8 }],
});
const UNITS: Record<number, TextbookUnit[]> = { 1: [unit(10, 11, '天地人')], 2: [unit(20, 21, '春夏秋冬')] };

vi.mock('../../../components/textbook-volume/api/textbook-volumes.api', () => ({
  useTextbookVolumes: () => ({ isPending: false, isError: false, data: VOLUMES }),
}));
vi.mock('../../../components/textbook-volume/api/profile.api', () => ({
  useProfile: () => ({ isLoading: false, data: { grade: '', role: 'pupil' } }),
}));
vi.mock('../../../components/textbook-volume/api/textbook-volume.api', () => ({
  useTextbookVolume: (id: number) => ({
    isPending: false,
    isError: false,
    isSuccess: true,
    data: { ...VOLUMES.find((v) => v.id === id), units: UNITS[id] ?? [] },
  }),
}));
// The open lesson 21 belongs to 一年级下册.
vi.mock('../api/textbook-lesson.api', () => ({
  useTextbookLesson: (id: number | undefined) => ({ data: id === 21 ? { volume_id: 2 } : undefined }),
}));
vi.mock('../api/textbook-unit.api', () => ({ useTextbookUnit: () => ({ data: undefined }) }));

function renderDesktop(props: Parameters<typeof DesktopTbjx>[0]) {
  return render(
    <MemoryRouter>
      <TbjxLinksContext.Provider value={DESKTOP_LINKS}>
        <DesktopTbjx {...props} />
      </TbjxLinksContext.Provider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  localStorage.clear();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('DesktopTbjx', () => {
  it('shows the chosen volume on the right and its contents on the left, with desktop links', () => {
    storeVolume('g1a');
    renderDesktop({});
    expect(screen.getByTestId('tbjx-volume-name').textContent).toBe('一年级上册');
    expect(screen.getByTestId('tbjx-hero').textContent).toContain('2024年修订版');
    const side = within(screen.getByRole('complementary', { name: '课本目录' }));
    expect(side.getByTestId('tbjx-lesson').getAttribute('href')).toBe('/tbjx?part=bookContent&id=11');
    expect(screen.getByTestId('tbjx-unit-card').getAttribute('href')).toBe('/tbjx?part=partInfo&id=10');
    expect(screen.getByTestId('tbjx-unit-card').textContent).toContain('日积月累 1 条');
  });

  it("lists the open lesson's volume beside it, the lesson marked, whatever was chosen before", () => {
    // jsdom lays nothing out: record which row the column scrolls to.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.getAttribute('data-lesson-id'));
    };
    storeVolume('g1a');
    renderDesktop({ part: 'bookContent', id: 21, children: <p data-testid="right">课文</p> });
    const side = within(screen.getByRole('complementary', { name: '课本目录' }));
    expect(side.getByRole('button', { name: '下册' }).getAttribute('aria-pressed')).toBe('true');
    const current = side.getByTestId('tbjx-lesson');
    expect(current.textContent).toContain('春夏秋冬');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('right').textContent).toBe('课文');
    expect(screen.queryByTestId('tbjx-hero')).toBeNull();
    expect(scrolled).toHaveBeenCalledWith('21');
  });
});
