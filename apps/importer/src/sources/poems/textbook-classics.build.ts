import type { ImportedPoem } from '@yuwen/db';
import { ENTERED_ORIGIN } from './bibei75.build.js';
import {
  TEXTBOOK_CLASSICS,
  TEXTBOOK_LINKS,
  type TextbookClassic,
  type TextbookLink,
} from './textbook-classics.data.js';

export const TEXTBOOK_KEY = 'kebengushiwen';

/** Pure: the 课本里的古诗文 rows in textbook order, each noting the volume that teaches it. */
export function buildTextbookRows(entries: readonly TextbookClassic[] = TEXTBOOK_CLASSICS): ImportedPoem[] {
  return entries.map((entry, i) => ({
    collection: TEXTBOOK_KEY,
    sort: i + 1,
    title: entry.title,
    author: entry.author,
    dynasty: entry.dynasty,
    content: entry.lines.join('\n'),
    notes: [entry.note ?? '', `统编版语文${entry.volume}`, ENTERED_ORIGIN].filter(Boolean).join('\n'),
    grade_band: entry.band,
  }));
}

/** A classical text as the textbook data names it (`author` '' or absent where it names none). */
export interface TextbookClassicRef {
  title: string;
  author?: string;
}

type CataloguePoem = Pick<ImportedPoem, 'collection' | 'title' | 'author' | 'content'>;

/**
 * Pure: the catalogue poem a textbook title links to, or undefined. A title of `TEXTBOOK_LINKS`
 * goes to its named poem; any other to the poem of the same title and, where the textbook names
 * one, the same author; a title alone only when every poem of that title has one author. When
 * the text sits in several collections the first in `poems` wins (pass them by id, so 小学必背
 * comes first).
 */
export function findTextbookPoem<P extends CataloguePoem>(
  ref: TextbookClassicRef,
  poems: readonly P[],
  links: readonly TextbookLink[] = TEXTBOOK_LINKS,
): P | undefined {
  const link = links.find((l) => l.title === ref.title && (!l.author || !ref.author || l.author === ref.author));
  if (link) {
    const { collection, title, author, opens } = link.poem;
    return poems.find(
      (p) => p.collection === collection && p.title === title && p.author === author && p.content.startsWith(opens),
    );
  }
  const named = poems.filter((p) => p.title === ref.title);
  if (ref.author) return named.find((p) => p.author === ref.author);
  return new Set(named.map((p) => p.author)).size === 1 ? named[0] : undefined;
}
