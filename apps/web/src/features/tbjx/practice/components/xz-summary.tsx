import { Link } from 'react-router';
import { writingSummary } from '../practice-answers';
import { PracticeResult } from './practice-result';

/** The end of 写字: the round's score, each character's, and what next. */
export function XzSummary({
  chars,
  scores,
  szTo,
  onAgain,
}: {
  chars: readonly string[];
  scores: ReadonlyMap<string, number>;
  /** This lesson's 识字 page. */
  szTo: string;
  onAgain: () => void;
}) {
  const { written, score, again } = writingSummary(chars, scores);
  return (
    <>
      <PracticeResult
        score={score}
        summary={`写了 ${written} / ${chars.length} 个字${written < chars.length ? '，没写的字算 0 分' : ''}`}
        missed={again}
        missedNote="没写完或没写好的字，点开看看笔顺再写一遍。"
      >
        <button type="button" className="yw-button" data-testid="practice-again" onClick={onAgain}>
          再写一遍
        </button>
        <Link className="yw-button yw-button--soft" to={szTo}>
          去识字
        </Link>
      </PracticeResult>
      <ul className="yw-tbp-card yw-tbp-scores" data-testid="xz-scores" aria-label="每个字的得分">
        {chars.map((char) => {
          const score = scores.get(char);
          return (
            <li key={char} data-char={char} data-score={score ?? ''}>
              <span className="yw-tbp-scores__char yw-kai">{char}</span>
              <span className="yw-tbp-scores__score">{score === undefined ? '未写' : `${score} 分`}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
