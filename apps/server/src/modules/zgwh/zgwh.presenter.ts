import type { CultureCategoryRow, CultureEntryRow, CulturePoemRow } from '@yuwen/db';
import type { CultureEntry, CultureEntrySummary, CultureGroup } from '@yuwen/protocol';
import type { DateRule } from './culture-dates.js';

/** The entry's JSON body as the importer writes it (sources/culture/culture.source.ts). */
export interface CultureBody {
  text: string;
  note: string;
  customs: string[];
  foods: string[];
  saying: string;
  rule: DateRule | null;
  years: { start: number; end: number; about: boolean } | null;
  author: string;
  /** A Noto Emoji drawing's name (absent in rows written before pictures). */
  picture?: string | null;
  poems: CulturePoemRow[];
  poets: { name: string; dynasty: string }[];
}

export const bodyOf = (row: CultureEntryRow): CultureBody => JSON.parse(row.body) as CultureBody;

/** Where the entries' pictures are answered (zgwh.routes.ts). */
export const PICTURES_BASE = '/zgwh-picture';
const pictureUrl = (name: string | null | undefined) => (name ? `${PICTURES_BASE}/${name}.svg` : null);

export function presentGroup(row: CultureCategoryRow): CultureGroup {
  return { id: row.id, key: row.key, name: row.name, count: row.count };
}

export function presentSummary(row: CultureEntryRow): CultureEntrySummary {
  const body = bodyOf(row);
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    pinyin: row.pinyin,
    summary: row.summary,
    years: body.years,
    picture: pictureUrl(body.picture),
  };
}

export function presentEntry(
  row: CultureEntryRow,
  moduleId: number,
  groups: CultureEntry['groups'],
  date: CultureEntry['date'],
): CultureEntry {
  const body = bodyOf(row);
  return {
    ...presentSummary(row),
    module_id: moduleId,
    part: row.part,
    text: body.text,
    note: body.note,
    customs: body.customs,
    foods: body.foods,
    saying: body.saying,
    date,
    author: body.author,
    poems: body.poems,
    poets: body.poets,
    groups,
  };
}
