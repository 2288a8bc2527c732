import type { ImportedPoem } from '@yuwen/db';
import { BIBEI_75, type BibeiEntry } from './bibei75.data.js';

export const BIBEI_KEY = 'bibei75';

/** The origin noted with every text the project entered itself. */
export const ENTERED_ORIGIN = '文字由本站据公版文本录入并逐字校对';

const COLLECTION_NAMES: Record<string, string> = { tangshi300: '唐诗三百首', qianjiashi: '千家诗' };

/** A reading note the anthology prints at the end of a line: "唯见长江天际流。 (唯 通：惟)". */
const LINE_NOTE = /\s*[（(][^（()）]*[）)]\s*$/;

/** Pure: the package poem an entry names, matched by title, author and opening words. */
function findSource(entry: BibeiEntry, rows: readonly ImportedPoem[]): ImportedPoem | undefined {
  if (!('from' in entry)) return undefined;
  const { collection, title, author, opens } = entry.from;
  return rows.find(
    (p) => p.collection === collection && p.title === title && p.author === author && p.content.startsWith(opens),
  );
}

/**
 * Pure: the 小学必背古诗 rows (collection bibei75, sort in list order), taking each text from the
 * imported anthology where the entry names one and from our proofread data otherwise. An entry
 * whose package poem is not found is left out and returned as a gap, never filled by a guess.
 */
export function buildBibeiRows(
  imported: readonly ImportedPoem[],
  entries: readonly BibeiEntry[] = BIBEI_75,
): { rows: ImportedPoem[]; gaps: string[] } {
  const rows: ImportedPoem[] = [];
  const gaps: string[] = [];
  for (const entry of entries) {
    let lines: string[];
    let origin: string;
    if ('from' in entry) {
      const source = findSource(entry, imported);
      if (!source) {
        gaps.push(
          `《${entry.title}》${entry.author}：${COLLECTION_NAMES[entry.from.collection]}中未找到《${entry.from.title}》`,
        );
        continue;
      }
      lines = source.content.split('\n').map((line) => line.replace(LINE_NOTE, ''));
      const why = entry.from.why ? `；${entry.from.why}` : '';
      origin = `文字取自 chinese-poetry《${COLLECTION_NAMES[entry.from.collection]}》${why}`;
    } else {
      lines = [...entry.lines];
      origin = ENTERED_ORIGIN;
    }
    rows.push({
      collection: BIBEI_KEY,
      sort: rows.length + 1,
      title: entry.title,
      author: entry.author,
      dynasty: entry.dynasty,
      content: lines.join('\n'),
      notes: [entry.note ?? '', origin].filter(Boolean).join('\n'),
      grade_band: entry.band,
    });
  }
  return { rows, gaps };
}
