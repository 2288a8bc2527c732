import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type MediaKind,
  mediaAttachCall,
  mediaDeleteCall,
  mediaDetachCall,
  mediaListCall,
  mediaUploadCall,
} from '@yuwen/protocol';
import { ATTACHED_MEDIA_KEY } from '../../../components/content-kit/api/attached-media.api';
import { CATEGORY_ITEMS_KEY } from '../../../components/content-kit/api/category-items.api';
import { ITEM_CONTENT_KEY } from '../../../components/content-kit/api/item-content.api';
import { callApi, uploadFiles } from '../../../lib/api-client';
import type { UploadProgress } from '../../../lib/http-transport';

const KEY = ['manage', 'media'] as const;
const PAGE_SIZE = 20;

/** Where a file is attached: a module, optionally a category of it and an item of that. */
export interface MediaTarget {
  moduleId: number;
  categoryId?: number;
  itemId?: number;
}

function targetParams(target: MediaTarget) {
  return {
    module_id: target.moduleId,
    category_id: target.categoryId || undefined,
    item_id: target.itemId || undefined,
  };
}

/** The library, newest first, a page at a time; `kind` '' = every kind (teachers and admins). */
export function useMediaLibrary(kind: MediaKind | '') {
  return useInfiniteQuery({
    queryKey: [...KEY, kind],
    queryFn: ({ pageParam }) =>
      callApi(mediaListCall, { page: pageParam, page_size: PAGE_SIZE, kind: kind === '' ? undefined : kind }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
    retry: false,
  });
}

// A change to the library shows in the management list and on the pupils' pages alike.
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [KEY, ATTACHED_MEDIA_KEY, CATEGORY_ITEMS_KEY, ITEM_CONTENT_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** What an upload takes: the file, its title, where to attach it (if anywhere) and who hears its progress. */
export interface MediaUpload {
  file: File;
  title: string;
  target?: MediaTarget;
  onProgress?: (progress: UploadProgress) => void;
}

/** Uploads a file to the library, attached at once when a target is given. */
export function useUploadMedia() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ file, title, target, onProgress }: MediaUpload) =>
      uploadFiles(mediaUploadCall, { files: file }, { title, ...(target ? targetParams(target) : {}) }, onProgress),
    onSuccess: refresh,
  });
}

/** Attaches a file to a place (replacing where it hung before). */
export function useAttachMedia() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, target }: { id: number; target: MediaTarget }) =>
      callApi(mediaAttachCall, { id, ...targetParams(target) }),
    onSuccess: refresh,
  });
}

/** Detaches a file; it stays in the library. */
export function useDetachMedia() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => callApi(mediaDetachCall, { id }), onSuccess: refresh });
}

/** Deletes a file from the library and the storage. */
export function useDeleteMedia() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => callApi(mediaDeleteCall, { id }), onSuccess: refresh });
}
