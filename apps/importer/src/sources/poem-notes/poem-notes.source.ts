import { join } from 'node:path';
import { PoemStudyRepository } from '@yuwen/db';
import type { ImportSource } from '../../import-source.js';
import { IMPORTER_ROOT, sourceVersion } from '../../package-data.js';
import { BIBEI_KEY } from '../poems/bibei75.build.js';
import { dictionaryVersion, readDictionaryFiles } from '../pupil-dictionary/pupil-dictionary.files.js';
import { copiesOf, linkedPoemIds, matchPoems, type NotesFile, parsePoemNotes } from './poem-notes.parse.js';

/** Where the notes live in the repository. */
export const POEM_NOTES_DIR = join(IMPORTER_ROOT, 'data/poem-notes');

export interface PoemNotesOptions {
  /** The data folder (tests pass a fixture folder). */
  dir?: string;
  /** The sources that make the poems and the lessons' links: a new version of any re-imports the notes. */
  after?: () => readonly ImportSource[];
}

/**
 * Our 注释, 译文 and 赏析 of the 必背 poems and the lessons' classical texts into `poem_studies`,
 * keyed by the poem each entry names (issue 20 item 7) and by the other collections' copies of its
 * words, and our poets' modern biographies into
 * `poet_bios` (item 8). Both tables are replaced whole on every import. An entry that finds no
 * poem or two is reported as an error and left out, never guessed.
 */
export function createPoemNotesSource({ dir = POEM_NOTES_DIR, after = () => [] }: PoemNotesOptions = {}): ImportSource {
  let files: NotesFile[] | undefined;
  // Every *.jsonl of the folder by name, hashed as the pupil dictionary's are.
  const dataFiles = () => {
    files ??= readDictionaryFiles(dir);
    return files;
  };
  let version: string | undefined;
  return {
    name: 'poem-notes',
    title: '古诗文注释、译文、赏析与诗人小传',
    get version() {
      if (version === undefined) {
        const upstream = after().map((other) => `${other.name}@${other.version}`);
        version = dictionaryVersion(dataFiles(), [sourceVersion('poem-notes', []), ...upstream].join('\n'));
      }
      return version;
    },
    async run(database, progress) {
      const { poems, poets, problems } = parsePoemNotes(dataFiles());
      const repo = new PoemStudyRepository(database.db);
      const bibei = await repo.collectionPoems(BIBEI_KEY);
      const linked = await repo.poemsById(linkedPoemIds(await repo.lessonClassics()));
      const { studies, errors } = matchPoems(
        poems,
        bibei,
        linked.sort((a, b) => a.id - b.id),
      );
      const studied = [...bibei, ...linked].filter((p) => studies.some((s) => s.poem_id === p.id));
      const copies = copiesOf(studies, studied, await repo.poemsByAuthors(studied.map((p) => p.author)));
      await repo.replaceAll([...studies, ...copies], poets);
      progress.update(studies.length, poems.length);
      const gaps: [string, string[]][] = [
        ['对不上诗文的条目（未导入）', errors],
        ['格式有误、未导入的行', problems],
        ['标了待核对的条目', poems.filter((p) => p.study.review === 1).map((p) => `${p.at} 《${p.title}》`)],
      ];
      for (const [what, items] of gaps) if (items.length > 0) progress.gap(what, items);
      return {
        poems: studies.length,
        copies: copies.length,
        poets: poets.length,
        errors: errors.length + problems.length,
      };
    },
  };
}
