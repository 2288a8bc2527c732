/**
 * The one palette every drawn icon and the mascot use: warm, saturated shapes on soft tints, the
 * same family as the preset avatars. The CSS tokens (styles/tokens.css) repeat the accents that
 * pages use around the drawings.
 */
export const INK = {
  ink: '#3a3350',
  white: '#ffffff',
  paper: '#fffaf0',
  red: '#f0595a',
  redDeep: '#c94446',
  orange: '#ff8a4c',
  yellow: '#ffc93c',
  yellowDeep: '#eaa21a',
  green: '#5cbf6c',
  greenDeep: '#3b945a',
  board: '#2f6b57',
  teal: '#26b7a9',
  blue: '#3a86ff',
  blueDeep: '#2a64c8',
  sky: '#9cc9ff',
  purple: '#8c7cf0',
  purpleDeep: '#6a58d6',
  pink: '#ff8fab',
  brown: '#b77a45',
  brownDeep: '#8a5630',
  tan: '#f3d3a8',
  grey: '#cdd5e0',
  greyDeep: '#8d97ab',
} as const;

/** The soft tiles the icons sit on. */
export const TINT = {
  peach: '#ffeede',
  butter: '#fff3cf',
  mint: '#dcf5e4',
  sky: '#e3f0ff',
  lilac: '#ece8ff',
  blush: '#ffe6ec',
  sand: '#f7ecdd',
} as const;

/** Every colour a drawing may use (the palette test checks the drawings against it). */
export const ALL_COLOURS: ReadonlySet<string> = new Set([...Object.values(INK), ...Object.values(TINT)]);
