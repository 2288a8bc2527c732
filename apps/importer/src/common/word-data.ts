import { readPackageJson, requirePackage } from '../package-data.js';

/** @pinyin-pro/data's word lists: word → [pinyin with spaces, frequency]. */
export type WordList = Record<string, [string, number]>;

let modern: WordList | undefined;
let complete: WordList | undefined;
let common: string[] | undefined;

/** @pinyin-pro/data modern.json: 58,907 modern words (read once per run). */
export function modernWords(): WordList {
  modern ??= readPackageJson<WordList>('@pinyin-pro/data', 'json', 'modern.json');
  return modern;
}

/** @pinyin-pro/data complete.json: 348,838 words including classical ones (read once per run, ~1 s). */
export function completeWords(): WordList {
  complete ??= readPackageJson<WordList>('@pinyin-pro/data', 'json', 'complete.json');
  return complete;
}

/** cnchar-words: the 19,894 distinct common words pupils use for 组词. */
export function commonWords(): string[] {
  if (!common) {
    const { dict } = requirePackage('cnchar-words') as { dict: { words: string } };
    common = [...new Set(dict.words.trim().split(/\s+/))];
  }
  return common;
}

/**
 * cnchar-data's word explanations, one file per first character, read on demand and kept for
 * the run (the words and the idioms both look them up).
 */
const explanationFiles = new Map<string, Record<string, string>>();

export function rawExplanation(word: string): string | undefined {
  const first = [...word][0];
  if (!first) return undefined;
  let file = explanationFiles.get(first);
  if (!file) {
    try {
      file = readPackageJson<Record<string, string>>('cnchar-data', 'explanation', `${first}.json`);
    } catch {
      file = {};
    }
    explanationFiles.set(first, file);
  }
  return file[word];
}
