// Which volume (一年级上册 …) the area opens on: the pupil's choice, kept on this device under the key
// the textbook pages use too, so a volume chosen in 同步教学 or 部编汉字 opens here as well (and back);
// before any choice, the profile grade's volume of the term we are in.
import type { TextbookVolumeSummary } from '@yuwen/protocol';
import { readStored } from '../../lib/stored-value';
import { storage } from '../../platform/storage';

/** The stored volume key (g1a … g6b: ids may change with a re-import, keys do not). */
const VOLUME_STORAGE_KEY = 'tbjx_volume';

export const GRADE_NAMES = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'] as const;

export function readChosenVolume(): string | undefined {
  return readStored(VOLUME_STORAGE_KEY);
}

export function rememberVolume(volume: Pick<TextbookVolumeSummary, 'key'>): void {
  storage.setItem(VOLUME_STORAGE_KEY, volume.key);
}

/** The autumn term (上册) runs from August to January. */
export function termOfMonth(month: number): '上册' | '下册' {
  return month >= 8 || month === 1 ? '上册' : '下册';
}

/**
 * The volume to open: the remembered one, the profile grade's volume of this term, that grade's
 * other volume, else the first listed.
 */
export function openingVolume(
  volumes: readonly TextbookVolumeSummary[],
  { remembered, grade, month }: { remembered?: string; grade?: string; month: number },
): TextbookVolumeSummary | undefined {
  const term = termOfMonth(month);
  return (
    volumes.find((v) => v.key === remembered) ??
    volumes.find((v) => String(v.grade) === grade && v.term === term) ??
    volumes.find((v) => String(v.grade) === grade) ??
    volumes[0]
  );
}
