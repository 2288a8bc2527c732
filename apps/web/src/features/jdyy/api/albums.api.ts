import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { poemCollectionsCall, poemContentCall, poemListCall } from '@yuwen/protocol';
import { useEffect, useMemo } from 'react';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { toMusicItem } from '../album';

/** The albums: one per poem collection (they change only on import). */
export function useAlbums() {
  return useQuery({
    queryKey: ['jdyy-albums'],
    queryFn: async () => (await callApi(poemCollectionsCall, {})).filter((c) => c.count > 0),
    staleTime: 10 * 60 * 1000,
  });
}

const PAGE_SIZE = 50;

/** An album's tracks ('' = no album): every poem of the collection as a music item, the pages loaded one after another. */
export function useAlbumTracks(album: string) {
  const { id } = useStoredAccount();
  const query = useInfiniteQuery({
    queryKey: ['jdyy-tracks', id, album],
    queryFn: ({ pageParam }) => callApi(poemListCall, { collection: album, page: pageParam, page_size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: id !== undefined && album !== '',
    staleTime: 10 * 60 * 1000,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const tracks = useMemo(
    () => query.data?.pages.flatMap((page) => page.list.map((poem) => ({ item: toMusicItem(poem), poem }))) ?? [],
    [query.data],
  );
  return { query, tracks, name: query.data?.pages[0]?.collection_name ?? '', total: query.data?.pages[0]?.total ?? 0 };
}

/** One track's text, pinyin and syllable recordings. */
export function useTrackContent(poemId: number | undefined) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: ['jdyy-track', id, poemId],
    queryFn: () => callApi(poemContentCall, { id: poemId ?? 0 }),
    enabled: id !== undefined && poemId !== undefined,
    staleTime: 10 * 60 * 1000,
  });
}
