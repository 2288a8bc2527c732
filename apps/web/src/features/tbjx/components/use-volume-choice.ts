import type { TextbookVolumeSummary } from '@yuwen/protocol';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTextbookVolumes } from '../api/textbook-volumes.api';
import { useProfile } from '../api/user-info.api';
import { useTbjxLinks } from '../tbjx-links';
import { chooseVolume, readStoredVolume, storeVolume } from '../volume-choice';

/**
 * The volume the contents show. `shown` (the volume of the lesson open beside them on desktop)
 * comes first, then `?volume=` (remembered once seen), the remembered choice, the profile's grade.
 * Choosing remembers the volume and opens its contents.
 */
export function useVolumeChoice(volumeParam: number | undefined, shown?: number) {
  const volumes = useTextbookVolumes();
  const profile = useProfile();
  const navigate = useNavigate();
  const links = useTbjxLinks();
  const [stored, setStored] = useState(readStoredVolume);
  const list = volumes.data ?? [];
  const byId = (id: number | undefined) => (id === undefined ? undefined : list.find((v) => v.id === id));
  const fromParam = byId(volumeParam);
  const remembered = list.some((v) => v.key === stored);
  // Without a remembered choice the profile's grade decides: wait for it rather than jump.
  const waitingForGrade = !remembered && profile.isLoading;
  const chosen =
    byId(shown) ??
    fromParam ??
    (waitingForGrade ? undefined : chooseVolume(list, { stored, grade: profile.data?.grade, month: currentMonth() }));

  useEffect(() => {
    if (fromParam && fromParam.key !== stored) {
      storeVolume(fromParam.key);
      setStored(fromParam.key);
    }
  }, [fromParam, stored]);

  const choose = (volume: TextbookVolumeSummary) => {
    storeVolume(volume.key);
    setStored(volume.key);
    void navigate(links.index(volume.id), { replace: true });
  };
  return { volumes, chosen, choose, pending: volumes.isPending || (list.length > 0 && chosen === undefined) };
}

function currentMonth(): number {
  return new Date().getMonth() + 1;
}
