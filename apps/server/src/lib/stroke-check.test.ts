import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CharacterJson } from 'hanzi-writer';
import { describe, expect, it } from 'vitest';
import { checkWriting } from './stroke-check.js';

const require = createRequire(import.meta.url);
const dataOf = (char: string) =>
  JSON.parse(readFileSync(require.resolve(`hanzi-writer-data/${char}.json`), 'utf8')) as CharacterJson;
/** A stroke drawn along its median, as the board keeps it. */
const along = (median: number[][]) => median.flat();

describe('marking a written character with the stroke checker', () => {
  const ten = dataOf('十');
  const lines = ten.medians.map(along);

  it('passes the strokes drawn in order along the character', async () => {
    expect(await checkWriting(ten, { strokes: lines }, { outline: false })).toEqual({
      complete: true,
      strokes: 2,
      mistakes: 0,
      score: 100,
      passed: true,
    });
  });

  it('counts a wrong line as a mistake and still finishes', async () => {
    const verdict = await checkWriting(ten, { strokes: [lines[1], ...lines] as number[][] }, { outline: false });
    expect(verdict).toMatchObject({ complete: true, mistakes: 1, score: 67, passed: true });
  });

  it('does not pass the strokes in the wrong order or a character left unfinished', async () => {
    const reversed = await checkWriting(ten, { strokes: [...lines].reverse() }, { outline: false });
    expect(reversed.complete).toBe(false);
    expect(reversed.passed).toBe(false);
    const half = await checkWriting(ten, { strokes: [lines[0] as number[]] }, { outline: false });
    expect(half).toMatchObject({ complete: false, score: 0, passed: false });
  });

  it('does not pass scribbles', async () => {
    const scribble = [0, 0, 900, 800, 100, 700, 800, 0];
    const verdict = await checkWriting(dataOf('我'), { strokes: Array(20).fill(scribble) }, { outline: false });
    expect(verdict.passed).toBe(false);
    expect(verdict.mistakes).toBeGreaterThan(0);
  });
});
