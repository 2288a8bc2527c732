import type { WordPracticeResult } from '@yuwen/protocol';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Celebration } from '../../../components/celebration/celebration';
import { Mascot } from '../../../components/mascot/mascot';
import { Stars } from '../../../components/stars/stars';
import { useBpcyLinks } from '../bpcy-links';
import { resultStars } from '../cheer';
import { practiceCheer } from '../word-practice';

/** What the right answer is called in the list of words to practise again ('' when the word says it all). */
const ANSWER_NAMES = { meaning: '意思', fill: '', pair: '朋友' } as const;

/**
 * The end of a practice round: 墨墨 cheering, the stars and score, a warm word, and the words to
 * practise again with their right answers (each opens its word page).
 */
export function PracticeResultView({
  result,
  lessonId,
  children,
}: {
  result: WordPracticeResult;
  lessonId: number;
  children?: ReactNode;
}) {
  const links = useBpcyLinks();
  const stars = resultStars(result.score);
  const missed = result.marks.filter((mark) => !mark.correct);
  const answerName = ANSWER_NAMES[result.kind];
  return (
    <section className={`yw-bpcy-result${stars === 3 ? ' is-perfect' : ''}`} data-testid="practice-result">
      <Celebration when={result.score >= 80} />
      <Mascot pose="cheering" className="yw-bpcy-result__mascot" />
      <Stars stars={stars} className="yw-bpcy-result__stars" />
      <p className="yw-bpcy-result__score" data-testid="practice-score">
        <b>{result.score}</b> 分
      </p>
      <p className="yw-bpcy-result__cheer">{practiceCheer(result.score)}</p>
      <p className="yw-bpcy-note">
        一共 {result.total} {result.kind === 'pair' ? '对' : '题'}，做对 {result.correct}{' '}
        {result.kind === 'pair' ? '对' : '题'}
      </p>
      {missed.length > 0 && (
        <div className="yw-bpcy-result__wrong">
          <h3 className="yw-bpcy-result__heading">这些词语再练练</h3>
          <ul className="yw-bpcy-again" data-testid="practice-again">
            {missed.map((mark, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a word may be missed on two boards.
              <li key={i} className="yw-bpcy-again__item">
                <Link className="yw-bpcy-word-chip yw-kai" to={links.word(mark.word, lessonId)} data-word={mark.word}>
                  {mark.word}
                </Link>
                {answerName !== '' && mark.answer !== '' && (
                  <span className="yw-bpcy-again__answer">
                    {answerName}：<span className={result.kind === 'pair' ? 'yw-kai' : ''}>{mark.answer}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {children && <div className="yw-bpcy-result__actions">{children}</div>}
    </section>
  );
}
