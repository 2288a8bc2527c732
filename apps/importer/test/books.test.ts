import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { readPackageJson } from '../src/package-data.js';
import {
  chunk,
  firstPhrase,
  pairLines,
  punctuateThrees,
  sizedParts,
  withoutNotes,
} from '../src/sources/books/books.classics.js';
import { KEPT_TRADITIONAL_FORMS } from '../src/sources/books/books.fixes.js';
import { bookLinePinyin } from '../src/sources/books/books.pinyin.js';
import { LUNYU_PASSAGES, MENGZI_PASSAGES, selectPassages } from '../src/sources/books/books.selections.js';
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
  it('holds the classics, the selections from the long classics, the fables, the idiom stories and the myths, each in a known category', () => {
    expect(library.books.map((b) => b.key)).toEqual([
      'sanzijing',
      'dizigui',
      'qianziwen',
      'baijiaxing',
      'shenglvqimeng',
      'zengguangxianwen',
      'zhuzijiaxun',
      'youxueqionglin',
      'lunyu',
      'mengzi',
      'shijing',
      'guwenguanzhi',
      'yuyan',
      'chengyu',
      'shenhua',
    ]);
    const categories = new Set(catalogue.categories.map((c) => c.key));
    for (const b of library.books) {
      expect(categories.has(b.category), b.key).toBe(true);
      expect(b.intro.length, b.key).toBeGreaterThan(20);
      expect(b.title.trim(), b.key).not.toBe('');
      expect(b.grade_band, b.key).toMatch(/^[1-6]-[1-6]$/u);
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

  it('holds the chosen passages of 论语, 孟子, 诗经, 古文观止 and 幼学琼林, light enough to read', () => {
    const lines = (key: string) => book(key).chapters.flatMap((c) => c.text.split('\n'));
    expect(lines('lunyu')).toHaveLength(LUNYU_PASSAGES.length);
    expect(LUNYU_PASSAGES.length).toBeGreaterThanOrEqual(30);
    expect(lines('lunyu')[0]).toBe('子曰：“学而时习之，不亦说乎？有朋自远方来，不亦乐乎？人不知而不愠，不亦君子乎？”');
    expect(lines('lunyu').some((l) => l.includes('三人行，必有我师焉'))).toBe(true);
    expect(
      book('lunyu')
        .chapters.map((c) => c.title)
        .slice(0, 3),
    ).toEqual(['学而篇', '为政篇', '里仁篇']);
    expect(MENGZI_PASSAGES.length).toBeGreaterThanOrEqual(20);
    expect(book('mengzi').chapters[0]?.title).toBe('梁惠王上');
    expect(lines('mengzi').some((l) => l.startsWith('弈秋，通国之善弈者也'))).toBe(true);
    const shijing = book('shijing').chapters.map((c) => c.title);
    expect(shijing).toHaveLength(30);
    for (const title of ['关雎', '蒹葭', '采薇', '硕鼠', '桃夭', '木瓜']) expect(shijing, title).toContain(title);
    const guwen = book('guwenguanzhi').chapters.map((c) => c.title);
    expect(guwen).toHaveLength(14);
    expect(guwen).toContain('桃花源记（陶渊明）');
    expect(guwen).toContain('陋室铭（刘禹锡）');
    expect(book('youxueqionglin').chapters[0]?.title).toBe('天文（一）');
    for (const key of ['lunyu', 'mengzi', 'shijing', 'guwenguanzhi', 'youxueqionglin'])
      for (const chapter of book(key).chapters) {
        const where = `${key} ${chapter.title}`;
        // A chapter stays a few hundred characters, so it and its pinyin answer fast.
        expect(chapter.chars, where).toBeLessThanOrEqual(650);
        // No editors' notes, half-width marks or corner quotes of the files are left.
        expect(chapter.text, where).not.toMatch(/一作|通：|[?()「」『』]/u);
      }
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
    const read = (key: string, words: string) => {
      const chapter = book(key).chapters.find((c) => c.text.includes(words));
      const lines = chapter?.text.split('\n') ?? [];
      const i = lines.findIndex((l) => l.includes(words));
      const at = [...(lines[i] ?? '').slice(0, lines[i]?.indexOf(words))].length;
      return (JSON.parse(chapter?.pinyin ?? '[]') as string[][])[i]?.slice(at, at + [...words].length).join(' ');
    };
    expect(read('lunyu', '不亦说乎')).toBe('bù yì yuè hū');
    expect(read('mengzi', '独乐乐')).toBe('dú yuè lè');
    expect(read('shijing', '雨雪霏霏')).toBe('yù xuě fēi fēi');
    expect(read('guwenguanzhi', '食马者')).toBe('sì mǎ zhě');
    // A doubled character is read whole, and the pieces read past the textbook notes (second pass).
    expect(read('shijing', '伐木丁丁')).toBe('fá mù zhēng zhēng');
    expect(read('guwenguanzhi', '尔来二十有一年')).toBe('ěr lái èr shí yòu yī nián');
    expect(read('youxueqionglin', '参商二星')).toBe('shēn shāng èr xīng');
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
  it("picks passages by 篇: a whole paragraph by its words, an excerpt from … to, in the book's order", () => {
    const file = [{ chapter: '甲篇', paragraphs: ['子曰：“一二三。”', '曰：「四五六，七八九。」'] }];
    const same = (t: string) => t;
    expect(
      selectPassages(
        file,
        [
          { chapter: '甲篇', from: '七八', to: '九。' },
          { chapter: '甲篇', key: '二三' },
        ],
        same,
      ),
    ).toEqual([{ title: '甲篇', lines: ['子曰：“一二三。”', '七八九。'] }]);
    expect(() => selectPassages(file, [{ chapter: '乙篇', key: '一' }], same)).toThrow('乙篇');
    expect(() => selectPassages(file, [{ chapter: '甲篇', key: '十' }], same)).toThrow('没有找到');
  });

  it("cuts a long chapter into numbered parts, and takes out the editors' notes", () => {
    expect(sizedParts('天文', ['一二三', '四五'], 10)).toEqual([{ title: '天文', lines: ['一二三', '四五'] }]);
    expect(sizedParts('天文', ['一二三', '四五', '六七'], 5).map((c) => c.title)).toEqual(['天文（一）', '天文（二）']);
    expect(withoutNotes(['小惠未遍。（遍 一作：徧)', '(', '食', '马者 通：', '饲', ')', '耶？ 峨大冠'])).toEqual([
      '小惠未遍。',
      '耶？峨大冠',
    ]);
  });

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
