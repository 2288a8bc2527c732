import { IDIOM_RANK, type IdiomRank } from '@yuwen/db';

/** How many of the most frequent idioms the pupil dictionary writes 出处 and 例句 for (issue 7). */
export const DICTIONARY_IDIOM_COUNT = 1000;

/** A word list of @pinyin-pro/data: word → [pinyin, frequency]. */
export type FrequencyList = Readonly<Record<string, readonly [string, number] | undefined>>;

export interface RankedIdiom {
  /** 1-based rank. */
  rank: number;
  idiom: string;
  frequency: number;
}

/**
 * Ranks idioms by frequency in the modern word list, falling back to the complete list for an
 * idiom the modern one lacks (0 when neither has it). Ties keep the idioms' own order, so the
 * ranking is the same on every run.
 */
export function rankIdioms(idioms: readonly string[], modern: FrequencyList, complete: FrequencyList): RankedIdiom[] {
  return idioms
    .map((idiom, index) => ({ idiom, index, frequency: (modern[idiom] ?? complete[idiom])?.[1] ?? 0 }))
    .sort((a, b) => b.frequency - a.frequency || a.index - b.index)
    .map(({ idiom, frequency }, index) => ({ rank: index + 1, idiom, frequency }));
}

/**
 * How many of the most frequent idioms are common (issue 20 item 5); the rest are obscure unless pupils meet
 * them. Beyond about 6,900 the frequency lists have no evidence of use; the why is in data/idiom-ranking/README.md.
 */
export const COMMON_IDIOM_COUNT = 6000;

/** What the ranks are made from (each read from its data file). */
export interface RankingInputs {
  /** The pupil dictionary's idioms, with their review marks. */
  dictionary: readonly { idiom: string; review: boolean }[];
  /** The textbook's 词语表 words and lesson and classical-text titles: those that are idioms pupils meet. */
  textbook: readonly string[];
  /** Our idiom stories' idioms and their variants. */
  stories: readonly string[];
  /** Our curated list of idioms unsuited to children. */
  unsuitable: readonly string[];
}

/**
 * The idioms whose rank is not their frequency's: the dictionary's (marked ones common), then the textbook's and
 * the stories' (met in class, so before the dictionary's: 守 shows 守株待兔 before 闭关自守), then the unsuitable
 * ones, each later set winning. Words of the textbook that are no idioms simply match no row.
 */
export function namedIdiomRanks({ dictionary, textbook, stories, unsuitable }: RankingInputs): Map<string, IdiomRank> {
  const ranks = new Map<string, IdiomRank>();
  for (const { idiom, review } of dictionary) ranks.set(idiom, review ? IDIOM_RANK.common : IDIOM_RANK.reviewed);
  for (const idiom of [...textbook, ...stories]) ranks.set(idiom, IDIOM_RANK.textbook);
  for (const idiom of unsuitable) ranks.set(idiom, IDIOM_RANK.unsuitable);
  return ranks;
}
