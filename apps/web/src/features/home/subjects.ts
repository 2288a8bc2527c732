import type { AreaLink } from '../../components/area-grid/area-grid';

/** A subject of the /index/subject tab and the area keys it gathers. */
export interface SubjectGroup {
  title: string;
  keys: readonly string[];
}

/** The subjects, in the order a primary-school timetable would list them. */
export const SUBJECT_GROUPS: readonly SubjectGroup[] = [
  { title: '识字写字', keys: ['hzzy', 'bpcy'] },
  { title: '阅读', keys: ['bpyd', 'sxyd', 'wymp'] },
  { title: '诗文诵读', keys: ['tssc', 'jdsd', 'jdyy', 'jdmz'] },
  { title: '写作', keys: ['bpzw'] },
  { title: '文化', keys: ['zgwh'] },
  { title: '学前', keys: ['xqjy'] },
  { title: '测评', keys: ['kszx'] },
  { title: '课堂', keys: ['tbjx', 'zjkt'] },
];

/** The areas of each subject in the subject's key order; subjects with no area are left out. */
export function groupBySubject(areas: readonly AreaLink[]): { group: SubjectGroup; areas: AreaLink[] }[] {
  return SUBJECT_GROUPS.map((group) => ({
    group,
    areas: group.keys.flatMap((key) => areas.filter((area) => area.module.key === key)),
  })).filter((entry) => entry.areas.length > 0);
}
