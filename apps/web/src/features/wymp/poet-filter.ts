import type { PoetSummary } from '@yuwen/protocol';

/** Pure: the authors whose name (or dynasty) contains the typed text; all of them for blank text. */
export function filterPoets(poets: readonly PoetSummary[], text: string): readonly PoetSummary[] {
  const wanted = text.trim();
  if (wanted === '') return poets;
  return poets.filter((p) => p.name.includes(wanted) || p.dynasty === wanted);
}
