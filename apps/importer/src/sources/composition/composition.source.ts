import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BpzwCategoryImport, BpzwRepository } from '@yuwen/db';
import { BPZW_MODULE_ID } from '@yuwen/protocol';
import type { ImportSource } from '../../import-source.js';
import { IMPORTER_ROOT, sourceVersion } from '../../package-data.js';
import {
  buildCategories,
  GUIDE_FIELDS,
  type GuideLine,
  LINE_COLLECTIONS,
  POEM_LINE_FIELDS,
  type PoemLine,
  parseLines,
  poemOfLine,
  THEME_IDIOM_FIELDS,
  type ThemeIdiom,
} from './composition.parse.js';

/** Where our writing guides live in the repository. */
export const COMPOSITION_DIR = join(IMPORTER_ROOT, 'data/composition');

/** 成语故事里的好词 lists this many of the best known idioms with our stories' meanings. */
const GOOD_WORDS = 60;

type Material = BpzwCategoryImport['materials'][number];

export interface CompositionOptions {
  dir?: string;
  /** The sources whose rows 写作素材 reads (poems, idioms, the stories): a new version of any re-imports this one. */
  reads?: () => readonly ImportSource[];
}

/**
 * 部编作文 (issue 16): our writing guides and 写作素材 into module 156's categories — by theme
 * (春天, 明月, 友情 …) the idioms of `idioms.jsonl` found in the catalogue, with our meaning (our
 * story's where we wrote one), and the lines of `poem-lines.jsonl` found in the pupils' poems by
 * title, author and text, each opening its idiom's or poem's page (a missing one is reported); then
 * the idioms pupils know best with our stories' meanings and examples.
 */
export function createCompositionSource({
  dir = COMPOSITION_DIR,
  reads = () => [],
}: CompositionOptions = {}): ImportSource {
  let version: string | undefined;
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  return {
    name: 'composition',
    title: '部编作文（写作指导、写作素材）',
    get version() {
      if (version === undefined) {
        const hash = createHash('sha256').update(sourceVersion('composition', []));
        hash.update(read('guides.jsonl')).update(read('poem-lines.jsonl')).update(read('idioms.jsonl'));
        for (const other of reads()) hash.update(`\0${other.name}@${other.version}`);
        version = hash.digest('hex').slice(0, 16);
      }
      return version;
    },
    async run(database, progress) {
      const repo = new BpzwRepository(database.db);
      const guides = parseLines<GuideLine>(read('guides.jsonl'), GUIDE_FIELDS);
      const lines = parseLines<PoemLine>(read('poem-lines.jsonl'), POEM_LINE_FIELDS);

      const idioms = parseLines<ThemeIdiom>(read('idioms.jsonl'), THEME_IDIOM_FIELDS);

      const poems = await repo.findPoems(LINE_COLLECTIONS, lines.rows);
      const missing: string[] = [];
      const themes = new Map<string, { key: string; name: string; words: Material[]; lines: Material[] }>();
      const themeOf = (key: string, name = key) => {
        const theme = themes.get(key) ?? { key, name, words: [], lines: [] };
        themes.set(key, theme);
        return theme;
      };
      for (const entry of lines.rows) {
        const poem = poemOfLine(entry, poems);
        if (!poem) {
          missing.push(`${entry.author}《${entry.title}》：${entry.line}`);
          continue;
        }
        themeOf(entry.theme, entry.name).lines.push({
          title: entry.line,
          note: `${entry.author}《${entry.title}》`,
          poem_id: poem.id,
        });
      }
      const found = new Map((await repo.findIdioms(idioms.rows.map((i) => i.idiom))).map((row) => [row.idiom, row]));
      const unknownIdioms: string[] = [];
      for (const entry of idioms.rows) {
        const meaning = found.get(entry.idiom)?.meaning ?? entry.meaning;
        // A theme is named by its lines; an idiom of a theme without lines is reported, not shown.
        if (!found.has(entry.idiom) || !meaning || !themes.has(entry.theme)) {
          unknownIdioms.push(`${entry.theme}：${entry.idiom}`);
          continue;
        }
        themeOf(entry.theme).words.push({ title: entry.idiom, note: meaning, idiom: entry.idiom });
      }
      const words = (await repo.goodIdioms(GOOD_WORDS)).map((row) => ({
        title: row.idiom,
        note: `${row.meaning}\n${row.example}`,
        idiom: row.idiom,
      }));
      const themed = [...themes.values()].map((t) => ({ key: t.key, name: t.name, lines: [...t.words, ...t.lines] }));
      await repo.replaceCategories(BPZW_MODULE_ID, buildCategories(guides.rows, words, themed));
      progress.update(guides.rows.length, guides.rows.length);

      const problems = [
        ...guides.problems.map((p) => `guides.jsonl:${p.line} ${p.message}`),
        ...lines.problems.map((p) => `poem-lines.jsonl:${p.line} ${p.message}`),
        ...idioms.problems.map((p) => `idioms.jsonl:${p.line} ${p.message}`),
      ];
      if (problems.length > 0) progress.gap('格式有误、未导入的行', problems);
      if (missing.length > 0) progress.gap('小学必背古诗和课本古诗文里没有找到的诗句', missing);
      if (unknownIdioms.length > 0) progress.gap('成语库里没有、没有释义或主题没有诗句的成语', unknownIdioms);
      const themedWords = themed.reduce((n, t) => n + t.lines.filter((m) => m.idiom).length, 0);
      return {
        guides: guides.rows.length,
        words: words.length,
        themes: themed.length,
        themedWords,
        lines: lines.rows.length - missing.length,
      };
    },
  };
}
