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
  /** JSON: the rest of the entry as the importer resolved it (texts, date rule, years, picture name, linked poems and poets). */
  body: string;
}

/** An entry listed in a category (an entry may stand in two: 清明 is a 节气 and a festival). */
export interface CultureListingTable {
  category_id: number;
  sort: number;
  entry_key: string;
}

/** A drawing an entry shows (migration 0041): a Noto Emoji picture by its name, a whole SVG document. */
export interface CulturePictureTable {
  name: string;
  svg: string;
}

/** The tables of migration 0041, added to a Kysely instance by `withTables`. */
// A type alias, not an interface: withTables needs the index signature only an alias has.
export type CultureTables = {
  culture_pictures: CulturePictureTable;
};

export type CultureEntryRow = Selectable<CultureEntryTable>;
