// 组字 pairs derived from hanzi-writer-data: a character's `radStrokes` say which of its strokes
// form its radical; when those strokes have the shape of the radical and the remaining strokes
// have the shape of another character (same stroke count, same order), the character is built
// from that radical plus that component. Shapes are compared on the stroke medians, each part
// scaled to its own box, so 青 in 清 (narrow, on the right) still matches 青 on its own.

/** The part of hanzi-writer-data's JSON the matcher reads (1024 grid, y up). */
export interface StrokeData {
  medians: [number, number][][];
  radStrokes?: number[];
}

/** Points each stroke median is resampled to. */
const POINTS = 8;
/** Mean point distance (in box units) below which two shapes count as the same. */
export const SAME_SHAPE = 0.08;
/** No single stroke may be further off than this. */
const WORST_STROKE = 2 * SAME_SHAPE;

/** Resampled strokes, flat: x, y of each point, POINTS points per stroke (kept flat for speed). */
type Shape = Float64Array;
const strokesIn = (shape: Shape) => shape.length / (2 * POINTS);

/** A median resampled to POINTS points evenly along its length. */
function resample(median: readonly [number, number][]): [number, number][] {
  const along = [0];
  for (let i = 1; i < median.length; i++) {
    const [ax, ay] = median[i - 1] as [number, number];
    const [bx, by] = median[i] as [number, number];
    along.push((along[i - 1] as number) + Math.hypot(bx - ax, by - ay));
  }
  const length = along[along.length - 1] as number;
  const out: [number, number][] = [];
  let i = 1;
  for (let k = 0; k < POINTS; k++) {
    const at = (length * k) / (POINTS - 1);
    while (i < median.length - 1 && (along[i] as number) < at) i++;
    const a = median[Math.max(0, i - 1)] as [number, number];
    const b = median[Math.min(i, median.length - 1)] as [number, number];
    const span = (along[i] ?? 0) - (along[i - 1] ?? 0) || 1;
    const r = Math.min(1, Math.max(0, (at - (along[i - 1] ?? 0)) / span));
    out.push([a[0] + (b[0] - a[0]) * r, a[1] + (b[1] - a[1]) * r]);
  }
  return out;
}

/** The strokes scaled into a unit box; a thin part keeps at least a quarter of its long side. */
export function shapeOf(medians: readonly (readonly [number, number][])[]): Shape {
  const strokes = medians.map(resample);
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const stroke of strokes)
    for (const [x, y] of stroke) {
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  const long = Math.max(x1 - x0, y1 - y0);
  const sx = Math.max(x1 - x0, long / 4) || 1;
  const sy = Math.max(y1 - y0, long / 4) || 1;
  const shape = new Float64Array(strokes.length * POINTS * 2);
  let at = 0;
  for (const stroke of strokes)
    for (const [x, y] of stroke) {
      shape[at++] = (x - x0) / sx;
      shape[at++] = (y - y0) / sy;
    }
  return shape;
}

/** The mean distance between two shapes of the same stroke count, or Infinity when they differ. */
export function shapeDistance(a: Shape, b: Shape): number {
  if (a.length !== b.length || a.length === 0) return Infinity;
  let sum = 0;
  for (let at = 0; at < a.length; ) {
    let stroke = 0;
    for (let k = 0; k < POINTS; k++, at += 2) {
      const dx = (a[at] as number) - (b[at] as number);
      const dy = (a[at + 1] as number) - (b[at + 1] as number);
      stroke += Math.sqrt(dx * dx + dy * dy);
    }
    stroke /= POINTS;
    // Most candidates differ at once; stop as soon as one stroke is clearly off.
    if (stroke > WORST_STROKE) return Infinity;
    sum += stroke;
  }
  return sum / strokesIn(a);
}

/** A character built from its radical and one other component. */
export interface ComponentPair {
  char: string;
  radical: string;
  component: string;
}

/**
 * Matches characters of `chars` against the others: a character pairs with its radical and the
 * closest character (under SAME_SHAPE) whose strokes match its non-radical strokes. Characters
 * without radical strokes, with a one-stroke remainder, or whose radical's stroke count differs
 * from its radical strokes are left out.
 */
export class ComponentMatcher {
  private readonly shapes = new Map<string, Shape>();
  private readonly byStrokes = new Map<number, string[]>();

  constructor(private readonly strokeData: (char: string) => StrokeData | undefined) {}

  /**
   * Makes `char` a candidate component. Every character is added before the first `match`; one
   * at a time, so a caller can spread the shapes' cost (about 0.2 s for the table) over turns.
   */
  add(char: string): void {
    if (this.shapes.has(char)) return;
    const found = this.shape(char);
    if (!found) return;
    const list = this.byStrokes.get(strokesIn(found)) ?? [];
    list.push(char);
    this.byStrokes.set(strokesIn(found), list);
  }

  private shape(char: string): Shape | undefined {
    const known = this.shapes.get(char);
    if (known) return known;
    const data = this.strokeData(char);
    if (!data) return undefined;
    const made = shapeOf(data.medians);
    this.shapes.set(char, made);
    return made;
  }

  match(char: string, radical: string): ComponentPair | undefined {
    const data = this.strokeData(char);
    const radStrokes = new Set(data?.radStrokes ?? []);
    if (!data || !radical || radical === char || radStrokes.size === 0) return undefined;
    const rest = data.medians.filter((_, i) => !radStrokes.has(i));
    if (rest.length < 2) return undefined;
    // The radical strokes must be as many as the named radical has: then `radStrokes` and the
    // catalogue mean the same radical. Its shape is not compared, as a side form (女 in 妈, 米 in
    // 精, ⻊ in 跑) is written differently from the radical on its own.
    const radicalShape = this.shape(radical);
    if (!radicalShape || strokesIn(radicalShape) !== radStrokes.size) return undefined;
    const restShape = shapeOf(rest);
    let best: { component: string; distance: number } | undefined;
    for (const candidate of this.byStrokes.get(rest.length) ?? []) {
      if (candidate === char) continue;
      const distance = shapeDistance(restShape, this.shapes.get(candidate) as Shape);
      if (distance < SAME_SHAPE && (!best || distance < best.distance)) best = { component: candidate, distance };
    }
    return best && { char, radical, component: best.component };
  }
}

/** Every pair among `chars` (see ComponentMatcher). */
export function matchComponents(
  chars: readonly { char: string; radical: string }[],
  strokeData: (char: string) => StrokeData | undefined,
): ComponentPair[] {
  const matcher = new ComponentMatcher(strokeData);
  for (const { char } of chars) matcher.add(char);
  return chars.flatMap(({ char, radical }) => matcher.match(char, radical) ?? []);
}
