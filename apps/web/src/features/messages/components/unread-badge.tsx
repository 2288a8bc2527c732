import { useUnreadCount } from '../api/messages.api';
import '../messages.css';

/** The unread count beside 我的消息 in 我的; nothing when all are read (or the count cannot load). */
export function UnreadBadge() {
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <span className="yw-msg-badge" data-testid="messages-badge">
      {count > 99 ? '99+' : count}
      <span className="yw-visually-hidden">条未读</span>
    </span>
  );
}
