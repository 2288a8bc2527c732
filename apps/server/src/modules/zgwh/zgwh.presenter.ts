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
  poems: CulturePoemRow[];
  poets: { name: string; dynasty: string }[];
}

export const bodyOf = (row: CultureEntryRow): CultureBody => JSON.parse(row.body) as CultureBody;

export function presentGroup(row: CultureCategoryRow): CultureGroup {
  return { id: row.id, key: row.key, name: row.name, count: row.count };
}

export function presentSummary(row: CultureEntryRow): CultureEntrySummary {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    pinyin: row.pinyin,
    summary: row.summary,
    years: bodyOf(row).years,
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
