import type { CatalogueRepository } from '@yuwen/db';
import { SEARCH_PREVIEW_SIZE, SEARCH_TYPES, type SearchGroup, type SearchType } from '@yuwen/protocol';
import { inPages, nextTurn } from '../../lib/next-turn.js';
import { SearchIndex } from './search-index.js';

/** Search over the whole catalogue, from an index built on first use (start-up stays quick). */
export class SearchService {
  private index: Promise<SearchIndex> | undefined;

  constructor(private readonly catalogue: CatalogueRepository) {}

  /**
   * The index, read from the database once per process; a failed read is tried again next time.
   * Built a part at a time with turns of the event loop in between (about a second in all), so
   * the server answers other calls meanwhile.
   */
  ready(): Promise<SearchIndex> {
    if (!this.index) {
      this.index = this.build();
      this.index.catch(() => {
        this.index = undefined;
      });
    }
    return this.index;
  }

  private async build(): Promise<SearchIndex> {
    const c = this.catalogue;
    await nextTurn();
    const characters = await c.listCharactersForSearch();
    await nextTurn();
    const words = await inPages((offset, limit) => c.listWordsForSearch(offset, limit));
    const idioms = await inPages((offset, limit) => c.listIdiomsForSearch(offset, limit));
    const xiehouyu = await c.listXiehouyuForSearch();
    const poems = await c.listPoemsForSearch();
    return SearchIndex.build({ characters, words, idioms, xiehouyu, poems });
  }

  /** Without `type`: every group's first results. With `type`: that group's page. */
  async search(keyword: string, type: SearchType | undefined, page: number, pageSize: number): Promise<SearchGroup[]> {
    const index = await this.ready();
    const types = type ? [type] : SEARCH_TYPES;
    const size = type ? pageSize : SEARCH_PREVIEW_SIZE;
    const first = type ? (page - 1) * size : 0;
    return types.map((t) => {
      const found = index.find(t, keyword);
      return {
        type: t,
        total: found.indexes.length,
        page: type ? page : 1,
        items: found.indexes.slice(first, first + size).map((i) => found.present(i)),
      };
    });
  }
}
