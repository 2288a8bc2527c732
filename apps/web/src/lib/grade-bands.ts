/** The grade bands of the 必背 list: our own arrangement, close to where the textbooks teach each poem. */
const GRADE_BAND_NAMES: Readonly<Record<string, string>> = {
  '1-2': '1–2 年级',
  '3-4': '3–4 年级',
  '5-6': '5–6 年级',
};

/** Said under every grade grouping, as the data says: the bands are not an official assignment. */
export const GRADE_BAND_NOTE = '年级段为本站的编排，供参考，非官方年级';

export interface GradeGroup<T> {
  /** '1-2', '3-4', '5-6', or '' for poems outside a graded list. */
  band: string;
  /** The heading; '' when the list is not graded. */
  label: string;
  poems: T[];
}

/**
 * Pure: the poems grouped by grade band, the bands in grade order (the list interleaves them) and
 * the poems in list order within each; poems outside a graded list form one group without a heading.
 */
export function groupByGradeBand<T extends { grade_band: string }>(poems: readonly T[]): GradeGroup<T>[] {
  const groups = new Map<string, GradeGroup<T>>();
  for (const poem of poems) {
    const group = groups.get(poem.grade_band);
    if (group) group.poems.push(poem);
    else
      groups.set(poem.grade_band, {
        band: poem.grade_band,
        label: GRADE_BAND_NAMES[poem.grade_band] ?? '',
        poems: [poem],
      });
  }
  // '1-2' < '3-4' < '5-6'; '' (not graded) sorts first and only stands alone.
  return [...groups.values()].sort((a, b) => a.band.localeCompare(b.band));
}

/** Whether a list is graded (the 必背 list is; the anthologies are not). */
export const isGraded = (poems: readonly { grade_band: string }[]) => poems.some((p) => p.grade_band !== '');
