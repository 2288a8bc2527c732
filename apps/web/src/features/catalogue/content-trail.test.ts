import type { Module } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { categoryTrail, itemParam } from './content-trail';

const tbjx: Module = { id: 3001, pid: '0', name: '同步教学', key: 'tbjx', has_content: true };
const links = {
  linkToModule: (m: Module) => `/${m.key}`,
  linkToCategory: (m: Module, c: { id: number; name: string }) => `/${m.key}/sortContext/${m.id}/${c.id}/${c.name}/0`,
};

describe('categoryTrail', () => {
  it('starts at the module and links each category', () => {
    expect(
      categoryTrail(
        tbjx,
        [
          { id: 1, name: '一年级' },
          { id: 2, name: '春天' },
        ],
        links,
      ),
    ).toEqual([
      { label: '同步教学', to: '/tbjx' },
      { label: '一年级', to: '/tbjx/sortContext/3001/1/一年级/0' },
      { label: '春天', to: '/tbjx/sortContext/3001/2/春天/0' },
    ]);
  });

  it('does not repeat the module when the breadcrumbs start with it', () => {
    expect(categoryTrail(tbjx, [{ id: 3001, name: '同步教学' }], links)).toEqual([{ label: '同步教学', to: '/tbjx' }]);
  });
});

describe('itemParam', () => {
  it('reads a positive item id and ignores anything else', () => {
    expect(itemParam(new URLSearchParams('item=12'))).toBe(12);
    expect(itemParam(new URLSearchParams('item=0'))).toBeUndefined();
    expect(itemParam(new URLSearchParams('item=abc'))).toBeUndefined();
    expect(itemParam(new URLSearchParams(''))).toBeUndefined();
  });
});
