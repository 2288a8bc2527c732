// Textbook, reading, word and writing areas: 同步教学, 部编阅读, 课外书库, 部编词语, 部编作文 and its guides.
import { INK, TINT } from '../palette';
import { starPath } from '../shapes';
import type { IconArt } from './icon-art';

/** A sheet of essay paper (稿纸) with its grid, the shared base of the writing guides. */
function EssayPaper({ line }: { line: string }) {
  return (
    <>
      <rect x={7} y={10} width={34} height={44} rx={4} fill={INK.white} />
      <path
        d="M12 17h24v6H12zM12 27h24v6H12zM12 37h24v6H12zM18 17v6M24 17v6M30 17v6M18 27v6M24 27v6M30 27v6M18 37v6M24 37v6M30 37v6"
        fill="none"
        stroke={line}
        strokeWidth={1.4}
      />
      <path d="M12 48h14" stroke={line} strokeWidth={1.4} />
    </>
  );
}

/** A pencil pointing down-left, tip at the origin of its group. */
function Pencil({ body }: { body: string }) {
  return (
    <>
      <rect x={-4.5} y={-36} width={9} height={26} fill={body} />
      <rect x={-4.5} y={-40} width={9} height={4.5} rx={1} fill={INK.greyDeep} />
      <rect x={-4.5} y={-45} width={9} height={5.5} rx={2} fill={INK.pink} />
      <path d="M-4.5-10L0 0l4.5-10z" fill={INK.tan} />
      <path d="M-1.6-3.6L0 0l1.6-3.6z" fill={INK.ink} />
    </>
  );
}

export const READING_ART: Record<string, IconArt> = {
  // 同步教学: an open book with a bookmark ribbon.
  tbjx: {
    tint: TINT.sky,
    art: (
      <>
        <path d="M5 17q14-5 27 2q13-7 27-2v33q-14-5-27 2q-13-7-27-2z" fill={INK.blue} />
        <path d="M8 15q12-4 24 3v31q-12-6-24-3z" fill={INK.white} />
        <path d="M56 15q-12-4-24 3v31q12-6 24-3z" fill={INK.paper} />
        <path d="M12 23q8-2 16 1.5M12 30q8-2 16 1.5M12 37q8-2 16 1.5" stroke={INK.sky} strokeWidth={2.2} />
        <path d="M36 24.5q4-2 8-2M36 31.5q4-2 8-2M36 38.5q4-2 8-2" stroke={INK.sky} strokeWidth={2.2} />
        <path d="M46 20v38l3.5-3.5L53 58V19z" fill={INK.red} />
      </>
    ),
  },
  // 部编阅读: a pop-up story book, a tree and the sun rising out of it.
  bpyd: {
    tint: TINT.blush,
    art: (
      <>
        <circle cx={20} cy={19} r={7} fill={INK.yellow} />
        <rect x={39} y={21} width={4} height={15} fill={INK.brown} />
        <circle cx={41} cy={18} r={9} fill={INK.green} />
        <path d="M5 37q14-5 27 1q13-6 27-1v15q-14-5-27 1q-13-6-27-1z" fill={INK.orange} />
        <path d="M8 35.5q12-4 24 1.5v14q-12-5-24-1.5z" fill={INK.white} />
        <path d="M56 35.5q-12-4-24 1.5v14q12-5 24-1.5z" fill={INK.paper} />
      </>
    ),
  },
  // 课外书库: a bookshelf of many books.
  library: {
    tint: TINT.butter,
    art: (
      <>
        <rect x={8} y={8} width={48} height={49} rx={5} fill={INK.brown} />
        <rect x={12} y={12} width={40} height={18} fill={INK.paper} />
        <rect x={12} y={34} width={40} height={18} fill={INK.paper} />
        <rect x={14} y={16} width={5} height={14} fill={INK.red} />
        <rect x={20} y={14} width={5} height={16} fill={INK.blue} />
        <rect x={26} y={18} width={4} height={12} fill={INK.yellowDeep} />
        <rect x={31} y={15} width={5} height={15} fill={INK.green} />
        <path d="M38 30l4-13 4.5 1.3-4 13z" fill={INK.purple} />
        <rect x={14} y={38} width={6} height={14} fill={INK.teal} />
        <rect x={21} y={36} width={4} height={16} fill={INK.orange} />
        <rect x={26} y={39} width={5} height={13} fill={INK.pink} />
        <rect x={32} y={37} width={5} height={15} fill={INK.blueDeep} />
        <rect x={38} y={40} width={6} height={12} fill={INK.red} />
      </>
    ),
  },
  // 部编词语: two word cards side by side.
  bpcy: {
    tint: TINT.lilac,
    art: (
      <>
        <g transform="rotate(-9 20 32)">
          <rect x={7} y={17} width={25} height={30} rx={5} fill={INK.orange} />
          <path d="M13.5 27h12M19.5 23v16M13 39h13" stroke={INK.white} strokeWidth={3} />
        </g>
        <g transform="rotate(9 44 34)">
          <rect x={31} y={19} width={25} height={30} rx={5} fill={INK.teal} />
          <path d="M37.5 28h12M37.5 35h12M43.5 28v14" stroke={INK.white} strokeWidth={3} />
        </g>
        <path d={starPath(51, 11, 5)} fill={INK.yellow} />
      </>
    ),
  },
  // 部编作文: a pencil writing on lined paper.
  bpzw: {
    tint: TINT.mint,
    art: (
      <>
        <rect x={8} y={9} width={34} height={46} rx={4} fill={INK.white} />
        <path d="M14 19h22M14 27h22M14 35h22M14 43h12" stroke={INK.sky} strokeWidth={2.6} />
        <g transform="translate(31 48) rotate(38)">
          <Pencil body={INK.yellow} />
        </g>
      </>
    ),
  },
  // 作文能力提升: a pencil rocket taking off.
  zwnltp: {
    tint: TINT.sky,
    art: (
      <>
        <path d={starPath(13, 16, 4.5)} fill={INK.yellow} />
        <path d={starPath(50, 50, 3.5)} fill={INK.yellow} />
        <g transform="translate(32 32) rotate(40) scale(1.2) translate(-32 -35)">
          <path d="M28 48q4 14 4 14t4-14z" fill={INK.orange} />
          <path d="M30 48q2 7 2 7t2-7z" fill={INK.yellow} />
          <path d="M27 38l-6 8h6zM37 38l6 8h-6z" fill={INK.red} />
          <rect x={27} y={20} width={10} height={24} fill={INK.yellow} />
          <rect x={27} y={43} width={10} height={5} rx={1.5} fill={INK.pink} />
          <path d="M27 20l5-11 5 11z" fill={INK.tan} />
          <path d="M30.3 12.8L32 9l1.7 3.8z" fill={INK.ink} />
          <path d="M32 22v20" stroke={INK.yellowDeep} strokeWidth={1.6} />
        </g>
      </>
    ),
  },
  // 小升初作文规范指导: essay paper with a sprout growing beside it.
  xscgfzd: {
    tint: TINT.butter,
    art: (
      <>
        <EssayPaper line={INK.green} />
        <path d="M46 44V30" stroke={INK.greenDeep} strokeWidth={3} />
        <path d="M46 34c-7 0-10-4-10-9 6 0 10 3 10 9z" fill={INK.green} />
        <path d="M46 31c1-7 5-10 11-10 0 6-4 10-11 10z" fill={INK.green} />
        <path d="M37 43h18l-2.5 12h-13z" fill={INK.orange} />
        <rect x={36} y={42} width={20} height={4} rx={1.5} fill={INK.red} />
      </>
    ),
  },
  // 中考作文规范指导: essay paper with a prize rosette.
  zkgfzd: {
    tint: TINT.peach,
    art: (
      <>
        <EssayPaper line={INK.blue} />
        <path d="M40 42l-4 14 5-2.5 3 4 2-12zM52 42l4 14-5-2.5-3 4-2-12z" fill={INK.red} />
        <circle cx={46} cy={36} r={10} fill={INK.blue} />
        <circle cx={46} cy={36} r={6} fill={INK.yellow} />
        <path d={starPath(46, 36.3, 3.6)} fill={INK.white} />
      </>
    ),
  },
  // 高考作文规范指导: essay paper with a graduation cap.
  gkgfzd: {
    tint: TINT.lilac,
    art: (
      <>
        <EssayPaper line={INK.red} />
        <path d="M36 42v8q9 5 18 0v-8z" fill={INK.ink} />
        <path d="M45 30l15 7-15 7-15-7z" fill={INK.ink} stroke={INK.ink} strokeWidth={1.5} />
        <path d="M58 37.5v10" stroke={INK.yellow} strokeWidth={2} />
        <circle cx={58} cy={49} r={2.2} fill={INK.yellow} />
      </>
    ),
  },
  // 专家作文指导: essay paper and a bright idea (a glowing light bulb).
  zjzwzd: {
    tint: TINT.sky,
    art: (
      <>
        <EssayPaper line={INK.purple} />
        <path d="M45 13v-4M33 18l-3-3M57 18l3-3M31 29h-4M59 29h4" stroke={INK.yellowDeep} strokeWidth={2.6} />
        <path
          d="M45 18a11 11 0 0 0-6.5 19.9c1.2 1 1.8 2.2 1.8 3.6V44h9.4v-2.5c0-1.4.6-2.6 1.8-3.6A11 11 0 0 0 45 18z"
          fill={INK.yellow}
        />
        <path d="M41 33q4-3 8 0" stroke={INK.yellowDeep} strokeWidth={1.8} fill="none" />
        <rect x={40.3} y={44} width={9.4} height={4} rx={1} fill={INK.greyDeep} />
        <rect x={41.5} y={48} width={7} height={3.5} rx={1.5} fill={INK.greyDeep} />
      </>
    ),
  },
};
