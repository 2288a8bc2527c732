import { WRITTEN_LINES_MAX, WRITTEN_POINTS_MAX } from '@yuwen/protocol';
import HanziWriter, { type CharacterJson } from 'hanzi-writer';
import { useEffect, useRef, useState } from 'react';
import { quizScore } from './quiz-score';
import { loadStrokeData } from './stroke-data';
import './hanzi-writer-board.css';

/** Which part of the character a board takes: every stroke, or some of them (0-based, in stroke order). */
interface StrokePick {
  /** Only these strokes, at their places in the character (e.g. the one stroke a child traces). */
  strokes?: readonly number[] | undefined;
  /** This stroke drawn in the highlight colour (hanzi-writer's radical colour) among the others. */
  highlight?: number | undefined;
}

/** The character's own data cut to the strokes picked; nothing is drawn that the data does not hold. */
function picked(data: CharacterJson, { strokes, highlight }: StrokePick): CharacterJson {
  if (strokes) {
    const kept = strokes.filter((i) => data.strokes[i] !== undefined && data.medians[i] !== undefined);
    return {
      strokes: kept.map((i) => data.strokes[i] as string),
      medians: kept.map((i) => data.medians[i] as number[][]),
    };
  }
  return highlight === undefined ? data : { ...data, radStrokes: [highlight] };
}

/** hanzi-writer on our own stroke data, shared by every board drawing the character (`loadStrokeData`). */
function localLoader(dataUrl: string, pick: StrokePick = {}) {
  return (_char: string, onLoad: (data: CharacterJson) => void, onError: (error?: unknown) => void) => {
    loadStrokeData(dataUrl).then((data) => onLoad(picked(data, pick)), onError);
  };
}

/** 田字格 (a cross) or 米字格 (a cross and both diagonals). */
export type GridKind = 'tian' | 'mi';

/** The practice grid behind the character. */
export function PracticeGrid({ kind = 'mi' }: { kind?: GridKind }) {
  return (
    <svg className="yw-hanzi-board__grid" viewBox="0 0 100 100" aria-hidden="true" focusable="false" data-grid={kind}>
      <rect x="1" y="1" width="98" height="98" />
      <line x1="50" y1="1" x2="50" y2="99" />
      <line x1="1" y1="50" x2="99" y2="50" />
      {kind === 'mi' && (
        <>
          <line x1="1" y1="1" x2="99" y2="99" />
          <line x1="99" y1="1" x2="1" y2="99" />
        </>
      )}
    </svg>
  );
}

/** Board geometry, also read by the e2e test to draw along the stroke medians. */
const PADDING = 8;

interface BoardProps {
  char: string;
  dataUrl: string;
  size: number;
}

/** The animation may mark one stroke (0-based) in the highlight colour. */
interface AnimationProps extends BoardProps {
  highlight?: number;
}

type AnimationState = 'loading' | 'animating' | 'done' | 'failed';

/** The stroke-order animation with a replay button. */
export function StrokeAnimation({ char, dataUrl, size, highlight }: AnimationProps) {
  const target = useRef<HTMLDivElement>(null);
  const writer = useRef<HanziWriter | null>(null);
  const [state, setState] = useState<AnimationState>('loading');

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    element.replaceChildren();
    setState('loading');
    const w = HanziWriter.create(element, char, {
      width: size,
      height: size,
      padding: PADDING,
      showOutline: true,
      showCharacter: false,
      strokeColor: '#263046',
      radicalColor: '#e5484d',
      outlineColor: '#d9dee8',
      strokeAnimationSpeed: 1,
      delayBetweenStrokes: 250,
      charDataLoader: localLoader(dataUrl, { highlight }),
      onLoadCharDataError: () => setState('failed'),
    });
    writer.current = w;
    setState('animating');
    void w.animateCharacter({ onComplete: () => setState('done') });
    return () => {
      writer.current = null;
      element.replaceChildren();
    };
  }, [char, dataUrl, size, highlight]);

  const replay = () => {
    const w = writer.current;
    if (!w) return;
    setState('animating');
    void w.hideCharacter().then(() => w.animateCharacter({ onComplete: () => setState('done') }));
  };

  return (
    <div className="yw-hanzi-board" data-testid="stroke-animation" data-state={state}>
      <div className="yw-hanzi-board__stage" style={{ width: size, height: size }}>
        <PracticeGrid />
        <div ref={target} className="yw-hanzi-board__writer" />
        {state === 'failed' && <p className="yw-hanzi-board__note">笔顺数据加载失败</p>}
      </div>
      <button
        type="button"
        className="yw-hanzi-board__button"
        onClick={replay}
        disabled={state === 'loading' || state === 'failed'}
      >
        重播笔顺
      </button>
    </div>
  );
}

/** How many misses on one stroke before its correct path is shown. */
const HINT_AFTER_MISSES = 2;

interface QuizProgress {
  stroke: number;
  total: number;
  mistakes: number;
  lastWrong: boolean;
  complete: boolean;
}

/** One line the pupil drew (in board pixels) and whether it was taken as the right stroke. */
interface DrawnLine {
  path: string;
  correct: boolean;
}

/** How a finished write-it round went. */
export interface QuizResult {
  strokes: number;
  mistakes: number;
  score: number;
  /**
   * Every line the checker judged, in order, as x0, y0, x1, y1 … on the stroke data's grid: what a
   * server needs to run the same check again (考试中心 marks 写字 so).
   */
  lines: number[][];
}

/** A line's points, flat; a very long line keeps evenly spaced points within the contract's limit. */
function flatLine(points: readonly { x: number; y: number }[]): number[] {
  const step = Math.max(1, Math.ceil(points.length / WRITTEN_POINTS_MAX));
  const kept = points.filter((_, i) => i % step === 0 || i === points.length - 1).slice(-WRITTEN_POINTS_MAX);
  return kept.flatMap((p) => [p.x, p.y]);
}

interface QuizProps extends BoardProps {
  grid?: GridKind;
  /** Show the faint model to write over (default); a dictation hides it. */
  outline?: boolean;
  /**
   * Only these strokes (0-based) are written, at their places in the character, whose other
   * strokes stay faintly behind them (a stroke practised on its own).
   */
  strokes?: readonly number[];
  onComplete?: (result: QuizResult) => void;
  /** 重新书写 was pressed: whatever the page said about the last result no longer holds. */
  onRestart?: () => void;
}

/**
 * The write-it board: the pupil writes on the grid; stroke order and direction are checked, a hint
 * follows misses; at the end the pupil's own lines are shown again with a score.
 */
export function WritingQuiz({ onRestart, ...props }: QuizProps) {
  // Writing again starts a fresh board, and the page drops its verdict on the last one.
  const [round, setRound] = useState(0);
  return (
    <QuizRound
      key={round}
      {...props}
      onRestart={() => {
        setRound((r) => r + 1);
        onRestart?.();
      }}
    />
  );
}

/** The pupil's own lines, the accepted ones dark and the refused ones faint. */
function DrawnLines({ lines, size }: { lines: readonly DrawnLine[]; size: number }) {
  return (
    <figure className="yw-hanzi-board__mine" data-testid="quiz-own-strokes" data-lines={lines.length}>
      <svg viewBox={`0 0 ${size} ${size}`} width={size / 2} height={size / 2} aria-hidden="true" focusable="false">
        <rect x="1" y="1" width={size - 2} height={size - 2} fill="#fffdf8" stroke="#e8a3a3" />
        {lines.map((line, i) => (
          <path
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are only ever appended.
            key={i}
            d={line.path}
            className={line.correct ? 'is-correct' : 'is-wrong'}
          />
        ))}
      </svg>
      <figcaption>我写的字</figcaption>
    </figure>
  );
}

function QuizRound({
  char,
  dataUrl,
  size,
  grid,
  outline = true,
  strokes,
  onComplete,
  onRestart,
}: Omit<QuizProps, 'onRestart'> & { onRestart: () => void }) {
  const [lines, setLines] = useState<DrawnLine[]>([]);
  // The judged lines on the data's grid, kept for the result (never drawn).
  const judged = useRef<number[][]>([]);
  const completed = useRef(onComplete);
  completed.current = onComplete;
  const target = useRef<HTMLDivElement>(null);
  const behind = useRef<HTMLDivElement>(null);
  // The picked strokes as a key, so a new array with the same strokes keeps the round.
  const pick = strokes?.join(',');
  const [progress, setProgress] = useState<QuizProgress>({
    stroke: 0,
    total: 0,
    mistakes: 0,
    lastWrong: false,
    complete: false,
  });

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    element.replaceChildren();
    setProgress({ stroke: 0, total: 0, mistakes: 0, lastWrong: false, complete: false });
    setLines([]);
    judged.current = [];
    const keep = (points: readonly { x: number; y: number }[]) => {
      if (judged.current.length < WRITTEN_LINES_MAX) judged.current.push(flatLine(points));
    };
    const only = pick === undefined ? undefined : pick.split(',').map(Number);
    // Writing a few strokes: the whole character faint behind, the strokes to write clearer.
    const backdrop = behind.current;
    if (backdrop && only)
      HanziWriter.create(backdrop, char, {
        width: size,
        height: size,
        padding: PADDING,
        showOutline: true,
        showCharacter: false,
        outlineColor: '#eef1f6',
        charDataLoader: localLoader(dataUrl),
      });
    const w = HanziWriter.create(element, char, {
      width: size,
      height: size,
      padding: PADDING,
      showOutline: outline,
      showCharacter: false,
      outlineColor: only ? '#c9d3e4' : '#e3e7ef',
      drawingColor: '#3a86ff',
      drawingWidth: 18,
      charDataLoader: localLoader(dataUrl, { strokes: only }),
    });
    void w.quiz({
      showHintAfterMisses: HINT_AFTER_MISSES,
      onCorrectStroke: (s) => {
        keep(s.drawnPath.points);
        setLines((l) => [...l, { path: s.drawnPath.pathString, correct: true }]);
        setProgress((p) => ({
          ...p,
          stroke: s.strokeNum + 1,
          total: s.strokeNum + 1 + s.strokesRemaining,
          lastWrong: false,
        }));
      },
      onMistake: (s) => {
        keep(s.drawnPath.points);
        setLines((l) => [...l, { path: s.drawnPath.pathString, correct: false }]);
        setProgress((p) => ({
          ...p,
          total: s.strokeNum + 1 + s.strokesRemaining,
          mistakes: s.totalMistakes,
          lastWrong: true,
        }));
      },
      onComplete: (summary) => setProgress((p) => ({ ...p, mistakes: summary.totalMistakes, complete: true })),
    });
    return () => {
      w.cancelQuiz();
      element.replaceChildren();
      backdrop?.replaceChildren();
    };
  }, [char, dataUrl, size, outline, pick]);

  const score = quizScore(progress.total, progress.mistakes);
  // Told once per round, when the last stroke is in.
  useEffect(() => {
    if (progress.complete) {
      completed.current?.({ strokes: progress.total, mistakes: progress.mistakes, score, lines: judged.current });
    }
  }, [progress.complete, progress.total, progress.mistakes, score]);
  let status: string;
  if (progress.complete) status = progress.mistakes === 0 ? '写得真好，全对！' : `写完了，错了 ${progress.mistakes} 次`;
  // A stroke practised alone has no number of its own on this board: the page says which it is.
  else if (progress.lastWrong)
    status = strokes ? '这一笔不对，再试试' : `这一笔不对，再试试（第 ${progress.stroke + 1} 笔）`;
  else status = strokes ? '照着浅色的样子写这一笔' : `请按笔顺写第 ${progress.stroke + 1} 笔`;

  return (
    <div
      className="yw-hanzi-board"
      data-testid="writing-quiz"
      data-char-lookup="off"
      data-size={size}
      data-padding={PADDING}
      data-correct-strokes={progress.stroke}
      data-mistakes={progress.mistakes}
      data-complete={progress.complete ? '1' : '0'}
      data-score={progress.complete ? score : undefined}
    >
      <div className="yw-hanzi-board__stage yw-hanzi-board__stage--quiz" style={{ width: size, height: size }}>
        <PracticeGrid kind={grid} />
        {strokes && <div ref={behind} className="yw-hanzi-board__writer" aria-hidden="true" />}
        <div ref={target} className="yw-hanzi-board__writer" data-testid="writing-quiz-surface" />
      </div>
      <p className={`yw-hanzi-board__status${progress.lastWrong ? ' is-wrong' : ''}`} role="status" aria-live="polite">
        {status}
      </p>
      {progress.complete && (
        <div className="yw-hanzi-board__result">
          <DrawnLines lines={lines} size={size} />
          <p className="yw-hanzi-board__score" data-testid="quiz-score">
            得分 <b>{score}</b>
            <span>
              {progress.total} 笔，错 {progress.mistakes} 次
            </span>
          </p>
        </div>
      )}
      <button type="button" className="yw-hanzi-board__button" onClick={onRestart}>
        重新书写
      </button>
    </div>
  );
}
