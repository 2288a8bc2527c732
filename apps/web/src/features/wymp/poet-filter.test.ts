import { describe, expect, it } from 'vitest';
import { filterPoets } from './poet-filter';

const poets = [
  { name: '李白', dynasty: '唐', works: 40, has_biography: true },
  { name: '李清照', dynasty: '宋', works: 10, has_biography: true },
  { name: '杜甫', dynasty: '唐', works: 30, has_biography: false },
];

describe('filterPoets', () => {
  it('matches part of a name or a whole dynasty, and keeps all for blank text', () => {
    expect(filterPoets(poets, '李').map((p) => p.name)).toEqual(['李白', '李清照']);
    expect(filterPoets(poets, ' 唐 ').map((p) => p.name)).toEqual(['李白', '杜甫']);
    expect(filterPoets(poets, '  ')).toHaveLength(3);
    expect(filterPoets(poets, '王')).toEqual([]);
  });
});
