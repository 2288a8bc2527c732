// Lessons, exams, listening and questions: 专家课堂, 考试中心, 视听阅读, 听音辨位, 问答.
import { INK, TINT } from '../palette';
import { starPath } from '../shapes';
import type { IconArt } from './icon-art';

export const CLASSROOM_ART: Record<string, IconArt> = {
  // 专家课堂: a blackboard on an easel with a chalk drawing.
  zjkt: {
    tint: TINT.peach,
    art: (
      <>
        <path d="M20 44l-6 13M44 44l6 13M32 44v11" stroke={INK.brownDeep} strokeWidth={3.2} />
        <rect x={7} y={10} width={50} height={36} rx={4} fill={INK.brown} />
        <rect x={11} y={14} width={42} height={28} rx={2} fill={INK.board} />
        <path d={starPath(23, 26, 7)} fill="none" stroke={INK.white} strokeWidth={2} />
        <path d="M35 22h12M35 29h9M35 36h12" stroke={INK.white} strokeWidth={2.2} />
        <rect x={40} y={42} width={9} height={3} rx={1.5} fill={INK.yellow} />
      </>
    ),
  },
  // 考试中心: an exam paper marked 100 and an alarm clock.
  kszx: {
    tint: TINT.blush,
    art: (
      <>
        <rect x={9} y={7} width={36} height={48} rx={4} fill={INK.white} />
        <path d="M15 15.5l3.5-2.5v15" stroke={INK.red} strokeWidth={3} />
        <ellipse cx={26.5} cy={20.5} rx={4} ry={6.5} fill="none" stroke={INK.red} strokeWidth={3} />
        <ellipse cx={37} cy={20.5} rx={4} ry={6.5} fill="none" stroke={INK.red} strokeWidth={3} />
        <path d="M14 32q14-2.5 28 0M16 36q12-2 24 0" stroke={INK.red} strokeWidth={2} />
        <path d="M15 43h18M15 49h12" stroke={INK.grey} strokeWidth={3} />
        <circle cx={40} cy={35} r={3.5} fill={INK.yellowDeep} />
        <circle cx={55} cy={35} r={3.5} fill={INK.yellowDeep} />
        <circle cx={47.5} cy={45} r={11} fill={INK.yellow} />
        <circle cx={47.5} cy={45} r={7.5} fill={INK.white} />
        <path d="M47.5 40.5V45l3 2" stroke={INK.ink} strokeWidth={2} />
      </>
    ),
  },
  // 视听阅读: headphones around a play button.
  sxyd: {
    tint: TINT.lilac,
    art: (
      <>
        <path d="M12 40v-8a20 20 0 0 1 40 0v8" fill="none" stroke={INK.purpleDeep} strokeWidth={5} />
        <rect x={6} y={34} width={13} height={20} rx={6} fill={INK.purple} />
        <rect x={45} y={34} width={13} height={20} rx={6} fill={INK.purple} />
        <circle cx={32} cy={41} r={10} fill={INK.orange} />
        <path d="M29 35.5v11l9-5.5z" fill={INK.white} stroke={INK.white} strokeWidth={1.2} />
      </>
    ),
  },
  // 听音辨位: a place marker with sound waves around it.
  qmdw: {
    tint: TINT.mint,
    art: (
      <>
        <ellipse cx={32} cy={55} rx={8} ry={2.5} fill={INK.greenDeep} />
        <path d="M32 54s-13-14-13-25a13 13 0 0 1 26 0c0 11-13 25-13 25z" fill={INK.red} />
        <circle cx={32} cy={29} r={5.5} fill={INK.white} />
        <path d="M14 22a13 13 0 0 0 0 15M8.5 17.5a20 20 0 0 0 0 24" stroke={INK.teal} strokeWidth={3.2} />
        <path d="M50 22a13 13 0 0 1 0 15M55.5 17.5a20 20 0 0 1 0 24" stroke={INK.teal} strokeWidth={3.2} />
      </>
    ),
  },
  // 问答: a question bubble and an answering bubble.
  ask: {
    tint: TINT.butter,
    art: (
      <>
        <path d="M14 8h22a8 8 0 0 1 8 8v12a8 8 0 0 1-8 8H22l-8 7v-7a8 8 0 0 1-8-8V16a8 8 0 0 1 8-8z" fill={INK.blue} />
        <path
          d="M20.5 17.5a4.5 4.5 0 1 1 6.3 4.1c-1.3.6-1.8 1.5-1.8 3"
          stroke={INK.white}
          strokeWidth={3.2}
          fill="none"
        />
        <circle cx={25} cy={30.5} r={2} fill={INK.white} />
        <path d="M33 29h18a8 8 0 0 1 8 8v8a8 8 0 0 1-8 8v6l-7-6H33a8 8 0 0 1-8-8v-8a8 8 0 0 1 8-8z" fill={INK.orange} />
        <circle cx={35} cy={41} r={2.4} fill={INK.white} />
        <circle cx={42} cy={41} r={2.4} fill={INK.white} />
        <circle cx={49} cy={41} r={2.4} fill={INK.white} />
      </>
    ),
  },
};
