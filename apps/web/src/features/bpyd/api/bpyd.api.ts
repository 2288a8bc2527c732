import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bookCall,
  bookChapterCall,
  bookProgressCall,
  bookSearchCall,
  bookshelfCall,
  bpydHomeCall,
} from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

/** Every cached answer of the area starts with this key. */
export const BPYD_KEY = ['bpyd'] as const;

/** The library with the pupil's shelf and places (bpyd/home). */
export function useBpydHome() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...BPYD_KEY, 'home', id],
    queryFn: () => callApi(bpydHomeCall, {}),
    enabled: id !== undefined,
  });
}

/** One book with its contents and the pupil's place (bpyd/book). */
export function useBook(id: number | undefined) {
  const { id: uid } = useStoredAccount();
  return useQuery({
    queryKey: [...BPYD_KEY, 'book', uid, id],
    queryFn: () => callApi(bookCall, { id: id ?? 0 }),
    enabled: id !== undefined && uid !== undefined,
  });
}

/** A chapter's text, pinyin and recordings (the same for every pupil, so kept long). */
export function useChapter(bookId: number, chapter: number) {
  return useQuery({
    queryKey: [...BPYD_KEY, 'chapter', bookId, chapter],
    queryFn: () => callApi(bookChapterCall, { book_id: bookId, chapter }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Puts a book on the shelf or takes it off; the library and the book are asked again. */
export function useShelf() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookId, on }: { bookId: number; on: boolean }) =>
      callApi(bookshelfCall, { book_id: bookId, on: on ? 1 : 0 }),
    onSuccess: () => client.invalidateQueries({ queryKey: BPYD_KEY, predicate: (q) => q.queryKey[1] !== 'chapter' }),
  });
}

/** Keeps the reading place; the library and book pages show it next time they are asked. */
export function saveProgress(bookId: number, chapter: number, position: number) {
  return callApi(bookProgressCall, { book_id: bookId, chapter, position });
}

/** Search over titles and text (bpyd/search); the last results stay while the next are asked. */
export function useBookSearch(q: string) {
  return useQuery({
    queryKey: [...BPYD_KEY, 'search', q],
    queryFn: () => callApi(bookSearchCall, { q }),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
