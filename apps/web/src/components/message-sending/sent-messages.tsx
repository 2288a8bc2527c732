import type { SentMessage } from '@yuwen/protocol';
import { useId, useState } from 'react';
import { failureMessage } from '../../lib/http-transport';
import { LoadMoreButton, PageFailure, PageLoading } from '../page-state/page-state';
import { toast } from '../toast/toast-store';
import { useSentMessages, useWithdrawMessage } from './message-sending.api';
import { messageTime } from './message-time';
import './message-sending.css';

/**
 * What the teacher or admin sent (to `classId` only, when given), each with how many have read it,
 * and 撤回 for each. The list owns the withdrawal: the row goes once it succeeds, the list stays.
 */
export function SentMessages({ classId, showClass = false }: { classId?: number; showClass?: boolean }) {
  const sent = useSentMessages(classId);
  const withdraw = useWithdrawMessage();
  const [asking, setAsking] = useState<number | null>(null);
  if (sent.isPending) return <PageLoading />;
  if (sent.isError) return <PageFailure error={sent.error} onRetry={sent.refetch} />;
  const list = sent.data.pages.flatMap((page) => page.list);
  const take = (m: SentMessage) =>
    withdraw.mutate(m.id, {
      onSuccess: () => toast.success(`已撤回「${m.title}」`),
      onSettled: () => setAsking(null),
    });
  const ask = (id: number | null) => {
    withdraw.reset();
    setAsking(id);
  };
  return (
    <>
      {withdraw.error ? (
        <p className="yw-msg-compose__error" role="alert">
          撤回没有成功：{failureMessage(withdraw.error)}
        </p>
      ) : null}
      {list.length === 0 ? (
        <p className="yw-msg-sent__empty">还没有发过消息。</p>
      ) : (
        <ul className="yw-msg-sent" data-testid="sent-messages">
          {list.map((m) => (
            <SentMessageRow
              key={m.id}
              message={m}
              showClass={showClass}
              asking={asking === m.id}
              pending={withdraw.isPending && withdraw.variables === m.id}
              onAsk={() => ask(m.id)}
              onCancel={() => ask(null)}
              onConfirm={() => take(m)}
            />
          ))}
        </ul>
      )}
      <LoadMoreButton query={sent} />
    </>
  );
}

interface RowProps {
  message: SentMessage;
  showClass: boolean;
  /** 撤回 was tapped: 确定撤回 and 取消 show in its place. */
  asking: boolean;
  pending: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}

function SentMessageRow({ message: m, showClass, asking, pending, onAsk, onCancel, onConfirm }: RowProps) {
  const hintId = useId();
  return (
    <li className="yw-msg-sent__item" data-testid="sent-message">
      <div className="yw-msg-sent__head">
        <b className="yw-msg-sent__title">{m.title}</b>
        <span className="yw-msg-sent__reads" data-testid="sent-message-reads">
          已读 {m.read_count}/{m.recipient_count}
        </span>
      </div>
      <p className="yw-msg-sent__body">{m.body}</p>
      <div className="yw-msg-sent__foot">
        <span className="yw-msg-sent__meta">
          {[showClass ? m.class_name || '所有人' : '', messageTime(m.created_at)].filter(Boolean).join(' · ')}
        </span>
        {asking ? (
          <span className="yw-msg-sent__actions">
            <button
              type="button"
              className="yw-button yw-msg-sent__withdraw-yes"
              onClick={onConfirm}
              disabled={pending}
              aria-label={`确定撤回「${m.title}」`}
              aria-describedby={hintId}
              data-testid="sent-message-withdraw-yes"
            >
              {pending ? '撤回中…' : '确定撤回'}
            </button>
            <button type="button" className="yw-button yw-button--soft" onClick={onCancel} disabled={pending}>
              取消
            </button>
          </span>
        ) : (
          <button
            type="button"
            className="yw-button yw-button--soft"
            onClick={onAsk}
            aria-label={`撤回「${m.title}」`}
            data-testid="sent-message-withdraw"
          >
            撤回
          </button>
        )}
      </div>
      {asking ? (
        <p id={hintId} className="yw-msg-sent__hint">
          撤回后，收到的人都看不到这条消息了。
        </p>
      ) : null}
    </li>
  );
}
