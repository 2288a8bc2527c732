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
