import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { YcjyRepository, ZyqmRepository } from '@yuwen/db';
import { YCJY_MODULE_ID } from '@yuwen/protocol';
import type { ImportSource } from '../../import-source.js';
import { IMPORTER_ROOT, sourceVersion } from '../../package-data.js';
import { iconsUsed, parsePlan, planCategories, type YcjyPoemRefs, type YcjyRhyme } from './ycjy.parse.js';

/** Where 幼儿教育's plan lives in the repository. */
export const YCJY_DIR = join(IMPORTER_ROOT, 'data/ycjy');
const FILES = ['lessons.json', 'rhymes.json', 'poems.json', 'icons.json'] as const;

export interface YcjyPlanFiles {
  lessons: string;
  rhymes: YcjyRhyme[];
  poems: YcjyPoemRefs;
  icons: Record<string, string>;
}

export function readPlanFiles(dir = YCJY_DIR): YcjyPlanFiles {
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  return {
    lessons: read('lessons.json'),
    rhymes: JSON.parse(read('rhymes.json')) as YcjyRhyme[],
    poems: JSON.parse(read('poems.json')) as YcjyPoemRefs,
    icons: JSON.parse(read('icons.json')) as Record<string, string>,
  };
}

/**
 * 幼儿教育 (issue 16): the plan of data/ycjy into `ycjy_lessons` with the pictures it uses in
 * `ycjy_icons`; each lesson's poem found in the catalogue by collection, title and author. A
 * lesson with a problem, or whose poem is not found exactly once, is reported and left out.
 */
export function createYcjySource({
  dir = YCJY_DIR,
  reads = () => [],
}: {
  dir?: string;
  /** The poems source: a new version of it re-imports the plan (poem ids may change). */
  reads?: () => readonly ImportSource[];
} = {}): ImportSource {
  let version: string | undefined;
  return {
    name: 'ycjy',
    title: '幼儿教育（课程计划）',
    get version() {
      if (version === undefined) {
        const hash = createHash('sha256').update(sourceVersion('ycjy', []));
        for (const file of FILES) hash.update(readFileSync(join(dir, file)));
        for (const other of reads()) hash.update(`\0${other.name}@${other.version}`);
        version = hash.digest('hex').slice(0, 16);
      }
      return version;
    },
    async run(database, progress) {
      const files = readPlanFiles(dir);
      const { lessons, problems } = parsePlan(files.lessons, files.rhymes, files.poems, files.icons);
      const bad = new Set(problems.map((p) => p.slice(0, p.indexOf('：'))));
      const collections = [...new Set(Object.values(files.poems).map((p) => p.collection))];
      const poems = await new ZyqmRepository(database.db).poemsOf(collections);
      const missing: string[] = [];
      const rows = lessons.flatMap((l, i) => {
        if (bad.has(`第${i + 1}课（${l.char}）`)) return [];
        const ref = files.poems[l.poem];
        const found = poems.filter(
          (p) => p.collection === ref?.collection && p.title === l.poem && p.author === ref.author,
        );
        if (found.length !== 1) {
          missing.push(`${l.char}：《${l.poem}》`);
          return [];
        }
        const rhyme = files.rhymes.find((r) => r.key === l.rhyme);
        const body = {
          word: l.word,
          icon: l.icon,
          origin: l.origin,
          stroke: l.stroke,
          stroke_at: l.stroke_at,
          rhyme: { title: rhyme?.title ?? '', lines: rhyme?.lines ?? [] },
          game: l.game,
          guide: l.guide,
          cards: l.cards,
        };
        const poemId = (found[0] as { id: number }).id;
        return [
          { grade: l.grade, month: l.month, idx: l.index, char: l.char, poem_id: poemId, body: JSON.stringify(body) },
        ];
      });
      const used = iconsUsed(lessons);
      const icons = Object.entries(files.icons)
        .filter(([name]) => used.has(name))
        .map(([name, svg]) => ({ name, svg }));
      const categories = planCategories(
        lessons.filter((l) => rows.some((r) => r.grade === l.grade && r.month === l.month && r.idx === l.index)),
      );
      await new YcjyRepository(database.db).replacePlan(rows, icons, YCJY_MODULE_ID, categories);
      progress.update(lessons.length, lessons.length);
      if (problems.length > 0) progress.gap('课程计划中有误、未导入的课', problems);
      if (missing.length > 0) progress.gap('诗库里没有找到的诗', missing);
      return { 课: rows.length, 图: icons.length, 分类: categories.length };
    },
  };
}
