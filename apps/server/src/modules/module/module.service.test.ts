import type { ModuleRepository, ModuleRow } from '@yuwen/db';
import { describe, expect, it } from 'vitest';
import { MODULE_CACHE_MS, ModuleService } from './module.service.js';

const noCategories = { listCategories: async () => [] };

describe('module tree cache', () => {
  it('reads the rows once per cache period and again after it', async () => {
    let reads = 0;
    let rows: ModuleRow[] = [{ id: 1, pid: '0', key: 'a', name: '甲', sort: 1 }];
    const repo = {
      listAll: async () => {
        reads++;
        return rows;
      },
      modulesWithCategories: async () => new Set([2]),
    } as unknown as ModuleRepository;
    let now = 1000;
    const service = new ModuleService(repo, noCategories, () => now);
    await service.tree(true);
    await service.tree(false);
    expect(reads).toBe(1);
    rows = [...rows, { id: 2, pid: '0', key: 'b', name: '乙', sort: 2 }];
    now += MODULE_CACHE_MS;
    expect((await service.tree(true)).map((m) => [m.id, m.has_content])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(reads).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const repo = {
      listAll: async () => {
        if (fail) throw new Error('db down');
        return [];
      },
      modulesWithCategories: async () => new Set<number>(),
    } as unknown as ModuleRepository;
    const service = new ModuleService(repo, noCategories, () => 0);
    await expect(service.tree(true)).rejects.toThrow('db down');
    fail = false;
    expect(await service.tree(true)).toEqual([]);
  });
});
