/** "唐 · 李白"; either part may be missing. */
export function byline(dynasty: string, author: string): string {
  return [dynasty, author].filter(Boolean).join(' · ');
}
