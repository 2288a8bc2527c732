import type { AskQuestion, AskState } from '@yuwen/protocol';
import { Link } from 'react-router';

export const STATE_TEXT: Record<AskState, string> = { waiting: '等待回答', answered: '已回答', hidden: '老师已收起' };

function when(at: number): string {
  const d = new Date(at);
  return `${d.getMonth() + 1}月${d.getDate()}日 ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** Questions as cards: the text, its state, what it is about, an unread mark; `to` opens one. */
export function QuestionList({
  questions,
  to,
  chosen,
  showAsker = false,
}: {
  questions: readonly AskQuestion[];
  to: (id: number) => string;
  chosen?: number;
  showAsker?: boolean;
}) {
  return (
    <ul className="yw-ask-list" data-testid="ask-list">
      {questions.map((q) => (
        <li key={q.id}>
          <Link
            to={to(q.id)}
            className={`yw-ask-card${q.id === chosen ? ' is-on' : ''}`}
            data-testid="ask-card"
            data-state={q.state}
            aria-current={q.id === chosen ? 'true' : undefined}
          >
            <span className="yw-ask-card__top">
              <span className={`yw-ask-state is-${q.state}`}>{STATE_TEXT[q.state]}</span>
              {q.unread && (
                <span className="yw-ask-dot" data-testid="ask-unread">
                  新回答
                </span>
              )}
              <span className="yw-ask-card__time">{when(q.created_at)}</span>
            </span>
            <span className="yw-ask-card__text">{q.text}</span>
            <span className="yw-ask-card__meta">
              {[
                showAsker ? [q.pupil_name, ...q.class_names].join(' · ') : '',
                q.topic,
                q.has_image ? '有图片' : '',
                q.answer_count > 0 ? `${q.answer_count}条回答` : '',
              ]
                .filter(Boolean)
                .join(' ｜ ')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export { when };
