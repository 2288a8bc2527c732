import type { ReactNode } from 'react';
import { Celebration } from '../../../../components/celebration/celebration';
import { openDictionary } from '../../../../components/dictionary-overlay/dictionary-overlay-store';
import { Stars } from '../../../../components/stars/stars';
import { cheer, resultStars } from '../practice-answers';

/**
 * The end of a round: the score with its stars and a warm word, the characters to practise again
 * (each opens the dictionary), a note of where they went, and what to do next.
 */
export function PracticeResult({
  score,
  summary,
  missed,
  missedNote,
  children,
}: {
  score: number;
  /** e.g. 答对 8 / 10 题. */
  summary: string;
  missed: readonly string[];
  /** Said under the characters to practise again, e.g. that they went to the 错字本. */
  missedNote?: string;
  children?: ReactNode;
}) {
  const stars = resultStars(score);
  return (
    <section className={`yw-tbp-result${stars === 3 ? ' is-perfect' : ''}`} data-testid="practice-result">
      <Celebration when={score >= 80} />
      <Stars stars={stars} className="yw-tbp-result__stars" />
      <p className="yw-tbp-result__score" data-testid="practice-score">
        <b>{score}</b> 分
      </p>
      <p className="yw-tbp-result__cheer">{cheer(score)}</p>
      <p className="yw-tbp-note">{summary}</p>
      {missed.length > 0 && (
        <div className="yw-tbp-result__missed">
          <h2 className="yw-tbp-result__heading">这些字再练练</h2>
          <ul className="yw-tbp-chars" data-testid="practice-missed" aria-label="再练练的字">
            {missed.map((char) => (
              <li key={char} data-char={char}>
                <button
                  type="button"
                  className="yw-tbp-char yw-kai"
                  onClick={() => openDictionary(char)}
                  aria-label={`查看「${char}」`}
                >
                  {char}
                </button>
              </li>
            ))}
          </ul>
          {missedNote && <p className="yw-tbp-note">{missedNote}</p>}
        </div>
      )}
      {children && <div className="yw-tbp-result__actions">{children}</div>}
    </section>
  );
}
