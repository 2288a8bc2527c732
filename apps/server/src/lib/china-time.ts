/**
 * Calendar days in China Standard Time (Asia/Shanghai). China has kept UTC+8 without daylight
 * saving since 1991, so a fixed offset gives the same days as the time-zone database, cheaply.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The start (epoch ms) of the China day that holds `ms`. */
export function chinaDayStart(ms: number): number {
  return Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
}

/** The China date of `ms` as YYYY-MM-DD. */
export function chinaDate(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}
