import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/seeded-random.js';
import { buildRound, finishedStatus, type GamePoem, markTone, roundPoints } from './qmdw-rounds.js';

const line = (text: string, readings: string) => {
  const syllables = readings.split(' ');
  let next = 0;
  return { text, pinyin: [...text].map((c) => (/\p{Script=Han}/u.test(c) ? (syllables[next++] ?? '') : '')) };
};
const poem = (title: string, lines: ReturnType<typeof line>[]): GamePoem => ({
  title,
  lines: lines.map((l) => l.text),
  pinyin: lines.map((l) => l.pinyin),
});

const JING_YE_SI = poem('静夜思', [
  line('床前明月光，疑是地上霜。', 'chuáng qián míng yuè guāng yí shì dì shàng shuāng'),
  line('举头望明月，低头思故乡。', 'jǔ tóu wàng míng yuè dī tóu sī gù xiāng'),
]);
const RECORDED = new Set(
  'chuang2 qian2 ming2 yue4 guang1 yi2 shi4 di4 shang4 shuang1 ju3 tou2 wang4 di1 si1 gu4 xiang1'.split(' '),
);

describe('markTone', () => {
  it('puts the mark on a or e, on o in ou, else on the last vowel; v is ü', () => {
    expect([1, 2, 3, 4].map((tone) => markTone('chun', tone))).toEqual(['chūn', 'chún', 'chǔn', 'chùn']);
    expect(markTone('hao', 3)).toBe('hǎo');
    expect(markTone('xue', 2)).toBe('xué');
    expect(markTone('tou', 2)).toBe('tóu');
    expect(markTone('gui', 4)).toBe('guì');
    expect(markTone('liu', 2)).toBe('liú');
    expect(markTone('lv', 4)).toBe('lǜ');
  });
});

describe('buildRound', () => {
  it('finds characters whose reading occurs once in their line, and tone questions, in turn', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const round = buildRound([JING_YE_SI], { questions: 4, lineLengths: [5], grid: 0 }, RECORDED, seededRandom(seed));
      expect(round.map((q) => q.kind)).toEqual(['position', 'tone', 'position', 'tone']);
      for (const q of round) {
        expect(q.cells[q.right]).toBe(q.kind === 'tone' ? q.reading : q.char);
        expect(RECORDED.has(q.recording)).toBe(true);
      }
      // 明 and 月 stand twice in the poem but once per line; no character is asked twice.
      expect(new Set(round.map((q) => q.char)).size).toBe(round.length);
    }
  });

  it('makes a grid whose readings all differ, and gives fewer questions when the poems run out', () => {
    const round = buildRound([JING_YE_SI], { questions: 2, lineLengths: [], grid: 9 }, RECORDED, seededRandom(7));
    const grid = round.find((q) => q.kind === 'grid');
    expect(grid?.cells).toHaveLength(9);
    expect(grid?.columns).toBe(3);
    expect(new Set(grid?.cells).size).toBe(9);
    const big = buildRound([JING_YE_SI], { questions: 40, lineLengths: [5], grid: 0 }, RECORDED, seededRandom(7));
    expect(big.length).toBeLessThan(40);
    expect(buildRound([JING_YE_SI], { questions: 2, lineLengths: [5], grid: 0 }, new Set(), seededRandom(1))).toEqual(
      [],
    );
  });
});

describe('finishing', () => {
  it('wins with four in five right in time, and only a won round earns the seconds left', () => {
    expect(finishedStatus(5, 6, true)).toBe('won');
    expect(finishedStatus(4, 6, true)).toBe('done');
    expect(finishedStatus(6, 6, false)).toBe('timeout');
    expect(roundPoints(5, 'won', 12_900)).toBe(62);
    expect(roundPoints(4, 'done', 12_900)).toBe(40);
    expect(roundPoints(6, 'timeout', -3000)).toBe(60);
  });
});
