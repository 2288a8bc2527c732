import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_DIRS } from '../media/media.service.js';
import { matchComponents, type StrokeData, shapeDistance, shapeOf } from './component-match.js';

// The real stroke data of hanzi-writer-data; radicals as the catalogue has them (cnchar-radical).
function strokeData(char: string): StrokeData | undefined {
  try {
    return JSON.parse(readFileSync(join(MEDIA_DIRS.strokes, `${char}.json`), 'utf8')) as StrokeData;
  } catch {
    return undefined;
  }
}

const RADICALS: Record<string, string> = {
  青: '青',
  清: '氵',
  晴: '日',
  睛: '目',
  请: '讠',
  情: '忄',
  精: '米',
  包: '勹',
  抱: '扌',
  饱: '饣',
  跑: '足',
  马: '马',
  妈: '女',
  吗: '口',
  也: '乙',
  他: '亻',
  地: '土',
  明: '日',
  月: '月',
  日: '日',
  人: '人',
  木: '木',
  林: '木',
  森: '木',
  责: '贝',
  静: '青',
};
const chars = Object.entries(RADICALS).map(([char, radical]) => ({ char, radical }));

describe('组字 pairs from the stroke data', () => {
  const pairs = matchComponents(chars, strokeData);
  const built = (component: string) =>
    pairs
      .filter((p) => p.component === component)
      .map((p) => `${p.radical}${p.char}`)
      .sort();

  it('finds every character 青 builds with 氵 日 目 讠 忄 (and 米)', () => {
    expect(built('青')).toEqual(['忄情', '日晴', '氵清', '目睛', '米精', '讠请'].sort());
  });

  it('finds 包, 马 and 也 builds, radicals in their side forms included', () => {
    expect(built('包')).toEqual(['扌抱', '足跑', '饣饱'].sort());
    expect(built('马')).toEqual(['口吗', '女妈'].sort());
    expect(built('也')).toEqual(['亻他', '土地'].sort());
  });

  it('gives each character at most one component and never pairs unrelated shapes', () => {
    const byChar = new Map(pairs.map((p) => [p.char, p.component]));
    expect(byChar.size).toBe(pairs.length);
    expect(byChar.get('明')).toBe('月');
    expect(byChar.get('森')).toBe('林');
    // 青 is its own radical; 责 and 静 do not split into their radical plus 青; 人 and 木 are single.
    for (const whole of ['青', '责', '静', '人', '木', '月', '日']) expect(byChar.get(whole)).toBeUndefined();
  });

  it('tells shapes apart after scaling each part to its own box', () => {
    const qing = strokeData('青') as StrokeData;
    const inQing = strokeData('清') as StrokeData;
    const rest = inQing.medians.filter((_, i) => !(inQing.radStrokes ?? []).includes(i));
    expect(shapeDistance(shapeOf(rest), shapeOf(qing.medians))).toBeLessThan(0.05);
    const ze = strokeData('责') as StrokeData;
    expect(shapeDistance(shapeOf(ze.medians), shapeOf(qing.medians))).toBe(Infinity);
  });
});
