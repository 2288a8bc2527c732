import { CLASSROOM_ART } from './art/classroom-art';
import { CULTURE_ART } from './art/culture-art';
import { EARLY_ART } from './art/early-art';
import { HANZI_ART } from './art/hanzi-art';
import type { IconArt } from './art/icon-art';
import { POETRY_ART } from './art/poetry-art';
import { READING_ART } from './art/reading-art';
import { INK, TINT } from './palette';
import { starPath } from './shapes';
import './area-icon.css';

/** Every drawn area icon, by module key (the keys of the module tree, plus 问答). */
export const AREA_ART: Readonly<Record<string, IconArt>> = {
  ...HANZI_ART,
  ...POETRY_ART,
  ...READING_ART,
  ...CLASSROOM_ART,
  ...CULTURE_ART,
  ...EARLY_ART,
};

/** For a module the drawings do not know yet: a stack of learning cards with a sparkle. */
export const FALLBACK_ART: IconArt = {
  tint: TINT.sky,
  art: (
    <>
      <rect x={15} y={9} width={36} height={44} rx={6} fill={INK.grey} transform="rotate(9 33 31)" />
      <rect x={11} y={12} width={36} height={44} rx={6} fill={INK.white} />
      <path d="M29 21q1.8 9.2 11 11-9.2 1.8-11 11-1.8-9.2-11-11 9.2-1.8 11-11z" fill={INK.yellow} />
      <path d={starPath(46, 13, 4)} fill={INK.yellowDeep} />
    </>
  ),
};

/** The drawing of a module key, or the neutral one. */
export function areaArt(moduleKey: string): IconArt {
  return Object.hasOwn(AREA_ART, moduleKey) ? (AREA_ART[moduleKey] as IconArt) : FALLBACK_ART;
}

/**
 * An area's drawn icon on its tinted tile, sized by CSS (`--yw-icon-area` unless the class says
 * otherwise). Decorative: the area's name is always written next to it.
 */
export function AreaIcon({ moduleKey, className }: { moduleKey: string; className?: string }) {
  const { tint, art } = areaArt(moduleKey);
  return (
    <svg
      className={className ? `yw-area-icon ${className}` : 'yw-area-icon'}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      data-icon={Object.hasOwn(AREA_ART, moduleKey) ? moduleKey : 'fallback'}
    >
      <rect width={64} height={64} rx={16} fill={tint} />
      <g strokeLinecap="round" strokeLinejoin="round">
        {art}
      </g>
    </svg>
  );
}
