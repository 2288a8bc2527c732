import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMPORTER_ROOT } from '../../package-data.js';
import { type DictionaryFile, isDataFileName } from './pupil-dictionary.parse.js';

/** Where the dictionary's data files live in the repository. */
export const DICTIONARY_DIR = join(IMPORTER_ROOT, 'data/pupil-dictionary');

/** Every data file of the folder (chars-*.jsonl, idioms-*.jsonl), sorted by name. */
export function readDictionaryFiles(dir: string = DICTIONARY_DIR): DictionaryFile[] {
  return readdirSync(dir)
    .filter(isDataFileName)
    .sort()
    .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * A short hash of the files' names and contents together with `salt` (the loader's output format),
 * so any edit to the data or to what is made of it re-imports the source.
 */
export function dictionaryVersion(files: readonly DictionaryFile[], salt: string): string {
  const hash = createHash('sha256').update(salt);
  for (const file of files) hash.update(`\0${file.name}\0${file.text}`);
  return hash.digest('hex').slice(0, 16);
}
