import type { TextbookVolumeSummary } from '@yuwen/protocol';
import { useState } from 'react';
import { useProfile } from '../api/profile.api';
import { useTextbookVolumes } from '../api/textbook-volumes.api';
import { openingVolume, readChosenVolume, rememberVolume } from '../volume-choice';

/** The volume the lesson list shows, and choosing another (remembered on this device). */
export function useVolumeChoice() {
  const volumes = useTextbookVolumes();
  const profile = useProfile();
  const [remembered, setRemembered] = useState(readChosenVolume);
  const list = volumes.data ?? [];
  // Without a remembered choice the profile's grade decides: wait for it rather than jump.
  const waiting = !list.some((v) => v.key === remembered) && profile.isLoading;
  const chosen = waiting
    ? undefined
    : openingVolume(list, { remembered, grade: profile.data?.grade, month: new Date().getMonth() + 1 });
  const choose = (volume: TextbookVolumeSummary) => {
    rememberVolume(volume);
    setRemembered(volume.key);
  };
  return { volumes, chosen, choose };
}
