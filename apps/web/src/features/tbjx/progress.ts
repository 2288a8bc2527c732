// A pupil's progress through the textbook: per lesson (characters learned of those it teaches), per
// unit and volume (the lesson to go on with is components/textbook-volume/next-lesson.ts).
import type { TextbookUnit } from '@yuwen/protocol';

export interface Progress {
  learned: number;
  total: number;
}

/** 0–100, rounded down so a lesson shows 100 only when every character is learned. */
export function percent({ learned, total }: Progress): number {
  if (total <= 0) return 0;
  return Math.floor((Math.min(learned, total) / total) * 100);
}

/** The sum over lessons. */
export function sumProgress(lessons: readonly Progress[]): Progress {
  return lessons.reduce((sum, l) => ({ learned: sum.learned + l.learned, total: sum.total + l.total }), {
    learned: 0,
    total: 0,
  });
}

/** The volume's progress: every lesson of every unit. */
export function volumeProgress(units: readonly TextbookUnit[]): Progress {
  return sumProgress(units.flatMap((unit) => unit.lessons));
}

/** A lesson's progress from its tiles: each character of 会认 and 会写 once, learned when marked so. */
export function tilesProgress(tiles: readonly { char: string; learned: boolean }[]): Progress {
  const learned = new Map<string, boolean>();
  for (const tile of tiles) learned.set(tile.char, (learned.get(tile.char) ?? false) || tile.learned);
  return { learned: [...learned.values()].filter(Boolean).length, total: learned.size };
}
