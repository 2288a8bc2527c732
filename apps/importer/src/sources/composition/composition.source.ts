import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BpzwRepository } from '@yuwen/db';
import { BPZW_MODULE_ID } from '@yuwen/protocol';
import type { ImportSource } from '../../import-source.js';
import { IMPORTER_ROOT, sourceVersion } from '../../package-data.js';
import { BIBEI_KEY } from '../poems/bibei75.build.js';
import {
  buildCategories,
  GUIDE_FIELDS,
  type GuideLine,
  POEM_LINE_FIELDS,
  type PoemLine,
  parseLines,
} from './composition.parse.js';

/** Where our writing guides live in the repository. */
export const COMPOSITION_DIR = join(IMPORTER_ROOT, 'data/composition');

/** 好词好句 lists this many of the best known idioms with our stories' meanings. */
const GOOD_WORDS = 60;

const lineText = (text: string) => text.replace(/\s+/g, '');

export interface CompositionOptions {
  dir?: string;
  /** The sources whose rows 写作素材 reads (poems, idioms, the stories): a new version of any re-imports this one. */
  reads?: () => readonly ImportSource[];
}

/**
 * 部编作文 (issue 16): our writing guides and 写作素材 into module 156's categories — 好词好句 from
 * the idioms pupils know best with our meanings and examples, poem lines by theme from the 必背
 * poems, found by title and author (a missing poem or line is reported).
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
        hash.update(read('guides.jsonl')).update(read('poem-lines.jsonl'));
        for (const other of reads()) hash.update(`\0${other.name}@${other.version}`);
        version = hash.digest('hex').slice(0, 16);
      }
      return version;
    },
    async run(database, progress) {
      const repo = new BpzwRepository(database.db);
      const guides = parseLines<GuideLine>(read('guides.jsonl'), GUIDE_FIELDS);
      const lines = parseLines<PoemLine>(read('poem-lines.jsonl'), POEM_LINE_FIELDS);

      const poems = await repo.findPoems(BIBEI_KEY, lines.rows);
      const missing: string[] = [];
      const themes = new Map<string, { key: string; name: string; lines: { title: string; note: string }[] }>();
      for (const entry of lines.rows) {
        const poem = poems.find((p) => p.title === entry.title && p.author === entry.author);
        if (!poem || !lineText(poem.content).includes(lineText(entry.line))) {
          missing.push(`${entry.author}《${entry.title}》${poem ? `：${entry.line}` : ''}`);
          continue;
        }
        const theme = themes.get(entry.theme) ?? { key: entry.theme, name: entry.name, lines: [] };
        theme.lines.push({ title: entry.line, note: `${entry.author}《${entry.title}》` });
        themes.set(entry.theme, theme);
      }
      const words = (await repo.goodIdioms(GOOD_WORDS)).map((row) => ({
        title: row.idiom,
        note: `${row.meaning}\n${row.example}`,
      }));
      await repo.replaceCategories(BPZW_MODULE_ID, buildCategories(guides.rows, words, [...themes.values()]));
      progress.update(guides.rows.length, guides.rows.length);

      const problems = [
        ...guides.problems.map((p) => `guides.jsonl:${p.line} ${p.message}`),
        ...lines.problems.map((p) => `poem-lines.jsonl:${p.line} ${p.message}`),
      ];
      if (problems.length > 0) progress.gap('格式有误、未导入的行', problems);
      if (missing.length > 0) progress.gap('必背诗文里没有找到的诗句', missing);
      return { guides: guides.rows.length, words: words.length, lines: lines.rows.length - missing.length };
    },
  };
}
