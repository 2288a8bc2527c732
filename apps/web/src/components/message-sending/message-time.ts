const pad = (n: number) => String(n).padStart(2, '0');

/** When a message was sent, as a pupil reads it: 今天 08:30, 昨天 17:05, 11月3日 09:00, 2025年12月1日. */
export function messageTime(at: number, now = Date.now()): string {
  const sent = new Date(at);
  const today = new Date(now);
  const clock = `${pad(sent.getHours())}:${pad(sent.getMinutes())}`;
  const dayStart = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  if (at >= dayStart) return `今天 ${clock}`;
  if (at >= dayStart - 86_400_000) return `昨天 ${clock}`;
  const day = `${sent.getMonth() + 1}月${sent.getDate()}日`;
  return sent.getFullYear() === today.getFullYear() ? `${day} ${clock}` : `${sent.getFullYear()}年${day}`;
}
