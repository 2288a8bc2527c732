import { CatalogueImportRepository } from '@yuwen/db';
import type { ImportSource } from '../../import-source.js';
import { readPackageText, sourceVersion } from '../../package-data.js';
import { parseEtymologyImages } from './origins.parse.js';

/**
 * Oracle-bone, bronze and seal forms from chinese-lexicon, for the characters we have (a
 * traditional-only form counts). Runs after the characters source.
 */
export const originsSource: ImportSource = {
  name: 'origins',
  title: '字源图',
  version: sourceVersion('origins', ['chinese-lexicon']),
  async run(database, progress) {
    const images = parseEtymologyImages(readPackageText('chinese-lexicon', 'etymology', 'etymologyImages.js'));
    progress.update(0, images.length);
    const { rows, unknown } = await CatalogueImportRepository.inTransaction(database.db, async (repo) => {
      const ids = await repo.characterIds();
      const known = images.filter((i) => ids.has(i.char));
      const rows = known.map((i) => ({ char_id: ids.get(i.char) ?? 0, kind: i.kind, svg: i.svg }));
      await repo.replaceOrigins(rows);
      return { rows, unknown: [...new Set(images.filter((i) => !ids.has(i.char)).map((i) => i.char))] };
    });
    progress.update(images.length, images.length);
    if (unknown.length) progress.gap('字源图的字不在字表中', unknown);
    const count = (kind: string) => rows.filter((r) => r.kind === kind).length;
    return {
      甲骨文: count('oracle'),
      金文: count('bronze'),
      小篆: count('seal'),
      有字源图的字: new Set(rows.map((r) => r.char_id)).size,
    };
  },
};
