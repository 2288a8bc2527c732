import { render, screen } from '@testing-library/react';
import type { Module } from '@yuwen/protocol';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AreaGrid } from './area-grid';

const module = (id: number, key: string, name: string, children?: Module[]): Module => ({
  id,
  pid: '0',
  key,
  name,
  has_content: true,
  ...(children ? { children } : {}),
});

describe('AreaGrid', () => {
  it('draws each area with its own icon and keeps the link named by its words', () => {
    const poems = module(2002, 'tssc', '唐诗宋词');
    const hanzi = module(2001, 'hzzy', '汉字字源', [module(821, 'pyxx', '拼音学习'), module(823, 'jbzy', '基本字')]);
    render(
      <MemoryRouter>
        <AreaGrid areas={[{ module: hanzi, to: '/hzzy' }, { module: poems }]} testId="grid" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /^汉字字源\s*拼音学习 · 基本字$/ });
    expect(link.getAttribute('href')).toBe('/hzzy');
    expect(link.querySelector('svg')?.getAttribute('data-icon')).toBe('hzzy');
    const cards = screen.getByTestId('grid').querySelectorAll('[data-module-key]');
    expect([...cards].map((c) => c.querySelector('svg')?.getAttribute('data-icon'))).toEqual(['hzzy', 'tssc']);
    // The picture comes first and no single character stands in for it any more.
    expect(link.firstElementChild?.tagName.toLowerCase()).toBe('svg');
    expect(link.textContent).toBe('汉字字源拼音学习 · 基本字');
  });
});
