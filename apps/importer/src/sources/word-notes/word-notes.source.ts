import { join } from 'node:path';
import { BpcyRepository } from '@yuwen/db';
import type { ImportSource } from '../../import-source.js';
import { IMPORTER_ROOT, sourceVersion } from '../../package-data.js';
import { dictionaryVersion, readDictionaryFiles } from '../pupil-dictionary/pupil-dictionary.files.js';
import { type NotesFile, parseNotes } from './word-notes.parse.js';

/** Where the notes live in the repository. */
export const WORD_NOTES_DIR = join(IMPORTER_ROOT, 'data/word-notes');

/**
 * Our pupil notes on the 词语表 words (issue 14) into `word_notes`: meaning, example, 近义词/反义词,
 * 量词 and the reviewed reading of each word. The table is replaced whole on every import. Lines the
 * app could not show, words written twice and entries marked for review are reported as gaps.
 */
export function createWordNotesSource({ dir = WORD_NOTES_DIR }: { dir?: string } = {}): ImportSource {
  let files: NotesFile[] | undefined;
  // The same reading and hashing as the pupil dictionary's: every *.jsonl of the folder, by name
  // (g2a … g6b sort in volume order).
  const dataFiles = () => {
    files ??= readDictionaryFiles(dir);
    return files;
  };
  let version: string | undefined;
  return {
    name: 'word-notes',
    title: '部编词语卡（意思、例句、近反义词、量词）',
    get version() {
      version ??= dictionaryVersion(dataFiles(), sourceVersion('word-notes', []));
      return version;
    },
    async run(database, progress) {
      const { notes, problems, repeated } = parseNotes(dataFiles());
      await new BpcyRepository(database.db).replaceWordNotes(notes);
      progress.update(notes.length, notes.length);
      const gaps: [string, string[]][] = [
        ['格式有误、未导入的行', problems.map((p) => `${p.file}:${p.line} ${p.message}`)],
        ['重复的词（只导入了第一条）', repeated],
        ['标了待核对的词', notes.filter((note) => note.review === 1).map((note) => `${note.volume} ${note.word}`)],
      ];
      for (const [what, items] of gaps) if (items.length > 0) progress.gap(what, items);
      return {
        notes: notes.length,
        review: notes.filter((note) => note.review === 1).length,
        problems: problems.length,
      };
    },
  };
}
