import type { TextbookVolumeSummary } from '@yuwen/protocol';
import { useEffect, useState } from 'react';
import { useProfile } from './api/profile.api';
import { useTextbookVolumes } from './api/textbook-volumes.api';
import { chooseVolume, readStoredVolume, storeVolume } from './volume-choice';

export interface VolumeChoiceOptions {
  /** The volume an address asks for by id (`?volume=`): shown, and remembered once seen. */
  asked?: number;
  /** The volume of a page open beside the choice (a lesson on desktop): shown before any other. */
  shown?: number;
  /** What else choosing does once the volume is remembered (open its page). */
  onChoose?: (volume: TextbookVolumeSummary) => void;
}

/**
 * The volume a textbook area shows: `shown`, then `asked`, then the remembered choice, then the
 * profile's grade (chooseVolume). Choosing remembers the volume on this device.
 */
export function useVolumeChoice({ asked, shown, onChoose }: VolumeChoiceOptions = {}) {
  const volumes = useTextbookVolumes();
  const profile = useProfile();
  const [stored, setStored] = useState(readStoredVolume);
  const list = volumes.data ?? [];
  const byId = (id: number | undefined) => (id === undefined ? undefined : list.find((v) => v.id === id));
  const fromAddress = byId(asked);
  const remembered = list.some((v) => v.key === stored);
  // Without a remembered choice the profile's grade decides: wait for it rather than jump.
  const waitingForGrade = !remembered && profile.isLoading;
  const chosen =
    byId(shown) ??
    fromAddress ??
    (waitingForGrade ? undefined : chooseVolume(list, { stored, grade: profile.data?.grade, month: currentMonth() }));

  useEffect(() => {
    if (fromAddress && fromAddress.key !== stored) {
      storeVolume(fromAddress.key);
      setStored(fromAddress.key);
    }
  }, [fromAddress, stored]);

  const choose = (volume: TextbookVolumeSummary) => {
    storeVolume(volume.key);
    setStored(volume.key);
    onChoose?.(volume);
  };
  return { volumes, chosen, choose, pending: volumes.isPending || (list.length > 0 && chosen === undefined) };
}

export type VolumeChoice = ReturnType<typeof useVolumeChoice>;

function currentMonth(): number {
  return new Date().getMonth() + 1;
}
