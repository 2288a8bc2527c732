/** The loop modes of /jdsd/loop: one poem again and again, a list in order, or a list shuffled. */
export const LOOP_MODES = [
  { key: 'single', label: '单首循环' },
  { key: 'list', label: '列表循环' },
  { key: 'shuffle', label: '随机播放' },
] as const;
export type LoopMode = (typeof LOOP_MODES)[number]['key'];

/** The pause between one reading and the next. */
export const LOOP_PAUSE_MS = 1500;

/**
 * Pure: which poem of a list of `length` comes after `current`. Shuffle never repeats the poem
 * just read (when there is another); `random` is in [0, 1).
 */
export function nextLoopIndex(mode: LoopMode, current: number, length: number, random: () => number): number {
  if (length <= 1 || mode === 'single') return current;
  if (mode === 'list') return (current + 1) % length;
  const pick = Math.min(Math.floor(random() * (length - 1)), length - 2);
  return pick >= current ? pick + 1 : pick;
}

/** Pure: the poem before `current`, wrapping round. */
export function previousLoopIndex(current: number, length: number): number {
  return length === 0 ? 0 : (current - 1 + length) % length;
}
