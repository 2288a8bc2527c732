/** "唐 · 李白"; either part may be missing. Poem pages, albums and authors write it alike. */
export function byline(dynasty: string, author: string): string {
  return [dynasty, author].filter(Boolean).join(' · ');
}
