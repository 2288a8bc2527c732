import type { Module } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { filterAreas } from './search-page';

const area = (id: number, name: string) => ({
  module: { id, pid: '0', name, key: `k${id}`, has_content: false } satisfies Module,
});

describe('filterAreas', () => {
  const areas = [area(1, '汉字字源'), area(2, '部编汉字'), area(3, '唐诗宋词')];

  it('keeps the modules whose name contains the query', () => {
    expect(filterAreas(areas, ' 汉字 ').map((a) => a.module.id)).toEqual([1, 2]);
  });

  it('keeps everything for a blank query and nothing for an unknown one', () => {
    expect(filterAreas(areas, '  ')).toHaveLength(3);
    expect(filterAreas(areas, '数学')).toEqual([]);
  });
});
