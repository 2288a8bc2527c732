import type { ReactNode } from 'react';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { useDictationHistory } from '../api/dictation-history.api';

const MODE_NAMES = { screen: '屏幕书写', paper: '纸笔' } as const;

function when(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getMonth() + 1}月${d.getDate()}日 ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** The pupil's handed-in dictations, latest first: what, when, how, the score and the wrong characters. */
export function DictationHistory() {
  const history = useDictationHistory();
  let body: ReactNode;
  if (history.isPending) body = <PageLoading />;
  else if (history.isError) body = <PageFailure error={history.error} onRetry={history.refetch} />;
  else if (history.data.length === 0) body = <p className="yw-bpcy-note">还没有听写过。听写完交卷，成绩会记在这里。</p>;
  else
    body = (
      <ol className="yw-bpcy-history__list">
        {history.data.map((item) => (
          <li key={item.id} className="yw-bpcy-history__item" data-testid="dictation-history-item">
            <span className="yw-bpcy-history__title yw-kai">{item.title}</span>
            <span className="yw-bpcy-history__meta">
              {when(item.submitted_at)} · {MODE_NAMES[item.mode]} · 对 {item.correct}/{item.total}
            </span>
            <span className={`yw-bpcy-history__score${item.score >= 80 ? ' is-good' : ''}`}>{item.score} 分</span>
            {item.wrong.length > 0 && (
              <span className="yw-bpcy-history__wrong">
                错字：<span className="yw-kai">{item.wrong.join(' ')}</span>
              </span>
            )}
          </li>
        ))}
      </ol>
    );
  return (
    <section className="yw-bpcy-history" data-testid="dictation-history" aria-labelledby="bpcy-history-title">
      <h2 id="bpcy-history-title" className="yw-bpcy-section-title">
        听写记录
      </h2>
      {body}
    </section>
  );
}
