import type { PoetSummary, PoetWork } from '@yuwen/protocol';
import { firstLine } from '../../lib/first-line.js';

export function presentPoet(row: { name: string; dynasty: string; works: number; hasBiography: boolean }): PoetSummary {
  return { name: row.name, dynasty: row.dynasty, works: row.works, has_biography: row.hasBiography };
}

export function presentWork(row: {
  id: number;
  title: string;
  collection: string;
  collection_name: string;
  content: string;
}): PoetWork {
  return {
    id: row.id,
    title: row.title,
    collection: row.collection,
    collection_name: row.collection_name,
    first_line: firstLine(row.content),
  };
}
