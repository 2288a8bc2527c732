import { render, screen } from '@testing-library/react';
import type { DailyPath, Module, TextbookUnit } from '@yuwen/protocol';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testLesson, testUnit, testVolume } from '../../../components/textbook-volume/test-volumes';
import { storeVolume } from '../../../components/textbook-volume/volume-choice';
import { AreaContext, type AreaContextValue } from '../../area-routes';
import { HomeTab } from './home-tab';

const VOLUMES = [testVolume('g1a'), testVolume('g1b')];
// 一年级上册: lesson 1 learned, 2 not yet; 一年级下册: every character learned.
const UNITS: Record<number, TextbookUnit[]> = {
  11: [testUnit(1, [testLesson(1, 6, 6), testLesson(2, 1, 7)])],
  12: [testUnit(2, [testLesson(3, 4, 4), testLesson(4, 0, 0)])],
};

vi.mock('../../../components/textbook-volume/api/textbook-volumes.api', () => ({
  useTextbookVolumes: () => ({ data: VOLUMES }),
}));
vi.mock('../../../components/textbook-volume/api/textbook-volume.api', () => ({
  useTextbookVolume: (id: number | undefined) => ({
    data: id === undefined ? undefined : { ...VOLUMES.find((v) => v.id === id), units: UNITS[id] ?? [] },
  }),
}));

// No 作业 from teachers here (the card hides itself).
vi.mock('../api/homework.api', () => ({ useMyHomework: () => ({ data: [] }) }));

// The server's daily path: the lesson practised today only for 一年级下册, the poem of the day not yet.
vi.mock('../api/rewards.api', () => ({
  useDailyPath: (volumeKey: string | undefined): { data: DailyPath } => ({
    data: {
      date: '2025-09-01',
      stars: 12,
      streak: { current: 3, longest: 3, today: true },
      review: { due_count: 5, done: false },
      lesson_today: volumeKey === 'g1b' ? { id: 3, number: '3', title: '第3课' } : null,
      poem: { id: 9, title: '咏鹅', author: '骆宾王', dynasty: '唐', done: false },
    },
  }),
}));

const TBJX: Module = { id: 2007, pid: '0', name: '同步教学', key: 'tbjx', has_content: true };

function renderHome({ desktop = false, served = true } = {}) {
  const area: AreaContextValue = {
    desktop,
    identity: { product: 1, appName: '语文学堂', layout: desktop ? 'desktop' : 'mobile' },
    modules: [TBJX],
    areas: [],
    loading: false,
    linkToModule: (module) => (served && module.key === 'tbjx' ? '/tbjx' : undefined),
  };
  return render(
    <MemoryRouter>
      <AreaContext.Provider value={area}>
        <HomeTab areas={[]} searchTo="/search" />
      </AreaContext.Provider>
    </MemoryRouter>,
  );
}

afterEach(() => localStorage.clear());

describe('「我的课本」 on the home tab', () => {
  it('is not there before a volume is chosen, nor for a volume the server no longer lists', () => {
    renderHome();
    expect(screen.getByTestId('home-tab')).toBeTruthy();
    expect(screen.queryByTestId('home-textbook')).toBeNull();
    storeVolume('g6b');
    renderHome();
    expect(screen.queryByTestId('home-textbook')).toBeNull();
  });

  it('shows the chosen volume and opens its next lesson, on phones and on desktop', () => {
    storeVolume('g1a');
    const phone = renderHome();
    expect(screen.getByTestId('home-textbook').textContent).toContain('我的课本');
    expect(screen.getByTestId('home-textbook-volume').textContent).toBe('一年级上册');
    expect(screen.getByTestId('home-textbook-next').textContent).toBe('下一课：2 第2课');
    expect(screen.getByTestId('home-textbook-go').getAttribute('href')).toBe('/tbjx/bookContent/2007/2');
    phone.unmount();

    renderHome({ desktop: true });
    expect(screen.getByTestId('home-textbook-go').getAttribute('href')).toBe('/tbjx?part=bookContent&id=2');
  });

  it('says so when every character of the volume is learned, and opens the book', () => {
    storeVolume('g1b');
    renderHome();
    expect(screen.getByTestId('home-textbook-next').textContent).toContain('这一册的字都学会了');
    expect(screen.getByTestId('home-textbook-go').getAttribute('href')).toBe('/tbjx');
  });

  it('is not there when this app has no 同步教学', () => {
    storeVolume('g1a');
    renderHome({ served: false });
    expect(screen.queryByTestId('home-textbook')).toBeNull();
  });
});

describe('今天的任务 on the home tab', () => {
  const tasks = () =>
    screen.getAllByTestId('daily-task').map((li) => [li.getAttribute('data-task'), li.getAttribute('data-done')]);

  it('shows the review, the next lesson and the poem of the day with the ring, the days in a row and the stars', () => {
    storeVolume('g1a');
    renderHome();
    expect(tasks()).toEqual([
      ['review', '0'],
      ['lesson', '0'],
      ['poem', '0'],
    ]);
    expect(screen.getByRole('img', { name: '完成 0 项，共 3 项' })).toBeTruthy();
    expect(screen.getByTestId('daily-streak').getAttribute('data-value')).toBe('3');
    expect(screen.getByTestId('daily-stars').textContent).toContain('12');
    expect(screen.getByTestId('daily-path').textContent).toContain('下一课：2 第2课');
  });

  it('ticks the lesson practised today, and has no lesson before a volume is chosen', () => {
    storeVolume('g1b');
    const chosen = renderHome();
    expect(tasks()).toContainEqual(['lesson', '1']);
    expect(screen.getByRole('img', { name: '完成 1 项，共 3 项' })).toBeTruthy();
    chosen.unmount();
    localStorage.clear();
    renderHome();
    expect(tasks().map(([key]) => key)).toEqual(['review', 'poem']);
  });
});
