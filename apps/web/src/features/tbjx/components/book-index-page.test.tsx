import { fireEvent, render, screen } from '@testing-library/react';
import type { TextbookUnit, TextbookVolumeSummary } from '@yuwen/protocol';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VOLUME_STORAGE_KEY } from '../../../components/textbook-volume/volume-choice';
import { BookIndexPage } from './book-index-page';

const volume = (id: number, key: string, name: string, status: 'complete' | 'partial' = 'complete') =>
  ({
    id,
    key,
    grade: Number(key[1]),
    term: key[2] === 'a' ? '上册' : '下册',
    name,
    edition: '',
    status,
    shizi_total: 0,
    xiezi_total: 0,
  }) satisfies TextbookVolumeSummary;
const VOLUMES = [
  volume(1, 'g1a', '一年级上册'),
  volume(2, 'g1b', '一年级下册'),
  volume(3, 'g2a', '二年级上册', 'partial'),
];
const UNITS: Record<number, TextbookUnit[]> = {
  1: [
    {
      id: 11,
      title: '第一单元',
      section: '识字',
      rijileiji: [],
      lessons: [
        { id: 101, number: '1', title: '天地人', kind: '识字', shizi: '天地人', xiezi: '', learned: 6, total: 6 },
        { id: 102, number: '2', title: '金木水火土', kind: '识字', shizi: '', xiezi: '', learned: 1, total: 7 },
        { id: 103, number: '', title: '我说你做', kind: '口语交际', shizi: '', xiezi: '', learned: 0, total: 0 },
      ],
    },
  ],
  2: [],
  3: [],
};
let grade = '';

vi.mock('../../../components/textbook-volume/api/textbook-volumes.api', () => ({
  useTextbookVolumes: () => ({ isPending: false, isError: false, data: VOLUMES }),
}));
vi.mock('../../../components/textbook-volume/api/profile.api', () => ({
  useProfile: () => ({ isLoading: false, data: { grade, role: 'pupil' } }),
}));
vi.mock('../../../components/textbook-volume/api/textbook-volume.api', () => ({
  useTextbookVolume: (id: number) => ({
    isPending: false,
    isError: false,
    data: { ...VOLUMES.find((v) => v.id === id), units: UNITS[id] ?? [] },
  }),
}));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderIndex(url = '/tbjx/bookIndex') {
  const volumeParam = Number(new URL(url, 'http://x').searchParams.get('volume')) || undefined;
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <BookIndexPage volumeParam={volumeParam} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const pressed = (testId: string) =>
  screen
    .getAllByTestId(testId)
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

afterEach(() => {
  localStorage.clear();
  grade = '';
});

describe('BookIndexPage', () => {
  it('starts on the first volume, lists its units and lessons with progress', () => {
    renderIndex();
    expect(pressed('tbjx-grade')).toEqual(['一年级']);
    expect(screen.getByTestId('tbjx-volume-name').textContent).toBe('一年级上册');
    expect(screen.getAllByTestId('tbjx-lesson').map((a) => a.getAttribute('href'))).toEqual([
      '/tbjx/bookContent/2007/101',
      '/tbjx/bookContent/2007/102',
      '/tbjx/bookContent/2007/103',
    ]);
    // Each lesson with characters shows learned/total; 口语交际 teaches none.
    const lessons = screen.getAllByTestId('tbjx-lesson');
    expect(lessons[0]?.textContent).toContain('6/6');
    expect(lessons[1]?.textContent).toContain('1/7');
    expect(lessons[2]?.textContent).toContain('无生字');
    expect(screen.getByTestId('tbjx-unit-link').getAttribute('href')).toBe('/tbjx/partInfo?id=11');
    // Going on: the first lesson not yet done.
    expect(screen.getByTestId('tbjx-next-lesson').textContent).toContain('2 金木水火土');
    expect(screen.queryByTestId('tbjx-partial')).toBeNull();
  });

  it("starts on the profile grade's volume, remembers a choice and says a volume is not complete", () => {
    grade = '2';
    const first = renderIndex();
    expect(screen.getByTestId('tbjx-volume-name').textContent).toBe('二年级上册');
    expect(screen.getByTestId('tbjx-partial').textContent).toContain('正在准备中');
    expect(screen.getByTestId('tbjx-volume-empty')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '一年级' }));
    expect(localStorage.getItem(VOLUME_STORAGE_KEY)).toMatch(/^g1[ab]$/);
    fireEvent.click(screen.getByRole('button', { name: '下册' }));
    expect(localStorage.getItem(VOLUME_STORAGE_KEY)).toBe('g1b');
    expect(screen.getByTestId('where').textContent).toBe('/tbjx/bookIndex?volume=2');
    first.unmount();

    // Next visit: the remembered volume, whatever the grade says.
    renderIndex();
    expect(screen.getByTestId('tbjx-volume-name').textContent).toBe('一年级下册');
    expect(pressed('tbjx-term')).toEqual(['下册']);
  });

  it('opens the volume a link names, and remembers it', () => {
    renderIndex('/tbjx/bookIndex?volume=3');
    expect(screen.getByTestId('tbjx-volume-name').textContent).toBe('二年级上册');
    expect(localStorage.getItem(VOLUME_STORAGE_KEY)).toBe('g2a');
  });
});
