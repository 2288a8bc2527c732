import type { Module } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { flattenModules, locateModule } from './module-tree';

const tree: Module[] = [
  {
    id: 2001,
    pid: '0',
    name: '汉字字源',
    key: 'hzzy',
    has_content: false,
    children: [
      { id: 821, pid: '2001', name: '拼音学习', key: 'pyxx', has_content: false },
      { id: 824, pid: '2001', name: '部编汉字', key: 'bphz', has_content: false },
    ],
  },
  { id: 2002, pid: '0', name: '唐诗宋词', key: 'tssc', has_content: false },
];

describe('module tree helpers', () => {
  it('finds a nested module by id with its parent and siblings', () => {
    const found = locateModule(tree, { id: 824 });
    expect(found?.module.name).toBe('部编汉字');
    expect(found?.parent?.key).toBe('hzzy');
    expect(found?.siblings.map((m) => m.key)).toEqual(['pyxx', 'bphz']);
  });

  it('finds a root module by key, siblings being the roots', () => {
    const found = locateModule(tree, { key: 'tssc' });
    expect(found?.module.id).toBe(2002);
    expect(found?.parent).toBeUndefined();
    expect(found?.siblings).toHaveLength(2);
  });

  it('answers undefined for unknown modules or no target', () => {
    expect(locateModule(tree, { id: 9 })).toBeUndefined();
    expect(locateModule(tree, { key: 'nope' })).toBeUndefined();
    expect(locateModule(tree, {})).toBeUndefined();
  });

  it('flattens parents before children', () => {
    expect(flattenModules(tree).map((m) => m.id)).toEqual([2001, 821, 824, 2002]);
  });
});
