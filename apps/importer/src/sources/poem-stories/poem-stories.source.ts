import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZyqmRepository } from '@yuwen/db';
import type { ImportSource } from '../../import-source.js';
import { IMPORTER_ROOT, sourceVersion } from '../../package-data.js';
import { parsePoemStories } from './poem-stories.parse.js';

/** Where our 诗词乐园 stories live in the repository. */
export const POEM_STORIES_DIR = join(IMPORTER_ROOT, 'data/poem-stories');

export interface PoemStoriesOptions {
  dir?: string;
  /** The poems source: a new version of it re-imports the stories (ids of poems may change). */
  reads?: () => readonly ImportSource[];
}

/**
 * 诗词乐园 (issue 16): our stories behind easy poems into `poem_stories`, each poem found in the
 * catalogue by collection, title and author; one not found is reported and left out, never guessed.
 */
export function createPoemStoriesSource({
  dir = POEM_STORIES_DIR,
  reads = () => [],
}: PoemStoriesOptions = {}): ImportSource {
  let version: string | undefined;
  const read = () => readFileSync(join(dir, 'stories.jsonl'), 'utf8');
  return {
    name: 'poem-stories',
    title: '诗词乐园（诗的故事）',
    get version() {
      if (version === undefined) {
        const hash = createHash('sha256').update(sourceVersion('poem-stories', [])).update(read());
        for (const other of reads()) hash.update(`\0${other.name}@${other.version}`);
        version = hash.digest('hex').slice(0, 16);
      }
      return version;
    },
    async run(database, progress) {
      const repo = new ZyqmRepository(database.db);
      const { rows, problems } = parsePoemStories(read());
      const poems = await repo.poemsOf([...new Set(rows.map((r) => r.collection))]);
      const missing: string[] = [];
      const stories = rows.flatMap((row, sort) => {
        const found = poems.filter(
          (p) => p.collection === row.collection && p.title === row.title && p.author === row.author,
        );
        if (found.length !== 1) {
          missing.push(`${row.key}：${row.author}《${row.title}》${found.length > 1 ? '（不止一首）' : ''}`);
          return [];
        }
        return [{ key: row.key, sort, poem_id: (found[0] as { id: number }).id, story: JSON.stringify(row.story) }];
      });
      await repo.replacePoemStories(stories);
      progress.update(rows.length, rows.length);
      if (problems.length > 0)
        progress.gap(
          '格式有误、未导入的行',
          problems.map((p) => `stories.jsonl:${p.line} ${p.message}`),
        );
      if (missing.length > 0) progress.gap('诗库里没有找到的诗', missing);
      return { stories: stories.length };
    },
  };
}
