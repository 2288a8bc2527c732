import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TextbookImportRepository } from '@yuwen/db';
import { TBJX_MODULE_ID } from '@yuwen/protocol';
import type { ImportSource } from '../../import-source.js';
import { IMPORTER_ROOT, sourceVersion } from '../../package-data.js';
import { parseVolume, type VolumeFile } from './textbook.parse.js';
import { poemLinker } from './textbook-poem-links.js';

/** Where the volume files live in the repository. */
export const TEXTBOOK_DIR = join(IMPORTER_ROOT, 'data/textbook');

const VOLUME_FILE = /^g[1-6][ab]\.json$/;

/** The volume files in book order (g1a, g1b, g2a …). */
function readVolumes(dir: string): { name: string; text: string }[] {
  return readdirSync(dir)
    .filter((name) => VOLUME_FILE.test(name))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * The 统编版 textbook (issue 13) as resource categories of tbjx — volume → unit → lesson — with
 * the lesson tables, linked to the poem catalogue. Runs after the poems: a new poems version
 * re-links (`poems` is the poems source).
 */
export function createTextbookSource(poems: ImportSource, dir = TEXTBOOK_DIR): ImportSource {
  let version: string | undefined;
  return {
    name: 'textbook',
    title: '统编版语文课本（单元、课文、识字表、写字表）',
    get version() {
      if (version === undefined) {
        const hash = createHash('sha256').update(sourceVersion('textbook', [])).update(`poems@${poems.version}`);
        for (const file of readVolumes(dir)) hash.update(`\0${file.name}\0${file.text}`);
        version = hash.digest('hex').slice(0, 16);
      }
      return version;
    },
    async run(database, progress) {
      const repo = new TextbookImportRepository(database.db);
      const linker = poemLinker(await repo.listPoems());
      const files = readVolumes(dir).map((file) => JSON.parse(file.text) as VolumeFile);
      const volumes = files.map((file) => parseVolume(file, linker.find));
      await repo.replaceAll(TBJX_MODULE_ID, volumes);
      const lessons = volumes.flatMap((v) => v.units.flatMap((u) => u.lessons));
      progress.update(files.length, files.length);
      if (linker.missing.size > 0) progress.gap('诗文目录里没有的课文古诗文', [...linker.missing]);
      const partial = files.filter((file) => file.status !== 'complete').map((file) => file.key);
      if (partial.length > 0) progress.gap('尚未核对完整的分册', partial);
      return { volumes: files.length, lessons: lessons.length };
    },
  };
}
