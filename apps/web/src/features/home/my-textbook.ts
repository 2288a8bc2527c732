// The chosen volume and the lesson to go on with, shared by 「我的课本」 and 今天的任务.
import { useState } from 'react';
import { useTextbookVolume } from '../../components/textbook-volume/api/textbook-volume.api';
import { useTextbookVolumes } from '../../components/textbook-volume/api/textbook-volumes.api';
import { lessonPath, nextLesson } from '../../components/textbook-volume/next-lesson';
import { readStoredVolume } from '../../components/textbook-volume/volume-choice';
import { useArea } from '../area-routes';

/**
 * The volume chosen on this device (before any choice: undefined), its lessons with the pupil's
 * progress once loaded, the lesson to go on with and where 同步教学 opens a lesson.
 */
export function useMyTextbook() {
  const { modules, linkToModule, desktop } = useArea();
  const [stored] = useState(readStoredVolume);
  const volumes = useTextbookVolumes();
  const volume = stored === undefined ? undefined : volumes.data?.find((v) => v.key === stored);
  const answer = useTextbookVolume(volume?.id);
  const tbjx = modules.find((m) => m.key === 'tbjx');
  const bookTo = tbjx && linkToModule(tbjx);
  const units = answer.data?.units;
  return {
    /** The key kept on the device, known before the volumes load. */
    storedKey: stored,
    volume,
    units,
    next: units && nextLesson(units),
    bookTo,
    lessonTo: (lessonId: number) => (bookTo === undefined ? undefined : lessonPath(bookTo, lessonId, desktop)),
  };
}
