import { testEngines } from '@yuwen/db/testing';
import { type Character, CODE, characterCall } from '@yuwen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { character } from './catalogue-fixture.js';
import { createTestApp, envelope, type TestApp } from './test-app.js';

/**
 * Issue 20: the importer's rows for characters with several traditional forms, and idioms whose
 * package gloss carried an example and a 见“…” reference, as the dictionary answers them.
 */
const FORMS: Record<string, { id: number; forms: { form: string; words: string[] }[] }> = {
  发: {
    id: 208,
    forms: [
      { form: '發', words: ['发展', '发现', '发生'] },
      { form: '髮', words: ['头发', '毛发', '发型'] },
    ],
  },
  干: {
    id: 22,
    forms: [
      { form: '乾', words: ['干净', '干脆', '干燥'] },
      { form: '幹', words: ['干部', '干线', '干什么'] },
      { form: '干', words: ['若干', '干涉', '干扰'] },
    ],
  },
  钟: {
    id: 1530,
    forms: [
      { form: '鐘', words: ['编钟', '钟头', '时钟'] },
      { form: '鍾', words: ['钟情', '钟爱', '一见钟情'] },
    ],
  },
  后: {
    id: 483,
    forms: [
      { form: '後', words: ['以后', '之后', '最后'] },
      { form: '后', words: ['皇后', '太后', '皇太后'] },
    ],
  },
  面: {
    id: 1456,
    forms: [
      { form: '面', words: ['方面', '面积', '全面'] },
      { form: '麵', words: ['面粉', '面包', '面团'] },
    ],
  },
};

describe.each(testEngines())('traditional forms and idiom glosses in the character answer on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const { db } = t.database;
    await db
      .insertInto('characters')
      .values([
        ...Object.entries(FORMS).map(([char, { id, forms }]) =>
          character({
            id,
            char,
            traditional: forms.map((f) => f.form).join('、'),
            traditional_forms: JSON.stringify(forms),
            readings: '["x"]',
          }),
        ),
        character({ id: 10001, char: '髮', level: 0, simplified: '发', traditional_forms: '[]' }),
        character({ id: 1033, char: '雪', traditional_forms: '[]' }),
        // A row written before the column was filled reads as no forms.
        character({ id: 1, char: '一', traditional_forms: '' }),
      ])
      .execute();
    await db
      .insertInto('idioms')
      .values([
        {
          id: 1,
          idiom: '雪上加霜',
          pinyin: 'xuě shàng jiā shuāng',
          initials: 'xsjs',
          paraphrase: '比喻连续遭受灾难，越来越困苦。',
          gloss_example: '祖母病故，父亲又生了场大病，过的真是雪上加霜的日子。',
          see_also: '[]',
          frequency: 3,
          origin: '',
          example: '',
        },
        {
          id: 2,
          idiom: '发奋图强',
          pinyin: 'fā fèn tú qiáng',
          initials: 'fftq',
          paraphrase: '下定决心，努力谋求强盛。',
          gloss_example: '他发奋图强。',
          see_also: '[]',
          frequency: 2,
          origin: '',
          example: '我们要发奋图强，把祖国建设得更加美好。',
        },
        {
          id: 3,
          idiom: '发愤图强',
          pinyin: 'fā fèn tú qiáng',
          initials: 'fftq',
          paraphrase: '同“发奋图强”。',
          gloss_example: '',
          see_also: JSON.stringify([{ idiom: '发奋图强', paraphrase: '下定决心，努力谋求强盛。' }]),
          frequency: 1,
          origin: '',
          example: '',
        },
      ])
      .execute();
    await db
      .insertInto('idiom_chars')
      .values([
        { char: '雪', idiom_id: 1 },
        { char: '发', idiom_id: 2 },
        { char: '发', idiom_id: 3 },
      ])
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const lookup = async (char: string): Promise<Character> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/study/ChineseCharacter/character?character_simplified=${encodeURIComponent(char)}`,
    });
    const body = envelope(res);
    expect(body.code).toBe(CODE.ok);
    expect(characterCall.answer.safeParse(body.data).success).toBe(true);
    return body.data as Character;
  };

  it.each(Object.keys(FORMS))(
    'answers %s with all its traditional forms and the words that take each',
    async (char) => {
      const c = await lookup(char);
      const { forms } = FORMS[char] as (typeof FORMS)[string];
      expect(c.character_traditional).toBe(forms.map((f) => f.form).join('、'));
      expect(c.character_traditional_forms).toEqual(forms);
    },
  );

  it('names the sense of each form: 髮 for 头发, 鍾 for 钟情, 后 for 皇后, 麵 for 面包, 乾 for 干净', async () => {
    const formOf = async (char: string, word: string) =>
      (await lookup(char)).character_traditional_forms.find((f) => f.words.includes(word))?.form;
    expect(await formOf('发', '头发')).toBe('髮');
    expect(await formOf('钟', '钟表')).toBeUndefined();
    expect(await formOf('钟', '钟情')).toBe('鍾');
    expect(await formOf('后', '皇后')).toBe('后');
    expect(await formOf('面', '面包')).toBe('麵');
    expect(await formOf('干', '干净')).toBe('乾');
  });

  it('answers a traditional form as its simplified character, forms and all; an unfilled row as none', async () => {
    expect((await lookup('髮')).character_traditional_forms.map((f) => f.form)).toEqual(['發', '髮']);
    expect(await lookup('一')).toMatchObject({ character_traditional: '', character_traditional_forms: [] });
  });

  it("shows the gloss's own example where the pupil dictionary has none, and a 同“…” idiom with its meaning", async () => {
    const xue = await lookup('雪');
    expect(xue.example_idiom).toEqual([
      {
        id: 1,
        idiom: '雪上加霜',
        paraphrase: '比喻连续遭受灾难，越来越困苦。',
        origin: '',
        example: '祖母病故，父亲又生了场大病，过的真是雪上加霜的日子。',
        see_also: [],
      },
    ]);
    const fa = await lookup('发');
    expect(fa.example_idiom.map((i) => [i.idiom, i.example, i.see_also])).toEqual([
      ['发奋图强', '我们要发奋图强，把祖国建设得更加美好。', []],
      ['发愤图强', '', [{ idiom: '发奋图强', paraphrase: '下定决心，努力谋求强盛。' }]],
    ]);
  });
});
