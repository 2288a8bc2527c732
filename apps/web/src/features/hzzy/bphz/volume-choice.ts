// Which volume 部编汉字 opens on. The choice is kept under the same key as the 同步教学 contents,
// so a pupil who picked 二年级下册 there finds it here too (and back).
import type { TextbookVolumeSummary } from '@yuwen/protocol';
import { readStored } from '../../../lib/stored-value';
import { storage } from '../../../platform/storage';

/** The stored volume key (g1a … g6b), shared with the 同步教学 contents. */
const VOLUME_STORAGE_KEY = 'tbjx_volume';

export function readChosenVolume(): string | undefined {
  return readStored(VOLUME_STORAGE_KEY);
}

export function rememberVolume(volume: Pick<TextbookVolumeSummary, 'key'>): void {
  storage.setItem(VOLUME_STORAGE_KEY, volume.key);
}

/**
 * The volume to open: the one asked for by id, the remembered one, else the profile grade's volume of
 * the term we are in (上册 from August to January), else the first listed.
 */
export function openingVolume(
  volumes: readonly TextbookVolumeSummary[],
  { asked, remembered, grade, month }: { asked?: number; remembered?: string; grade?: string; month: number },
): TextbookVolumeSummary | undefined {
  const term = month >= 8 || month === 1 ? '上册' : '下册';
  return (
    volumes.find((v) => v.id === asked) ??
    volumes.find((v) => v.key === remembered) ??
    volumes.find((v) => String(v.grade) === grade && v.term === term) ??
    volumes.find((v) => String(v.grade) === grade) ??
    volumes[0]
  );
}
