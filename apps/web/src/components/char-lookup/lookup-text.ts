import { CHINESE_CHAR_PATTERN } from '@yuwen/protocol';

/** What a lookup gesture on a selection leads to (spec §4/§5). */
export type LookupOutcome =
  | { kind: 'ignore' }
  | { kind: 'not-chinese' }
  | { kind: 'dictionary'; char: string }
  | { kind: 'choose'; chars: string[] };

/**
 * Keeps only the Chinese characters of a selection, without duplicates, in reading order. A blank
 * selection is ignored; one character goes straight to the dictionary, several to a chooser.
 */
export function lookupOutcome(selection: string): LookupOutcome {
  if (selection.trim() === '') return { kind: 'ignore' };
  const chars = [...new Set([...selection].filter((c) => CHINESE_CHAR_PATTERN.test(c)))];
  if (chars.length === 0) return { kind: 'not-chinese' };
  if (chars.length === 1) return { kind: 'dictionary', char: chars[0] as string };
  return { kind: 'choose', chars };
}
