/**
 * Whether the character dictionary overlay is open, and on which query: back closes it before
 * anything else (spec §2).
 */
let query: string | null = null;

/** Opens the dictionary on a character (or a numeric id). */
export function openDictionary(search: string): void {
  query = search;
}

/** Closes the dictionary. */
export function closeDictionary(): void {
  query = null;
}

/** Is the dictionary open? */
export function isDictionaryOpen(): boolean {
  return query !== null;
}
