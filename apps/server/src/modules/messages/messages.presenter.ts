import type { InboxRow, SentRow } from '@yuwen/db';
import type { Message, SentMessage } from '@yuwen/protocol';

/** Who a message to everyone is from. */
export const EVERYONE_SENDER = '语文学堂';

export function presentMessage(row: InboxRow): Message {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    from: row.class_id === null ? EVERYONE_SENDER : row.sender_nickname || row.sender_account || '老师',
    class_name: row.class_name ?? '',
    read: row.read_at !== null,
    created_at: row.created_at,
  };
}

/** `readers`: how many accounts a message to everyone reaches. */
export function presentSent(row: SentRow, readers: number): SentMessage {
  const toClass = row.class_id !== null;
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    audience: toClass ? 'class' : 'all',
    class_id: row.class_id ?? 0,
    class_name: row.class_name ?? '',
    read_count: row.read_count,
    recipient_count: toClass ? row.member_count : readers,
    created_at: row.created_at,
  };
}
