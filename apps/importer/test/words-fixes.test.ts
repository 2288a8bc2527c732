import { describe, expect, it } from 'vitest';
import { rawExplanation } from '../src/common/word-data.js';
import { fixedWord, repairScrape, WORD_FIXES } from '../src/sources/words/words.fixes.js';
import { buildWordRows } from '../src/sources/words/words.normalize.js';

describe('word fixes', () => {
  it('repairs the scrape: 丨 between examples becomes a separator, 晩 is 晚', () => {
    expect(repairScrape('符合标准质量合格丨检查合格')).toBe('符合标准质量合格｜检查合格');
    expect(repairScrape('前一天的晩上。')).toBe('前一天的晚上。');
    expect(repairScrape(undefined)).toBeUndefined();
  });

  it('reads 只 meaning "only" as zhǐ and replaces the wrong senses with ours', () => {
    const rows = buildWordRows(
      { 分为: ['fēn wéi', 2] },
      ['不只', '只需', '船只', '合格'],
      (w) => ({ pinyin: { 不只: 'bù zhī', 只需: 'zhī xū', 船只: 'chuán zhī', 合格: 'hé gé' }[w] ?? '', frequency: 0 }),
      (w) => ({ 分为: '1.判断;断定。', 合格: '符合标准质量合格丨检查合格' })[w],
    );
    expect(rows.map((r) => [r.word, r.pinyin, r.explanation])).toEqual([
      ['分为', 'fēn wéi', '把一个整体分成几个部分。'],
      ['不只', 'bù zhǐ', '不仅，不止。'],
      ['只需', 'zhǐ xū', ''],
      ['船只', 'chuán zhī', ''],
      ['合格', 'hé gé', '符合标准质量合格；检查合格'],
    ]);
  });

  it('holds entries that each change the data and say why', () => {
    for (const [word, fix] of Object.entries(WORD_FIXES)) {
      expect(fix.why.length, word).toBeGreaterThan(4);
      expect(fix.pinyin ?? fix.explanation, word).toBeTruthy();
      expect(fixedWord(word, 'x', 'y'), word).not.toEqual({ pinyin: 'x', explanation: 'y' });
    }
  });

  it('rewrites the garbled passages the package still has', () => {
    expect(rawExplanation('档案馆')).toContain('皇史训龋');
    expect(rawExplanation('作为')).toContain('桅了');
    const rows = buildWordRows(
      { 档案馆: ['dàng àn guǎn', 1], 作为: ['zuò wéi', 1] },
      [],
      () => ({ pinyin: '', frequency: 0 }),
      rawExplanation,
    );
    for (const row of rows) expect(row.explanation).not.toMatch(/皇史训龋|桅了/);
  });
});
