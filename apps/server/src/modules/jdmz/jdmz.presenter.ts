import type { CatalogueIdiom, IdiomGameRow, IdiomStoryRow, JdmzCategoryRow } from '@yuwen/db';
import type { IdiomDetail, JdmzCategory } from '@yuwen/protocol';

export function presentCategory(row: JdmzCategoryRow): JdmzCategory {
  return { id: row.id, pid: Number(row.pid), name: row.name, kind: row.kind, count: row.count };
}

/** 出处 as one line: 战国·韩非《韩非子·五蠹》; '' when the story leaves the work empty. */
export function originLine(story: Pick<IdiomStoryRow, 'work' | 'chapter' | 'author' | 'dynasty'>): string {
  if (story.work === '') return '';
  const who = [story.dynasty, story.author].filter((part) => part !== '').join('·');
  return `${who}《${story.work}${story.chapter ? `·${story.chapter}` : ''}》`;
}

const parseList = (json: string): string[] => {
  const value = JSON.parse(json) as unknown;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/**
 * The idiom for pupils: our story's texts where we wrote one (meaning, 出处, example), else the
 * reviewed 出处 and example of the pupil dictionary and the catalogue's gloss.
 */
export function presentIdiom(idiom: CatalogueIdiom, story: IdiomStoryRow | undefined): IdiomDetail {
  return {
    id: idiom.id,
    idiom: idiom.idiom,
    pinyin: story?.pinyin ?? idiom.pinyin,
    meaning: story?.meaning ?? idiom.paraphrase,
    origin: (story && originLine(story)) || idiom.origin,
    source: story ? { work: story.work, chapter: story.chapter, author: story.author, dynasty: story.dynasty } : null,
    original: story?.original ?? '',
    story: story?.story ?? '',
    example: story?.example || idiom.example || idiom.gloss_example,
    variants: story ? parseList(story.variants) : [],
    grade: story?.grade ?? 0,
  };
}

/** A pupil's finished rounds of a kind, as the area page shows them. */
export function presentResults(summary: { rounds: number; best: number; last: IdiomGameRow | undefined }) {
  return { rounds: summary.rounds, best: summary.best, last: summary.last ? summary.last.points : null };
}
