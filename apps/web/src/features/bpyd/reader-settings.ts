import { storage } from '../../platform/storage';

const PINYIN_KEY = 'bpyd_show_pinyin';
const SIZE_KEY = 'bpyd_font_size';

/** The reader's three type sizes. */
export const FONT_SIZES = [
  { key: 's', label: '小' },
  { key: 'm', label: '中' },
  { key: 'l', label: '大' },
] as const;
export type FontSize = (typeof FONT_SIZES)[number]['key'];

/** Is the pinyin over the characters shown? On unless the pupil turned it off. */
export function readShowPinyin(): boolean {
  return storage.getItem(PINYIN_KEY) !== '0';
}

export function storeShowPinyin(on: boolean): void {
  storage.setItem(PINYIN_KEY, on ? '1' : '0');
}

/** The remembered type size, the middle one at first. */
export function readFontSize(): FontSize {
  const stored = storage.getItem(SIZE_KEY);
  return FONT_SIZES.find((size) => size.key === stored)?.key ?? 'm';
}

export function storeFontSize(size: FontSize): void {
  storage.setItem(SIZE_KEY, size);
}

/**
 * Pure: the line the pupil is reading — the first whose bottom is below the top of the view
 * (the lines' bottoms in the same coordinates as `viewTop`); the last line once all are above.
 */
export function lineAtTop(bottoms: readonly number[], viewTop: number): number {
  const index = bottoms.findIndex((bottom) => bottom > viewTop + 1);
  return index === -1 ? Math.max(0, bottoms.length - 1) : index;
}
