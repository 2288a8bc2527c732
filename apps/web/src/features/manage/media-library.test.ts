import type { Module } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import {
  defaultTitle,
  fileKind,
  fileProblem,
  findCategory,
  optionLabel,
  percentOf,
  treeOptions,
} from './media-library';

describe('media library helpers', () => {
  it('lists a tree parents first with depths, indented as options', () => {
    const roots: Module[] = [
      {
        id: 1,
        pid: '0',
        name: '中国文化',
        key: 'zgwh',
        has_content: false,
        children: [{ id: 2, pid: '1', name: '文化字典', key: 'whzd', has_content: true }],
      },
      { id: 3, pid: '0', name: '同步教学', key: 'tbjx', has_content: true },
    ];
    const options = treeOptions(roots);
    expect(options).toEqual([
      { id: 1, name: '中国文化', depth: 0 },
      { id: 2, name: '文化字典', depth: 1 },
      { id: 3, name: '同步教学', depth: 0 },
    ]);
    expect(optionLabel(options[0] ?? { id: 0, name: '', depth: 0 })).toBe('中国文化');
    expect(optionLabel(options[1] ?? { id: 0, name: '', depth: 0 })).toBe('　└ 文化字典');
  });

  it('tells the kind of a file by its type, else its extension', () => {
    expect(fileKind({ type: 'video/webm', name: 'a' })).toBe('video');
    expect(fileKind({ type: 'image/png', name: 'a' })).toBe('image');
    expect(fileKind({ type: '', name: 'song.MP3' })).toBe('audio');
    expect(fileKind({ type: 'application/pdf', name: 'a.pdf' })).toBeUndefined();
  });

  it('says in Chinese why a file cannot go', () => {
    expect(fileProblem({ type: 'application/pdf', name: 'a.pdf', size: 10 })).toContain('只能上传');
    expect(fileProblem({ type: 'image/png', name: 'a.png', size: 0 })).toBe('这个文件是空的');
    expect(fileProblem({ type: 'image/png', name: 'a.png', size: 11 * 1024 * 1024 })).toBe('图片不能超过 10MB');
    expect(fileProblem({ type: 'video/mp4', name: 'a.mp4', size: 5 * 1024 * 1024 })).toBeUndefined();
  });

  it('titles an upload by its file name and measures progress', () => {
    expect(defaultTitle('春天.webm')).toBe('春天');
    expect(percentOf(50, 200)).toBe(25);
    expect(percentOf(10, 0)).toBe(0);
    expect(percentOf(300, 200)).toBe(100);
  });

  it('finds a nested category', () => {
    const tree = [
      { id: 1, pid: '0', module_id: 3, name: 'a', children: [{ id: 2, pid: '1', module_id: 3, name: 'b' }] },
    ];
    expect(findCategory(tree, 2)?.name).toBe('b');
    expect(findCategory(tree, 5)).toBeUndefined();
  });
});
