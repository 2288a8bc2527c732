import type { LessonWord } from '@yuwen/protocol';
import { useEffect, useState } from 'react';
import { WritingQuiz } from '../../../components/hanzi-writer/hanzi-writer-board';
import { quizPassed } from '../../../components/hanzi-writer/quiz-score';
import { PageLoading } from '../../../components/page-state/page-state';
import { strokeDataUrl, useStrokeData } from '../api/stroke-data.api';
import { type CharMark, charsOf } from '../dictation-marks';

/** The writing board: most of a phone's width, at most 300 px. */
function boardSize(): number {
  return Math.min(300, Math.round(window.innerWidth * 0.72));
}

/** How long the checker's verdict stays on the board before the next character. */
const VERDICT_MS = 900;

/**
 * 屏幕书写: the word's characters as cells, written one after another on the stroke checker
 * without a model to trace; a character is right when the checker passes it. 不会写 leaves it wrong.
 * A character we have no stroke data for is written anywhere and judged by the pupil or a parent.
 */
export function ScreenWord({
  word,
  marks,
  onMark,
}: {
  word: LessonWord;
  marks: readonly CharMark[];
  onMark: (char: number, right: boolean) => void;
}) {
  const chars = charsOf(word.word);
  const active = marks.indexOf(null);
  const strokes = useStrokeData(active >= 0 && chars[active] ? [chars[active]] : []);
  const [size] = useState(boardSize);
  const [verdict, setVerdict] = useState<{ char: number; right: boolean } | null>(null);

  // The verdict shows a moment, then the next character's board comes.
  useEffect(() => {
    if (!verdict) return;
    const timer = setTimeout(() => {
      setVerdict(null);
      onMark(verdict.char, verdict.right);
    }, VERDICT_MS);
    return () => clearTimeout(timer);
  }, [verdict, onMark]);

  const current = active >= 0 ? chars[active] : undefined;
  const data = strokes[0];
  return (
    <div className="yw-bpcy-screen" data-testid="dictation-screen">
      <ol className="yw-bpcy-screen__cells" aria-label="这个词的字">
        {chars.map((char, i) => {
          const mark = marks[i];
          const state = mark === true ? 'right' : mark === false ? 'wrong' : i === active ? 'active' : 'waiting';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a word may hold the same character twice.
            <li key={i} className={`yw-bpcy-screen__cell is-${state}`} data-testid="dictation-cell" data-state={state}>
              {mark === null ? (
                <span className="yw-visually-hidden">{i === active ? '正在写这个字' : '还没写'}</span>
              ) : (
                <span className="yw-kai">{char}</span>
              )}
            </li>
          );
        })}
      </ol>
      {current !== undefined && (
        <div className="yw-bpcy-screen__board">
          <p className="yw-bpcy-screen__ask">
            写第 {active + 1} 个字{chars.length > 1 ? `（共 ${chars.length} 个）` : ''}
          </p>
          {data?.isPending ? (
            <PageLoading />
          ) : data?.data ? (
            <WritingQuiz
              key={`${word.word}-${active}`}
              char={current}
              dataUrl={strokeDataUrl(current)}
              size={size}
              grid="tian"
              outline={false}
              onComplete={(result) => setVerdict({ char: active, right: quizPassed(result.score) })}
            />
          ) : (
            <div className="yw-bpcy-screen__self" data-testid="dictation-self-check">
              <p>这个字不能在写字板上检查笔顺。请写在纸上，再看答案自己判断：</p>
              <p className="yw-bpcy-screen__reveal yw-kai">{current}</p>
              <div className="yw-bpcy-row">
                <button type="button" className="yw-button" onClick={() => onMark(active, true)}>
                  写对了
                </button>
                <button type="button" className="yw-button yw-button--soft" onClick={() => onMark(active, false)}>
                  写错了
                </button>
              </div>
            </div>
          )}
          {verdict ? (
            <p className={`yw-bpcy-screen__verdict is-${verdict.right ? 'right' : 'wrong'}`} role="status">
              {verdict.right ? '写对了！' : '这个字还要多练练'}
            </p>
          ) : (
            <button
              type="button"
              className="yw-button yw-button--soft"
              data-testid="dictation-give-up"
              onClick={() => onMark(active, false)}
            >
              这个字不会写
            </button>
          )}
        </div>
      )}
    </div>
  );
}
