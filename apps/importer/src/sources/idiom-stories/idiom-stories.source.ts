import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type JdmzCategoryImport, JdmzRepository } from '@yuwen/db';
import { JDMZ_MODULE_ID } from '@yuwen/protocol';
import type { ImportSource } from '../../import-source.js';
import { IMPORTER_ROOT, sourceVersion } from '../../package-data.js';
import { dictionaryVersion, readDictionaryFiles } from '../pupil-dictionary/pupil-dictionary.files.js';
import { FORM_GROUPS, groupCategories, THEME_GROUPS } from './idiom-groups.js';
import { parseStories } from './idiom-stories.parse.js';
import { answerTexts, cleanXiehouyu, themeXiehouyu, XIEHOUYU_THEMES } from './xiehouyu-themes.js';

/** Where the stories live in the repository. */
export const IDIOM_STORIES_DIR = join(IMPORTER_ROOT, 'data/idiom-stories');

export interface IdiomStoriesOptions {
  dir?: string;
  /** The sources whose rows the groups are computed from (idioms, words, characters): a new version of any re-imports this one. */
  reads?: () => readonly ImportSource[];
}

/**
 * 成语典故 (issue 15): our idiom stories into `idiom_stories`, and the module's categories —
 * 寓言与成语故事 (file order), themed and form groups of the idioms pupils know, 歇后语 by theme
 * and 成语视频 for the media library. Runs after the pupil dictionary, whose reviewed idioms rank
 * the groups (its files are hashed into the version).
 */
export function createIdiomStoriesSource({
  dir = IDIOM_STORIES_DIR,
  reads = () => [],
}: IdiomStoriesOptions = {}): ImportSource {
  let version: string | undefined;
  const text = () => readFileSync(join(dir, 'stories.jsonl'), 'utf8');
  return {
    name: 'idiom-stories',
    title: '成语典故（成语故事、主题成语、歇后语）',
    get version() {
      if (version === undefined) {
        const hash = createHash('sha256').update(sourceVersion('idiom-stories', [])).update(text());
        for (const other of reads()) hash.update(`\0${other.name}@${other.version}`);
        hash.update(dictionaryVersion(readDictionaryFiles(), ''));
        version = hash.digest('hex').slice(0, 16);
      }
      return version;
    },
    async run(database, progress) {
      const repo = new JdmzRepository(database.db);
      const { stories, problems } = parseStories(text());
      await repo.replaceStories(stories);
      const known = await repo.knownIdioms();
      const inCatalogue = new Set(known.filter((idiom) => idiom.tier === 0).map((idiom) => idiom.idiom));

      const rows = await repo.listXiehouyu();
      const words = await repo.knownWords(answerTexts(rows));
      const clean = cleanXiehouyu(rows, (answer) => words.has(answer), await repo.commonCharacters());

      const categories: JdmzCategoryImport[] = [
        {
          key: 'stories',
          parent: '',
          kind: 'stories',
          name: '寓言与成语故事',
          entries: stories.map((story) => ({ title: story.idiom, pinyin: story.pinyin, note: story.meaning })),
        },
        { key: 'themes', parent: '', kind: 'group', name: '主题成语', entries: [] },
        ...groupCategories(THEME_GROUPS, 'themes', known),
        { key: 'forms', parent: '', kind: 'group', name: '成语格式', entries: [] },
        ...groupCategories(FORM_GROUPS, 'forms', known),
        { key: 'xiehouyu', parent: '', kind: 'group', name: '歇后语', entries: [] },
        ...XIEHOUYU_THEMES.map(
          (theme): JdmzCategoryImport => ({
            key: theme.key,
            parent: 'xiehouyu',
            kind: 'xiehouyu',
            name: theme.name,
            entries: themeXiehouyu(theme, clean).map((entry) => ({
              title: entry.riddle,
              pinyin: '',
              note: entry.answer,
            })),
          }),
        ),
        { key: 'video', parent: '', kind: 'video', name: '成语视频', entries: [] },
      ];
      await repo.replaceCategories(JDMZ_MODULE_ID, categories);
      progress.update(stories.length, stories.length);

      if (problems.length > 0)
        progress.gap(
          '格式有误、未导入的行',
          problems.map((p) => `stories.jsonl:${p.line} ${p.message}`),
        );
      const missing = stories.filter((story) => !inCatalogue.has(story.idiom)).map((story) => story.idiom);
      if (missing.length > 0) progress.gap('成语目录里没有的故事成语', missing);
      const empty = categories.filter((c) => c.kind === 'idioms' && c.entries.length === 0);
      if (empty.length > 0)
        progress.gap(
          '没有学生熟悉的成语的分组（页面上告诉学生还没有）',
          empty.map((c) => c.name),
        );
      return {
        stories: stories.length,
        known: known.length,
        groups: categories.filter((c) => c.kind === 'idioms').length,
        xiehouyu: categories.filter((c) => c.kind === 'xiehouyu').reduce((n, c) => n + c.entries.length, 0),
      };
    },
  };
}
