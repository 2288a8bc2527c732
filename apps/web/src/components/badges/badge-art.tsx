// The badges' drawings (issue 18), in the area icons' palette: each emblem is drawn in a 48 × 48 box
// that sits in the middle of a medal.
import type { BadgeKey } from '@yuwen/protocol';
import type { ReactNode } from 'react';
import { INK, TINT } from '../area-icons/palette';
import { starPath } from '../area-icons/shapes';

export interface BadgeArt {
  /** The medal's rim and ribbons. */
  rim: string;
  /** The disc behind the emblem. */
  disc: string;
  emblem: ReactNode;
}

/** A 田字格 page with a number written on it (characters learned). */
function countedGrid(count: string, colour: string): ReactNode {
  return (
    <>
      <rect x={6} y={6} width={36} height={36} rx={5} fill={INK.white} stroke={INK.red} strokeWidth={2.4} />
      <path d="M24 8v32M8 24h32" stroke={INK.red} strokeWidth={1.4} strokeDasharray="2.5 2" />
      <text
        x={24}
        y={25}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={15}
        fontWeight={800}
        fontFamily="system-ui, sans-serif"
        fill={colour}
      >
        {count}
      </text>
    </>
  );
}

export const BADGE_ART: Readonly<Record<BadgeKey, BadgeArt>> = {
  // 第一步: two small footprints walking up, and a sparkle.
  first_step: {
    rim: INK.green,
    disc: TINT.mint,
    emblem: (
      <>
        <ellipse cx={17} cy={31} rx={6} ry={9} fill={INK.brown} transform="rotate(-12 17 31)" />
        <ellipse cx={30} cy={19} rx={6} ry={9} fill={INK.brown} transform="rotate(12 30 19)" />
        {[
          [12, 19],
          [16, 18],
          [20, 19],
          [26, 7],
          [30, 6],
          [34, 7],
        ].map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={2} fill={INK.brown} />
        ))}
        <path d={starPath(38, 36, 6)} fill={INK.yellow} />
      </>
    ),
  },
  // 第一次背诵: a microphone with sound waves.
  first_recitation: {
    rim: INK.purple,
    disc: TINT.lilac,
    emblem: (
      <>
        <rect x={18} y={6} width={12} height={22} rx={6} fill={INK.purpleDeep} />
        <path d="M13 22a11 11 0 0 0 22 0" fill="none" stroke={INK.ink} strokeWidth={3} />
        <path d="M24 33v7M17 41h14" stroke={INK.ink} strokeWidth={3} />
        <path d="M38 12a9 9 0 0 1 0 12M10 12a9 9 0 0 0 0 12" fill="none" stroke={INK.orange} strokeWidth={3} />
      </>
    ),
  },
  // 认识100个字 and 500个字: a 田字格 with the number.
  chars_100: { rim: INK.orange, disc: TINT.peach, emblem: countedGrid('100', INK.blueDeep) },
  chars_500: { rim: INK.red, disc: TINT.blush, emblem: countedGrid('500', INK.redDeep) },
  // 写完一册: an open textbook with a tick.
  volume_written: {
    rim: INK.blue,
    disc: TINT.sky,
    emblem: (
      <>
        <path d="M4 12q10-4 20 2v28q-10-6-20-2z" fill={INK.white} stroke={INK.blueDeep} strokeWidth={2.4} />
        <path d="M44 12q-10-4-20 2v28q10-6 20-2z" fill={INK.white} stroke={INK.blueDeep} strokeWidth={2.4} />
        <path d="M9 20h10M9 26h10M29 20h10" stroke={INK.grey} strokeWidth={2.4} />
        <circle cx={35} cy={31} r={8} fill={INK.green} />
        <path d="M31 31l3 3 5-6" fill="none" stroke={INK.white} strokeWidth={2.8} />
      </>
    ),
  },
  // 连续7天: a calendar page on day 7 with a flame of keeping at it.
  streak_7: {
    rim: INK.orange,
    disc: TINT.butter,
    emblem: (
      <>
        <rect x={6} y={9} width={30} height={32} rx={5} fill={INK.white} stroke={INK.ink} strokeWidth={2.2} />
        <rect x={6} y={9} width={30} height={9} rx={4} fill={INK.red} />
        <path d="M14 5v7M28 5v7" stroke={INK.ink} strokeWidth={3} />
        <text
          x={21}
          y={30}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={16}
          fontWeight={800}
          fontFamily="system-ui, sans-serif"
          fill={INK.ink}
        >
          7
        </text>
        <path d="M40 44q-8-2-7-10 1-5 5-8 0 5 3 6 3-3 2-8 5 4 5 11-1 8-8 9z" fill={INK.orange} />
        <path d="M40 44q-4-1-3-5 1-2 3-3 1 3 3 3 1 4-3 5z" fill={INK.yellow} />
      </>
    ),
  },
  // 听写满分: a dictation sheet with a red tick and a pencil.
  dictation_full: {
    rim: INK.teal,
    disc: TINT.mint,
    emblem: (
      <>
        <rect x={8} y={5} width={28} height={38} rx={4} fill={INK.white} stroke={INK.greyDeep} strokeWidth={2} />
        <path d="M13 13h18M13 19h18M13 25h10" stroke={INK.grey} strokeWidth={2.4} />
        <path d="M14 31l6 6 12-14" fill="none" stroke={INK.red} strokeWidth={3.6} />
        <path d="M44 18L31 41l-4 2 1-4 13-23z" fill={INK.yellow} stroke={INK.yellowDeep} strokeWidth={1.6} />
        <path d="M27 43l1-4 3 2z" fill={INK.ink} />
      </>
    ),
  },
  // 百颗星: one big star among little ones.
  stars_100: {
    rim: INK.yellowDeep,
    disc: TINT.butter,
    emblem: (
      <>
        <path d={starPath(24, 26, 18)} fill={INK.yellow} stroke={INK.yellowDeep} strokeWidth={2} />
        <path d={starPath(8, 9, 5)} fill={INK.orange} />
        <path d={starPath(41, 8, 4)} fill={INK.orange} />
        <path d={starPath(42, 40, 4)} fill={INK.yellowDeep} />
        <circle cx={19} cy={25} r={1.8} fill={INK.ink} />
        <circle cx={29} cy={25} r={1.8} fill={INK.ink} />
        <path d="M20 31q4 3 8 0" fill="none" stroke={INK.ink} strokeWidth={1.8} />
      </>
    ),
  },
};
