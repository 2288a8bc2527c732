import type {
  BpzwCategoryRow,
  CompositionGuideRow,
  CompositionRow,
  CompositionSummaryRow,
  HandInOfComposition,
  HandInRow,
  HandInSummaryRow,
} from '@yuwen/db';
import type {
  BpzwCategory,
  BpzwGuide,
  Composition,
  CompositionHandIn,
  CompositionSummary,
  Crumb,
  HandedComposition,
  HandedCompositionSummary,
} from '@yuwen/protocol';

export function presentCategory(row: BpzwCategoryRow): BpzwCategory {
  return { id: row.id, pid: Number(row.pid), key: row.key, name: row.name, kind: row.kind, count: row.count };
}

const list = (json: string): string[] => {
  const value = JSON.parse(json) as unknown;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

export function presentGuide(row: CompositionGuideRow, breadcrumbs: Crumb[]): BpzwGuide {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    band: row.band,
    category_id: row.category_id,
    intro: list(row.intro),
    steps: list(row.steps),
    model: row.model === '' ? null : { title: row.model_title, text: row.model },
    exercise: row.exercise_title === '' ? null : { title: row.exercise_title, prompt: row.exercise_prompt },
    breadcrumbs,
  };
}

export function presentSummary(row: CompositionSummaryRow): CompositionSummary {
  return { id: row.id, title: row.title, sheet: row.sheet, count: row.count, updated_at: Number(row.updated_at) };
}

export const presentHandIn = (row: HandInOfComposition): CompositionHandIn => ({
  ...row,
  handed_at: Number(row.handed_at),
  commented_at: Number(row.commented_at),
});

export function presentComposition(row: CompositionRow, handed: readonly HandInOfComposition[]): Composition {
  return {
    ...presentSummary(row),
    body: row.body,
    created_at: Number(row.created_at),
    handed: handed.map(presentHandIn),
  };
}

export const presentHandedSummary = (row: HandInSummaryRow): HandedCompositionSummary => ({
  id: row.id,
  class_id: row.class_id,
  class_name: row.class_name,
  pupil_name: row.nickname || row.account,
  title: row.title,
  sheet: row.sheet,
  count: row.count,
  handed_at: Number(row.handed_at),
  grade: row.grade,
  commented_at: Number(row.commented_at),
});

export const presentHanded = (row: HandInRow): HandedComposition => ({
  ...presentHandedSummary(row),
  body: row.body,
  comment: row.comment,
});
