import type { ResourceCategoryRow } from '@yuwen/db';
import type { ContentItem, ContentItemSummary, Crumb, MediaItem } from '@yuwen/protocol';

/** How many characters of an item's text its summary shows. */
export const SUMMARY_LENGTH = 40;

/** Pure: the paragraphs of an item's text — split at blank lines, each trimmed, empty ones dropped. */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u3000]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** Pure: the first SUMMARY_LENGTH characters of the text on one line, with … when there is more. */
export function summaryOf(body: string): string {
  const chars = Array.from(body.replace(/\s+/g, ' ').trim());
  return chars.length > SUMMARY_LENGTH ? `${chars.slice(0, SUMMARY_LENGTH).join('')}…` : chars.join('');
}

/**
 * Pure: the path from the module down to `categoryId` (both included). Walks the module's
 * categories by pid; a broken or cyclic chain stops where it breaks.
 */
export function breadcrumbsOf(
  module: { id: number; name: string },
  categories: readonly Pick<ResourceCategoryRow, 'id' | 'pid' | 'name'>[],
  categoryId: number,
): Crumb[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path: Crumb[] = [];
  const seen = new Set<number>();
  let current = byId.get(categoryId);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift({ id: current.id, name: current.name });
    current = byId.get(Number(current.pid));
  }
  return [{ id: module.id, name: module.name }, ...path];
}

/** An item row with the counts the repository adds. */
export interface ItemRow {
  id: number;
  module_id: number;
  category_id: number;
  title: string;
  body: string;
  media_count: number | string | bigint | null;
  cover_file: string | null;
}

/** `coverUrl`: the address of the item's first image ('' when none). */
export function presentItemSummary(row: ItemRow, coverUrl: string): ContentItemSummary {
  return {
    id: row.id,
    module_id: row.module_id,
    category_id: row.category_id,
    title: row.title,
    summary: summaryOf(row.body),
    cover: coverUrl,
    media_count: Number(row.media_count ?? 0),
  };
}

export function presentItem(row: ItemRow, coverUrl: string, breadcrumbs: Crumb[], media: MediaItem[]): ContentItem {
  return { ...presentItemSummary(row, coverUrl), paragraphs: paragraphsOf(row.body), breadcrumbs, media };
}
