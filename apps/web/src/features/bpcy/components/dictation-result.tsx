import type { DictationResult } from '@yuwen/protocol';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Celebration } from '../../../components/celebration/celebration';
import { openDictionary } from '../../../components/dictionary-overlay/dictionary-overlay-store';
import { Mascot } from '../../../components/mascot/mascot';
import { Stars } from '../../../components/stars/stars';
import { useBpcyLinks } from '../bpcy-links';
import { cheer, resultStars } from '../cheer';

/**
 * The end of a dictation: stars, the score and a warm word; the characters written wrong (each
 * opens the dictionary) and where they went — the 错字本.
 */
export function DictationResultView({ result, children }: { result: DictationResult; children?: ReactNode }) {
  const links = useBpcyLinks();
  const stars = resultStars(result.score);
  return (
    <section className={`yw-bpcy-result${stars === 3 ? ' is-perfect' : ''}`} data-testid="dictation-result">
      <Celebration when={result.score >= 80} />
      <Mascot pose={result.score >= 80 ? 'cheering' : 'greeting'} className="yw-bpcy-result__mascot" />
      <Stars stars={stars} className="yw-bpcy-result__stars" />
      <p className="yw-bpcy-result__score" data-testid="dictation-score">
        <b>{result.score}</b> 分
      </p>
      <p className="yw-bpcy-result__cheer">{cheer(result.score)}</p>
      <p className="yw-bpcy-note">
        听写 {result.total} 个词语，全对 {result.correct} 个
      </p>
      {result.wrong.length > 0 && (
        <div className="yw-bpcy-result__wrong">
          <h3 className="yw-bpcy-result__heading">这些字写错了，再练练</h3>
          <ul className="yw-bpcy-chars" data-testid="dictation-wrong" aria-label="写错的字">
            {result.wrong.map((char) => (
              <li key={char} data-char={char}>
                <button
                  type="button"
                  className="yw-bpcy-char yw-kai"
                  aria-label={`查字典：${char}`}
                  onClick={() => openDictionary(char)}
                >
                  {char}
                </button>
              </li>
            ))}
          </ul>
          <p className="yw-bpcy-note">
            它们已经放进错字本，复习时会再出现。
            {links.review && (
              <Link to={links.review} data-testid="dictation-to-review">
                去错字本看看
              </Link>
            )}
          </p>
        </div>
      )}
      {children && <div className="yw-bpcy-result__actions">{children}</div>}
    </section>
  );
}
