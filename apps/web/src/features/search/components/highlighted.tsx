import type { SearchItem, SearchMark } from '@yuwen/protocol';
import type { ReactNode } from 'react';

/** A result field with its matched stretches marked. */
export function Highlighted({ item, field }: { item: SearchItem; field: SearchMark['field'] }) {
  const text = item[field];
  const marks = item.marks.filter((m) => m.field === field && m.end > m.start).sort((a, b) => a.start - b.start);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const mark of marks) {
    if (mark.start < at) continue;
    if (mark.start > at) parts.push(text.slice(at, mark.start));
    parts.push(<mark key={mark.start}>{text.slice(mark.start, mark.end)}</mark>);
    at = mark.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
