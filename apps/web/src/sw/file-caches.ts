/**
 * The files a pupil's pages load besides the app itself, kept cache-first once seen: they change
 * only with a new release of their data package. Each kind has its own cache and a limit on
 * entries (roughly the size in brackets) and age, the oldest dropped first.
 */
export interface FileCacheRule {
  prefix: string;
  cache: string;
  maxEntries: number;
}

const DAY_S = 24 * 60 * 60;

/** How long a kept file may go unused before it is dropped. */
export const FILE_MAX_AGE_S = 60 * DAY_S;

export const FILE_CACHE_RULES: readonly FileCacheRule[] = [
  // Syllable recordings, about 8 KB each (≈ 8 MB).
  { prefix: '/audio/pinyin/', cache: 'yuwen-audio-v1', maxEntries: 1000 },
  // hanzi-writer stroke data, about 5 KB each (≈ 10 MB).
  { prefix: '/hanzi-data/', cache: 'yuwen-strokes-v1', maxEntries: 2000 },
  // Drawn characters and ancient forms, a few KB each.
  { prefix: '/glyph/', cache: 'yuwen-glyphs-v1', maxEntries: 600 },
  { prefix: '/char-origin/', cache: 'yuwen-origins-v1', maxEntries: 400 },
  // The Kaiti stylesheet and the subsets a page needed, 30–60 KB each (≈ 8 MB).
  { prefix: '/fonts/', cache: 'yuwen-fonts-v1', maxEntries: 160 },
];

/** The rule for a same-origin path, or undefined when the worker leaves it to the network. */
export function fileCacheRule(pathname: string): FileCacheRule | undefined {
  return FILE_CACHE_RULES.find((rule) => pathname.startsWith(rule.prefix));
}
