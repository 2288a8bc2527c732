// The rules of rewards (issue 18), without the database: days in a row, stars and badges, all worked
// out from what the pupil finished and when. Days are China days numbered from the epoch.
import { type Badge, type BadgeKey, type Streak, starsForScore } from '@yuwen/protocol';
import { chinaDayStart, DAY_MS } from '../../lib/china-time.js';

/** UTC+8 as china-time.ts keeps it: the start of the China day holding the epoch is 8 hours before it. */
export const CHINA_OFFSET_MS = -chinaDayStart(0);

/** The China day (whole days since the epoch) holding `ms`. */
export const chinaDay = (ms: number): number => Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS);

/** When China day `day` starts (epoch ms). */
export const dayStart = (day: number): number => day * DAY_MS - CHINA_OFFSET_MS;

/** Something the pupil finished that earns stars: a scored round by its score, a kept recitation one star. */
export interface StarEvent {
  stars: number;
  at: number;
}

export function starEvents(
  rounds: readonly { score: number; at: number; stars?: number }[],
  recitations: readonly number[],
) {
  return [
    ...rounds.map((round) => ({ stars: round.stars ?? starsForScore(round.score), at: round.at })),
    ...recitations.map((at) => ({ stars: 1, at })),
  ].sort((a, b) => a.at - b.at);
}

/** The days in a row ending today (or yesterday, while today has nothing yet), the longest run, and today. */
export function streakOf(days: ReadonlySet<number>, today: number): Streak {
  let current = 0;
  for (let day = days.has(today) ? today : today - 1; days.has(day); day--) current++;
  return { current, longest: longestRun(days), today: days.has(today) };
}

/** The most days in a row there ever were. */
export function longestRun(days: ReadonlySet<number>): number {
  let longest = 0;
  for (const day of days) {
    if (days.has(day - 1)) continue;
    let run = 1;
    while (days.has(day + run)) run++;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The first day on which a run of `length` days in a row was completed, or undefined. */
export function dayReachingRun(days: ReadonlySet<number>, length: number): number | undefined {
  let run = 0;
  let previous: number | undefined;
  for (const day of [...days].sort((a, b) => a - b)) {
    run = previous === day - 1 ? run + 1 : 1;
    previous = day;
    if (run === length) return day;
  }
  return undefined;
}

/** What the badges are worked out from. */
export interface BadgeFacts {
  days: ReadonlySet<number>;
  /** Star events, oldest first. */
  stars: readonly StarEvent[];
  recitations: readonly number[];
  /** Learned characters with when each mark last changed, oldest first. */
  learned: readonly { char: string; updated_at: number }[];
  /** Each volume's name and its 写字表 characters. */
  volumes: readonly { name: string; chars: ReadonlySet<string> }[];
  /** When dictations scored full marks, oldest first. */
  fullDictations: readonly number[];
}

const CHARS_100 = 100;
const CHARS_500 = 500;
const STREAK_DAYS = 7;
const STARS_100 = 100;

function badge(key: BadgeKey, have: number, need: number, at: number | undefined, detail = ''): Badge {
  const earned = have >= need;
  return { key, earned, earned_at: earned ? (at ?? null) : null, have: Math.min(have, need), need, detail };
}

/** The volume whose 写字表 is most written: its name, how many of its characters are learned and when the last was. */
function bestVolume(facts: BadgeFacts) {
  const learnedAt = new Map(facts.learned.map((row) => [row.char, row.updated_at]));
  let best = { name: '', have: 0, need: 1, at: 0 };
  for (const volume of facts.volumes) {
    if (volume.chars.size === 0) continue;
    let have = 0;
    let at = 0;
    for (const char of volume.chars) {
      const when = learnedAt.get(char);
      if (when === undefined) continue;
      have++;
      at = Math.max(at, when);
    }
    if (have / volume.chars.size > best.have / best.need)
      best = { name: volume.name, have, need: volume.chars.size, at };
  }
  return best;
}

/** Every badge in the rewards page's order, earned or with how far along the pupil is. */
export function badgesOf(facts: BadgeFacts): Badge[] {
  const firstDay = Math.min(...facts.days);
  const streakDay = dayReachingRun(facts.days, STREAK_DAYS);
  let total = 0;
  const starsAt = facts.stars.find((event) => {
    total += event.stars;
    return total >= STARS_100;
  })?.at;
  const volume = bestVolume(facts);
  return [
    badge('first_step', facts.days.size > 0 ? 1 : 0, 1, Number.isFinite(firstDay) ? dayStart(firstDay) : undefined),
    badge('first_recitation', facts.recitations.length, 1, facts.recitations[0]),
    badge('chars_100', facts.learned.length, CHARS_100, facts.learned[CHARS_100 - 1]?.updated_at),
    badge('chars_500', facts.learned.length, CHARS_500, facts.learned[CHARS_500 - 1]?.updated_at),
    badge('volume_written', volume.have, volume.need, volume.at, volume.name),
    badge('streak_7', longestRun(facts.days), STREAK_DAYS, streakDay === undefined ? undefined : dayStart(streakDay)),
    badge('dictation_full', facts.fullDictations.length, 1, facts.fullDictations[0]),
    badge(
      'stars_100',
      facts.stars.reduce((sum, event) => sum + event.stars, 0),
      STARS_100,
      starsAt,
    ),
  ];
}
