import type { ImportedPoem } from '@yuwen/db';
import type { TextFix } from './poems.fixes.js';
import type { RawPoem } from './poems.parse.js';

/**
 * Pure: applies the reviewed fixes for a collection to a text; `used` collects the fixes that
 * matched (by index into `fixes`).
 */
export function applyFixes(text: string, collection: string, fixes: readonly TextFix[], used: Set<number>): string {
  let out = text;
  fixes.forEach((fix, i) => {
    if (fix.collection && fix.collection !== collection) return;
    if (out.includes(fix.from)) {
      out = out.replaceAll(fix.from, fix.to);
      used.add(i);
    }
  });
  return out;
}

/** Variant readings the editions print inside a line: "(客思深 一作：客思侵)". */
const VARIANT_NOTE = /\s*[（(]([^（()）]*一作[^（()）]*)[）)]/g;

/** Pure: a line without its variant notes, and the notes. */
export function splitVariantNotes(line: string): { line: string; variants: string[] } {
  const variants = [...line.matchAll(VARIANT_NOTE)].map((m) => (m[1] ?? '').trim());
  return { line: line.replace(VARIANT_NOTE, '').trim(), variants };
}

/**
 * Pure: poems rows of a collection in order (sort 1..n): converted with `convert`, corrected,
 * lines trimmed and empty lines dropped, variant readings moved from the lines to the notes,
 * content = lines joined by '\n'.
 */
export function buildPoemRows(
  collection: string,
  poems: readonly RawPoem[],
  convert: (text: string) => string,
  fixes: readonly TextFix[],
  used: Set<number>,
): ImportedPoem[] {
  const text = (s: string) => applyFixes(convert(s.trim()), collection, fixes, used);
  return poems
    .map((p) => {
      const split = p.lines.map((l) => splitVariantNotes(text(l))).filter((l) => l.line.length > 0);
      const notes = [text(p.notes), ...split.flatMap((l) => l.variants)].filter(Boolean).join('\n');
      return { ...p, lines: split.map((l) => l.line), notes };
    })
    .filter((p) => p.lines.length > 0)
    .map((p, i) => ({
      collection,
      sort: i + 1,
      // Some files separate 词牌 and title with the katakana middle dot.
      title: text(p.title).replaceAll('・', '·'),
      author: text(p.author),
      dynasty: text(p.dynasty),
      content: p.lines.join('\n'),
      notes: p.notes,
    }));
}

/**
 * Pure: one poet per name and dynasty. Later lists win where they have a biography (the
 * songci list's modern-Chinese biographies over 全宋诗's), and the longer biography wins within
 * a list; poets without one are kept with '' so pages can hide the biography.
 */
export function mergePoets(
  lists: readonly (readonly { name: string; dynasty: string; biography: string }[])[],
): { name: string; dynasty: string; biography: string }[] {
  const poets = new Map<string, { poet: { name: string; dynasty: string; biography: string }; rank: number }>();
  lists.forEach((list, listIndex) => {
    for (const poet of list) {
      if (!poet.name) continue;
      const key = `${poet.dynasty}\u0000${poet.name}`;
      const rank = poet.biography === '' ? -1 : listIndex * 1e9 + poet.biography.length;
      const seen = poets.get(key);
      if (!seen || rank > seen.rank) poets.set(key, { poet, rank });
    }
  });
  return [...poets.values()].map((p) => p.poet);
}
