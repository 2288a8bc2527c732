import type { ReactNode } from 'react';
import { INK } from '../area-icons/palette';
import { starPath } from '../area-icons/shapes';
import './mascot.css';

/** What 墨墨 is doing: saying hello, wondering (empty and failed pages), or cheering a success. */
export type MascotPose = 'greeting' | 'thinking' | 'cheering';

/** The mascot's poses, for anything that lists them (tests, the token page). */
export const MASCOT_POSES: readonly MascotPose[] = ['greeting', 'thinking', 'cheering'];

const ARM = { stroke: INK.ink, strokeWidth: 17, strokeLinecap: 'round', fill: 'none' } as const;

/** The open eyes; `look` moves the pupils (x, y) from the middle. */
function OpenEyes({ look }: { look: [number, number] }) {
  const [dx, dy] = look;
  return (
    <>
      {[61, 99].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy={62} r={6.5} fill={INK.white} />
          <circle cx={cx + dx} cy={62 + dy} r={4} fill={INK.ink} />
          <circle cx={cx + dx + 1.6} cy={60.4 + dy} r={1.5} fill={INK.white} />
        </g>
      ))}
    </>
  );
}

/** Pose by pose: what goes behind the head (arms, sparkles) and what goes on the face and in front. */
const POSES: Record<MascotPose, { back: ReactNode; face: ReactNode; front?: ReactNode }> = {
  greeting: {
    back: (
      <>
        <path d="M50 106q-12 12-6 26" {...ARM} />
        <g className="yw-mascot__wave">
          <path d="M110 104q16-10 22-32" {...ARM} />
          <path
            d="M144 58q6 6 5 15M150 50q10 10 8 25"
            stroke={INK.greyDeep}
            strokeWidth={3}
            strokeLinecap="round"
            fill="none"
          />
        </g>
      </>
    ),
    face: (
      <>
        <OpenEyes look={[0.5, 0.5]} />
        <path d="M69 85q11 14 22 0z" fill={INK.redDeep} stroke={INK.redDeep} strokeWidth={2} strokeLinejoin="round" />
        <path d="M74 90.5q6 4 12 0q-6-4-12 0z" fill={INK.pink} />
      </>
    ),
  },
  thinking: {
    back: (
      <>
        <path d="M50 106q-12 12-6 26" {...ARM} />
        <g className="yw-mascot__wonder">
          <path
            d="M140 14a7 7 0 1 1 9.5 6.5c-2 .8-3 2.2-3 4.5"
            stroke={INK.purple}
            strokeWidth={4}
            strokeLinecap="round"
            fill="none"
          />
          <circle cx={146.5} cy={32} r={2.6} fill={INK.purple} />
        </g>
      </>
    ),
    face: (
      <>
        <OpenEyes look={[2, -2.5]} />
        <ellipse cx={83} cy={89} rx={3.5} ry={4} fill={INK.ink} />
      </>
    ),
    front: <path d="M114 110q6-14-12-17" {...ARM} />,
  },
  cheering: {
    back: (
      <>
        <path d="M48 104q-20-12-26-36" {...ARM} />
        <path d="M112 104q20-12 26-36" {...ARM} />
        <g className="yw-mascot__sparkles">
          <path d={starPath(18, 40, 9)} fill={INK.yellow} />
          <path d={starPath(143, 36, 8)} fill={INK.yellow} />
          <path d={starPath(132, 10, 5)} fill={INK.orange} />
          <circle cx={26} cy={16} r={3.5} fill={INK.pink} />
          <circle cx={152} cy={60} r={3} fill={INK.teal} />
          <circle cx={8} cy={64} r={3} fill={INK.blue} />
        </g>
      </>
    ),
    face: (
      <>
        <path d="M54 63q7-8 14 0M92 63q7-8 14 0" stroke={INK.white} strokeWidth={4} strokeLinecap="round" fill="none" />
        <path d="M67 84q13 19 26 0z" fill={INK.redDeep} stroke={INK.redDeep} strokeWidth={2} strokeLinejoin="round" />
        <path d="M73 92q7 5 14 0q-7-4.5-14 0z" fill={INK.pink} />
      </>
    ),
  },
};

/**
 * 墨墨, the product's mascot: a round little panda with an ink-brush tuft and an orange scarf.
 * Decorative unless given a `label`. Sized by CSS (the box is square).
 */
export function Mascot({ pose, label, className }: { pose: MascotPose; label?: string; className?: string }) {
  const { back, face, front } = POSES[pose];
  return (
    <svg
      className={`yw-mascot yw-mascot--${pose}${className ? ` ${className}` : ''}`}
      viewBox="0 0 160 160"
      focusable="false"
      data-pose={pose}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
    >
      {label && <title>{label}</title>}
      <ellipse cx={80} cy={152} rx={40} ry={5} fill={INK.grey} />
      <g className="yw-mascot__figure">
        <ellipse cx={60} cy={142} rx={15} ry={10} fill={INK.ink} />
        <ellipse cx={100} cy={142} rx={15} ry={10} fill={INK.ink} />
        {back}
        <ellipse cx={80} cy={118} rx={38} ry={31} fill={INK.white} stroke={INK.grey} strokeWidth={2.5} />
        <ellipse cx={80} cy={125} rx={22} ry={17} fill={INK.paper} />
        <path d="M46 96q34 16 68 0l1 9q-35 17-70 0z" fill={INK.orange} />
        <path d="M98 106l5 20 10-4-6-19z" fill={INK.orange} />
        <circle cx={100} cy={106} r={5} fill={INK.red} />
        <circle cx={38} cy={27} r={15} fill={INK.ink} />
        <circle cx={122} cy={27} r={15} fill={INK.ink} />
        <ellipse cx={80} cy={62} rx={50} ry={43} fill={INK.white} stroke={INK.grey} strokeWidth={2.5} />
        <path d="M70 5c10-2 20 5 19 15-1 5-8 6-11 2-3-4-2-10-8-17z" fill={INK.ink} />
        <ellipse cx={60} cy={64} rx={13} ry={15.5} fill={INK.ink} transform="rotate(-22 60 64)" />
        <ellipse cx={100} cy={64} rx={13} ry={15.5} fill={INK.ink} transform="rotate(22 100 64)" />
        <ellipse cx={45} cy={81} rx={7.5} ry={5} fill={INK.pink} />
        <ellipse cx={115} cy={81} rx={7.5} ry={5} fill={INK.pink} />
        <ellipse cx={80} cy={77} rx={6.5} ry={4.5} fill={INK.ink} />
        {face}
        {front}
      </g>
    </svg>
  );
}
