import type { KnownIdiom } from '@yuwen/db';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../src/lib/seeded-random.js';
import { computerMove, connects, endOf, fitting, hintFor } from '../src/modules/jdmz/chain-rules.js';
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
    // With no such way left the hint still names the best fitting idiom; after it the computer gives up.
    const short = new KnownIdiomIndex(ahead.all.filter((idiom) => idiom.idiom !== '大公无私'));
    expect(hintFor(short, state, 'char', seededRandom(1))).toMatch(/^意[○犹][○未][○尽]$/);
  });

  it('gives up rather than answer with an idiom after which the pupil would get no hint', () => {
    // After 意犹未尽 only 尽善尽美 fits, and 美中不足, the one idiom after 美, is used: no hint would be left.
    const closed = new KnownIdiomIndex([
      known('意犹未尽', 'yì yóu wèi jìn'),
      known('尽善尽美', 'jìn shàn jìn měi'),
      known('美中不足', 'měi zhōng bù zú'),
    ]);
    const chain = [link('十全十美'), link('美中不足'), link('一心一意'), link('意犹未尽')];
    const state = { chain, next: { char: '尽', syllable: 'jin' } };
    for (const seed of [1, 2, 3]) expect(computerMove(closed, state, 'char', seededRandom(seed))).toBe(undefined);
    // Without 美中不足 in the round the pupil could go on, so the computer answers.
    const open = { chain: chain.slice(2), next: state.next };
    expect(computerMove(closed, open, 'char', seededRandom(1))?.idiom).toBe('尽善尽美');
    expect(
      hintFor(
        closed,
        { chain: [...open.chain, link('尽善尽美')], next: { char: '美', syllable: 'mei' } },
        'char',
        seededRandom(1),
      ),
    ).not.toBe('');
  });

  it('gives up after 机不可失 when 失魂落魄 is all it has (the dead end seen on the real catalogue)', () => {
    // There 机不可失 is the one known idiom after 机, 失魂落魄 the one after 失, and none starts with 魄.
    const index = new KnownIdiomIndex([
      known('可乘之机', 'kě chéng zhī jī'),
      known('机不可失', 'jī bù kě shī'),
      known('失魂落魄', 'shī hún luò pò'),
    ]);
    const state = { chain: [link('可乘之机')], next: { char: '机', syllable: 'ji' } };
    expect(hintFor(index, state, 'char', seededRandom(1))).toMatch(/^机[○不][○可][○失]$/);
    const chain = [...state.chain, link('机不可失')];
    expect(computerMove(index, { chain, next: { char: '失', syllable: 'shi' } }, 'char', seededRandom(1))).toBe(
      undefined,
    );
  });

  it('never leaves a pupil who follows the hints without one', () => {
    // A chain with dead ends and an idiom already used: 墨墨 must give up before any of them.
    const index = new KnownIdiomIndex([
      known('一心一意', 'yī xīn yī yì'),
      known('意犹未尽', 'yì yóu wèi jìn', 0),
      known('尽善尽美', 'jìn shàn jìn měi'),
      known('美中不足', 'měi zhōng bù zú'),
      known('足智多谋', 'zú zhì duō móu'),
      known('谋事在人', 'móu shì zài rén'),
      known('意气风发', 'yì qì fēng fā'),
      known('发扬光大', 'fā yáng guāng dà'),
      known('大公无私', 'dà gōng wú sī'),
      known('私心杂念', 'sī xīn zá niàn'),
      known('人山人海', 'rén shān rén hǎi'),
    ]);
    for (const mode of ['char', 'syllable'] as const)
      for (let seed = 1; seed <= 20; seed++) {
        const random = seededRandom(seed);
        let state = { chain: [link('一心一意')], next: { char: '意', syllable: 'yi' } };
        for (let turn = 0; turn < 20; turn++) {
          const hint = hintFor(index, state, mode, random);
          expect(hint, `${mode} ${seed}: ${state.chain.map((l) => l.idiom).join(' → ')}`).not.toBe('');
          const pattern = new RegExp(`^${hint.replace(/○/g, '.')}$`, 'u');
          const mine = fitting(index, state, mode).find((idiom) => pattern.test(idiom.idiom));
          if (!mine) throw new Error(`no fitting idiom for the hint ${hint}`);
          const chain = [...state.chain, link(mine.idiom)];
          const reply = computerMove(index, { chain, next: endOf(mine) }, mode, random);
          if (!reply) break;
          state = { chain: [...chain, link(reply.idiom)], next: endOf(reply) };
        }
      }
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
