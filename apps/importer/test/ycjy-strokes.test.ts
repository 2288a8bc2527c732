import { describe, expect, it } from 'vitest';
import { readPackageJson } from '../src/package-data.js';
import { parsePlan } from '../src/sources/ycjy/ycjy.parse.js';
import { readPlanFiles } from '../src/sources/ycjy/ycjy.source.js';

// The gate of each lesson's stroke to trace (data/ycjy/lessons.json `stroke` and `stroke_at`): the
// page draws stroke `stroke_at` of the lesson's character from hanzi-writer-data and calls it by
// `stroke`; the stroke's own path in that data must have the shape the name says. The shapes are
// read from the stroke's median (its centre line, on a 1024 grid with y pointing up).

const files = readPlanFiles();
const { lessons } = parsePlan(files.lessons, files.rhymes, files.poems, files.icons);

interface Point {
  x: number;
  y: number;
}
interface Shape {
  s: Point;
  e: Point;
  len: number;
  /** The lowest point, the top-right corner (largest x + y) and the leftmost point. */
  low: Point;
  corner: Point;
  left: Point;
}

const medians = (char: string) =>
  readPackageJson<{ medians: [number, number][][] }>('hanzi-writer-data', `${char}.json`).medians;

function shapeOf(median: readonly [number, number][]): Shape {
  const pts = median.map(([x, y]) => ({ x, y }));
  const s = pts[0] as Point;
  const e = pts.at(-1) as Point;
  let len = 0;
  for (let i = 1; i < pts.length; i++) {
    const [a, b] = [pts[i - 1] as Point, pts[i] as Point];
    len += Math.hypot(b.x - a.x, b.y - a.y);
  }
  const pick = (better: (p: Point, q: Point) => boolean) => pts.reduce((q, p) => (better(p, q) ? p : q));
  return {
    s,
    e,
    len,
    low: pick((p, q) => p.y < q.y),
    corner: pick((p, q) => p.x + p.y > q.x + q.y),
    left: pick((p, q) => p.x < q.x),
  };
}

/** How each stroke name moves: 横 right, 竖 down, 撇 down-left, a 折 turning at its corner, a 钩 hooking at its end … */
const SHAPES: Record<string, (f: Shape) => boolean> = {
  横: ({ s, e }) => e.x - s.x > 2.5 * Math.abs(e.y - s.y),
  // Straight down: no sweep to the left (丿 and 亅 end far left of where they start).
  竖: ({ s, e, left }) => s.y - e.y > 2.5 * Math.abs(e.x - s.x) && s.x - left.x < 100,
  // Down to the left and ending at its lowest point (a 钩 turns back up after it).
  撇: ({ s, e, corner, low }) => s.x - e.x >= 40 && s.y - e.y > 60 && corner.x - s.x < 80 && e.y - low.y < 20,
  点: ({ s, e, len }) => e.x > s.x && e.y < s.y && len < 350,
  捺: ({ s, e, len }) => e.x - s.x > 150 && s.y - e.y > 150 && len >= 350,
  提: ({ s, e }) => e.x - s.x > 80 && e.y > s.y,
  横折: ({ s, e, corner }) =>
    corner.x - s.x > 150 && Math.abs(corner.y - s.y) < 150 && corner.y - e.y > 80 && e.x > corner.x - 150,
  横折钩: ({ s, e, corner, low }) =>
    corner.x - s.x > 150 &&
    Math.abs(corner.y - s.y) < 150 &&
    corner.y - low.y > 150 &&
    (e.x < low.x - 30 || e.y > low.y + 30),
  竖折: ({ s, e, low }) =>
    s.y - low.y > 150 && Math.abs(low.x - s.x) < 150 && e.x - low.x > 150 && Math.abs(e.y - low.y) < 120,
  竖钩: ({ s, e, low }) => s.y - low.y > 250 && Math.abs(low.x - s.x) < 150 && e.x < low.x - 40,
  弯钩: ({ s, e, low }) => s.y - low.y > 250 && Math.abs(low.x - s.x) < 150 && e.x < low.x - 40,
  竖弯钩: ({ s, e, low }) => s.y - low.y > 150 && e.x - s.x > 250 && e.y - low.y > 50,
  卧钩: ({ s, e, low }) => e.x - s.x > 200 && e.y - low.y > 50 && s.y - low.y < 400,
  撇折: ({ s, e, left }) => s.x - left.x > 80 && s.y - left.y > 80 && e.x - left.x > 150,
  撇点: ({ s, e, left }) => s.x - left.x > 50 && e.x - left.x > 100 && e.y < left.y,
};

describe('data/ycjy strokes to trace', () => {
  it('reads the single-stroke characters as their names (一 横, 丨 竖, 丿 撇, 丶 点, 亅 竖钩, 乚 竖弯钩) and no other basic one', () => {
    const single: [string, string][] = [
      ['一', '横'],
      ['丨', '竖'],
      ['丿', '撇'],
      ['丶', '点'],
      ['亅', '竖钩'],
      ['乚', '竖弯钩'],
    ];
    const basic = ['横', '竖', '撇', '点', '竖钩', '竖弯钩'];
    for (const [char, name] of single) {
      const [median] = medians(char);
      expect(median, char).toBeDefined();
      const fits = basic.filter((b) => SHAPES[b]?.(shapeOf(median ?? [])));
      expect(fits, char).toEqual([name]);
    }
  });

  it('gives every lesson a stroke of its own character whose path has the shape of its name', () => {
    expect(lessons.length).toBe(80);
    const wrong: string[] = [];
    for (const lesson of lessons) {
      const strokes = medians(lesson.char);
      const median = strokes[lesson.stroke_at - 1];
      const fits = SHAPES[lesson.stroke];
      expect(fits, lesson.stroke).toBeDefined();
      if (!median || !fits?.(shapeOf(median)))
        wrong.push(`${lesson.char}的第${lesson.stroke_at}笔不是${lesson.stroke}`);
    }
    expect(wrong).toEqual([]);
  });

  it('tells a 折 from a straight stroke and a 钩 from a 折 (山: 竖, 竖折, 竖; 力: 横折钩, 撇)', () => {
    const shan = medians('山').map(shapeOf);
    expect(shan.map((f) => SHAPES.竖折?.(f))).toEqual([false, true, false]);
    const li = medians('力').map(shapeOf);
    expect(li.map((f) => SHAPES.横折钩?.(f))).toEqual([true, false]);
    expect(SHAPES.横?.(li[0] as Shape)).toBe(false);
  });
});
