import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { CatalogueRepository, type Database, IDIOM_RANK, PupilDictionaryRepository } from '@yuwen/db';
import { createTestDatabase, testEngines } from '@yuwen/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requirePackage } from '../src/package-data.js';
import { runImport } from '../src/pipeline.js';
import { RANKING_PATHS, rankingInputs, readRankingFiles } from '../src/sources/pupil-dictionary/idiom-ranking.files.js';
import { namedIdiomRanks } from '../src/sources/pupil-dictionary/idiom-ranking.js';
import { readDictionaryFiles } from '../src/sources/pupil-dictionary/pupil-dictionary.files.js';
import { parseDictionary } from '../src/sources/pupil-dictionary/pupil-dictionary.parse.js';
import { createPupilDictionarySource } from '../src/sources/pupil-dictionary/pupil-dictionary.source.js';

const quiet = new Writable({ write: (_chunk, _enc, done) => done() }) as unknown as NodeJS.WriteStream;

describe('idiom ranking data (data/idiom-ranking)', () => {
  const inputs = rankingInputs(readRankingFiles(RANKING_PATHS));
  const { dict } = requirePackage('cnchar-idiom') as { dict: { idiom: string[] } };

  it('lists each unsuitable idiom once, each an idiom of the catalogue', () => {
    const catalogue = new Set(dict.idiom);
    expect(inputs.unsuitable.filter((idiom) => !catalogue.has(idiom))).toEqual([]);
    expect(inputs.unsuitable.filter((idiom, i) => inputs.unsuitable.indexOf(idiom) !== i)).toEqual([]);
    expect(inputs.unsuitable).toEqual(expect.arrayContaining(['血流成河', '三妻四妾', '无毒不丈夫', '三旨相公']));
  });

  it('never calls unsuitable an idiom pupils meet in the textbook or our stories', () => {
    const met = new Set([
      ...inputs.textbook,
      ...inputs.stories,
      '一针见血',
      '杀鸡取卵',
      '视死如归',
      '死而后已',
      '磨刀霍霍',
    ]);
    expect(inputs.unsuitable.filter((idiom) => met.has(idiom))).toEqual([]);
  });

  it('finds the textbook idioms the pupil dictionary lacks (守株待兔) and every story', () => {
    const reviewed = new Set(parseDictionary(readDictionaryFiles()).idioms.map((entry) => entry.idiom));
    expect(reviewed.has('守株待兔')).toBe(false);
    expect(inputs.textbook).toEqual(expect.arrayContaining(['守株待兔', '亡羊补牢', '坐井观天']));
    expect(inputs.stories.length).toBeGreaterThanOrEqual(107);
  });

  it('lets the unsuitable list win over the textbook and stories, and those over a review mark', () => {
    const ranks = namedIdiomRanks({
      dictionary: [
        { idiom: '一心一意', review: false },
        { idiom: '血肉横飞', review: true },
        { idiom: '画蛇添足', review: true },
      ],
      textbook: ['画蛇添足', '天地人'],
      stories: ['守株待兔'],
      unsuitable: ['血肉横飞'],
    });
    expect(Object.fromEntries(ranks)).toEqual({
      一心一意: IDIOM_RANK.reviewed,
      血肉横飞: IDIOM_RANK.unsuitable,
      画蛇添足: IDIOM_RANK.textbook,
      天地人: IDIOM_RANK.textbook,
      守株待兔: IDIOM_RANK.textbook,
    });
  });
});

describe.each(testEngines())('idiom ranks on import, and a character’s example idioms, on %s', (engine) => {
  let database: Database;
  let dir: string;
  let ranking: typeof RANKING_PATHS;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    dir = mkdtempSync(join(tmpdir(), 'yuwen-rank-'));
    mkdirSync(join(dir, 'dictionary'));
    mkdirSync(join(dir, 'textbook'));
    ranking = {
      textbookDir: join(dir, 'textbook'),
      storiesFile: join(dir, 'stories.jsonl'),
      unsuitableFile: join(dir, 'unsuitable.txt'),
    };
    writeFileSync(
      join(dir, 'dictionary', 'idioms-0001-0250.jsonl'),
      [
        { idiom: '闭关自守', origin: '', example: '闭关自守的国家很难进步。' },
        { idiom: '一心一意', origin: '', example: '他一心一意地写作业。' },
      ]
        .map((entry) => JSON.stringify(entry))
        .join('\n'),
    );
    const lesson = (title: string, ciyu: string[]) => ({ n: '1', title, kind: '课文', shizi: [], xiezi: [], ciyu });
    writeFileSync(
      join(ranking.textbookDir, 'g3b.json'),
      JSON.stringify({ key: 'g3b', units: [{ n: 1, title: '第一单元', lessons: [lesson('守株待兔', ['守门'])] }] }),
    );
    writeFileSync(ranking.storiesFile, `${JSON.stringify({ idiom: '揠苗助长', variants: ['拔苗助长'] })}\n`);
    // 守身如玉 is listed here only to test that an unsuitable idiom is never an example, however frequent.
    writeFileSync(ranking.unsuitableFile, '# test list\n守身如玉\n\n');
    // By frequency 守身如玉, 闭关自守 (in the pupil dictionary) and 守口如瓶 come before 守株待兔, which pupils
    // meet in the textbook.
    const idioms: [string, number][] = [
      ['守身如玉', 9],
      ['闭关自守', 8],
      ['守口如瓶', 7],
      ['守株待兔', 3],
      ['一心一意', 6],
      ['揠苗助长', 1],
      ['拔苗助长', 1],
      ['守望相助', 2],
    ];
    for (const [index, [idiom, frequency]] of idioms.entries()) {
      const id = index + 1;
      await database.db
        .insertInto('idioms')
        .values({ id, idiom, pinyin: '', initials: '', paraphrase: '', origin: '', example: '', frequency })
        .execute();
      await database.db
        .insertInto('idiom_chars')
        .values([...new Set(idiom)].map((char) => ({ char, idiom_id: id })))
        .execute();
    }
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const source = () => createPupilDictionarySource({ dir: join(dir, 'dictionary'), ranking });
  const ranks = async () =>
    Object.fromEntries(
      (await database.db.selectFrom('idioms').select(['idiom', 'pupil_rank']).orderBy('id').execute()).map((r) => [
        r.idiom,
        r.pupil_rank,
      ]),
    );

  it('ranks the idioms pupils meet first and the unsuitable last: 守 shows 守株待兔 first, never 守身如玉', async () => {
    const [outcome] = await runImport(database, [source()], { out: quiet });
    expect(outcome?.status).toBe('imported');
    expect(outcome?.gaps.不适合的成语没有对应的成语).toBeUndefined();
    expect(await ranks()).toEqual({
      守身如玉: IDIOM_RANK.unsuitable,
      闭关自守: IDIOM_RANK.reviewed,
      守口如瓶: IDIOM_RANK.common,
      守株待兔: IDIOM_RANK.textbook,
      一心一意: IDIOM_RANK.reviewed,
      揠苗助长: IDIOM_RANK.textbook,
      拔苗助长: IDIOM_RANK.textbook,
      守望相助: IDIOM_RANK.common,
    });
    const examples = await new CatalogueRepository(database.db).listIdiomsOf('守', 5);
    expect(examples.map((row) => row.idiom)).toEqual(['守株待兔', '闭关自守', '守口如瓶', '守望相助']);
  });

  it('never shows an obscure idiom as an example, and names an unsuitable line that matches no idiom', async () => {
    // Only the two most frequent are common here: 守望相助 is obscure.
    const missing = await PupilDictionaryRepository.inTransaction(database.db, (repo) =>
      repo.replaceIdiomRanks(
        2,
        new Map([
          ['守株待兔', IDIOM_RANK.textbook],
          ['不存在的成语', IDIOM_RANK.unsuitable],
        ]),
      ),
    );
    expect(missing).toEqual(['不存在的成语']);
    expect((await ranks()).守望相助).toBe(IDIOM_RANK.obscure);
    const examples = await new CatalogueRepository(database.db).listIdiomsOf('守', 5);
    expect(examples.map((row) => row.idiom)).toEqual(['守株待兔', '守身如玉', '闭关自守']);

    writeFileSync(ranking.unsuitableFile, '守身如玉\n守口如瓶子\n');
    const [outcome] = await runImport(database, [source()], { out: quiet });
    expect(outcome?.gaps.不适合的成语没有对应的成语).toEqual(['守口如瓶子']);
  });

  it('re-imports when the unsuitable list, the textbook or the stories change', () => {
    const before = source().version;
    expect(source().version).toBe(before);
    writeFileSync(ranking.unsuitableFile, '守身如玉\n闭关自守\n');
    const edited = source().version;
    expect(edited).not.toBe(before);
    writeFileSync(ranking.storiesFile, `${JSON.stringify({ idiom: '守株待兔' })}\n`);
    expect(source().version).not.toBe(edited);
  });
});
