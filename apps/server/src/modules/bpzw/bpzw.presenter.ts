import type { BpzwCategoryRow, CompositionGuideRow, CompositionRow, CompositionSummaryRow } from '@yuwen/db';
import type { BpzwCategory, BpzwGuide, Composition, CompositionSummary, Crumb } from '@yuwen/protocol';

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

export function presentComposition(row: CompositionRow): Composition {
  return { ...presentSummary(row), body: row.body, created_at: Number(row.created_at) };
}
