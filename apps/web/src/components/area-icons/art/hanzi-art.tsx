// The 汉字字源 area and its child areas.
import { INK, TINT } from '../palette';
import type { IconArt } from './icon-art';

export const HANZI_ART: Record<string, IconArt> = {
  // 汉字字源: an oracle-bone shell carved with pictographs (sun, mountain, person, tree).
  hzzy: {
    tint: TINT.sky,
    art: (
      <>
        <path
          d="M32 8c12 0 21 9 21 22 0 15-9 26-21 26S11 45 11 30C11 17 20 8 32 8z"
          fill={INK.tan}
          stroke={INK.brown}
          strokeWidth={3}
        />
        <path d="M32 11v42M13 31h38" stroke={INK.brown} strokeWidth={2} />
        <circle cx={22.5} cy={22} r={4.5} fill="none" stroke={INK.ink} strokeWidth={2.4} />
        <circle cx={22.5} cy={22} r={1.2} fill={INK.ink} />
        <path d="M36 26v-6M40.5 26v-9M45 26v-6M35 26h11" stroke={INK.ink} strokeWidth={2.4} />
        <path d="M23 35l-5 12M23 35c1 5 3 9 6 12" stroke={INK.ink} strokeWidth={2.4} />
        <path
          d="M40.5 35v14M40.5 39l-4-3.5M40.5 39l4-3.5M40.5 45l-4 3.5M40.5 45l4 3.5"
          stroke={INK.ink}
          strokeWidth={2.2}
        />
      </>
    ),
  },
  // 拼音学习: a speech bubble saying ā.
  pyxx: {
    tint: TINT.butter,
    art: (
      <>
        <path
          d="M14 10h36a7 7 0 0 1 7 7v21a7 7 0 0 1-7 7H31l-11 9v-9h-6a7 7 0 0 1-7-7V17a7 7 0 0 1 7-7z"
          fill={INK.blue}
        />
        <path d="M25 19h14" stroke={INK.yellow} strokeWidth={4} />
        <circle cx={30.5} cy={31} r={5.5} fill="none" stroke={INK.white} strokeWidth={3.6} />
        <path d="M36 25.5v11.5" stroke={INK.white} strokeWidth={3.6} />
      </>
    ),
  },
  // 基本字: a 田字格 with 人 written in it.
  jbzy: {
    tint: TINT.mint,
    art: (
      <>
        <rect x={10} y={10} width={44} height={44} rx={5} fill={INK.white} stroke={INK.red} strokeWidth={3} />
        <path d="M32 12v40M12 32h40" stroke={INK.red} strokeWidth={1.6} strokeDasharray="3 3" />
        <path d="M33 17c-1 13-6 22-15 29" stroke={INK.ink} strokeWidth={5} />
        <path d="M31.5 29c3 8 8 13 14.5 17" stroke={INK.ink} strokeWidth={5} />
      </>
    ),
  },
  // 汉字测试: a clipboard with ticked answers.
  hzcs: {
    tint: TINT.peach,
    art: (
      <>
        <rect x={13} y={11} width={38} height={46} rx={6} fill={INK.brown} />
        <rect x={17} y={16} width={30} height={37} rx={3} fill={INK.white} />
        <rect x={24} y={7} width={16} height={9} rx={3} fill={INK.greyDeep} />
        <path d="M21 27l3.5 3.5 6-7" stroke={INK.green} strokeWidth={3.4} />
        <path d="M34 27h9" stroke={INK.grey} strokeWidth={3.4} />
        <path d="M21 41l3.5 3.5 6-7" stroke={INK.green} strokeWidth={3.4} />
        <path d="M34 41h9" stroke={INK.grey} strokeWidth={3.4} />
      </>
    ),
  },
  // 汉字训练: steps of levels with a flag on the top one.
  hzxl: {
    tint: TINT.lilac,
    art: (
      <>
        <rect x={8} y={40} width={15} height={15} rx={3} fill={INK.green} />
        <rect x={24.5} y={31} width={15} height={24} rx={3} fill={INK.yellow} />
        <rect x={41} y={22} width={15} height={33} rx={3} fill={INK.orange} />
        <path d="M48.5 22V7" stroke={INK.ink} strokeWidth={2.6} />
        <path d="M48.5 7.5l9 4-9 4z" fill={INK.red} stroke={INK.red} strokeWidth={1.5} />
        <circle cx={15.5} cy={47.5} r={2.5} fill={INK.white} />
        <circle cx={32} cy={43} r={2.5} fill={INK.white} />
        <circle cx={48.5} cy={38.5} r={2.5} fill={INK.white} />
      </>
    ),
  },
  // 部编汉字: the textbook, a character in a 田字格 on its cover.
  bphz: {
    tint: TINT.butter,
    art: (
      <>
        <path d="M17 8h29a5 5 0 0 1 5 5v38a5 5 0 0 1-5 5H17z" fill={INK.blue} />
        <path d="M17 8a5 5 0 0 0-5 5v38a5 5 0 0 0 5 5h4V8z" fill={INK.blueDeep} />
        <rect x={25} y={16} width={19} height={19} rx={2.5} fill={INK.white} />
        <path d="M34.5 17v17M26 25.5h17" stroke={INK.red} strokeWidth={1.2} strokeDasharray="2 2" />
        <path d="M29 20.5h11M34.5 20.5v10M28.5 30.5h12" stroke={INK.ink} strokeWidth={2.8} />
        <rect x={25} y={41} width={19} height={3.5} rx={1.75} fill={INK.sky} />
        <rect x={25} y={47} width={12} height={3.5} rx={1.75} fill={INK.sky} />
      </>
    ),
  },
  // 字源字典: a thick dictionary and a magnifier.
  zyzd: {
    tint: TINT.mint,
    art: (
      <>
        <rect x={10} y={8} width={32} height={44} rx={4} fill={INK.red} />
        <path d="M14 52h28v3a3 3 0 0 1-3 3H14z" fill={INK.paper} stroke={INK.redDeep} strokeWidth={1.5} />
        <rect x={10} y={8} width={6} height={44} rx={2} fill={INK.redDeep} />
        <rect x={21} y={15} width={15} height={8} rx={2} fill={INK.yellow} />
        <circle cx={41} cy={38} r={10} fill={INK.sky} stroke={INK.ink} strokeWidth={3.6} />
        <path d="M35.5 34.5a6 6 0 0 1 5-3" stroke={INK.white} strokeWidth={2.4} />
        <path d="M48.5 45.5l7 7" stroke={INK.ink} strokeWidth={5.5} />
      </>
    ),
  },
};
