/** The first line of a poem's text (lines joined by '\n'), for lists of poems and of an author's works. */
export function firstLine(content: string): string {
  const end = content.indexOf('\n');
  return end === -1 ? content : content.slice(0, end);
}
