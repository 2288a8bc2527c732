import type { BpzwCategoryImport, GuideImport } from '@yuwen/db';
import { GRADE_BAND_NAMES } from '@yuwen/protocol';
import { BIBEI_KEY } from '../poems/bibei75.build.js';
import { TEXTBOOK_KEY } from '../poems/textbook-classics.build.js';
import type { CataloguePoem } from '../textbook/textbook-poem-links.js';

/** One line of guides.jsonl (data/composition/STYLE.md; the gate test checks the writing). */
export interface GuideLine {
  key: string;
  /** The part it is filed under: zwwbxxf, zwwtfl, wbxl, xscgfzd, zkgfzd, gkgfzd or zjzwzd. */
  section: string;
  band: number;
  title: string;
  intro: string[];
  steps: string[];
  model: { title: string; text: string } | null;
  exercise: { title: string; prompt: string } | null;
}

/** One line of poem-lines.jsonl: a line of a pupils' poem for 写作素材, by theme (`name` is the theme's). */
export interface PoemLine {
  theme: string;
  name: string;
  title: string;
  author: string;
  line: string;
}

/** One line of idioms.jsonl: an idiom of the catalogue for a theme, with our meaning unless our story gives one. */
export interface ThemeIdiom {
  theme: string;
  idiom: string;
  meaning?: string;
}

/** The collections 写作素材's lines come from, searched in this order: 小学必背古诗, then 课本里的古诗文. */
export const LINE_COLLECTIONS = [BIBEI_KEY, TEXTBOOK_KEY] as const;

// A catalogue poem as 写作素材 reads it: as the textbook's linker does.
export type { CataloguePoem };

const lineText = (text: string) => text.replace(/\s+/g, '');

/**
 * Pure: the poem a line was taken from — same title and author, the line's characters in its text
 * exactly (spaces and line breaks aside) — the first of LINE_COLLECTIONS first; undefined when none.
 */
export function poemOfLine(entry: PoemLine, poems: readonly CataloguePoem[]): CataloguePoem | undefined {
  const rank = (p: CataloguePoem) => (LINE_COLLECTIONS as readonly string[]).indexOf(p.collection);
  return poems
    .filter((p) => rank(p) >= 0 && p.title === entry.title && p.author === entry.author)
    .sort((a, b) => rank(a) - rank(b) || a.id - b.id)
    .find((p) => lineText(p.content).includes(lineText(entry.line)));
}

export interface LineProblem {
  line: number;
  message: string;
}

/** Parses JSON Lines, reporting (and leaving out) a line that is not JSON or lacks a required text. */
export function parseLines<T>(
  text: string,
  required: readonly (keyof T & string)[],
): { rows: T[]; problems: LineProblem[] } {
  const rows: T[] = [];
  const problems: LineProblem[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    if (raw.trim() === '') continue;
    try {
      const row = JSON.parse(raw) as T;
      const missing = required.filter((field) => {
        const value = row[field];
        return typeof value === 'string' ? value.trim() === '' : value === undefined;
      });
      if (missing.length > 0) problems.push({ line: index + 1, message: `缺少 ${missing.join('、')}` });
      else rows.push(row);
    } catch (error) {
      problems.push({ line: index + 1, message: (error as Error).message });
    }
  }
  return { rows, problems };
}

export const GUIDE_FIELDS = ['key', 'section', 'title', 'intro', 'steps'] as const;
export const POEM_LINE_FIELDS = ['theme', 'name', 'title', 'author', 'line'] as const;
export const THEME_IDIOM_FIELDS = ['theme', 'idiom'] as const;

/** The guide as the table keeps it. */
export function guideRow(guide: GuideLine): GuideImport {
  return {
    key: guide.key,
    band: guide.band,
    title: guide.title,
    intro: JSON.stringify(guide.intro),
    steps: JSON.stringify(guide.steps),
    model_title: guide.model?.title ?? '',
    model: guide.model?.text ?? '',
    exercise_title: guide.exercise?.title ?? '',
    exercise_prompt: guide.exercise?.prompt ?? '',
  };
}

/** The parts of spec §2 and the names they show. 作文能力提升 groups the first four. */
const ZWNLTP_CHILDREN = [
  ['zwwbxxf', '写作方法'],
  ['zwwtfl', '文体分类'],
  ['wbxl', '文本训练'],
] as const;
const OTHER_PARTS = [
  ['xscgfzd', '小升初作文规范指导'],
  ['zkgfzd', '中考作文规范指导'],
  ['gkgfzd', '高考作文规范指导'],
  ['zjzwzd', '专家作文指导'],
] as const;

const empty = { guides: [], materials: [] };

/**
 * Module 156's categories: 作文能力提升 with 写作方法, 文体分类 and 文本训练 (a sub-category per grade
 * band that has guides) and 写作素材 (a category per theme with its idioms and poem lines, then the
 * idioms of our stories); then 小升初, 中考, 高考 and 专家指导 with their guides. Guides keep file
 * order within a category.
 */
export function buildCategories(
  guides: readonly GuideLine[],
  words: BpzwCategoryImport['materials'],
  themes: readonly { key: string; name: string; lines: BpzwCategoryImport['materials'] }[],
): BpzwCategoryImport[] {
  const of = (section: string, band?: number) =>
    guides.filter((g) => g.section === section && (band === undefined || g.band === band)).map(guideRow);
  const categories: BpzwCategoryImport[] = [
    { key: 'zwnltp', parent: '', kind: 'group', name: '作文能力提升', ...empty },
  ];
  for (const [key, name] of ZWNLTP_CHILDREN) {
    categories.push({ key, parent: 'zwnltp', kind: 'group', name, ...empty });
    for (const band of [1, 2, 3]) {
      const inBand = of(key, band);
      if (inBand.length > 0)
        categories.push({
          key: `${key}-${band}`,
          parent: key,
          kind: 'guides',
          name: GRADE_BAND_NAMES[band] ?? '',
          guides: inBand,
          materials: [],
        });
    }
  }
  categories.push(
    { key: 'xzsc', parent: 'zwnltp', kind: 'group', name: '写作素材', ...empty },
    ...themes.map(
      (theme): BpzwCategoryImport => ({
        key: `xzsc-${theme.key}`,
        parent: 'xzsc',
        kind: 'materials',
        name: theme.name,
        guides: [],
        materials: theme.lines,
      }),
    ),
    { key: 'xzsc-words', parent: 'xzsc', kind: 'materials', name: '成语故事里的好词', guides: [], materials: words },
  );
  for (const [key, name] of OTHER_PARTS)
    categories.push({ key, parent: '', kind: 'guides', name, guides: of(key), materials: [] });
  return categories;
}
