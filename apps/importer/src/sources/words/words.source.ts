import { CatalogueImportRepository } from '@yuwen/db';
import { pinyin } from 'pinyin-pro';
import { commonWords, completeWords, modernWords, rawExplanation } from '../../common/word-data.js';
import type { ImportSource } from '../../import-source.js';
import { sourceVersion } from '../../package-data.js';
import { buildWordRows, charIndex, type WordFacts } from './words.normalize.js';

const PACKAGES = ['@pinyin-pro/data', 'cnchar-words', 'cnchar-data', 'pinyin-pro'];

/** Pinyin and frequency of a word the modern list lacks: the complete list, else pinyin-pro and 0. */
function wordFacts(word: string): WordFacts {
  const known = completeWords()[word];
  return known ? { pinyin: known[0], frequency: known[1] } : { pinyin: pinyin(word), frequency: 0 };
}

/** Words: @pinyin-pro/data's modern list and cnchar-words' common list, with cnchar-data explanations. */
export function wordsSource(limit?: number): ImportSource {
  return {
    name: 'words',
    title: '词语',
    version: sourceVersion('words', PACKAGES) + (limit ? `-${limit}` : ''),
    async run(database, progress) {
      let modern = modernWords();
      let common = commonWords();
      if (limit) {
        modern = Object.fromEntries(Object.entries(modern).slice(0, limit));
        common = common.slice(0, limit);
      }
      const rows = buildWordRows(modern, common, wordFacts, rawExplanation);
      progress.update(0, rows.length);
      const withIndex = await CatalogueImportRepository.inTransaction(database.db, async (repo) => {
        const ids = await repo.replaceWords(rows, (done) => progress.update(done, rows.length));
        const index = charIndex(ids, 'word_id');
        await repo.replaceWordChars(index);
        return index.length;
      });
      const explained = rows.filter((r) => r.explanation !== '').length;
      progress.gap(
        '常用词（cnchar-words）无释义',
        rows.filter((r) => r.common === 1 && r.explanation === '').map((r) => r.word),
      );
      return {
        词语: rows.length,
        常用词: rows.filter((r) => r.common === 1).length,
        有释义: explained,
        字词索引: withIndex,
      };
    },
  };
}
