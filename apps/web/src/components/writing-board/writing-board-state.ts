import { WRITING_LINE_WIDTH, WRITING_LINE_WIDTH_DESKTOP } from '@yuwen/protocol';

// The handwriting board's states (spec §4): hidden or shown; showing clears the canvas; closing
// clears and hides; a stroke starts on pointer down / touch start and ends on up, out or touch
// end; the refresh icon clears.

export interface BoardPoint {
  x: number;
  y: number;
}

/** A stroke as drawn, with the line width it was drawn with. */
export interface BoardStroke {
  width: number;
  points: BoardPoint[];
}

export interface BoardState {
  shown: boolean;
  /** True between a stroke's start and its end. */
  drawing: boolean;
  strokes: BoardStroke[];
}

export type BoardEvent =
  | { type: 'show' }
  | { type: 'close' }
  | { type: 'clear' }
  | { type: 'start'; at: BoardPoint; width: number }
  | { type: 'move'; at: BoardPoint }
  | { type: 'end' };

export const HIDDEN_BOARD: BoardState = { shown: false, drawing: false, strokes: [] };

/** Spec §9: 5, and 8 on desktop while drawing. */
export function lineWidth(desktop: boolean, drawing: boolean): number {
  return desktop && drawing ? WRITING_LINE_WIDTH_DESKTOP : WRITING_LINE_WIDTH;
}

export function boardReducer(state: BoardState, event: BoardEvent): BoardState {
  switch (event.type) {
    case 'show':
      return { shown: true, drawing: false, strokes: [] };
    case 'close':
      return HIDDEN_BOARD;
    case 'clear':
      return { ...state, drawing: false, strokes: [] };
    case 'start':
      if (!state.shown) return state;
      return { ...state, drawing: true, strokes: [...state.strokes, { width: event.width, points: [event.at] }] };
    case 'move': {
      const last = state.strokes[state.strokes.length - 1];
      if (!state.drawing || !last) return state;
      return {
        ...state,
        strokes: [...state.strokes.slice(0, -1), { ...last, points: [...last.points, event.at] }],
      };
    }
    case 'end':
      return state.drawing ? { ...state, drawing: false } : state;
  }
}
