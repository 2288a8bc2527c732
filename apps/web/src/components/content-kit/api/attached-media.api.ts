import { useQuery } from '@tanstack/react-query';
import { attachedMediaCall, type MediaItem, type MediaKind } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';
import { CONTENT_STALE_MS } from './content-stale';

/** Every cached list of attached media (the management page refreshes them after a change). */
export const ATTACHED_MEDIA_KEY = ['content-kit', 'attached-media'] as const;

/** Where media hang: a module, a category of it, or an item (0 or absent = not that level). */
export interface MediaPlace {
  moduleId: number;
  categoryId?: number;
  itemId?: number;
}

/** The media attached to a place, optionally one kind. */
export function fetchAttachedMedia(place: MediaPlace, kind?: MediaKind): Promise<MediaItem[]> {
  return callApi(attachedMediaCall, {
    module_id: place.moduleId,
    category_id: place.categoryId || undefined,
    item_id: place.itemId || undefined,
    kind,
  });
}

/** The media attached to a place. */
export function useAttachedMedia(place: MediaPlace, kind?: MediaKind) {
  return useQuery({
    queryKey: [...ATTACHED_MEDIA_KEY, place.moduleId, place.categoryId ?? 0, place.itemId ?? 0, kind ?? ''],
    queryFn: () => fetchAttachedMedia(place, kind),
    enabled: place.moduleId > 0,
    staleTime: CONTENT_STALE_MS,
  });
}
