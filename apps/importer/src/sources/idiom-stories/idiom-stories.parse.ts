import type { IdiomStoryTable } from '@yuwen/db';

/** One line of stories.jsonl (data/idiom-stories/STYLE.md; the gate test checks the format). */
export interface StoryLine {
  idiom: string;
  variants?: string[];
  pinyin: string;
  source: { work: string; chapter: string; author: string; dynasty: string };
  original: string;
  story: string;
  meaning: string;
  example: string;
  themes?: string[];
  grade: number;
}

/** A line the app could not show, with its line number. */
export interface StoryProblem {
  line: number;
  message: string;
}

const REQUIRED = ['idiom', 'pinyin', 'story', 'meaning', 'example'] as const;

/** The stories in file order as table rows; a line that is not JSON or lacks a text is reported and left out. */
export function parseStories(text: string): { stories: IdiomStoryTable[]; problems: StoryProblem[] } {
  const stories: IdiomStoryTable[] = [];
  const problems: StoryProblem[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of text.split('\n').entries()) {
    if (raw.trim() === '') continue;
    const line = index + 1;
    let entry: StoryLine;
    try {
      entry = JSON.parse(raw) as StoryLine;
    } catch (error) {
      problems.push({ line, message: (error as Error).message });
      continue;
    }
    const missing = REQUIRED.filter((field) => typeof entry[field] !== 'string' || entry[field].trim() === '');
    if (missing.length > 0) {
      problems.push({ line, message: `缺少 ${missing.join('、')}` });
      continue;
    }
    if (seen.has(entry.idiom)) {
      problems.push({ line, message: `重复的成语 ${entry.idiom}` });
      continue;
    }
    seen.add(entry.idiom);
    const source = entry.source ?? { work: '', chapter: '', author: '', dynasty: '' };
    stories.push({
      idiom: entry.idiom,
      sort: stories.length + 1,
      pinyin: entry.pinyin,
      variants: JSON.stringify(entry.variants ?? []),
      work: source.work ?? '',
      chapter: source.chapter ?? '',
      author: source.author ?? '',
      dynasty: source.dynasty ?? '',
      original: entry.original ?? '',
      story: entry.story,
      meaning: entry.meaning,
      example: entry.example,
      themes: JSON.stringify(entry.themes ?? []),
      grade: Number.isInteger(entry.grade) ? entry.grade : 0,
    });
  }
  return { stories, problems };
}
