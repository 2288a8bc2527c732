import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZyqmRepository } from '@yuwen/db';
import type { ImportSource } from '../../import-source.js';
import { IMPORTER_ROOT, sourceVersion } from '../../package-data.js';
import { FORMATION_FOLDER, formationReview } from '../characters/characters.formation.js';
import { parseCharStories } from './char-stories.parse.js';

/** Where our 趣味识字 character stories live in the repository. */
export const CHAR_STORIES_DIR = join(IMPORTER_ROOT, 'data/char-stories');

/**
 * 趣味识字 (issue 16): our stories of how characters were made into `char_stories`. A story must
 * name the formation the reviewed table shows for its character (data/formation), or it is
 * reported and left out: the page never tells a story that disagrees with its own label.
 */
export function createCharStoriesSource({ dir = CHAR_STORIES_DIR }: { dir?: string } = {}): ImportSource {
  let version: string | undefined;
  const read = () => readFileSync(join(dir, 'stories.jsonl'), 'utf8');
  return {
    name: 'char-stories',
    title: '趣味识字（造字故事）',
    get version() {
      if (version === undefined)
        version = createHash('sha256')
          .update(sourceVersion('char-stories', [], [FORMATION_FOLDER]))
          .update(read())
          .digest('hex')
          .slice(0, 16);
      return version;
    },
    async run(database, progress) {
      const { stories, problems } = parseCharStories(read(), formationReview());
      await new ZyqmRepository(database.db).replaceCharStories(stories);
      progress.update(stories.length, stories.length);
      if (problems.length > 0)
        progress.gap(
          '格式有误、未导入的行',
          problems.map((p) => `stories.jsonl:${p.line} ${p.message}`),
        );
      return { stories: stories.length };
    },
  };
}
