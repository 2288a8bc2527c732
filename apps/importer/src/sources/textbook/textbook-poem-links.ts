import type { ClassicName, PoemLookup } from './textbook.parse.js';

/** A catalogue poem as the linker sees it. */
export interface CataloguePoem {
  id: number;
  title: string;
  author: string;
}

/**
 * Where the book's name and the catalogue's differ for the same text (checked by reading both
 * texts): the book's title and author → the catalogue's.
 */
const RENAMED: Readonly<Record<string, { title: string; author: string }>> = {
  '雪梅|卢钺': { title: '雪梅·其一', author: '卢梅坡' },
};

/** 「悯农（其二）」→「悯农·其二」; 「古朗月行（节选）」→「古朗月行」. */
function catalogueTitle(title: string): string {
  return title
    .replace(/（节选）/g, '')
    .replace(/（(其[一二三四五六七八九十]+)）/g, '·$1')
    .trim();
}

/**
 * Links the book's classical texts to catalogue poems: by title and author, or by title alone when
 * every poem of that title has one author (the book prints some titles without one). The lowest id
 * wins when a text sits in several collections. Unlinked names are collected for the report.
 */
export function poemLinker(poems: readonly CataloguePoem[]): { find: PoemLookup; missing: Set<string> } {
  const byTitle = new Map<string, CataloguePoem[]>();
  for (const poem of [...poems].sort((a, b) => a.id - b.id)) {
    const list = byTitle.get(poem.title) ?? [];
    list.push(poem);
    byTitle.set(poem.title, list);
  }
  const missing = new Set<string>();
  const find = (name: ClassicName): number => {
    const renamed = RENAMED[`${name.title}|${name.author}`];
    const title = renamed?.title ?? catalogueTitle(name.title);
    const author = renamed?.author ?? name.author;
    const candidates = byTitle.get(title) ?? [];
    const match = author
      ? candidates.find((poem) => poem.author === author)
      : new Set(candidates.map((poem) => poem.author)).size === 1
        ? candidates[0]
        : undefined;
    if (!match) missing.add(name.author ? `${name.title}（${name.author}）` : name.title);
    return match?.id ?? 0;
  };
  return { find, missing };
}
