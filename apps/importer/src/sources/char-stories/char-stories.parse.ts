import type { CharStoryTable } from '@yuwen/db';

/** One line of data/char-stories/stories.jsonl (README.md there). */
export interface CharStoryLine {
  char: string;
  formation: string;
  story: string;
}

/** The four formations 趣味识字 groups by; a story names its own and no other. */
export const STORY_FORMATIONS = ['象形', '指事', '会意', '形声'] as const;

/** A short story for a 6–9-year-old: 2–4 sentences, 40–110 characters. */
export const STORY_LENGTH = { min: 40, max: 110 } as const;
export const STORY_SENTENCES = { min: 2, max: 4 } as const;

/** Sentences end with 。！？ (a full stop inside quotation marks ends the quoted word, not the sentence). */
export const sentenceCount = (story: string) =>
  story
    .replace(/“[^”]*”/gu, '“”')
    .split(/[。！？]/u)
    .filter((s) => s.trim() !== '').length;

/** Why a line cannot be shown, or '' when it can. `shown` is the reviewed formation of each character. */
export function storyProblem(entry: CharStoryLine, shown: ReadonlyMap<string, string>): string {
  if ([...entry.char].length !== 1) return '应当只有一个字';
  const formation = shown.get(entry.char) ?? '';
  if (formation === '') return `“${entry.char}”在造字法复核表里没有显示造字法`;
  if (entry.formation !== formation) return `造字法写成了${entry.formation}，复核表是${formation}`;
  if (!entry.story.includes(`${formation}字`)) return `故事里没有说它是${formation}字`;
  const others = STORY_FORMATIONS.filter((f) => f !== formation && entry.story.includes(f));
  if (others.length > 0) return `故事里出现了别的造字法：${others.join('、')}`;
  const length = [...entry.story].length;
  if (length < STORY_LENGTH.min || length > STORY_LENGTH.max) return `故事长 ${length} 字，应在 40–110 字之间`;
  const sentences = sentenceCount(entry.story);
  if (sentences < STORY_SENTENCES.min || sentences > STORY_SENTENCES.max) return `句子数 ${sentences}，应为 2–4 句`;
  return '';
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The stories in file order as table rows; a line with a problem is reported and left out. */
export function parseCharStories(
  text: string,
  shown: ReadonlyMap<string, string>,
): { stories: CharStoryTable[]; problems: { line: number; message: string }[] } {
  const stories: CharStoryTable[] = [];
  const problems: { line: number; message: string }[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of text.split('\n').entries()) {
    if (raw.trim() === '') continue;
    const problem = (message: string) => problems.push({ line: index + 1, message });
    let entry: Partial<CharStoryLine>;
    try {
      entry = JSON.parse(raw) as Partial<CharStoryLine>;
    } catch (error) {
      problem((error as Error).message);
      continue;
    }
    if (!isText(entry.char) || !isText(entry.formation) || !isText(entry.story)) {
      problem('缺少 char、formation 或 story');
      continue;
    }
    const line = { char: entry.char, formation: entry.formation, story: entry.story };
    if (seen.has(line.char)) {
      problem(`重复的字 ${line.char}`);
      continue;
    }
    const why = storyProblem(line, shown);
    if (why !== '') {
      problem(why);
      continue;
    }
    seen.add(line.char);
    stories.push({ char: line.char, sort: stories.length + 1, formation: line.formation, story: line.story });
  }
  return { stories, problems };
}
