import { describe, expect, it } from 'vitest';
import { commonWords, completeWords, modernWords, rawExplanation } from '../src/common/word-data.js';
import {
  cleanIdiomGloss,
  glossReferences,
  holdsItself,
  restoreGlossColons,
  splitExamples,
} from '../src/sources/idioms/idioms.gloss.js';
import { buildIdiomRows } from '../src/sources/idioms/idioms.normalize.js';
import { GLOSS_REVIEW, MISSPELT_IDIOMS } from '../src/sources/idioms/idioms.review.js';

/** A few words, enough for the colon rule's guard in the pure tests. */
const WORDS = new Set(['名称', '四面', '八方', '策略', '办法', '施展', '老朋友', '本分', '异常', '画蛇', '相视']);
const isWord = (word: string) => WORDS.has(word);
const clean = (raw: string, idiom: string) => cleanIdiomGloss(raw, idiom, isWord, GLOSS_REVIEW[idiom]);

describe('idiom glosses: the headword colon', () => {
  it('puts back the colon after each glossed character (分：本分, 奇：异常, 计：策略、办法；施：施展)', () => {
    expect(clean('分本分。规矩老实，守本分，不做违法的事。', '安分守己').paraphrase).toBe(
      '分：本分。规矩老实，守本分，不做违法的事。',
    );
    expect(clean('奇异常。极大的耻辱。', '奇耻大辱').paraphrase).toBe('奇：异常。极大的耻辱。');
    expect(clean('计策略、办法；施施展。没有办法可用。', '无计可施').paraphrase).toBe(
      '计：策略、办法；施：施展。没有办法可用。',
    );
    expect(clean('故老朋友。初次见面就象老朋友一样合得来。', '一见如故').paraphrase).toBe(
      '故：老朋友。初次见面就象老朋友一样合得来。',
    );
  });

  it('keys two characters joined by 、 and runs of several, in the idiom’s order', () => {
    expect(restoreGlossColons('神、妙形容高明；机、算指计谋。惊人的机智。', '神机妙算', isWord)).toBe(
      '神、妙：形容高明；机、算：指计谋。惊人的机智。',
    );
    expect(restoreGlossColons('处心存心；积虑经过长时间的考虑。形容蓄谋已久。', '处心积虑', isWord)).toBe(
      '处心：存心；积虑：经过长时间的考虑。形容蓄谋已久。',
    );
    // 展 then 宏图, then 大 again from the idiom's start: the third is the meaning, not a gloss.
    expect(
      restoreGlossColons('展把卷画打开，比喻实现；宏图比喻宏伟的计划。大规模地实施计划。', '大展宏图', isWord),
    ).toBe('展：把卷画打开，比喻实现；宏图：比喻宏伟的计划。大规模地实施计划。');
  });

  it('leaves a paraphrase alone: a key that makes a word with the next character, one sentence, a reviewed one', () => {
    expect(restoreGlossColons('名称与实质相一致。做人要实在。', '名副其实', isWord)).toBe(
      '名称与实质相一致。做人要实在。',
    );
    expect(restoreGlossColons('相视无言。形容束手无策之状。', '面面相觑', isWord)).toBe('相视无言。形容束手无策之状。');
    expect(restoreGlossColons('约相约', '不约而同', isWord)).toBe('约相约');
    expect(clean('画蛇时给蛇添上脚。比喻做了多余的事。', '画蛇添足').paraphrase).toBe(
      '画蛇时给蛇添上脚。比喻做了多余的事。',
    );
  });
});

describe('idiom glosses: the example in its own field', () => {
  it('splits the four examples the review found run into the meaning', () => {
    expect(
      clean('比喻连续遭受灾难，越来越困苦祖母病故，父亲又生了场大病，过的真是雪上加霜的日子。', '雪上加霜'),
    ).toEqual({
      paraphrase: '比喻连续遭受灾难，越来越困苦。',
      example: '祖母病故，父亲又生了场大病，过的真是雪上加霜的日子。',
      seeAlso: [],
    });
    expect(clean('天天更新，月月不同。形容发展变化极快或很大浦东发展，日新月异。', '日新月异')).toEqual({
      paraphrase: '天天更新，月月不同。形容发展变化极快或很大。',
      example: '浦东发展，日新月异。',
      seeAlso: [],
    });
    expect(
      clean(
        '形容言行小心谨慎，不敢疏忽大意我把珍藏了一年的黑纱拿出来，小心翼翼地戴好｜小心翼翼，未尝有过(过失)。',
        '小心翼翼',
      ),
    ).toEqual({
      paraphrase: '形容言行小心谨慎，不敢疏忽大意。',
      example: '我把珍藏了一年的黑纱拿出来，小心翼翼地戴好；小心翼翼，未尝有过(过失)。',
      seeAlso: [],
    });
    expect(clean('心情开朗，精神愉快登斯楼也，则有心旷神怡，宠辱皆忘，把酒临风，其喜洋洋者矣。', '心旷神怡')).toEqual({
      paraphrase: '心情开朗，精神愉快。',
      example: '登斯楼也，则有心旷神怡，宠辱皆忘，把酒临风，其喜洋洋者矣。',
      seeAlso: [],
    });
  });

  it('splits meaning and example again and again within a sense, and in each sense', () => {
    expect(
      splitExamples(
        '形容猛兽的凶相巨兽口吐火焰，张牙舞爪而来。也常形容人的凶恶的样子张牙舞爪，诈害乡民。',
        '张牙舞爪',
        ['巨兽口吐火焰', '张牙舞爪，诈害乡民'],
      ),
    ).toEqual({
      meaning: '形容猛兽的凶相。也常形容人的凶恶的样子。',
      examples: ['巨兽口吐火焰，张牙舞爪而来。', '张牙舞爪，诈害乡民。'],
    });
    expect(clean('①形容声音特别响亮惊天动地一声巨响。②形容声势浩大或事业很大惊天动地的伟业。', '惊天动地')).toEqual({
      paraphrase: '1.形容声音特别响亮。\n2.形容声势浩大或事业很大。',
      example: '惊天动地一声巨响。惊天动地的伟业。',
      seeAlso: [],
    });
  });

  it('keeps the idiom in the meaning where it is quoted or told, not an example', () => {
    expect(clean('语出《论语》。后以“一成不变”谓刑法一经制定，不容变更。', '一成不变').example).toBe('');
    expect(holdsItself('后以“一成不变”谓刑法一经制定。', '一成不变')).toBe(false);
    expect(holdsItself('形容很快浦东发展，日新月异。', '日新月异')).toBe(true);
  });
});

describe('idiom glosses: references and typos', () => {
  it('names the idioms a gloss sends the pupil to with 见“…” or 同“…”, not itself', () => {
    expect(glossReferences('比喻做了多余的事。同“画蛇著足”。', '画蛇添足')).toEqual(['画蛇著足']);
    expect(glossReferences('见“一目了然”。', '一目了然')).toEqual([]);
    expect(clean('1.见"无影无踪"。', '无影无踪').paraphrase).toBe('');
    expect(clean('1.亦作"汹涌澎湃"。 \n2.巨浪翻滚，互相撞击。', '汹涌澎湃').paraphrase).toBe('巨浪翻滚，互相撞击。');
  });

  it('fixes the typos the review found by the reviewed table', () => {
    expect(clean('处心存心；积虑经过长时间的老虎。形容蓄谋已久。', '处心积虑').paraphrase).toBe(
      '处心：存心；积虑：经过长时间的考虑。形容蓄谋已久。',
    );
    expect(clean('指遇到挫折或出了问题，一味报怨天，责怪别人。', '怨天尤人').paraphrase).toBe(
      '指遇到挫折或出了问题，一味抱怨天，责怪别人。',
    );
    expect(clean('有时候会硐一时间演同样的戏，称为唱对台戏。', '唱对台戏').paraphrase).toBe(
      '有时候会同一时间演同样的戏，称为唱对台戏。',
    );
    expect(MISSPELT_IDIOMS.has('朝乾夕愓')).toBe(true);
  });

  it('builds rows with the example apart, a 同“…” idiom with its meaning, and no misspelt headword', () => {
    const glosses: Record<string, string> = {
      画蛇添足: '1.比喻做了多余的事。同画蛇著足”。',
      画蛇著足: '比喻做了多余的事。',
      日新月异: '天天更新，月月不同。形容发展变化极快或很大浦东发展，日新月异。',
      朝乾夕惕: '形容一天到晚勤奋谨慎。',
      朝乾夕愓: '指终日勤奋谨慎，不敢懈怠。',
    };
    const rows = buildIdiomRows(
      Object.keys(glosses),
      () => ['a'],
      () => 0,
      (idiom) => glosses[idiom],
      isWord,
    );
    expect(rows.map((r) => r.idiom)).toEqual(['画蛇添足', '画蛇著足', '日新月异', '朝乾夕惕']);
    expect(rows[0]).toMatchObject({
      paraphrase: '比喻做了多余的事。同“画蛇著足”。',
      gloss_example: '',
      see_also: JSON.stringify([{ idiom: '画蛇著足', paraphrase: '比喻做了多余的事。' }]),
    });
    expect(rows[2]).toMatchObject({
      paraphrase: '天天更新，月月不同。形容发展变化极快或很大。',
      gloss_example: '浦东发展，日新月异。',
      see_also: '[]',
    });
  });
});

describe('idiom glosses from the packages', () => {
  const [modern, complete, common] = [modernWords(), completeWords(), new Set(commonWords())];
  const inLists = (word: string) => modern[word] !== undefined || complete[word] !== undefined || common.has(word);
  const gloss = (idiom: string) => cleanIdiomGloss(rawExplanation(idiom), idiom, inLists, GLOSS_REVIEW[idiom]);

  it('cleans the cases of the review in the real data', () => {
    expect(gloss('安分守己').paraphrase).toMatch(/^分：本分。/);
    expect(gloss('奇耻大辱').paraphrase).toMatch(/^奇：异常。/);
    expect(gloss('无计可施').paraphrase).toMatch(/^计：策略、办法；施：施展。/);
    expect(gloss('处心积虑').paraphrase).toContain('积虑：经过长时间的考虑。');
    expect(gloss('怨天尤人').paraphrase).toContain('抱怨');
    expect(gloss('唱对台戏').paraphrase).toContain('同一时间');
    for (const idiom of ['雪上加霜', '日新月异', '小心翼翼', '心旷神怡']) {
      const { paraphrase, example } = gloss(idiom);
      expect(paraphrase, idiom).not.toContain(idiom);
      expect(example, idiom).toContain(idiom);
    }
  });
});
