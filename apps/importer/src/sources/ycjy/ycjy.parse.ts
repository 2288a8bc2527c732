import type { YcjyCategoryImport } from '@yuwen/db';
import { YCJY_GRADES, YCJY_MONTHS, ycjyMonthName } from '@yuwen/protocol';

/** The plan's files in data/ycjy (README there): lessons, rhymes, the poems they read, the pictures. */
export interface YcjyLessonLine {
  grade: number;
  month: number;
  index: number;
  char: string;
  word: string;
  icon: string;
  origin: string;
  stroke: string;
  /** Which stroke of `char` (1 = the first, in stroke order) is `stroke`: the one the child traces. */
  stroke_at: number;
  rhyme: string;
  poem: string;
  game: string;
  guide: string;
  cards: { text: string; icon: string }[];
}
export interface YcjyRhyme {
  key: string;
  title: string;
  lines: string[];
}
export type YcjyPoemRefs = Record<string, { collection: string; author: string }>;

export const PLAN = { grades: [1, 2, 3, 4], months: [9, 10, 11, 12, 1, 2, 3, 4, 5, 6], perMonth: 2 } as const;

/** The strokes a lesson may give to practise (their usual names). */
export const STROKE_NAMES = [
  '横',
  '竖',
  '撇',
  '捺',
  '点',
  '提',
  '横折',
  '横撇',
  '横钩',
  '竖钩',
  '竖提',
  '竖折',
  '竖弯',
  '竖弯钩',
  '弯钩',
  '斜钩',
  '卧钩',
  '撇点',
  '撇折',
  '横折钩',
] as const;

/** Text a child or parent reads: Chinese and its punctuation only (no letters, digits or markup). */
const PROSE = /^[\p{Script=Han}，。、；：？！“”《》…—·]+$/u;
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

export interface ParsedPlan {
  lessons: YcjyLessonLine[];
  problems: string[];
}

/** Checks every lesson against the plan, the rhymes, the poems named and the pictures shipped. */
export function parsePlan(
  lessonsText: string,
  rhymes: readonly YcjyRhyme[],
  poems: YcjyPoemRefs,
  icons: Readonly<Record<string, string>>,
): ParsedPlan {
  const problems: string[] = [];
  const raw = JSON.parse(lessonsText) as Partial<YcjyLessonLine>[];
  const seen = new Set<string>();
  const chars = new Set<string>();
  const lessons: YcjyLessonLine[] = [];
  const rhymeKeys = new Set(rhymes.map((r) => r.key));
  for (const [i, l] of raw.entries()) {
    const where = `第${i + 1}课（${l.char ?? '?'}）`;
    const problem = (m: string) => problems.push(`${where}：${m}`);
    const place = `${l.grade}-${l.month}-${l.index}`;
    if (
      !(PLAN.grades as readonly unknown[]).includes(l.grade) ||
      !(PLAN.months as readonly unknown[]).includes(l.month) ||
      typeof l.index !== 'number' ||
      l.index < 1 ||
      l.index > PLAN.perMonth
    ) {
      problem('年级、月份或课次有误');
      continue;
    }
    if (seen.has(place)) problem(`课次重复：${place}`);
    if (!isText(l.char) || !/^\p{Script=Han}$/u.test(l.char)) problem('字有误');
    else if (chars.has(l.char)) problem(`字重复：${l.char}`);
    for (const field of ['word', 'origin', 'game', 'guide'] as const)
      if (!isText(l[field]) || !PROSE.test(l[field] as string)) problem(`${field} 缺少或含有非中文字符`);
    if (!(STROKE_NAMES as readonly unknown[]).includes(l.stroke)) problem(`笔画名称有误：${l.stroke}`);
    if (!Number.isInteger(l.stroke_at) || (l.stroke_at ?? 0) < 1) problem(`笔画位置有误：${l.stroke_at}`);
    if (!isText(l.rhyme) || !rhymeKeys.has(l.rhyme)) problem(`没有这首儿歌：${l.rhyme}`);
    if (!isText(l.poem) || !poems[l.poem]) problem(`poems.json 里没有这首诗：${l.poem}`);
    if (!isText(l.icon) || !icons[l.icon]) problem(`icons.json 里没有这幅图：${l.icon}`);
    const cards = Array.isArray(l.cards) ? l.cards : [];
    if (cards.length !== 2) problem('识字卡应有两张词语卡');
    for (const card of cards)
      if (!isText(card.text) || !PROSE.test(card.text) || !icons[card.icon]) problem(`识字卡有误：${card.text}`);
    seen.add(place);
    if (isText(l.char)) chars.add(l.char);
    lessons.push(l as YcjyLessonLine);
  }
  for (const r of rhymes)
    if (!isText(r.key) || !isText(r.title) || r.lines.length === 0 || !r.lines.every((line) => PROSE.test(line)))
      problems.push(`儿歌有误：${r.key}`);
  return { lessons, problems };
}

/** The pictures the plan names (a picture shipped but never used is a problem of its own). */
export const iconsUsed = (lessons: readonly YcjyLessonLine[]) =>
  new Set(lessons.flatMap((l) => [l.icon, ...l.cards.map((c) => c.icon)]));

const LESSON_NUMBERS = ['', '一', '二', '三', '四'];

/**
 * The categories of module 2081 the media library hangs a lesson's pictures and videos on: each
 * grade, its months and their lessons, in plan order, parents first (小班 › 九月 › 第一课 日（太阳）).
 * Only places with an imported lesson get one.
 */
export function planCategories(
  lessons: readonly Pick<YcjyLessonLine, 'grade' | 'month' | 'index' | 'char' | 'word'>[],
): YcjyCategoryImport[] {
  const out: YcjyCategoryImport[] = [];
  for (const grade of YCJY_GRADES) {
    const ofGrade = lessons.filter((l) => l.grade === grade.grade);
    if (ofGrade.length === 0) continue;
    out.push({ grade: grade.grade, month: 0, idx: 0, name: grade.name });
    for (const month of YCJY_MONTHS) {
      const ofMonth = ofGrade.filter((l) => l.month === month).sort((a, b) => a.index - b.index);
      if (ofMonth.length === 0) continue;
      out.push({ grade: grade.grade, month, idx: 0, name: ycjyMonthName(month) });
      for (const l of ofMonth)
        out.push({
          grade: grade.grade,
          month,
          idx: l.index,
          name: `第${LESSON_NUMBERS[l.index] ?? l.index}课 ${l.char}（${l.word}）`,
        });
    }
  }
  return out;
}
