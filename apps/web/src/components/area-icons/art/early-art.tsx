// 学前教育 and its child areas: 幼儿教育, 字源起名 (趣味识字, 成语学堂, 诗词乐园, 个性起名).
import { INK, TINT } from '../palette';
import { starPath } from '../shapes';
import type { IconArt } from './icon-art';

export const EARLY_ART: Record<string, IconArt> = {
  // 学前教育: a stack of toy blocks.
  xqjy: {
    tint: TINT.butter,
    art: (
      <>
        <rect x={8} y={34} width={22} height={22} rx={4} fill={INK.red} />
        <circle cx={19} cy={45} r={5.5} fill={INK.white} />
        <rect x={34} y={34} width={22} height={22} rx={4} fill={INK.blue} />
        <path d="M45 39l6.5 11.5h-13z" fill={INK.white} />
        <g transform="rotate(-8 32 20)">
          <rect x={21} y={9} width={22} height={22} rx={4} fill={INK.green} />
          <path d={starPath(32, 20.5, 7)} fill={INK.white} />
        </g>
      </>
    ),
  },
  // 幼儿教育: a rubber duck on the water.
  ycjy: {
    tint: TINT.sky,
    art: (
      <>
        <path d="M50 33l7-7v12z" fill={INK.yellow} />
        <ellipse cx={33} cy={40} rx={20} ry={11} fill={INK.yellow} />
        <circle cx={22} cy={24} r={10.5} fill={INK.yellow} />
        <path d="M13 23q-8 1-8 3.5t8 3.5z" fill={INK.orange} />
        <circle cx={20} cy={21.5} r={2.2} fill={INK.ink} />
        <circle cx={25.5} cy={27.5} r={2.2} fill={INK.pink} />
        <path d="M30 39q9-6 16 1q-7 7-16 2z" fill={INK.yellowDeep} />
        <path d="M6 51q6.5-4 13 0t13 0t13 0t13 0v3a4 4 0 0 1-4 4H10a4 4 0 0 1-4-4z" fill={INK.blue} />
      </>
    ),
  },
  // 字源起名: a seal stamp and the red mark it leaves.
  zyqm: {
    tint: TINT.lilac,
    art: (
      <>
        <circle cx={32} cy={11} r={6} fill={INK.brown} />
        <rect x={28} y={15} width={8} height={9} fill={INK.brown} />
        <rect x={18} y={23} width={28} height={12} rx={3} fill={INK.brownDeep} />
        <rect x={8} y={39} width={48} height={18} rx={3} fill={INK.white} />
        <rect x={23} y={41.5} width={18} height={13} rx={1.5} fill={INK.red} />
        <path d="M27 45h10M32 45v6.5M26.5 51.5h11" stroke={INK.white} strokeWidth={1.8} />
      </>
    ),
  },
  // 趣味识字: two puzzle pieces about to click together, a pictograph on each.
  qwsz: {
    tint: TINT.mint,
    art: (
      <>
        <path d="M7 19h23v9a5 5 0 1 1 0 10v9H7z" fill={INK.orange} />
        <circle cx={18.5} cy={33} r={5} fill="none" stroke={INK.white} strokeWidth={2.6} />
        <circle cx={18.5} cy={33} r={1.2} fill={INK.white} />
        <path d="M34 15h23v28H34v-9a5 5 0 1 0 0-10z" fill={INK.blue} />
        <path d="M42 33v-7M46.5 33v-10M51 33v-7M41 33h11" stroke={INK.white} strokeWidth={2.6} />
        <path d={starPath(32, 53, 5)} fill={INK.yellow} />
      </>
    ),
  },
  // 成语学堂: the four tiles of a four-character idiom.
  cyxt: {
    tint: TINT.peach,
    art: (
      <>
        <rect x={8} y={8} width={22} height={22} rx={5} fill={INK.red} />
        <rect x={34} y={8} width={22} height={22} rx={5} fill={INK.yellowDeep} />
        <rect x={8} y={34} width={22} height={22} rx={5} fill={INK.green} />
        <rect x={34} y={34} width={22} height={22} rx={5} fill={INK.blue} />
        <path d="M13.5 19h11" stroke={INK.white} strokeWidth={3.2} />
        <path d="M40 16h10M40 22.5h10" stroke={INK.white} strokeWidth={3.2} />
        <path d="M13.5 41h11M13.5 45h11M13.5 49h11" stroke={INK.white} strokeWidth={2.6} />
        <path d="M39.5 45h11M45 39.5v11" stroke={INK.white} strokeWidth={3.2} />
      </>
    ),
  },
  // 诗词乐园: a smiling crescent moon, stars and a cloud.
  scly: {
    tint: TINT.lilac,
    art: (
      <>
        <path d="M36 8a20 20 0 1 0 18 30A16 16 0 1 1 36 8z" fill={INK.yellow} />
        <path d="M22 28q2 2 4 0" stroke={INK.ink} strokeWidth={2} />
        <circle cx={27} cy={34} r={2.2} fill={INK.pink} />
        <path d={starPath(49, 14, 5)} fill={INK.yellowDeep} />
        <path d={starPath(56, 27, 3)} fill={INK.yellowDeep} />
        <path d="M32 56a5.5 5.5 0 0 1 1-10.8 8 8 0 0 1 15.2-1.5A6.3 6.3 0 1 1 50 56z" fill={INK.white} />
      </>
    ),
  },
  // 个性起名: a name badge with a star.
  gxqm: {
    tint: TINT.blush,
    art: (
      <>
        <path d="M22 5l10 11 10-11" stroke={INK.blue} strokeWidth={3} fill="none" />
        <rect x={9} y={16} width={46} height={38} rx={6} fill={INK.white} />
        <path d="M9 22a6 6 0 0 1 6-6h34a6 6 0 0 1 6 6v5H9z" fill={INK.pink} />
        <rect x={27} y={13} width={10} height={7} rx={2} fill={INK.greyDeep} />
        <path d={starPath(21, 40, 7.5)} fill={INK.yellow} />
        <path d="M33 37h15M33 45h10" stroke={INK.grey} strokeWidth={3.2} />
      </>
    ),
  },
};
