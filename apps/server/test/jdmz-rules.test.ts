import type { KnownIdiom } from '@yuwen/db';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../src/lib/seeded-random.js';
import { computerMove, connects, endOf, hintFor } from '../src/modules/jdmz/chain-rules.js';
import { KnownIdiomIndex, toneless } from '../src/modules/jdmz/known-idioms.js';
import { buildQuiz, markQuiz, quizMeaning } from '../src/modules/jdmz/quiz-builder.js';

const known = (
  idiom: string,
  pinyin: string,
  tier: KnownIdiom['tier'] = 1,
  meaning = `${idiom}的意思`,
): KnownIdiom => ({
  id: 0,
  idiom,
  pinyin,
  frequency: 0,
  tier,
  meaning,
});
const link = (idiom: string) => ({ idiom, pinyin: '', by: 'computer' as const, points: 0 });

describe('成语接龙 rules', () => {
  const index = new KnownIdiomIndex([
    known('一心一意', 'yī xīn yī yì'),
    known('意气风发', 'yì qì fēng fā'),
    known('意犹未尽', 'yì yóu wèi jìn'),
    known('发扬光大', 'fā yáng guāng dà'),
    known('亦步亦趋', 'yì bù yì qū', 2),
  ]);

  it('joins on the character, or the toneless syllable in syllable mode (ü kept apart)', () => {
    expect(toneless('lǜ')).toBe('lv');
    expect(toneless('lù')).toBe('lu');
    const next = { char: '意', syllable: 'yi' };
    expect(connects(next, { char: '意', syllable: 'yi' }, 'char')).toBe(true);
    expect(connects(next, { char: '亦', syllable: 'yi' }, 'char')).toBe(false);
    expect(connects(next, { char: '亦', syllable: 'yi' }, 'syllable')).toBe(true);
  });

  it('answers with an idiom the pupil can go on from, and gives up when none fits', () => {
    const chain = [link('一心一意')];
    // 意犹未尽 ends in 尽, which nothing follows: the computer takes 意气风发.
    expect(computerMove(index, { chain, next: { char: '意', syllable: 'yi' } }, 'char', seededRandom(1))?.idiom).toBe(
      '意气风发',
    );
    const used = [...chain, link('意气风发'), link('发扬光大')];
    expect(computerMove(index, { chain: used, next: { char: '大', syllable: 'da' } }, 'char', seededRandom(1))).toBe(
      undefined,
    );
  });

  it('hints an idiom after which the computer answers with one the pupil can go on from', () => {
    // 意气风发 and 意犹未尽 both have a follower, but after 意犹未尽 the computer can only say 尽善尽美,
    // a dead end; after 意气风发 it says 发扬光大, and 大公无私 follows. The hint leads the longer way.
    const ahead = new KnownIdiomIndex([
      known('意犹未尽', 'yì yóu wèi jìn', 0),
      known('尽善尽美', 'jìn shàn jìn měi'),
      known('意气风发', 'yì qì fēng fā'),
      known('发扬光大', 'fā yáng guāng dà'),
      known('大公无私', 'dà gōng wú sī'),
    ]);
    const state = { chain: [link('一心一意')], next: { char: '意', syllable: 'yi' } };
    for (const seed of [1, 2, 3, 4, 5]) {
      const hint = hintFor(ahead, state, 'char', seededRandom(seed));
      expect(hint).toMatch(/^意[○气][○风][○发]$/);
    }
    // With no such way left the hint still names the best idiom the computer can answer.
    const short = new KnownIdiomIndex(ahead.all.filter((idiom) => idiom.idiom !== '大公无私'));
    expect(hintFor(short, state, 'char', seededRandom(1))).toMatch(/^意[○犹][○未][○尽]$/);
  });

  it('hints one fitting idiom with one character after the first hidden', () => {
    const next = endOf({ last: '意', lastSyllable: 'yi' });
    const hint = hintFor(index, { chain: [link('一心一意')], next }, 'char', seededRandom(3));
    expect(hint).toMatch(/^意[○气][○风][○发]$/);
    expect(hint.split('○')).toHaveLength(2);
  });
});

describe('成语小测验 rules', () => {
  it('keeps meanings that point elsewhere or run long out of the questions', () => {
    expect(quizMeaning('比喻不想努力。也比喻死守经验。')).toBe('比喻不想努力');
    expect(quizMeaning('见“守株待兔”。')).toBe('');
    expect(quizMeaning('语出《韩非子》：宋国有个农夫。')).toBe('');
  });

  it('builds the same quiz from the same seed and marks skipped answers wrong', () => {
    const pool = ['一心一意', '三心二意', '五颜六色', '七上八下', '十全十美', '九牛一毛', '四面八方', '六神无主'].map(
      (idiom, i) => known(idiom, '', 1, `第${i + 1}个成语的意思`),
    );
    const index = new KnownIdiomIndex(pool);
    const first = buildQuiz(index.all, seededRandom(9));
    expect(buildQuiz(index.all, seededRandom(9))).toEqual(first);
    expect(first.length).toBe(8);
    for (const question of first) expect(new Set(question.options).size).toBe(4);
    const marks = markQuiz(first, [first[0]?.answer ?? 0]);
    expect(marks.correct).toBe(1);
    expect(marks.marks[1]).toMatchObject({ correct: false, chosen: '' });
  });
});
