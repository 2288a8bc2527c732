// 中国文化 and its child areas: 文化字典, 中国文学, 日常生活, 中国历史.
import { INK, TINT } from '../palette';
import type { IconArt } from './icon-art';

export const CULTURE_ART: Record<string, IconArt> = {
  // 中国文化: a red lantern with a golden tassel.
  zgwh: {
    tint: TINT.sky,
    art: (
      <>
        <path d="M32 4v8" stroke={INK.yellowDeep} strokeWidth={2.6} />
        <path d="M27 50v8M32 50v9M37 50v8" stroke={INK.yellowDeep} strokeWidth={2.6} />
        <ellipse cx={32} cy={31} rx={20} ry={16} fill={INK.red} />
        <ellipse cx={32} cy={31} rx={10} ry={16} fill="none" stroke={INK.redDeep} strokeWidth={2} />
        <path d="M32 15v32" stroke={INK.redDeep} strokeWidth={2} />
        <path d="M18 25q2-5 7-8" stroke={INK.pink} strokeWidth={2.4} />
        <rect x={23} y={11} width={18} height={6} rx={2.5} fill={INK.yellow} />
        <rect x={23} y={45} width={18} height={6} rx={2.5} fill={INK.yellow} />
      </>
    ),
  },
  // 文化字典: a book with a Chinese knot on its cover.
  whzd: {
    tint: TINT.butter,
    art: (
      <>
        <rect x={11} y={7} width={38} height={46} rx={4} fill={INK.teal} />
        <path d="M15 53h34v3a3 3 0 0 1-3 3H15z" fill={INK.paper} stroke={INK.teal} strokeWidth={1.5} />
        <rect x={11} y={7} width={6} height={46} rx={2} fill={INK.greenDeep} />
        <rect x={24} y={15} width={16} height={16} rx={2.5} fill={INK.red} transform="rotate(45 32 23)" />
        <rect
          x={27.5}
          y={18.5}
          width={9}
          height={9}
          rx={1}
          fill="none"
          stroke={INK.yellow}
          strokeWidth={1.6}
          transform="rotate(45 32 23)"
        />
        <path d="M32 34v6" stroke={INK.red} strokeWidth={2.4} />
        <path d="M29.5 40h5l1.5 8h-8z" fill={INK.red} />
      </>
    ),
  },
  // 中国文学: thread-bound classics, stitched on the right.
  zgwx: {
    tint: TINT.lilac,
    art: (
      <>
        <rect x={18} y={6} width={36} height={48} rx={2} fill={INK.teal} />
        <rect x={11} y={10} width={36} height={48} rx={2} fill={INK.blueDeep} />
        <rect x={16} y={15} width={8} height={24} rx={1} fill={INK.paper} />
        <path d="M20 19v3M20 25v3M20 31v3" stroke={INK.ink} strokeWidth={2.2} />
        <path d="M40 10v48" stroke={INK.sky} strokeWidth={1.5} />
        <path d="M40 16h7M40 27h7M40 38h7M40 49h7" stroke={INK.paper} strokeWidth={2.2} />
      </>
    ),
  },
  // 日常生活: a steaming bowl of rice with chopsticks.
  rcsh: {
    tint: TINT.peach,
    art: (
      <>
        <path
          d="M22 8q-3 4 0 7.5t0 7.5M32 6q-3 4 0 7.5t0 7.5M42 8q-3 4 0 7.5t0 7.5"
          stroke={INK.greyDeep}
          strokeWidth={2.4}
          fill="none"
        />
        <path d="M44 10l-9 25M52 12l-12 24" stroke={INK.brown} strokeWidth={3} />
        <path d="M13 35q19-15 38 0z" fill={INK.white} />
        <path d="M9 35h46q-2 19-23 19T9 35z" fill={INK.blue} />
        <rect x={8} y={33} width={48} height={5} rx={2.5} fill={INK.blueDeep} />
        <circle cx={23} cy={45} r={2.2} fill={INK.white} />
        <circle cx={32} cy={47} r={2.2} fill={INK.white} />
        <circle cx={41} cy={45} r={2.2} fill={INK.white} />
      </>
    ),
  },
  // 中国历史: the Great Wall's watchtower on a hill.
  zgls: {
    tint: TINT.sky,
    art: (
      <>
        <path d="M6 47V34h4v3h4v-3h4v3h4v10z" fill={INK.tan} />
        <path d="M42 47V29h4v3h4v-3h4v3h4v15z" fill={INK.tan} />
        <path d="M21 48V15h4v4h4v-4h6v4h4v-4h4v33z" fill={INK.yellow} />
        <path d="M28 48v-9a4 4 0 0 1 8 0v9z" fill={INK.brownDeep} />
        <rect x={29.5} y={24} width={5} height={6} rx={1} fill={INK.brownDeep} />
        <path d="M6 41h15M43 37h15M43 43h15" stroke={INK.brown} strokeWidth={1.4} />
        <path d="M6 49q13-6 26-2t26-5v10a4 4 0 0 1-4 4H10a4 4 0 0 1-4-4z" fill={INK.green} />
      </>
    ),
  },
};
