/** One line of data/poem-stories/stories.jsonl (STYLE.md there). */
export interface PoemStoryLine {
  key: string;
  collection: string;
  title: string;
  author: string;
  story: string[];
}

/** How many sentences a story has: for a 5–7-year-old, 3–6. */
export const STORY_SENTENCES = { min: 3, max: 6 } as const;

const sentenceCount = (story: readonly string[]) =>
  story
    .join('')
    .split(/[。！？]/u)
    .filter((s) => s.trim()).length;
const isText = (v: unknown): v is string => typeof v === 'string';

/** The stories of the file, and each line's problem (a line with one is not imported). */
export function parsePoemStories(text: string): {
  rows: PoemStoryLine[];
  problems: { line: number; message: string }[];
} {
  const rows: PoemStoryLine[] = [];
  const problems: { line: number; message: string }[] = [];
  const keys = new Set<string>();
  for (const [i, raw] of text.split('\n').entries()) {
    if (raw.trim() === '') continue;
    const problem = (message: string) => problems.push({ line: i + 1, message });
    let value: Partial<Record<keyof PoemStoryLine, unknown>>;
    try {
      value = JSON.parse(raw) as typeof value;
    } catch {
      problem('不是 JSON');
      continue;
    }
    const { key, collection, title, author, story } = value;
    if (!isText(key) || !/^[a-z0-9-]+$/.test(key)) {
      problem('key 有误');
      continue;
    }
    if (keys.has(key)) {
      problem(`key 重复：${key}`);
      continue;
    }
    if (!isText(collection) || !isText(title) || title === '' || !isText(author)) {
      problem('诗的出处不全');
      continue;
    }
    if (!Array.isArray(story) || story.length === 0 || !story.every((p) => isText(p) && p.trim() !== '')) {
      problem('story 应是段落数组');
      continue;
    }
    const count = sentenceCount(story as string[]);
    if (count < STORY_SENTENCES.min || count > STORY_SENTENCES.max) {
      problem(`句子数 ${count} 不在 3–6 之间`);
      continue;
    }
    if (/[A-Za-z0-9]/.test((story as string[]).join(''))) {
      problem('故事里有字母或数字');
      continue;
    }
    keys.add(key);
    rows.push({ key, collection, title, author, story: story as string[] });
  }
  return { rows, problems };
}
