import { MESSAGE_BODY_MAX, MESSAGE_TITLE_MAX } from '@yuwen/protocol';
import { type FormEvent, useId, useState } from 'react';
import { failureMessage } from '../../lib/http-transport';
import { toast } from '../toast/toast-store';
import { useSendMessage } from './message-sending.api';
import './message-sending.css';

/** Characters as people count them (an emoji is one), as the server does. */
const length = (text: string) => [...text.trim()].length;

/**
 * 发消息: a title and a few lines, sent to one class (`classId`) or, for admins, to everyone. The
 * server checks who may send where; this form only counts characters as they are typed.
 */
export function MessageComposer({ classId, to }: { classId?: number; to: string }) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const send = useSendMessage();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      classId === undefined ? { audience: 'all', title, body } : { audience: 'class', class_id: classId, title, body },
      {
        onSuccess: () => {
          toast.success(`已发给${to}`);
          setTitle('');
          setBody('');
        },
      },
    );
  };
  const titleLength = length(title);
  const bodyLength = length(body);
  const tooLong = titleLength > MESSAGE_TITLE_MAX || bodyLength > MESSAGE_BODY_MAX;
  return (
    <form className="yw-msg-compose" onSubmit={submit} data-testid="message-compose">
      <div className="yw-msg-compose__field">
        <label htmlFor={`${id}-title`}>标题</label>
        <input
          id={`${id}-title`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="例如：明天带字典"
          autoComplete="off"
          aria-describedby={`${id}-title-count`}
          data-testid="message-title"
        />
        <span
          id={`${id}-title-count`}
          className={`yw-msg-compose__count${titleLength > MESSAGE_TITLE_MAX ? ' is-over' : ''}`}
        >
          {titleLength}/{MESSAGE_TITLE_MAX}
        </span>
      </div>
      <div className="yw-msg-compose__field">
        <label htmlFor={`${id}-body`}>内容</label>
        <textarea
          id={`${id}-body`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={4}
          placeholder="想对大家说的话"
          aria-describedby={`${id}-body-count`}
          data-testid="message-body"
        />
        <span
          id={`${id}-body-count`}
          className={`yw-msg-compose__count${bodyLength > MESSAGE_BODY_MAX ? ' is-over' : ''}`}
        >
          {bodyLength}/{MESSAGE_BODY_MAX}
        </span>
      </div>
      {send.error ? (
        <p className="yw-msg-compose__error" role="alert">
          {failureMessage(send.error)}
        </p>
      ) : null}
      <div className="yw-msg-compose__actions">
        <span className="yw-msg-compose__to">发给：{to}</span>
        <button
          type="submit"
          className="yw-button"
          disabled={send.isPending || tooLong || titleLength === 0 || bodyLength === 0}
          data-testid="message-send"
        >
          {send.isPending ? '发送中…' : '发送'}
        </button>
      </div>
    </form>
  );
}
