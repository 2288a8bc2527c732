import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { type GridKind, PracticeGrid, type QuizResult, WritingQuiz } from '../hanzi-writer/hanzi-writer-board';
import { RefreshIcon } from '../icons/icons';
import { type BoardPoint, type BoardStroke, boardReducer, HIDDEN_BOARD, lineWidth } from './writing-board-state';
import './writing-board.css';

type Mode = 'free' | 'checked';

interface WritingBoardProps {
  char: string;
  /** hanzi-writer's stroke data of the character ('' when there is none: free practice only). */
  strokeDataUrl: string;
  /** A picture of the character for the faint model ('' → the Kaiti font). */
  glyphUrl: string;
  desktop: boolean;
  size: number;
  onQuizComplete?: (result: QuizResult) => void;
}

function drawStroke(context: CanvasRenderingContext2D, stroke: BoardStroke, from = 0): void {
  const { points } = stroke;
  const first = points[Math.max(0, from - 1)];
  if (!first) return;
  context.lineWidth = stroke.width;
  context.beginPath();
  context.moveTo(first.x, first.y);
  // A single touch leaves a dot.
  if (points.length === 1) context.lineTo(first.x + 0.1, first.y);
  for (const point of points.slice(Math.max(1, from))) context.lineTo(point.x, point.y);
  context.stroke();
}

/** Free practice: the pupil's lines on a canvas over the faint model and the grid. */
function FreeCanvas({
  char,
  glyphUrl,
  desktop,
  size,
  grid,
  strokes,
  drawing,
  dispatch,
}: {
  char: string;
  glyphUrl: string;
  desktop: boolean;
  size: number;
  grid: GridKind;
  strokes: readonly BoardStroke[];
  drawing: boolean;
  dispatch: React.Dispatch<Parameters<typeof boardReducer>[1]>;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawn = useRef({ strokes: 0, points: 0 });

  // Paint what is new since the last paint; an emptied list wipes the canvas.
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    if (canvas.width !== size * ratio) {
      canvas.width = size * ratio;
      canvas.height = size * ratio;
      drawn.current = { strokes: 0, points: 0 };
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#263046';
    if (strokes.length < drawn.current.strokes || strokes.length === 0) {
      context.clearRect(0, 0, size, size);
      drawn.current = { strokes: 0, points: 0 };
    }
    for (let i = Math.max(0, drawn.current.strokes - 1); i < strokes.length; i++) {
      const stroke = strokes[i] as BoardStroke;
      const from = i === drawn.current.strokes - 1 ? drawn.current.points : 0;
      drawStroke(context, stroke, from);
      drawn.current = { strokes: i + 1, points: stroke.points.length };
    }
  }, [strokes, size]);

  const pointAt = (event: React.PointerEvent<HTMLCanvasElement>): BoardPoint => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const end = () => dispatch({ type: 'end' });

  return (
    <div className="yw-writing-board__stage" style={{ width: size, height: size }}>
      <PracticeGrid kind={grid} />
      {glyphUrl ? (
        <img className="yw-writing-board__model" src={glyphUrl} alt="" draggable={false} />
      ) : (
        <span className="yw-writing-board__model yw-writing-board__model--text yw-kai" aria-hidden="true">
          {char}
        </span>
      )}
      <canvas
        ref={canvasRef}
        className="yw-writing-board__canvas"
        style={{ width: size, height: size }}
        data-testid="writing-canvas"
        data-strokes={strokes.length}
        data-drawing={drawing ? '1' : '0'}
        data-line-width={strokes[strokes.length - 1]?.width ?? lineWidth(desktop, true)}
        aria-label={`在格子里练写「${char}」`}
        onPointerDown={(event) => {
          event.preventDefault();
          dispatch({ type: 'start', at: pointAt(event), width: lineWidth(desktop, true) });
        }}
        onPointerMove={(event) => {
          if (drawing) dispatch({ type: 'move', at: pointAt(event) });
        }}
        onPointerUp={end}
        onPointerOut={end}
        onPointerCancel={end}
      />
    </div>
  );
}

/**
 * The handwriting board (spec §4): hidden until 练一练; free practice over a faint model, or
 * stroke-checked writing; the refresh icon clears, × clears and hides; 田字格 or 米字格.
 */
export function WritingBoard({ char, strokeDataUrl, glyphUrl, desktop, size, onQuizComplete }: WritingBoardProps) {
  const [state, dispatch] = useReducer(boardReducer, HIDDEN_BOARD);
  const [mode, setMode] = useState<Mode>(strokeDataUrl ? 'checked' : 'free');
  const [grid, setGrid] = useState<GridKind>('tian');
  // A new round of the stroke check on every clear.
  const [round, setRound] = useState(0);
  const clear = useCallback(() => {
    dispatch({ type: 'clear' });
    setRound((r) => r + 1);
  }, []);

  if (!state.shown) {
    return (
      <div className="yw-writing-board" data-testid="writing-board" data-shown="0">
        <button type="button" className="yw-button" onClick={() => dispatch({ type: 'show' })}>
          练一练
        </button>
      </div>
    );
  }

  return (
    <div className="yw-writing-board is-shown" data-testid="writing-board" data-shown="1" data-mode={mode}>
      <div className="yw-writing-board__bar">
        <fieldset className="yw-writing-board__modes" aria-label="练习方式">
          {(
            [
              ['checked', '笔顺检查'],
              ['free', '自由练习'],
            ] as const
          ).map(([key, title]) => (
            <button
              key={key}
              type="button"
              aria-pressed={mode === key}
              className={`yw-writing-board__mode${mode === key ? ' is-current' : ''}`}
              disabled={key === 'checked' && !strokeDataUrl}
              onClick={() => {
                setMode(key);
                clear();
              }}
            >
              {title}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          className="yw-writing-board__tool"
          aria-pressed={grid === 'mi'}
          onClick={() => setGrid((g) => (g === 'tian' ? 'mi' : 'tian'))}
        >
          {grid === 'tian' ? '田字格' : '米字格'}
        </button>
        <button type="button" className="yw-writing-board__tool" aria-label="清空重写" onClick={clear}>
          <RefreshIcon />
        </button>
        <button
          type="button"
          className="yw-writing-board__tool"
          aria-label="关闭写字板"
          onClick={() => dispatch({ type: 'close' })}
        >
          ×
        </button>
      </div>
      {mode === 'free' || !strokeDataUrl ? (
        <>
          <FreeCanvas
            char={char}
            glyphUrl={glyphUrl}
            desktop={desktop}
            size={size}
            grid={grid}
            strokes={state.strokes}
            drawing={state.drawing}
            dispatch={dispatch}
          />
          <p className="yw-writing-board__hint">照着淡淡的字描一描，写错了点刷新重写。</p>
        </>
      ) : (
        <WritingQuiz
          key={round}
          char={char}
          dataUrl={strokeDataUrl}
          size={size}
          grid={grid}
          onComplete={onQuizComplete}
        />
      )}
    </div>
  );
}
