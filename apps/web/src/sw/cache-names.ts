/**
 * The caches the service worker and the page share. Kept answers and offline packs belong to the
 * signed-in pupil: they go when the pupil logs out, so the next child on a shared device starts
 * empty. Stroke data, recordings, glyphs and fonts are the same for everyone and stay.
 */

/** Answers of read calls, under a key with the pupil's uid (see `keptAnswerKey`). */
export const API_CACHE = 'yuwen-api-v1';

/** One cache per downloaded textbook volume: its files and a record of what it holds. */
export const PACK_CACHE_PREFIX = 'yuwen-pack-';

/**
 * The header a pack download sends with each file: the worker then leaves the file to the pack's
 * own cache instead of keeping a second copy in its runtime cache.
 */
export const PACK_REQUEST_HEADER = 'x-yuwen-offline-pack';

/** What the page tells a waiting new version to take over now (workbox-window's messageSkipWaiting). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Is this cache one of the signed-in pupil's, to be cleared at logout? */
export function isUserCache(name: string): boolean {
  return name === API_CACHE || name.startsWith(PACK_CACHE_PREFIX);
}

/** Clears the pupil's kept answers and offline packs (logout); nothing where the browser has no Cache API. */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter(isUserCache).map((name) => caches.delete(name)));
}
