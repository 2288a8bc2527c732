import type { TrainDetail } from '@yuwen/protocol';
import type { ReactNode } from 'react';
import { openDictionary } from '../../../../components/dictionary-overlay/dictionary-overlay-store';

/** A finished round: the score, the missed characters (each opens the dictionary), and what to do next. */
export function HzcsResult({ detail, children }: { detail: TrainDetail; children: ReactNode }) {
  return (
    <section className="yw-hzcs-result" data-testid="hzcs-result">
      <p className="yw-pyxx-practice__score">{detail.score} 分</p>
      <p className="yw-hzzy-note">
        答对 {detail.correct} / {detail.total} 题
        {detail.wrong.length === 0 ? '，全部正确，真棒！' : '，答错的字已放进错字本，记得复习。'}
      </p>
      {detail.wrong.length > 0 && (
        <ul className="yw-hzzy-tiles" data-testid="hzcs-result-wrong" aria-label="答错的字">
          {detail.wrong.map((w) => (
            <li key={w.char_id} className="yw-hzzy-tile" data-char={w.char}>
              <button
                type="button"
                className="yw-hzzy-tile__open"
                onClick={() => openDictionary(w.char)}
                aria-label={`查看「${w.char}」`}
              >
                <span className="yw-hzzy-tile__char yw-kai">{w.char}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="yw-hzcs-result__actions">{children}</div>
    </section>
  );
}
