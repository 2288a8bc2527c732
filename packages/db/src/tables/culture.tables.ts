import type { Selectable } from 'kysely';

/** A 中国文化 resource category (a group of one child module) with the importer's key, so its id survives re-imports. */
export interface CultureCategoryTable {
  category_id: number;
  key: string;
  /** The child module's key: whzd | zgwx | rcsh | zgls. */
  part: string;
}

/** One entry of 中国文化 (issue 15, apps/importer/data/culture), written by the importer. */
export interface CultureEntryTable {
  /** Kept by key across imports, so links by id stay valid. */
  id: number;
  key: string;
  part: string;
  /** Data file order within its part. */
  sort: number;
  title: string;
  pinyin: string;
  summary: string;
  /** JSON: the rest of the entry as the importer resolved it (texts, date rule, years, linked poems and poets). */
  body: string;
}

/** An entry listed in a category (an entry may stand in two: 清明 is a 节气 and a festival). */
export interface CultureListingTable {
  category_id: number;
  sort: number;
  entry_key: string;
}

export type CultureEntryRow = Selectable<CultureEntryTable>;
