import { findTextbookPoem } from '../poems/textbook-classics.build.js';
import type { ClassicName, PoemLookup } from './textbook.parse.js';

/** A catalogue poem as the linker sees it. */
export interface CataloguePoem {
  id: number;
  collection: string;
  title: string;
  author: string;
  content: string;
}

/**
 * Links the book's classical texts to catalogue poems with the poems source's rules
 * (`findTextbookPoem`: the reviewed link table, else title and author, else a title only one poet
 * used); the lowest id wins when a text sits in several collections. Unlinked names are kept for
 * the report.
 */
export function poemLinker(poems: readonly CataloguePoem[]): { find: PoemLookup; missing: Set<string> } {
  const byId = [...poems].sort((a, b) => a.id - b.id);
  const missing = new Set<string>();
  const find = (name: ClassicName): number => {
    const match = findTextbookPoem({ title: name.title, author: name.author }, byId);
    if (!match) missing.add(name.author ? `${name.title}（${name.author}）` : name.title);
    return match?.id ?? 0;
  };
  return { find, missing };
}
