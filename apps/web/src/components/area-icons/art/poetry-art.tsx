// The poem and listening areas: 唐诗宋词, 经典诵读, 名人名篇, 成语典故, 经典有声.
import { INK, TINT } from '../palette';
import { starPath } from '../shapes';
import type { IconArt } from './icon-art';

export const POETRY_ART: Record<string, IconArt> = {
  // 唐诗宋词: a hanging scroll with columns of verse and a red seal.
  tssc: {
    tint: TINT.lilac,
    art: (
      <>
        <path d="M24 9l8-5 8 5" fill="none" stroke={INK.brownDeep} strokeWidth={2} />
        <rect x={14} y={10} width={36} height={42} fill={INK.tan} />
        <rect x={18} y={14} width={28} height={34} fill={INK.paper} />
        <path d="M39 18v22M32 18v26M25 18v16" stroke={INK.ink} strokeWidth={2.6} strokeDasharray="3.5 2.5" />
        <rect x={22} y={39} width={6} height={6} rx={1} fill={INK.red} />
        <rect x={10} y={7} width={44} height={5} rx={2.5} fill={INK.brownDeep} />
        <rect x={10} y={50} width={44} height={6} rx={3} fill={INK.brownDeep} />
      </>
    ),
  },
  // 经典诵读: bamboo slips read aloud.
  jdsd: {
    tint: TINT.butter,
    art: (
      <>
        {[8, 15, 22, 29, 36].map((x) => (
          <rect key={x} x={x} y={11} width={6} height={42} rx={2} fill={INK.green} />
        ))}
        <path d="M7 20h36M7 44h36" stroke={INK.brownDeep} strokeWidth={2.2} />
        <path
          d="M11 25v3M11 32v3M18 25v3M18 32v3M25 25v3M25 32v3M32 25v3M32 32v3M39 25v3"
          stroke={INK.ink}
          strokeWidth={2}
        />
        <path d="M47 26a8 8 0 0 1 0 12" stroke={INK.orange} strokeWidth={3.6} />
        <path d="M52 20.5a15 15 0 0 1 0 23" stroke={INK.orange} strokeWidth={3.6} />
      </>
    ),
  },
  // 背诵目录: a ringed notebook listing what to recite, with stars and a bookmark.
  bsdir: {
    tint: TINT.sky,
    art: (
      <>
        <rect x={12} y={9} width={40} height={48} rx={6} fill={INK.white} />
        <path d="M46 9v14l-3.5-3-3.5 3V9z" fill={INK.red} />
        {[21, 31, 41].map((cx) => (
          <rect key={cx} x={cx - 2} y={5} width={4} height={9} rx={2} fill={INK.greyDeep} />
        ))}
        {[28, 38, 48].map((y) => (
          <g key={y}>
            <path d={starPath(20, y, 4)} fill={INK.yellow} />
            <path d={`M27 ${y}h17`} stroke={INK.grey} strokeWidth={3.2} />
          </g>
        ))}
      </>
    ),
  },
  // 名人名篇: a framed portrait of a poet in a scholar's hat.
  wymp: {
    tint: TINT.sand,
    art: (
      <>
        <rect x={11} y={8} width={42} height={48} rx={6} fill={INK.yellowDeep} />
        <rect x={15} y={12} width={34} height={40} rx={3} fill={INK.sky} />
        <path d="M17 52c0-9 6-13 15-13s15 4 15 13z" fill={INK.blue} />
        <path d="M28 39.5l4 5 4-5" fill="none" stroke={INK.white} strokeWidth={2} />
        <circle cx={32} cy={29} r={8.5} fill={INK.tan} />
        <path d="M22.5 27c0-7 4-11 9.5-11s9.5 4 9.5 11z" fill={INK.ink} />
        <path d="M18 24h6M40 24h6" stroke={INK.ink} strokeWidth={2.6} />
        <path d="M27.5 30q1.5-1.6 3 0M33.5 30q1.5-1.6 3 0" stroke={INK.ink} strokeWidth={1.6} />
        <path d="M29.5 34.5q2.5 6 5 0z" fill={INK.ink} />
      </>
    ),
  },
  // 成语典故: the story of 守株待兔, a rabbit by a tree stump.
  jdmz: {
    tint: TINT.mint,
    art: (
      <>
        <ellipse cx={32} cy={53} rx={25} ry={4.5} fill={INK.green} />
        <path d="M10 35v17h18V35z" fill={INK.brown} />
        <ellipse cx={19} cy={35} rx={9} ry={3.5} fill={INK.tan} />
        <ellipse cx={19} cy={35} rx={4.5} ry={1.6} fill="none" stroke={INK.brown} strokeWidth={1.4} />
        <path d="M12 44h3M22 40v4" stroke={INK.brownDeep} strokeWidth={1.8} />
        <g fill={INK.white} stroke={INK.greyDeep} strokeWidth={1.6}>
          <ellipse cx={42} cy={19} rx={3} ry={9} transform="rotate(-12 42 19)" />
          <ellipse cx={50} cy={20} rx={3} ry={9} transform="rotate(14 50 20)" />
          <ellipse cx={41} cy={45} rx={11} ry={8} />
          <circle cx={47} cy={32} r={8} />
          <circle cx={30.5} cy={44} r={3} />
        </g>
        <ellipse cx={42} cy={19.5} rx={1.2} ry={6} fill={INK.pink} transform="rotate(-12 42 19.5)" />
        <ellipse cx={50} cy={20.5} rx={1.2} ry={6} fill={INK.pink} transform="rotate(14 50 20.5)" />
        <circle cx={49.5} cy={31} r={1.5} fill={INK.ink} />
        <circle cx={54} cy={34} r={1.3} fill={INK.pink} />
        <circle cx={47} cy={35} r={1.8} fill={INK.pink} />
      </>
    ),
  },
  // 经典有声: a record with a music note.
  jdyy: {
    tint: TINT.peach,
    art: (
      <>
        <circle cx={27} cy={34} r={20} fill={INK.ink} />
        <circle cx={27} cy={34} r={14.5} fill="none" stroke={INK.greyDeep} strokeWidth={1.2} />
        <circle cx={27} cy={34} r={10.5} fill="none" stroke={INK.greyDeep} strokeWidth={1.2} />
        <circle cx={27} cy={34} r={6.5} fill={INK.red} />
        <circle cx={27} cy={34} r={1.8} fill={TINT.peach} />
        <path d="M50 42V13c4 2 7 5 7 10" fill="none" stroke={INK.orange} strokeWidth={3.6} />
        <ellipse cx={45.5} cy={43} rx={6} ry={4.8} fill={INK.orange} transform="rotate(-20 45.5 43)" />
        <path d={starPath(12, 12, 4)} fill={INK.yellow} />
      </>
    ),
  },
};
