import { describe, expect, it } from 'vitest';
import { type BoardState, boardReducer, HIDDEN_BOARD, lineWidth } from './writing-board-state';

const run = (state: BoardState, ...events: Parameters<typeof boardReducer>[1][]) => events.reduce(boardReducer, state);
const at = (x: number, y: number) => ({ x, y });

describe('the writing board states (spec §4)', () => {
  it('starts hidden; showing gives an empty canvas', () => {
    expect(HIDDEN_BOARD.shown).toBe(false);
    const shown = run(HIDDEN_BOARD, { type: 'show' });
    expect(shown).toEqual({ shown: true, drawing: false, strokes: [] });
  });

  it('draws a stroke from start to end, ignoring moves outside a stroke', () => {
    const s = run(
      HIDDEN_BOARD,
      { type: 'show' },
      { type: 'move', at: at(1, 1) },
      { type: 'start', at: at(2, 2), width: 5 },
      { type: 'move', at: at(3, 3) },
    );
    expect(s.drawing).toBe(true);
    const ended = run(s, { type: 'end' }, { type: 'move', at: at(9, 9) });
    expect(ended.drawing).toBe(false);
    expect(ended.strokes).toEqual([{ width: 5, points: [at(2, 2), at(3, 3)] }]);
  });

  it('does not draw on a hidden board', () => {
    expect(run(HIDDEN_BOARD, { type: 'start', at: at(1, 1), width: 5 })).toBe(HIDDEN_BOARD);
  });

  it('the refresh clears but keeps the board shown', () => {
    const s = run(HIDDEN_BOARD, { type: 'show' }, { type: 'start', at: at(1, 1), width: 5 }, { type: 'end' });
    expect(run(s, { type: 'clear' })).toEqual({ shown: true, drawing: false, strokes: [] });
  });

  it('closing clears and hides; showing again starts from a clean canvas', () => {
    const s = run(HIDDEN_BOARD, { type: 'show' }, { type: 'start', at: at(1, 1), width: 8 });
    const closed = run(s, { type: 'close' });
    expect(closed).toEqual(HIDDEN_BOARD);
    expect(run(s, { type: 'show' }).strokes).toEqual([]);
  });

  it('line width is 5, and 8 on desktop while drawing (spec §9)', () => {
    expect(lineWidth(false, false)).toBe(5);
    expect(lineWidth(false, true)).toBe(5);
    expect(lineWidth(true, false)).toBe(5);
    expect(lineWidth(true, true)).toBe(8);
  });
});
