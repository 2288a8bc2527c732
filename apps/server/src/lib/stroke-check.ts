import { quizPassed, quizScore, type WrittenStrokes } from '@yuwen/protocol';
import HanziWriter, { type CharacterJson } from 'hanzi-writer';

/** How a written character went on the stroke checker. */
export interface WritingVerdict {
  /** Every stroke was accepted, in order. */
  complete: boolean;
  /** The character's strokes. */
  strokes: number;
  /** Lines refused on the way. */
  mistakes: number;
  score: number;
  passed: boolean;
}

/** The lines are replayed on a board the size of the stroke data's grid, so each point lands where it was drawn. */
const GRID = 1024;

type Listener = (event: { getPoint(): { x: number; y: number }; preventDefault(): void }) => void;

/** Draws nothing: the quiz only needs somewhere to render. */
class NoRenderer {
  mount(): void {}
  render(): void {}
  destroy(): void {}
}

/**
 * Marks a written character on the server with the very checker the pages use (hanzi-writer's
 * quiz, with the board's options: no model unless `outline`, the default leniency): its lines are
 * fed to the quiz as pointer strokes, in the order drawn, and the result scored by the pages' rule.
 */
export async function checkWriting(
  data: CharacterJson,
  written: WrittenStrokes,
  { outline }: { outline: boolean },
): Promise<WritingVerdict> {
  const listeners: { start?: Listener; move?: Listener; end?: () => void } = {};
  const target = {
    addPointerStartListener: (f: Listener) => {
      listeners.start = f;
    },
    addPointerMoveListener: (f: Listener) => {
      listeners.move = f;
    },
    addPointerEndListener: (f: () => void) => {
      listeners.end = f;
    },
    updateDimensions: () => {},
  };
  const writer = new HanziWriter(null as unknown as HTMLElement, {
    width: GRID,
    height: GRID,
    padding: 0,
    showOutline: outline,
    showCharacter: false,
    strokeFadeDuration: 0,
    drawingFadeDuration: 0,
    charDataLoader: () => data,
    rendererOverride: { HanziWriterRenderer: NoRenderer as never, createRenderTarget: () => target as never },
  });
  writer.setCharacter('字');
  let complete = false;
  let mistakes = 0;
  await writer.quiz({
    highlightOnComplete: false,
    onMistake: () => {
      mistakes += 1;
    },
    onComplete: () => {
      complete = true;
    },
  });
  // The board's points are on the grid with y up; the quiz takes them as a board's pixels.
  const { x: dx, y: dy, scale } = HanziWriter.getScalingTransform(GRID, GRID, 0);
  const event = (x: number, y: number) => ({
    getPoint: () => ({ x: x * scale + dx, y: GRID - dy - y * scale }),
    preventDefault: () => {},
  });
  for (const line of written.strokes) {
    if (complete) break;
    for (let i = 0; i + 1 < line.length; i += 2) {
      const point = event(line[i] as number, line[i + 1] as number);
      (i === 0 ? listeners.start : listeners.move)?.(point);
    }
    listeners.end?.();
  }
  writer.cancelQuiz();
  const strokes = data.strokes.length;
  const score = complete ? quizScore(strokes, mistakes) : 0;
  return { complete, strokes, mistakes, score, passed: complete && quizPassed(score) };
}
