// How a track is read aloud, and where the reading is: a teacher's recording when one was uploaded,
// else the device's Chinese voice, else the syllable recordings one after another. The page says which.
import type { Track } from '@yuwen/protocol';

export type ListenSource = 'teacher' | 'device' | 'syllables';

/** What the page says about each source, in the pupil's words. */
export const SOURCE_LABELS: Readonly<Record<ListenSource, { name: string; note: string }>> = {
  teacher: { name: '老师的录音', note: '老师录好了这一篇，听老师读吧' },
  device: { name: '设备朗读', note: '用这台设备自带的声音读' },
  syllables: { name: '一字一字读', note: '用每个字的读音录音，一个字一个字地读' },
};

/** The sources this track can be read with on this device, best first. */
export function availableSources(track: Pick<Track, 'teacher_audio' | 'audio'>, hasVoice: boolean): ListenSource[] {
  const out: ListenSource[] = [];
  if (track.teacher_audio !== '') out.push('teacher');
  if (hasVoice) out.push('device');
  if (track.audio.some((line) => line.some((url) => url !== ''))) out.push('syllables');
  return out;
}

/** Where a reading is: a line, and the character in it (-1 when only the line is known). */
export interface ListenMark {
  line: number;
  index: number;
}

/**
 * Pure: the line being read when a whole recording is at `fraction` (0–1) of its length, taking each
 * line's share of the characters as its share of the time (a recording says nothing finer).
 */
export function lineAtFraction(lines: readonly string[], fraction: number): number {
  const sizes = lines.map((line) => [...line].filter((c) => /\p{Script=Han}/u.test(c)).length);
  const total = sizes.reduce((sum, n) => sum + n, 0);
  if (total === 0 || lines.length === 0) return 0;
  let passed = 0;
  const at = Math.min(Math.max(fraction, 0), 1) * total;
  for (const [line, size] of sizes.entries()) {
    passed += size;
    if (at < passed) return line;
  }
  return lines.length - 1;
}

/** Pure: the character of a line at a speech boundary's UTF-16 offset (what boundary events report). */
export function charAtOffset(line: string, offset: number): number {
  let units = 0;
  const chars = [...line];
  for (const [index, char] of chars.entries()) {
    if (offset < units + char.length) return index;
    units += char.length;
  }
  return chars.length - 1;
}
