// Which 统编版 volume (一年级上册 …) the textbook areas (同步教学, 部编汉字, 部编词语) and the home
// screen show: the pupil's own choice, remembered on this device under one key so a volume chosen in
// one area opens in the others too; before any choice, the volume of the pupil's grade for the term
// of the school year we are in.
import type { TextbookVolumeSummary } from '@yuwen/protocol';
import { readStored } from '../../lib/stored-value';
import { storage } from '../../platform/storage';

/** The storage key of the chosen volume (its key, g1a … g6b: ids may change with a re-import, keys do not). */
export const VOLUME_STORAGE_KEY = 'tbjx_volume';

export const GRADE_NAMES = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'] as const;

/** 一年级 for 1 …; '' outside 1–6. */
export function gradeName(grade: number): string {
  return GRADE_NAMES[grade - 1] ?? '';
}

/** The term a month (1–12) falls in: the autumn term (上册) from August to January, else 下册. */
export function termOfMonth(month: number): '上册' | '下册' {
  return month >= 8 || month === 1 ? '上册' : '下册';
}

/** The profile's grade as a number 1–6; undefined for 学前, '' or anything else. */
export function profileGrade(grade: string | undefined): number | undefined {
  const n = Number(grade);
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : undefined;
}

export interface VolumePreference {
  /** The remembered volume key. */
  stored?: string;
  /** The profile's grade ('1'…'6', 学前, ''). */
  grade?: string;
  /** The month now, 1–12. */
  month: number;
}

/**
 * The volume to show among those the server lists: the remembered one; else the profile grade's
 * volume of this term, that grade's other volume, the nearest grade's; else the first (学前 and no
 * grade start at the beginning).
 */
export function chooseVolume(
  volumes: readonly TextbookVolumeSummary[],
  { stored, grade, month }: VolumePreference,
): TextbookVolumeSummary | undefined {
  const remembered = volumes.find((v) => v.key === stored);
  if (remembered) return remembered;
  const wanted = profileGrade(grade);
  if (wanted === undefined) return volumes[0];
  const term = termOfMonth(month);
  const distance = (v: TextbookVolumeSummary) => Math.abs(v.grade - wanted) * 2 + (v.term === term ? 0 : 1);
  return volumes.reduce<TextbookVolumeSummary | undefined>(
    (best, v) => (best === undefined || distance(v) < distance(best) ? v : best),
    undefined,
  );
}

export function readStoredVolume(): string | undefined {
  return readStored(VOLUME_STORAGE_KEY);
}

export function storeVolume(key: string): void {
  storage.setItem(VOLUME_STORAGE_KEY, key);
}

const termRank = (v: TextbookVolumeSummary) => (v.term === '上册' ? 0 : 1);

/** The grades the listed volumes cover, in order, each with its volumes (上册 first). */
export function volumesByGrade(
  volumes: readonly TextbookVolumeSummary[],
): { grade: number; volumes: TextbookVolumeSummary[] }[] {
  const grades = [...new Set(volumes.map((v) => v.grade))].sort((a, b) => a - b);
  return grades.map((grade) => ({
    grade,
    volumes: volumes.filter((v) => v.grade === grade).sort((a, b) => termRank(a) - termRank(b)),
  }));
}
