import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { readPackageJson } from '../src/package-data.js';
import { chunk, firstPhrase, pairLines, punctuateThrees } from '../src/sources/books/books.classics.js';
import { KEPT_TRADITIONAL_FORMS } from '../src/sources/books/books.fixes.js';
import { bookLinePinyin } from '../src/sources/books/books.pinyin.js';
import { BOOKS_DIR, type BooksCatalogue, buildLibrary, type MythLine } from '../src/sources/books/books.source.js';
import { IDIOM_STORIES_DIR } from '../src/sources/idiom-stories/idiom-stories.source.js';

const HAN = /\p{Script=Han}/u;
const lines = <T>(text: string): T[] =>
  text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);
const catalogue = JSON.parse(readFileSync(join(BOOKS_DIR, 'books.json'), 'utf8')) as BooksCatalogue;
const myths = lines<MythLine>(readFileSync(join(BOOKS_DIR, 'myths.jsonl'), 'utf8'));
const stories = lines<{ idiom: string; story: string; themes?: string[] }>(
  readFileSync(join(IDIOM_STORIES_DIR, 'stories.jsonl'), 'utf8'),
);
const library = buildLibrary(catalogue, myths, stories, (file) => readPackageJson('chinese-poetry', 'dist', file));
const book = (key: string) => {
  const found = library.books.find((b) => b.key === key);
  if (!found) throw new Error(`no book ${key}`);
  return found;
};

describe('部编阅读 library data gate', () => {
  it('holds the seven classics, the fables, the idiom stories and the myths, each in a known category', () => {
    expect(library.books.map((b) => b.key)).toEqual([
      'sanzijing',
      'dizigui',
      'qianziwen',
      'baijiaxing',
      'shenglvqimeng',
      'zengguangxianwen',
      'zhuzijiaxun',
      'yuyan',
      'chengyu',
      'shenhua',
    ]);
    const categories = new Set(catalogue.categories.map((c) => c.key));
    for (const b of library.books) {
      expect(categories.has(b.category), b.key).toBe(true);
      expect(b.intro.length, b.key).toBeGreaterThan(20);
    }
    expect(book('sanzijing').chapters).toHaveLength(8);
    expect(book('dizigui').chapters.map((c) => c.title)).toEqual([
      '总叙',
      '入则孝',
      '出则弟',
      '谨',
      '信',
      '泛爱众',
      '亲仁',
      '余力学文',
    ]);
    expect(book('shenglvqimeng').chapters).toHaveLength(30);
    expect(book('yuyan').chapters.length + book('chengyu').chapters.length).toBe(stories.length);
    expect(book('yuyan').chapters.map((c) => c.title)).toContain('守株待兔');
    expect(book('shenhua').chapters).toHaveLength(8);
  });

  it('has no empty chapter, and one syllable slot per character on every line', () => {
    for (const b of library.books) {
      for (const chapter of b.chapters) {
        const where = `${b.key} ${chapter.title}`;
        expect(chapter.title.trim(), where).not.toBe('');
        expect(chapter.chars, where).toBeGreaterThan(0);
        const text = chapter.text.split('\n');
        const pinyin = JSON.parse(chapter.pinyin) as string[][];
        expect(pinyin).toHaveLength(text.length);
        text.forEach((line, i) => {
          expect(pinyin[i]?.length, `${where} line ${i}`).toBe([...line].length);
          // Every Chinese character is read, and nothing else is.
          const read = [...line].filter((char, j) => HAN.test(char) && (pinyin[i]?.[j] ?? '') !== '').length;
          expect(read, `${where} line ${i}`).toBe([...line].filter((char) => HAN.test(char)).length);
        });
      }
    }
  });

  it('leaves no traditional-only character in the classics: converting again changes nothing but the reviewed kept forms', () => {
    const convert = OpenCC.Converter({ from: 't', to: 'cn' });
    const kept: readonly string[] = KEPT_TRADITIONAL_FORMS;
    for (const b of library.books.filter((x) => x.kind === 'classic')) {
      for (const chapter of b.chapters) {
        const chars = [...chapter.text];
        const again = [...convert(chapter.text)];
        const changed = chars.filter((char, i) => again[i] !== char && !kept.includes(char));
        expect(changed, `${b.key} ${chapter.title}`).toEqual([]);
        expect(chapter.text).not.toContain('茍');
      }
    }
  });

  it('uses every reviewed text fix and reading', () => {
    expect(library.unusedFixes).toEqual([]);
    expect(library.unusedReadings).toEqual([]);
    const first = book('sanzijing').chapters[0];
    expect(first?.text.startsWith('人之初，性本善，性相近，习相远。\n苟不教')).toBe(true);
    expect(book('shenglvqimeng').chapters.some((c) => c.text.includes('震对乾'))).toBe(true);
  });

  it('gives every myth its fields, 250–450 characters, a source and a grade', () => {
    expect(myths.map((m) => m.title)).toEqual([
      '盘古开天地',
      '女娲补天',
      '精卫填海',
      '后羿射日',
      '夸父逐日',
      '大禹治水',
      '嫦娥奔月',
      '神农尝百草',
    ]);
    for (const myth of myths) {
      expect(myth.key, myth.title).toMatch(/^[a-z]+$/u);
      expect(myth.source.trim(), myth.title).not.toBe('');
      expect(myth.grade).toBeGreaterThanOrEqual(1);
      expect(myth.grade).toBeLessThanOrEqual(4);
      const chars = [...myth.story].filter((c) => HAN.test(c)).length;
      expect(chars, myth.title).toBeGreaterThanOrEqual(250);
      expect(chars, myth.title).toBeLessThanOrEqual(450);
    }
  });
});

describe('部编阅读 import rules', () => {
  it('shapes the classics: chunks titled by their first phrase, 弟子规 punctuated, 千字文 in pairs', () => {
    expect(firstPhrase('人之初，性本善')).toBe('人之初');
    expect(chunk(['甲一，', '乙二，', '丙三，'], 2).map((c) => c.title)).toEqual(['甲一', '丙三']);
    expect(punctuateThrees('弟子规 圣人训 首孝弟 次谨信')).toBe('弟子规，圣人训，首孝弟，次谨信。');
    expect(pairLines(['天地玄黄', '宇宙洪荒', '日月盈昃'])).toEqual(['天地玄黄，宇宙洪荒。', '日月盈昃。']);
  });

  it('reads in context, with the reviewed readings and surnames', () => {
    const used = new Set<number>();
    const overrides = [{ book: 'sanzijing', context: '朝于斯', char: '朝', reading: 'zhāo' }];
    expect(bookLinePinyin('sanzijing', '朝于斯，夕于斯。', overrides, used)[0]).toBe('zhāo');
    expect(used).toEqual(new Set([0]));
    expect(bookLinePinyin('other', '朝于斯', overrides, new Set())[0]).not.toBe('zhāo');
    expect(bookLinePinyin('baijiaxing', '单于', [], new Set(), true)[0]).toBe('shàn');
  });
});
