import { GAME_PAIRS } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { ancientRound, type BuildFamily, buildRound, type OriginChar } from './game-rounds.js';

/** A fixed random sequence, so the tests see one definite order. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

const NAMES: Record<string, string> = { oracle: '甲骨文', bronze: '金文', seal: '小篆' };
const scriptName = (kind: string) => NAMES[kind];
const pictureUrl = (id: number, kind: string) => `/char-origin/${id}-${kind}.svg`;

describe('ancientRound', () => {
  const chars: OriginChar[] = '日月山水火木人口目耳'
    .split('')
    .map((char, i) => ({ id: i + 1, char, kinds: i % 2 ? ['seal'] : ['oracle', 'bronze', 'seal'] }));

  it('draws GAME_PAIRS different characters, each with a picture in one of its own scripts', () => {
    const pairs = ancientRound(chars, scriptName, pictureUrl, seeded(7));
    expect(pairs).toHaveLength(GAME_PAIRS);
    expect(new Set(pairs.map((p) => p.char)).size).toBe(GAME_PAIRS);
    for (const pair of pairs) {
      const source = chars.find((c) => c.id === pair.id) as OriginChar;
      expect(pair.char).toBe(source.char);
      const kind = /-(\w+)\.svg$/.exec(pair.picture)?.[1] as string;
      expect(source.kinds).toContain(kind);
      expect(pair.script).toBe(NAMES[kind]);
    }
  });

  it('skips forms of unknown scripts and answers fewer pairs when the data has fewer', () => {
    const few: OriginChar[] = [
      { id: 1, char: '日', kinds: ['oracle'] },
      { id: 2, char: '月', kinds: ['clerical'] },
    ];
    expect(ancientRound(few, scriptName, pictureUrl, seeded(3))).toEqual([
      { id: 1, char: '日', picture: '/char-origin/1-oracle.svg', script: '甲骨文' },
    ]);
  });

  it('varies between rounds', () => {
    const a = ancientRound(chars, scriptName, pictureUrl, seeded(1)).map((p) => p.char);
    const b = ancientRound(chars, scriptName, pictureUrl, seeded(99)).map((p) => p.char);
    expect(a).not.toEqual(b);
  });
});

describe('buildRound', () => {
  const families: BuildFamily[] = [
    {
      component: '青',
      builds: [
        { id: 2, char: '清', radical: '氵' },
        { id: 3, char: '晴', radical: '日' },
        { id: 4, char: '睛', radical: '目' },
        { id: 5, char: '请', radical: '讠' },
      ],
    },
    {
      component: '包',
      builds: [
        { id: 8, char: '抱', radical: '扌' },
        { id: 9, char: '饱', radical: '饣' },
      ],
    },
    {
      component: '也',
      builds: [
        { id: 11, char: '他', radical: '亻' },
        { id: 12, char: '地', radical: '土' },
        { id: 13, char: '池', radical: '氵' },
      ],
    },
  ];

  it('takes two characters from each of three components, keeping each real pair', () => {
    const pairs = buildRound(families, seeded(5));
    expect(pairs).toHaveLength(GAME_PAIRS);
    for (const pair of pairs) {
      const family = families.find((f) => f.component === pair.component) as BuildFamily;
      expect(family.builds).toContainEqual({ id: pair.id, char: pair.char, radical: pair.radical });
    }
    const perComponent = new Map<string, number>();
    for (const p of pairs) perComponent.set(p.component, (perComponent.get(p.component) ?? 0) + 1);
    expect([...perComponent.values()]).toEqual([2, 2, 2]);
  });

  it('never repeats a character and stops short when the families run out', () => {
    const short = buildRound(families.slice(0, 2), seeded(5));
    expect(short).toHaveLength(4);
    expect(new Set(short.map((p) => p.char)).size).toBe(4);
    expect(buildRound([], seeded(5))).toEqual([]);
  });
});
