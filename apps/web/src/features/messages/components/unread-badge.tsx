import { useUnreadCount } from '../api/messages.api';
import '../messages.css';

/**
 * The unread count beside 我的消息 in 我的 and on the desktop bar's 我的; nothing when all are read
 * (or the count cannot load).
 */
export function UnreadBadge({ testId = 'messages-badge' }: { testId?: string }) {
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <span className="yw-msg-badge" data-testid={testId}>
      {count > 99 ? '99+' : count}
      <span className="yw-visually-hidden">条未读</span>
    </span>
  );
}
