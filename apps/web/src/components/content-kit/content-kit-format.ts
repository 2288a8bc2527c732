import type { MediaItem, MediaKind } from '@yuwen/protocol';

/** What a child calls each kind of file. */
export const MEDIA_KIND_NAMES: Readonly<Record<MediaKind, string>> = { video: '视频', image: '图片', audio: '音频' };

/** A file size as people read it: 820 KB, 3.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / 1024 / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** A length in ms as m:ss ('' when unknown). */
export function formatDuration(ms: number): string {
  if (!(ms > 0)) return '';
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A title to show for a file: its own, else its kind. */
export function mediaTitle(media: Pick<MediaItem, 'title' | 'kind'>): string {
  return media.title.trim() || MEDIA_KIND_NAMES[media.kind];
}

/**
 * The media hanging exactly at a level: a module's own (no category, no item), a category's own
 * (no item), or an item's — the list a server answers may hold the levels below too.
 */
export function mediaAtLevel(
  media: readonly MediaItem[],
  place: { moduleId: number; categoryId?: number; itemId?: number },
): MediaItem[] {
  return media.filter((m) => {
    if (m.module_id !== place.moduleId) return false;
    if (place.itemId) return m.item_id === place.itemId;
    if (m.item_id !== 0) return false;
    return place.categoryId ? m.category_id === place.categoryId : m.category_id === 0;
  });
}

/** Videos first, then images, then audio; newest first within a kind — the order slots show them. */
export function sortMedia(media: readonly MediaItem[]): MediaItem[] {
  const rank: Record<MediaKind, number> = { video: 0, image: 1, audio: 2 };
  return [...media].sort((a, b) => rank[a.kind] - rank[b.kind] || b.created_at - a.created_at || b.id - a.id);
}

/** Counts the categories of a tree, the nested ones included. */
export function countCategories(tree: readonly { children?: readonly unknown[] }[]): number {
  return tree.reduce(
    (sum, node) => sum + 1 + countCategories((node.children ?? []) as { children?: readonly unknown[] }[]),
    0,
  );
}
