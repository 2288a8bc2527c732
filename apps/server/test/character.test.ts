import { testEngines } from '@yuwen/db/testing';
import { type Character, CODE, characterCall, MESSAGE } from '@yuwen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from './catalogue-fixture.js';
import { createTestApp, envelope, type TestApp } from './test-app.js';

describe.each(testEngines())('the character call and its media on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedCatalogue(t.database);
  });
  afterAll(async () => {
    await t.close();
  });

  const lookup = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/study/ChineseCharacter/character?columns=dict&count=1&multi_status_code=0&version=v2&${query}`,
    });
    return envelope(res);
  };

  it('answers 学 as the spec entity: 學, xué with a playable recording, idioms, analysis with the radical image', async () => {
    const body = await lookup(`character_simplified=${encodeURIComponent('学')}`);
    expect(body.code).toBe(CODE.ok);
    expect(characterCall.answer.safeParse(body.data).success).toBe(true);
    const c = body.data as Character;
    expect(Object.keys(c).sort()).toEqual(
      [
        'id',
        'character_simplified',
        'character_traditional',
        'character_traditional_forms',
        'character_analyse',
        'character_glyph_img',
        'character_origin_img',
        'character_writing_animation',
        'basic_paraphrase',
        'ext_paraphrase',
        'example_idiom',
        'pinyin',
      ].sort(),
    );
    expect(c).toMatchObject({
      id: 434,
      character_simplified: '学',
      character_traditional: '學',
      character_origin_img: '',
      basic_paraphrase: '',
      pinyin: [{ unicode_tone: 'xué', pronunciation: '/audio/pinyin/xue2.mp3' }],
      // 学而不厌 is more frequent, but 学以致用 is in our pupil dictionary; 学富五车 (obscure) and 血流成河
      // (unsuitable) are never examples.
      example_idiom: [
        { id: 1, idiom: '学以致用', paraphrase: '为了实际应用而学习。', origin: '', example: '' },
        { id: 4, idiom: '学而不厌', paraphrase: '学习总不满足。', origin: '', example: '' },
      ],
    });
    expect(c.character_analyse).toBe(
      `部首：<img class="character-component" src="/glyph/${encodeURIComponent('子')}.svg" alt="子">（子）\n结构：上下结构\n笔画：8画\n造字法：形声字`,
    );
    expect(c.ext_paraphrase).toBe(
      'xué\n学习〔xué xí〕：1.从阅读、听讲、研究、实践中获得知识或技能。\n学校〔xué xiào〕',
    );

    const audio = await t.app.inject({ method: 'GET', url: c.pinyin[0]?.pronunciation ?? '' });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(audio.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfb]));

    const strokes = await t.app.inject({ method: 'GET', url: c.character_writing_animation });
    expect(strokes.statusCode).toBe(200);
    expect(strokes.json().strokes).toHaveLength(8);

    const glyph = await t.app.inject({ method: 'GET', url: c.character_glyph_img });
    expect(glyph.headers['content-type']).toBe('image/svg+xml');
    expect(glyph.body).toContain('transform="translate(0 900) scale(1 -1)"');
    expect(glyph.body.match(/<path /g)).toHaveLength(8);
  });

  it('answers 一 (yī) with its ancient forms, and its sandhi words under yī', async () => {
    const c = (await lookup(`character_simplified=${encodeURIComponent('一')}`)).data as Character;
    expect(c.pinyin).toEqual([{ unicode_tone: 'yī', pronunciation: '/audio/pinyin/yi1.mp3' }]);
    expect(c.character_origin_img).toBe('/char-origin/1.svg');
    expect(c.ext_paraphrase).toBe('yī\n一下〔yí xià〕');
    expect(c.example_idiom.map((i) => i.idiom)).toEqual(['一心一意']);
    const origin = await t.app.inject({ method: 'GET', url: c.character_origin_img });
    expect(origin.headers['content-type']).toBe('image/svg+xml');
    expect(origin.body).toContain('甲骨文');
    expect(origin.body).toContain('小篆');
    expect(origin.body).not.toContain('金文');
  });

  it('answers 行 with both readings, words grouped by reading, and no address for an unrecorded one', async () => {
    const c = (await lookup(`character_simplified=${encodeURIComponent('行')}`)).data as Character;
    expect(c.pinyin).toEqual([
      { unicode_tone: 'xíng', pronunciation: '/audio/pinyin/xing2.mp3' },
      { unicode_tone: 'háng', pronunciation: '' },
    ]);
    expect(c.ext_paraphrase).toBe(
      'xíng\n行走〔xíng zǒu〕：走。\n\nháng\n银行〔yín háng〕：经营存款、贷款等业务的金融机构。',
    );
    expect(c.character_analyse).toContain('造字法：会意字');
  });

  it('looks up by id (also a numeric character_simplified), and a traditional form as its simplified one', async () => {
    expect(((await lookup('id=434')).data as Character).character_simplified).toBe('学');
    expect(((await lookup('character_simplified=205')).data as Character).character_simplified).toBe('行');
    expect(((await lookup(`character_simplified=${encodeURIComponent('學')}`)).data as Character).id).toBe(434);
  });

  it('answers 未查询到该汉字的信息 for a non-character, an unknown character or id', async () => {
    for (const query of ['character_simplified=ab', `character_simplified=${encodeURIComponent('龘')}`, 'id=99999']) {
      expect(await lookup(query), query).toEqual({ code: CODE.notFound, msg: MESSAGE.characterNotFound, data: null });
    }
    expect((await lookup('columns=dict')).code).toBe(CODE.badRequest);
  });

  it('serves no file it does not know: unrecorded syllables, placeholders, paths out of the folders', async () => {
    for (const url of [
      '/audio/pinyin/hang2.mp3',
      '/audio/pinyin/o1.mp3',
      '/audio/pinyin/..%2Fpackage.json',
      '/hanzi-data/..%2Fpackage.json',
      `/hanzi-data/${encodeURIComponent('ab')}.json`,
      '/char-origin/434.svg',
      '/fonts/lxgw-wenkai-gb-screen/..%2FREADME.md',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe(CODE.notFound);
    }
  });

  it('serves the Kaiti font: its stylesheet and a woff2 subset', async () => {
    const css = await t.app.inject({ method: 'GET', url: '/fonts/lxgw-wenkai-gb-screen/result.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('LXGW WenKai GB Screen');
    // Every face of the package's stylesheet, but no system-font lookups (media.service.ts).
    expect(css.body.split('@font-face').length - 1).toBe(247);
    expect(css.body).not.toContain('local(');
    expect(css.body.split('url("./').length - 1).toBe(247);
    const subset = /url\("\.\/(\d+\.woff2)"\)/.exec(css.body)?.[1];
    const font = await t.app.inject({ method: 'GET', url: `/fonts/lxgw-wenkai-gb-screen/${subset}` });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('serves the licence texts credited on /usage', async () => {
    const arphic = await t.app.inject({ method: 'GET', url: '/licenses/ARPHICPL.TXT' });
    expect(arphic.headers['content-type']).toMatch(/^text\/plain/);
    expect(arphic.body).toContain('ARPHIC PUBLIC LICENSE');
    expect((await t.app.inject({ method: 'GET', url: '/licenses/README.md' })).statusCode).toBe(404);
  });
});
