import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { IMPORTER_ROOT, requirePackage } from '../src/package-data.js';

/** One line of stories.jsonl (the format is described in data/idiom-stories/STYLE.md). */
interface IdiomStory {
  idiom: string;
  variants?: string[];
  pinyin: string;
  source: { work: string; chapter: string; author: string; dynasty: string };
  original: string;
  story: string;
  meaning: string;
  example: string;
  themes?: string[];
  grade: number;
}

const file = join(IMPORTER_ROOT, 'data', 'idiom-stories', 'stories.jsonl');
const lines = readFileSync(file, 'utf8')
  .split('\n')
  .map((text, index) => ({ text, line: index + 1 }))
  .filter(({ text }) => text.trim() !== '');

/** Each line parsed, or the reason it could not be (so one bad line names itself instead of failing the file). */
const parsed = lines.map(({ text, line }) => {
  try {
    return { line, entry: JSON.parse(text) as IdiomStory, error: '' };
  } catch (error) {
    return { line, entry: null, error: (error as Error).message };
  }
});
const entries = parsed.flatMap((p) => (p.entry ? [p.entry] : []));

/** Issue 15's named idioms. The catalogue has no 铁杵磨针, so the story is filed under its catalogue form 铁杵成针. */
const NAMED = [
  '守株待兔',
  '揠苗助长',
  '亡羊补牢',
  '画蛇添足',
  '刻舟求剑',
  '掩耳盗铃',
  '井底之蛙',
  '狐假虎威',
  '自相矛盾',
  '滥竽充数',
  '南辕北辙',
  '叶公好龙',
  '杯弓蛇影',
  '卧薪尝胆',
  '负荆请罪',
  '完璧归赵',
  '纸上谈兵',
  '闻鸡起舞',
  '凿壁偷光',
  '程门立雪',
  '铁杵成针',
];

/** Folk tales with no classical work behind them, so their 出处 stays empty (README.md says why for each). */
const FOLK_TALES = ['此地无银三百两'];

const THEMES = new Set([
  'fable',
  'myth',
  'history',
  'literature',
  'study',
  'friendship',
  'animals',
  'plants',
  'nature',
  'numbers',
  'body',
  'music',
  'art',
]);

const TONED_SYLLABLE = /^[a-zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü]+$/;
// CJK ideographs (BMP, extension A and the supplementary planes) and the Chinese punctuation a passage may use.
const CLASSICAL = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u{20000}-\u{323af}，。、；：？！“”‘’《》（）·…—]+$/u;
const length = (text: string) => Array.from(text).length;
const names = (list: IdiomStory[]) => list.map((e) => e.idiom).join(' ');

describe('idiom stories (成语典故, issue 15): the data gates', () => {
  it('reads every line as a JSON object', () => {
    const bad = parsed.filter((p) => p.error).map((p) => `line ${p.line}: ${p.error}`);
    expect(bad).toEqual([]);
  });

  it('fills idiom, pinyin, story, meaning and example in every entry', () => {
    const fields = ['idiom', 'pinyin', 'story', 'meaning', 'example'] as const;
    const empty = entries.filter((e) => fields.some((f) => typeof e[f] !== 'string' || e[f].trim() === ''));
    expect(names(empty)).toBe('');
  });

  it('gives one tone-marked pinyin syllable per character', () => {
    const wrong = entries.filter((e) => {
      const syllables = e.pinyin.split(' ');
      return syllables.length !== length(e.idiom) || !syllables.every((s) => TONED_SYLLABLE.test(s));
    });
    expect(names(wrong)).toBe('');
  });

  it('lists each idiom once, variants included', () => {
    const all = entries.flatMap((e) => [e.idiom, ...(e.variants ?? [])]);
    const repeated = all.filter((idiom, index) => all.indexOf(idiom) !== index);
    expect(repeated).toEqual([]);
  });

  it('holds at least 100 idioms', () => {
    expect(entries.length).toBeGreaterThanOrEqual(100);
  });

  it('holds every idiom issue 15 names', () => {
    const present = new Set(entries.map((e) => e.idiom));
    expect(NAMED.filter((idiom) => !present.has(idiom))).toEqual([]);
  });

  it("uses only idioms of the product's catalogue (cnchar-idiom)", () => {
    const { dict } = requirePackage('cnchar-idiom') as { dict: { idiom: string[] } };
    const catalogue = new Set(dict.idiom);
    const missing = entries.flatMap((e) => [e.idiom, ...(e.variants ?? [])]).filter((idiom) => !catalogue.has(idiom));
    expect(missing).toEqual([]);
  });

  it('keeps classical passages to Chinese characters and Chinese punctuation', () => {
    const wrong = entries.filter(
      (e) => typeof e.original !== 'string' || (e.original !== '' && !CLASSICAL.test(e.original)),
    );
    expect(names(wrong)).toBe('');
  });

  it('keeps every retelling between 80 and 400 characters', () => {
    const wrong = entries.filter((e) => length(e.story) < 80 || length(e.story) > 400);
    expect(wrong.map((e) => `${e.idiom} ${length(e.story)}`)).toEqual([]);
  });

  it('writes in simplified characters', () => {
    const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
    const wrong = entries.filter((e) =>
      [e.original, e.story, e.meaning, e.example].some((text) => toSimplified(text) !== text),
    );
    expect(names(wrong)).toBe('');
  });

  it('uses the idiom itself in its example sentence', () => {
    expect(names(entries.filter((e) => !e.example.includes(e.idiom)))).toBe('');
  });

  it('names a work whenever it gives a chapter, author or dynasty, and a dynasty only with an author', () => {
    const wrong = entries.filter((e) => {
      const s = e.source;
      if (!s || [s.work, s.chapter, s.author, s.dynasty].some((v) => typeof v !== 'string')) return true;
      return (s.work === '' && (s.chapter !== '' || s.author !== '')) || (s.author === '') !== (s.dynasty === '');
    });
    expect(names(wrong)).toBe('');
  });

  it('names the work each idiom comes from, except a folk tale that has none (README.md: 出处)', () => {
    const noWork = entries.filter((e) => e.source?.work === '').map((e) => e.idiom);
    expect(noWork).toEqual(FOLK_TALES);
  });

  it('gives a school grade from 1 to 6 and only known themes', () => {
    const wrong = entries.filter(
      (e) => !Number.isInteger(e.grade) || e.grade < 1 || e.grade > 6 || (e.themes ?? []).some((t) => !THEMES.has(t)),
    );
    expect(names(wrong)).toBe('');
  });
});
