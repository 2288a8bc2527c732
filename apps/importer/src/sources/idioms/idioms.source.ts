import { CatalogueImportRepository } from '@yuwen/db';
import { pinyin } from 'pinyin-pro';
import { commonWords, completeWords, modernWords, rawExplanation } from '../../common/word-data.js';
import type { ImportSource } from '../../import-source.js';
import { requirePackage, sourceVersion } from '../../package-data.js';
import { charIndex } from '../words/words.normalize.js';
import { holdsItself } from './idioms.gloss.js';
import { buildIdiomRows, buildXiehouyuRows } from './idioms.normalize.js';

const PACKAGES = ['cnchar-idiom', 'cnchar-xhy', '@pinyin-pro/data', 'cnchar-data', 'pinyin-pro', 'cnchar-words'];

/** An idiom's syllables as a dictionary writes them: in context, without 一/不 tone sandhi. */
function idiomSyllables(idiom: string): string[] {
  return pinyin(idiom, { type: 'array', toneSandhi: false });
}

function idiomFrequency(idiom: string): number {
  return (completeWords()[idiom] ?? modernWords()[idiom])?.[1] ?? 0;
}

/** Idioms (cnchar-idiom) with pinyin, initials, frequency and explanation; 歇后语 (cnchar-xhy). */
export function idiomsSource(limit?: number): ImportSource {
  return {
    name: 'idioms',
    title: '成语与歇后语',
    version: sourceVersion('idioms', PACKAGES) + (limit ? `-${limit}` : ''),
    async run(database, progress) {
      const idioms = (requirePackage('cnchar-idiom') as { dict: { idiom: string[] } }).dict.idiom.slice(0, limit);
      const pairs = (requirePackage('cnchar-xhy') as { dict: { array: string[][] } }).dict.array.slice(0, limit);
      const [modern, complete, common] = [modernWords(), completeWords(), new Set(commonWords())];
      const isWord = (word: string) => modern[word] !== undefined || complete[word] !== undefined || common.has(word);
      const rows = buildIdiomRows(idioms, idiomSyllables, idiomFrequency, rawExplanation, isWord);
      const xiehouyu = buildXiehouyuRows(pairs);
      progress.update(0, rows.length);
      const indexed = await CatalogueImportRepository.inTransaction(database.db, async (repo) => {
        const ids = await repo.replaceIdioms(rows, (done) => progress.update(done, rows.length));
        const index = charIndex(ids, 'idiom_id');
        await repo.replaceIdiomChars(index);
        await repo.replaceXiehouyu(xiehouyu.rows);
        return index.length;
      });
      progress.gap(
        '成语无释义（cnchar-data）',
        rows.filter((r) => r.paraphrase === '').map((r) => r.idiom),
      );
      progress.gap('歇后语乱码（已丢弃）', xiehouyu.garbled);
      progress.gap(
        '成语释义仍含成语本身（例句未经审定拆分）',
        rows
          .filter((r) => holdsItself(r.paraphrase, r.idiom))
          .sort((a, b) => b.frequency - a.frequency)
          .map((r) => r.idiom),
      );
      return {
        成语: rows.length,
        有释义: rows.filter((r) => r.paraphrase !== '').length,
        释义带例句: rows.filter((r) => r.gloss_example !== '').length,
        见同成语: rows.filter((r) => r.see_also !== '[]').length,
        有词频: rows.filter((r) => r.frequency > 0).length,
        成语字索引: indexed,
        歇后语: xiehouyu.rows.length,
        丢弃乱码歇后语: xiehouyu.garbled.length,
      };
    },
  };
}
