/** The writing boards' size: most of a phone's width, at most 320 px where there is room. */
export function boardSize(): number {
  return Math.min(320, Math.round(window.innerWidth * 0.72));
}
