import { readdirSync } from 'node:fs';
import { CatalogueImportRepository, type ImportedPoem } from '@yuwen/db';
import * as OpenCC from 'opencc-js';
import type { ImportSource } from '../../import-source.js';
import { packageFile, readPackageJson, sourceVersion } from '../../package-data.js';
import { BIBEI_KEY, buildBibeiRows } from './bibei75.build.js';
import { BIBEI_LIST_SIZE } from './bibei75.data.js';
import { TEXT_FIXES } from './poems.fixes.js';
import { buildPoemRows, mergePoets } from './poems.normalize.js';
import {
  parseChuci,
  parseLunyu,
  parseMengxueAnthology,
  parseMengxueChapters,
  parseMengxueWhole,
  parsePoets,
  parseQuantangshi,
  parseShijing,
  parseSongci,
  parseYuanquSelection,
  type RawPoem,
} from './poems.parse.js';
import { buildTextbookRows, TEXTBOOK_KEY } from './textbook-classics.build.js';

let tToSimplified: ((text: string) => string) | undefined;

/**
 * Traditional → simplified as used in mainland textbooks; never 'tw' (it turns 著 into 着).
 * Built on first use: a run that skips the poems need not pay for it.
 */
function toSimplified(text: string): string {
  tToSimplified ??= OpenCC.Converter({ from: 't', to: 'cn' });
  return tToSimplified(text);
}

// biome-ignore lint/suspicious/noExplicitAny: each reader knows the shape of its own file.
const poetryJson = (path: string): any => readPackageJson('chinese-poetry', 'dist', ...path.split('/'));

interface CollectionSpec {
  key: string;
  name: string;
  /** The file in chinese-poetry/dist, shown on the credits page. */
  file: string;
  read(): RawPoem[];
}

/** The default collections, in display order. */
const COLLECTIONS: readonly CollectionSpec[] = [
  {
    key: 'tangshi300',
    name: '唐诗三百首',
    file: 'mengxue/tangshisanbaishou.json',
    // mengxue's edition carries the textbook wording (床前明月光 … 举头望明月).
    read: () => parseMengxueAnthology(poetryJson('mengxue/tangshisanbaishou.json'), '唐'),
  },
  {
    key: 'songci300',
    name: '宋词三百首',
    file: 'songci/宋词三百首.json',
    read: () => parseSongci(poetryJson('songci/宋词三百首.json')),
  },
  {
    key: 'qianjiashi',
    name: '千家诗',
    file: 'mengxue/qianjiashi.json',
    read: () => parseMengxueAnthology(poetryJson('mengxue/qianjiashi.json'), ''),
  },
  {
    key: 'shijing',
    name: '诗经',
    file: 'shijing/shijing.json',
    read: () => parseShijing(poetryJson('shijing/shijing.json')),
  },
  {
    key: 'chuci',
    name: '楚辞',
    file: 'chuci/chuci.json',
    read: () => parseChuci(poetryJson('chuci/chuci.json')),
  },
  {
    key: 'yuanqu',
    name: '元曲',
    file: 'yuanqu/yuanqu.json',
    read: () => parseYuanquSelection(poetryJson('yuanqu/yuanqu.json')),
  },
  {
    key: 'lunyu',
    name: '论语',
    file: 'lunyu/lunyu.json',
    read: () => parseLunyu(poetryJson('lunyu/lunyu.json')),
  },
  {
    key: 'sanzijing',
    name: '三字经',
    // The traditional edition (传统版, 96 lines) rather than the enlarged new one.
    file: 'mengxue/sanzijing-traditional.json',
    read: () => parseMengxueWhole(poetryJson('mengxue/sanzijing-traditional.json')),
  },
  {
    key: 'qianziwen',
    name: '千字文',
    file: 'mengxue/qianziwen.json',
    read: () => parseMengxueWhole(poetryJson('mengxue/qianziwen.json'), '南北朝'),
  },
  {
    key: 'dizigui',
    name: '弟子规',
    file: 'mengxue/dizigui.json',
    read: () => parseMengxueChapters(poetryJson('mengxue/dizigui.json')),
  },
  {
    key: 'baijiaxing',
    name: '百家姓',
    file: 'mengxue/baijiaxing.json',
    read: () => parseMengxueWhole(poetryJson('mengxue/baijiaxing.json'), '北宋'),
  },
  {
    key: 'shenglvqimeng',
    name: '声律启蒙',
    file: 'mengxue/shenglvqimeng.json',
    read: () => parseMengxueChapters(poetryJson('mengxue/shenglvqimeng.json')),
  },
  {
    key: 'zengguangxianwen',
    name: '增广贤文',
    file: 'mengxue/zengguangxianwen.json',
    read: () => parseMengxueChapters(poetryJson('mengxue/zengguangxianwen.json')),
  },
];

/**
 * The fixes meant for these collections that matched nothing (stale entries to review); the
 * unscoped fixes are judged by the default collections, where they are meant to match.
 */
function staleFixes(used: ReadonlySet<number>, collections: readonly string[], withUnscoped: boolean): string[] {
  return TEXT_FIXES.flatMap((fix, i) => {
    const meant = fix.collection ? collections.includes(fix.collection) : withUnscoped;
    return meant && !used.has(i) ? [`${fix.from}→${fix.to}`] : [];
  });
}

/**
 * Poems and classics of chinese-poetry in simplified script, with poet biographies. Every file
 * goes through OpenCC t→cn, the "simplified" ones too: they still hold traditional forms
 * (宋词三百首 後, 诗经 穀, 楚辞 習).
 */
export const poemsSource: ImportSource = {
  name: 'poems',
  title: '诗词与经典',
  version: sourceVersion('poems', ['chinese-poetry', 'opencc-js']),
  async run(database, progress) {
    const used = new Set<number>();
    // 小学必背古诗 first: it is what pupils recite; then the textbook's other classical texts.
    const collections = [
      { key: BIBEI_KEY, name: '小学必背古诗', sort: 1, source: 'apps/importer/src/sources/poems/bibei75.data.ts' },
      ...COLLECTIONS.map((c, i) => ({
        key: c.key,
        name: c.name,
        sort: i + 3,
        source: `chinese-poetry/dist/${c.file}`,
      })),
      // Written last, so a new database numbers the other collections' poems as before it existed.
      {
        key: TEXTBOOK_KEY,
        name: '课本里的古诗文',
        sort: 2,
        source: 'apps/importer/src/sources/poems/textbook-classics.data.ts',
      },
    ];
    const poems: ImportedPoem[] = [];
    for (const [i, spec] of COLLECTIONS.entries()) {
      progress.update(i, COLLECTIONS.length + 1);
      poems.push(...buildPoemRows(spec.key, spec.read(), toSimplified, TEXT_FIXES, used));
    }
    const bibei = buildBibeiRows(poems);
    poems.push(...bibei.rows);
    progress.gap(`小学必背古诗（课标 ${BIBEI_LIST_SIZE} 首）未收录的篇目`, bibei.gaps);
    poems.push(...buildTextbookRows());
    const convertPoet = (p: { name: string; dynasty: string; biography: string }) => ({
      name: toSimplified(p.name),
      dynasty: p.dynasty,
      biography: toSimplified(p.biography),
    });
    const poets = mergePoets([
      parsePoets(poetryJson('quantangshi/authors.tang.json'), '唐').map(convertPoet),
      parsePoets(poetryJson('quantangshi/authors.song.json'), '宋').map(convertPoet),
      parsePoets(poetryJson('songci/author.song.json'), '宋').map(convertPoet),
    ]);
    progress.update(COLLECTIONS.length, COLLECTIONS.length + 1);
    await CatalogueImportRepository.inTransaction(database.db, async (repo) => {
      await repo.replacePoemCollections(collections, poems);
      await repo.upsertPoets(poets);
    });
    progress.gap(
      '未命中的文字修订（可删除）',
      staleFixes(
        used,
        COLLECTIONS.map((c) => c.key),
        true,
      ),
    );
    const counts: Record<string, number> = {};
    for (const c of collections) counts[c.name] = poems.filter((p) => p.collection === c.key).length;
    return { ...counts, 诗人: poets.length, 有生平的诗人: poets.filter((p) => p.biography !== '').length };
  },
};

/** `--all-poems`: 全唐诗 and 全宋诗 (about 312,000 poems) as collections of their own. */
export const allPoemsSource: ImportSource = {
  name: 'all-poems',
  title: '全唐诗与全宋诗',
  version: sourceVersion('poems', ['chinese-poetry', 'opencc-js']),
  async run(database, progress) {
    const dir = packageFile('chinese-poetry', 'dist', 'quantangshi');
    const parts = [
      { key: 'quantangshi', name: '全唐诗', prefix: 'poet.tang.', dynasty: '唐' },
      { key: 'quansongshi', name: '全宋诗', prefix: 'poet.song.', dynasty: '宋' },
    ];
    const used = new Set<number>();
    const counts: Record<string, number> = {};
    for (const [index, part] of parts.entries()) {
      const files = readdirSync(dir)
        .filter((f) => f.startsWith(part.prefix) && f.endsWith('.json'))
        .sort((a, b) => Number(a.split('.')[2]) - Number(b.split('.')[2]));
      const raw: RawPoem[] = [];
      for (const [i, file] of files.entries()) {
        raw.push(...parseQuantangshi(poetryJson(`quantangshi/${file}`), part.dynasty));
        progress.update(i + 1, files.length);
      }
      const rows = buildPoemRows(part.key, raw, toSimplified, TEXT_FIXES, used);
      const collection = {
        key: part.key,
        name: part.name,
        sort: 100 + index,
        source: `chinese-poetry/dist/quantangshi/${part.prefix}*.json`,
      };
      await CatalogueImportRepository.inTransaction(database.db, (repo) =>
        repo.replacePoemCollections([collection], rows, (done) => progress.update(done, rows.length)),
      );
      counts[part.name] = rows.length;
    }
    progress.gap(
      '未命中的文字修订（可删除）',
      staleFixes(
        used,
        parts.map((p) => p.key),
        false,
      ),
    );
    return counts;
  },
};
