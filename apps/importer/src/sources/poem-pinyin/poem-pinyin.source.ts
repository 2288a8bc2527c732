import { createHash } from 'node:crypto';
import { PoemPinyinRepository } from '@yuwen/db';
import type { ImportSource } from '../../import-source.js';
import { sourceVersion } from '../../package-data.js';
import { poemPinyin } from './poem-pinyin.compute.js';
import { PINYIN_OVERRIDES } from './poem-pinyin.overrides.js';

const BATCH = 500;

/**
 * Pinyin over every character of every poem line (issue 6), computed in context with pinyin-pro
 * and corrected by the reviewed override list, into poems.pinyin. It runs after the poems source;
 * a new version of that source (new or changed texts) re-imports this one too.
 */
export function createPoemPinyinSource(poems: Pick<ImportSource, 'name' | 'version'>): ImportSource {
  let version: string | undefined;
  return {
    name: 'poem-pinyin',
    title: '诗词拼音',
    get version() {
      version ??= createHash('sha256')
        .update(`${sourceVersion('poem-pinyin', ['pinyin-pro'])}\n${poems.name}@${poems.version}`)
        .digest('hex')
        .slice(0, 16);
      return version;
    },
    async run(database, progress) {
      const used = new Set<number>();
      const count = await PoemPinyinRepository.inTransaction(database.db, async (repo) => {
        const total = await repo.countPoems();
        let done = 0;
        for (let batch = await repo.listPoemsAfter(0, BATCH); batch.length > 0; ) {
          const rows = batch.map((poem) => ({
            id: poem.id,
            pinyin: JSON.stringify(poemPinyin(poem, PINYIN_OVERRIDES, used)),
          }));
          await repo.setPinyin(rows);
          done += rows.length;
          progress.update(done, total);
          const lastId = batch[batch.length - 1]?.id ?? 0;
          batch = await repo.listPoemsAfter(lastId, BATCH);
        }
        return done;
      });
      progress.gap(
        '未用上的读音订正（诗未导入或文字不同）',
        PINYIN_OVERRIDES.flatMap((o, i) => (used.has(i) ? [] : [`《${o.title}》${o.author} ${o.context} ${o.char}`])),
      );
      return { 诗文: count, 订正读音: used.size };
    },
  };
}
