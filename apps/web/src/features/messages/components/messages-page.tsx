import type { Message } from '@yuwen/protocol';
import { useState } from 'react';
import { messageTime } from '../../../components/message-sending/message-time';
import { LoadMoreButton, PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useArea } from '../../area-routes';
import { useMarkAllRead, useMarkRead, useMyMessages } from '../api/messages.api';
import '../messages.css';

/** Who sent it and to which class, as one line. */
const fromLine = (m: Message) => (m.class_name ? `${m.from} · ${m.class_name}` : m.from);

/** The whole message on desktop's right: title, who, when, the text. */
function MessageText({ message }: { message: Message }) {
  return (
    <article className="yw-message-text" data-testid="message-text">
      <h2 className="yw-message-text__title">{message.title}</h2>
      <p className="yw-message-text__meta">
        {fromLine(message)} · {messageTime(message.created_at)}
      </p>
      <p className="yw-message-text__body">{message.body}</p>
    </article>
  );
}

/** One row of the list: tapping it opens the message (on phones right below it) and marks it read. */
function MessageRow({
  message,
  open,
  onOpen,
  inline,
}: {
  message: Message;
  open: boolean;
  onOpen: () => void;
  inline: boolean;
}) {
  const bodyId = `message-${message.id}`;
  return (
    <li className={`yw-message-row${message.read ? '' : ' is-unread'}${open ? ' is-open' : ''}`}>
      <button
        type="button"
        className="yw-message-row__button"
        onClick={onOpen}
        aria-expanded={inline ? open : undefined}
        aria-controls={inline && open ? bodyId : undefined}
        aria-current={!inline && open ? 'true' : undefined}
        data-testid="message-row"
        data-read={message.read}
      >
        <span className="yw-message-row__mark" aria-hidden="true" />
        <span className="yw-message-row__main">
          <span className="yw-message-row__title">
            {!message.read && <span className="yw-message-row__new">新</span>}
            {message.title}
            {!message.read && <span className="yw-visually-hidden">（未读）</span>}
          </span>
          <span className="yw-message-row__meta">
            {fromLine(message)} · {messageTime(message.created_at)}
          </span>
        </span>
      </button>
      {inline && open && (
        <div id={bodyId} className="yw-message-row__body">
          <p>{message.body}</p>
        </div>
      )}
    </li>
  );
}

function Inbox({ desktop }: { desktop: boolean }) {
  const messages = useMyMessages();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const [openId, setOpenId] = useState<number>();
  if (messages.isPending) return <PageLoading />;
  if (messages.isError) return <PageFailure error={messages.error} onRetry={messages.refetch} />;
  const list = messages.data.pages.flatMap((page) => page.list);
  const unread = messages.data.pages[0]?.unread ?? 0;
  if (list.length === 0) {
    return (
      <PageMessage glyph="信" title="还没有消息" testId="messages-empty">
        老师和语文学堂发来的消息，会出现在这里。
      </PageMessage>
    );
  }
  const open = (m: Message) => {
    // On phones a second tap folds it away again; desktop always shows the one chosen.
    setOpenId(!desktop && openId === m.id ? undefined : m.id);
    if (!m.read) markRead.mutate(m.id, { onError: (error) => toast.error(failureMessage(error)) });
  };
  const readAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => toast.success('全部标为已读'),
      onError: (error) => toast.error(failureMessage(error)),
    });
  const chosen = list.find((m) => m.id === openId);
  const listPart = (
    <section className="yw-messages__list-part" aria-label="消息列表">
      <div className="yw-messages__bar">
        <p className="yw-messages__summary" data-testid="messages-summary">
          {unread > 0 ? `有 ${unread} 条新消息` : '消息都看过啦'}
        </p>
        <button
          type="button"
          className="yw-button yw-button--soft"
          onClick={readAll}
          disabled={unread === 0 || markAll.isPending}
          data-testid="messages-read-all"
        >
          全部已读
        </button>
      </div>
      <ul className="yw-messages__list" data-testid="messages-list">
        {list.map((m) => (
          <MessageRow key={m.id} message={m} open={m.id === openId} onOpen={() => open(m)} inline={!desktop} />
        ))}
      </ul>
      <LoadMoreButton query={messages} />
    </section>
  );
  if (!desktop) return listPart;
  return (
    <div className="yw-messages__split">
      {listPart}
      <section className="yw-messages__reader" aria-label="消息内容">
        {chosen ? <MessageText message={chosen} /> : <PageMessage glyph="信" title="点左边的一条消息，在这里看看" />}
      </section>
    </div>
  );
}

/** /user/messages: 我的消息 — what teachers and 语文学堂 sent, newest first, unread ones marked. */
export function MessagesPage() {
  const { desktop } = useArea();
  return (
    <>
      <TitleBar title="我的消息" back />
      <main className={`yw-page yw-messages${desktop ? ' yw-messages--desktop' : ''}`} data-testid="messages-page">
        <Inbox desktop={desktop} />
      </main>
    </>
  );
}
