import type { MediaItemRow } from '@yuwen/db';
import { MEDIA_FILE_PATH, MEDIA_KINDS, type MediaItem, type MediaKind } from '@yuwen/protocol';

/** The public address of a stored media file. */
export const mediaUrl = (file: string) => `${MEDIA_FILE_PATH}/${file}`;

/** The storage key of a media file's random name. */
export const mediaKey = (file: string) => `media/${file}`;

const asKind = (kind: string): MediaKind =>
  (MEDIA_KINDS as readonly string[]).includes(kind) ? (kind as MediaKind) : 'image';

export function presentMedia(row: MediaItemRow): MediaItem {
  return {
    id: row.id,
    kind: asKind(row.kind),
    title: row.title,
    url: mediaUrl(row.file),
    mime: row.mime,
    size: Number(row.size),
    duration_ms: Number(row.duration_ms),
    width: Number(row.width),
    height: Number(row.height),
    module_id: row.module_id ?? 0,
    category_id: row.category_id ?? 0,
    item_id: row.item_id ?? 0,
    created_at: Number(row.created_at),
  };
}
