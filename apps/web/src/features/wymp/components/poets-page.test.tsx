import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PoetsPage } from './poets-page';

const POETS = [
  { name: '李白', dynasty: '唐', works: 2, has_biography: true },
  { name: '孟浩然', dynasty: '唐', works: 1, has_biography: false },
];
const INFO: Record<string, { name: string; dynasty: string; bio: unknown; biography: string; works: unknown[] }> = {
  李白: {
    name: '李白',
    dynasty: '唐',
    bio: { born: 701, died: 762, text: '唐代大诗人，人们叫他“诗仙”。' },
    biography: '李白，字太白。',
    works: [
      { id: 11, title: '静夜思', collection: 'tangshi300', collection_name: '唐诗三百首', first_line: '床前明月光' },
    ],
  },
  孟浩然: { name: '孟浩然', dynasty: '唐', bio: null, biography: '', works: [] },
  王绩: { name: '王绩', dynasty: '唐', bio: null, biography: '王绩，字无功。', works: [] },
};

vi.mock('../api/poets.api', () => ({
  usePoets: () => ({ isPending: false, isError: false, data: POETS }),
  usePoet: (name: string) => ({ isPending: false, isError: false, data: INFO[name] }),
}));

const links = {
  poetTo: (name: string, dynasty: string) => `/wymp?author=${name}&dynasty=${dynasty}`,
  poemTo: (id: number) => `/jdsd/content?id=${id}`,
};

describe('PoetsPage', () => {
  it('lists the authors and filters them by name', () => {
    render(
      <MemoryRouter>
        <PoetsPage dynasty="" {...links} />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('wymp-poet').map((a) => a.getAttribute('href'))).toEqual([
      '/wymp?author=李白&dynasty=唐',
      '/wymp?author=孟浩然&dynasty=唐',
    ]);
    fireEvent.change(screen.getByTestId('wymp-search'), { target: { value: '孟' } });
    expect(screen.getAllByTestId('wymp-poet')).toHaveLength(1);
  });

  it('shows our biography with the years first, the classical one folded below, and works linking to the poem page', () => {
    render(
      <MemoryRouter>
        <PoetsPage author="李白" dynasty="唐" {...links} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('wymp-years').textContent).toBe('701年—762年');
    expect(screen.getByTestId('wymp-bio').textContent).toContain('诗仙');
    const classical = screen.getByTestId('wymp-biography');
    expect(classical.textContent).toContain('原文小传');
    expect(classical.textContent).toContain('字太白');
    expect(classical.hasAttribute('open')).toBe(false);
    expect(screen.getByTestId('wymp-work').getAttribute('href')).toBe('/jdsd/content?id=11');
  });

  it('hides an empty biography', () => {
    render(
      <MemoryRouter>
        <PoetsPage author="孟浩然" dynasty="唐" {...links} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('wymp-poet-info')).toBeTruthy();
    expect(screen.queryByTestId('wymp-biography')).toBeNull();
    expect(screen.queryByTestId('wymp-bio')).toBeNull();
  });

  it('opens the classical biography where we wrote none of our own', () => {
    render(
      <MemoryRouter>
        <PoetsPage author="王绩" dynasty="唐" {...links} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('wymp-biography').hasAttribute('open')).toBe(true);
  });
});
