import type { CultureEntryTable } from '@yuwen/db';

/** The four parts of 中国文化 and their data files (data/culture/STYLE.md). */
export const CULTURE_PARTS = ['rcsh', 'whzd', 'zgls', 'zgwx'] as const;
export type CulturePart = (typeof CULTURE_PARTS)[number];

/** How a 节气 or festival's date is found: the sun's longitude, a lunar date, or the last day of a lunar month. */
export type DateRule = { term: string; longitude: number } | { lunar: [number, number] } | { lunarLast: number };

export interface PoemRef {
  title: string;
  author: string;
  /** The text's first words, when the title alone is not enough (水调歌头). */
  opens?: string;
}

/** One line of a part's JSON Lines file. */
export interface CultureLine {
  key: string;
  groups: string[];
  title: string;
  pinyin: string;
  summary: string;
  /** A Noto Emoji drawing that depicts the entry, by name (data/culture/icons.json); none where none fits. */
  picture?: string;
  text: string;
  note?: string;
  customs?: string[];
  foods?: string[];
  saying?: string;
  rule?: DateRule;
  years?: { start: number; end: number; about?: boolean };
  author?: string;
  poems?: PoemRef[];
  poets?: { name: string; dynasty: string }[];
}

export interface CultureGroup {
  part: CulturePart;
  key: string;
  name: string;
}

export interface CultureProblem {
  file: string;
  line: number;
  message: string;
}

const REQUIRED = ['key', 'title', 'pinyin', 'summary', 'text'] as const;

/** A rule names a known 节气 at its longitude, a real lunar date, or a lunar month. */
export function ruleProblem(rule: DateRule): string | undefined {
  if ('term' in rule) {
    const longitude = TERM_LONGITUDES[rule.term];
    if (longitude === undefined) return `没有这个节气：${rule.term}`;
    return longitude === rule.longitude ? undefined : `${rule.term} 的黄经应为 ${longitude}°`;
  }
  if ('lunar' in rule) {
    const [month, day] = rule.lunar;
    return month >= 1 && month <= 12 && day >= 1 && day <= 30 ? undefined : '农历日期有误';
  }
  return rule.lunarLast >= 1 && rule.lunarLast <= 12 ? undefined : '农历月份有误';
}

/** The 24 节气 in the year's order from 立春, with the sun's longitude (degrees) at each. */
export const TERM_LONGITUDES: Readonly<Record<string, number>> = Object.fromEntries(
  '立春 雨水 惊蛰 春分 清明 谷雨 立夏 小满 芒种 夏至 小暑 大暑 立秋 处暑 白露 秋分 寒露 霜降 立冬 小雪 大雪 冬至 小寒 大寒'
    .split(' ')
    .map((name, i) => [name, (315 + 15 * i) % 360]),
);

export type ParsedEntry = Omit<CultureEntryTable, 'id' | 'body'> & { line: CultureLine };

/**
 * A part's entries in file order; a line that is not JSON, lacks a text, names an unknown group or
 * a picture not in `pictures`, or repeats a key is reported and left out. `seen` holds keys across
 * all parts.
 */
export function parseCulture(
  part: CulturePart,
  text: string,
  groups: readonly CultureGroup[],
  seen: Set<string>,
  pictures: Readonly<Record<string, string>>,
): { entries: ParsedEntry[]; problems: CultureProblem[] } {
  const file = `${part}.jsonl`;
  const entries: ParsedEntry[] = [];
  const problems: CultureProblem[] = [];
  const ownGroups = new Set(groups.filter((g) => g.part === part).map((g) => g.key));
  for (const [index, raw] of text.split('\n').entries()) {
    if (raw.trim() === '') continue;
    const line = index + 1;
    const fail = (message: string) => problems.push({ file, line, message });
    let entry: CultureLine;
    try {
      entry = JSON.parse(raw) as CultureLine;
    } catch (error) {
      fail((error as Error).message);
      continue;
    }
    const missing = REQUIRED.filter((field) => typeof entry[field] !== 'string' || entry[field].trim() === '');
    if (missing.length > 0) {
      fail(`缺少 ${missing.join('、')}`);
      continue;
    }
    const strange = (entry.groups ?? []).filter((group) => !ownGroups.has(group));
    if (!Array.isArray(entry.groups) || entry.groups.length === 0 || strange.length > 0) {
      fail(`分组有误：${strange.join('、') || '没有分组'}`);
      continue;
    }
    if (entry.picture !== undefined && !Object.hasOwn(pictures, entry.picture)) {
      fail(`icons.json 里没有这幅图：${entry.picture}`);
      continue;
    }
    const badRule = entry.rule ? ruleProblem(entry.rule) : undefined;
    if (badRule) {
      fail(badRule);
      continue;
    }
    if (seen.has(entry.key)) {
      fail(`重复的条目 ${entry.key}`);
      continue;
    }
    seen.add(entry.key);
    entries.push({
      key: entry.key,
      part,
      sort: entries.length + 1,
      title: entry.title,
      pinyin: entry.pinyin,
      summary: entry.summary,
      line: entry,
    });
  }
  return { entries, problems };
}
