import type { CatalogueRepository } from '@yuwen/db';
import { SEARCH_PREVIEW_SIZE, SEARCH_TYPES, type SearchGroup, type SearchType } from '@yuwen/protocol';
import { SearchIndex } from './search-index.js';

/** Search over the whole catalogue, from an index built on first use (start-up stays quick). */
export class SearchService {
  private index: Promise<SearchIndex> | undefined;

  constructor(private readonly catalogue: CatalogueRepository) {}

  /** The index, read from the database once per process; a failed read is tried again next time. */
  ready(): Promise<SearchIndex> {
    if (!this.index) {
      const c = this.catalogue;
      this.index = Promise.all([
        c.listCharactersForSearch(),
        c.listWordsForSearch(),
        c.listIdiomsForSearch(),
        c.listXiehouyuForSearch(),
        c.listPoemsForSearch(),
      ]).then(
        ([characters, words, idioms, xiehouyu, poems]) =>
          new SearchIndex({ characters, words, idioms, xiehouyu, poems }),
      );
      this.index.catch(() => {
        this.index = undefined;
      });
    }
    return this.index;
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
