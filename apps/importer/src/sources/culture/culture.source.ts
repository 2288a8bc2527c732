import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CultureCategoryImport, type CultureEntryTable, type CulturePoemRow, CultureRepository } from '@yuwen/db';
import { ZGWH_PARTS } from '@yuwen/protocol';
import type { ImportSource } from '../../import-source.js';
import { IMPORTER_ROOT, sourceVersion } from '../../package-data.js';
import {
  CULTURE_PARTS,
  type CultureGroup,
  type CultureProblem,
  type ParsedEntry,
  parseCulture,
} from './culture.parse.js';

/** Where the culture entries live in the repository. */
export const CULTURE_DIR = join(IMPORTER_ROOT, 'data/culture');

export interface CultureOptions {
  dir?: string;
  /** The sources whose rows the entries link to (poems): a new version of one re-imports this one. */
  after?: () => readonly ImportSource[];
}

/** The data files: the groups, each part's entries and the pictures they name (written by ../noto-icons.mjs). */
export function readCultureFiles(dir = CULTURE_DIR) {
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  const groups = JSON.parse(read('groups.json')) as CultureGroup[];
  const parts = CULTURE_PARTS.map((part) => ({ part, text: read(`${part}.jsonl`) }));
  const pictures = JSON.parse(read('icons.json')) as Record<string, string>;
  return { groups, parts, pictures };
}

/** Every part parsed, with the problems of all files. */
export function parseCultureFiles(files: ReturnType<typeof readCultureFiles>) {
  const seen = new Set<string>();
  const entries: ParsedEntry[] = [];
  const problems: CultureProblem[] = [];
  for (const { part, text } of files.parts) {
    const parsed = parseCulture(part, text, files.groups, seen, files.pictures);
    entries.push(...parsed.entries);
    problems.push(...parsed.problems);
  }
  return { entries, problems };
}

/**
 * 中国文化 (issue 15): our entries into `culture_entries` with the pictures they name in
 * `culture_pictures`, the groups as resource categories of the four child modules (so the area shows
 * as having content), and each entry's poems found in the catalogue by title and author — a poem not
 * found is reported, never guessed.
 */
export function createCultureSource({ dir = CULTURE_DIR, after = () => [] }: CultureOptions = {}): ImportSource {
  let version: string | undefined;
  return {
    name: 'culture',
    title: '中国文化（节气节日、文化字典、历史、文学）',
    get version() {
      if (version === undefined) {
        const hash = createHash('sha256').update(sourceVersion('culture', []));
        const files = readCultureFiles(dir);
        hash.update(JSON.stringify(files));
        for (const other of after()) hash.update(`\0${other.name}@${other.version}`);
        version = hash.digest('hex').slice(0, 16);
      }
      return version;
    },
    async run(database, progress) {
      const repo = new CultureRepository(database.db);
      const files = readCultureFiles(dir);
      const { entries, problems } = parseCultureFiles(files);

      const missingPoems: string[] = [];
      const rows: Omit<CultureEntryTable, 'id'>[] = [];
      for (const entry of entries) {
        const poems: CulturePoemRow[] = [];
        for (const ref of entry.line.poems ?? []) {
          const poem = await repo.findPoem(ref.title, ref.author, ref.opens);
          if (poem) poems.push(poem);
          else missingPoems.push(`${entry.title}：${ref.author || '无名氏'}《${ref.title}》`);
        }
        const wanted = entry.line.poets ?? [];
        const known = await repo.knownPoets(wanted);
        const poets = wanted.filter((p) => known.has(`${p.name}|${p.dynasty}`));
        const { line } = entry;
        const body = {
          text: line.text,
          note: line.note ?? '',
          customs: line.customs ?? [],
          foods: line.foods ?? [],
          saying: line.saying ?? '',
          rule: line.rule ?? null,
          years: line.years ? { ...line.years, about: line.years.about === true } : null,
          author: line.author ?? '',
          picture: line.picture ?? null,
          poems,
          poets,
        };
        const { line: _line, ...columns } = entry;
        rows.push({ ...columns, body: JSON.stringify(body) });
      }
      const categories: CultureCategoryImport[] = files.groups.map((group) => ({
        key: group.key,
        moduleId: ZGWH_PARTS[group.part],
        part: group.part,
        name: group.name,
        entries: entries.filter((entry) => entry.line.groups.includes(group.key)).map((entry) => entry.key),
      }));
      const used = new Set(entries.map((entry) => entry.line.picture));
      const pictures = Object.entries(files.pictures)
        .filter(([name]) => used.has(name))
        .map(([name, svg]) => ({ name, svg }));
      await repo.replaceAll(rows, categories, pictures);
      progress.update(rows.length, rows.length);

      if (problems.length > 0)
        progress.gap(
          '格式有误、未导入的行',
          problems.map((p) => `${p.file}:${p.line} ${p.message}`),
        );
      if (missingPoems.length > 0) progress.gap('诗文目录里没有找到的诗', missingPoems);
      const count = (part: string) => rows.filter((row) => row.part === part).length;
      return {
        entries: rows.length,
        groups: categories.length,
        rcsh: count('rcsh'),
        whzd: count('whzd'),
        zgls: count('zgls'),
        zgwx: count('zgwx'),
        pictures: pictures.length,
        missing_poems: missingPoems.length,
      };
    },
  };
}
