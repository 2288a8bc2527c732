import { LoadMoreButton, PageFailure, PageLoading } from '../page-state/page-state';
import { useSentMessages } from './message-sending.api';
import { messageTime } from './message-time';
import './message-sending.css';

/** What the teacher or admin sent (to `classId` only, when given), each with how many have read it. */
export function SentMessages({ classId, showClass = false }: { classId?: number; showClass?: boolean }) {
  const sent = useSentMessages(classId);
  if (sent.isPending) return <PageLoading />;
  if (sent.isError) return <PageFailure error={sent.error} onRetry={sent.refetch} />;
  const list = sent.data.pages.flatMap((page) => page.list);
  if (list.length === 0) return <p className="yw-msg-sent__empty">还没有发过消息。</p>;
  return (
    <>
      <ul className="yw-msg-sent" data-testid="sent-messages">
        {list.map((m) => (
          <li key={m.id} className="yw-msg-sent__item" data-testid="sent-message">
            <div className="yw-msg-sent__head">
              <b className="yw-msg-sent__title">{m.title}</b>
              <span className="yw-msg-sent__reads" data-testid="sent-message-reads">
                已读 {m.read_count}/{m.recipient_count}
              </span>
            </div>
            <p className="yw-msg-sent__body">{m.body}</p>
            <span className="yw-msg-sent__meta">
              {[showClass ? m.class_name || '所有人' : '', messageTime(m.created_at)].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <LoadMoreButton query={sent} />
    </>
  );
}
