import type { SearchItem, SearchMark } from '@yuwen/protocol';
import type { ReactNode } from 'react';

/** A result field, or the stretch [from, to) of it, with its matched stretches marked. */
export function Highlighted({
  item,
  field,
  from = 0,
  to = item[field].length,
}: {
  item: SearchItem;
  field: SearchMark['field'];
  from?: number;
  to?: number;
}) {
  const text = item[field];
  const marks = item.marks
    .filter((m) => m.field === field)
    .map((m) => ({ start: Math.max(m.start, from), end: Math.min(m.end, to) }))
    .filter((m) => m.end > m.start)
    .sort((a, b) => a.start - b.start);
  const parts: ReactNode[] = [];
  let at = from;
  for (const mark of marks) {
    if (mark.start < at) continue;
    if (mark.start > at) parts.push(text.slice(at, mark.start));
    parts.push(<mark key={mark.start}>{text.slice(mark.start, mark.end)}</mark>);
    at = mark.end;
  }
  if (at < to) parts.push(text.slice(at, to));
  return <>{parts}</>;
}
