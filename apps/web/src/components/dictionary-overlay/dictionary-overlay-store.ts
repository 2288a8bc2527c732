/**
 * Whether the character dictionary overlay is open, and on which query: back closes it before
 * anything else (spec §2).
 */
let query: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null): void {
  query = next;
  for (const listener of listeners) listener();
}

/** Opens the dictionary on a character (or a numeric id); an empty query clears the view (spec §5). */
export function openDictionary(search: string): void {
  set(search.trim() === '' ? null : search.trim());
}

/** Closes the dictionary. */
export function closeDictionary(): void {
  set(null);
}

/** Is the dictionary open? */
export function isDictionaryOpen(): boolean {
  return query !== null;
}

/** The query the dictionary shows (null when closed). */
export function dictionaryQuery(): string | null {
  return query;
}

/** Listens for the dictionary opening, closing or changing character; returns the undo. */
export function subscribeDictionary(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
