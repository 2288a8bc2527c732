import type { Module } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { groupBySubject } from './subjects';

const area = (id: number, key: string) => ({
  module: { id, pid: '0', name: key, key, has_content: false } satisfies Module,
  to: `/${key}`,
});

describe('groupBySubject', () => {
  it('gathers areas under their subjects in key order and drops empty subjects', () => {
    const groups = groupBySubject([
      area(1, 'jdmz'),
      area(2, 'hzzy'),
      area(3, 'tssc'),
      area(4, 'bpcy'),
      area(5, 'other'),
    ]);
    expect(groups.map((g) => g.group.title)).toEqual(['识字写字', '诗文诵读']);
    expect(groups[0]?.areas.map((a) => a.module.key)).toEqual(['hzzy', 'bpcy']);
    expect(groups[1]?.areas.map((a) => a.module.key)).toEqual(['tssc', 'jdmz']);
  });
});
