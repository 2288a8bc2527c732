import { QUESTION_TYPE_NAMES } from '@yuwen/protocol';
import { Link } from 'react-router';
import { useArea } from '../../area-routes';
import { useHistory, useWrongBook } from '../api/kszx.api';
import { attemptPath, practicePath } from '../kszx-links';

const day = (ms: number) => {
  const d = new Date(ms);
  return `${d.getMonth() + 1}月${d.getDate()}日`;
};

/**
 * 我的成绩 (the latest hand-ins; a paper's opens its marks and a teacher's review) and the 错题本 (how
 * many per type, each a link to practise them).
 */
export function MyRecords() {
  const { desktop } = useArea();
  const history = useHistory();
  const wrong = useWrongBook();
  const byType = new Map<string, number>();
  for (const w of wrong.data ?? []) byType.set(w.type, (byType.get(w.type) ?? 0) + 1);
  return (
    <div className="yw-kszx-records">
      <section className="yw-kszx-card" data-testid="kszx-history">
        <h3 className="yw-kszx-card__title">我的成绩</h3>
        {(history.data ?? []).length === 0 ? (
          <p className="yw-kszx-note">还没有交过试卷。</p>
        ) : (
          <ul className="yw-kszx-history">
            {(history.data ?? []).slice(0, 6).map((h) => (
              <li key={h.attempt_id} data-testid="kszx-history-entry">
                {h.mode === 'paper' ? (
                  <Link to={attemptPath(desktop, h.paper_id, h.attempt_id)}>{h.title}</Link>
                ) : (
                  <span>{h.title}</span>
                )}
                <b>{h.pending > 0 ? '待老师批改' : `${h.score} 分`}</b>
                <small>{day(h.submitted_at)}</small>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="yw-kszx-card" data-testid="kszx-wrong">
        <h3 className="yw-kszx-card__title">错题本</h3>
        {byType.size === 0 ? (
          <p className="yw-kszx-note">没有错题，真棒！</p>
        ) : (
          <ul className="yw-kszx-wrong">
            {[...byType].map(([type, n]) => (
              <li key={type}>
                <span>{QUESTION_TYPE_NAMES[type as keyof typeof QUESTION_TYPE_NAMES]}</span>
                <b>{n} 道</b>
                <Link to={practicePath(type)}>去练练</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
