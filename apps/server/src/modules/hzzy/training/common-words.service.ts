import type { HzzyTrainingRepository } from '@yuwen/db';
import type { QuestionWord } from '../../../lib/character-questions.js';

const WORDS_PER_CHAR = 5;

/**
 * Each character → its most frequent common two-character words (WORDS_PER_CHAR), built from the
 * whole word list and kept as a read-only cache of the catalogue, like the search index: looking
 * words up per character took 30–70 ms for a volume's 600 characters. Made once per app
 * (ModuleDeps) so 汉字字源, 同步教学, 部编词语 and 考试中心 share one copy.
 */
export class CommonWordIndex {
  private index: Promise<Map<string, QuestionWord[]>> | undefined;

  constructor(private readonly repo: Pick<HzzyTrainingRepository, 'commonTwoCharWords'>) {}

  /** The index, built on the first ask (the server asks once it listens); a failed build is retried by the next ask. */
  get(): Promise<Map<string, QuestionWord[]>> {
    if (!this.index) {
      const building = this.build();
      this.index = building;
      building.catch(() => {
        if (this.index === building) this.index = undefined;
      });
    }
    return this.index;
  }

  private async build(): Promise<Map<string, QuestionWord[]>> {
    const index = new Map<string, QuestionWord[]>();
    for (const { word, pinyin } of await this.repo.commonTwoCharWords()) {
      for (const char of new Set(word)) {
        const list = index.get(char) ?? [];
        if (list.length < WORDS_PER_CHAR) list.push({ word, pinyin });
        index.set(char, list);
      }
    }
    return index;
  }
}
