import type { BookChapter } from '@yuwen/protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { haltAudioButtons } from '../../../components/audio-button/audio-button-store';
import { isDictionaryOpen, subscribeDictionary } from '../../../components/dictionary-overlay/dictionary-overlay-store';
import { playSteps, READING_SPEEDS, readAloudPlayer, readingSteps } from '../../../lib/read-aloud';

const GAP_MS = READING_SPEEDS.find((speed) => speed.key === 'normal')?.gapMs ?? 0;

/**
 * Reads the chapter from the syllable recordings (lib/read-aloud, as the poem pages do), the
 * character being read marked; stops when the dictionary opens or the page closes.
 */
export function useReadAloud(chapter: BookChapter) {
  const { steps, unrecorded } = useMemo(() => readingSteps(chapter.pinyin, chapter.audio), [chapter]);
  const [step, setStep] = useState<number | null>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    setStep(null);
  }, []);
  const start = () => {
    stop();
    haltAudioButtons();
    stopRef.current = playSteps(
      readAloudPlayer(),
      steps,
      () => GAP_MS,
      (next) => {
        setStep(next);
        if (next === null) stopRef.current = null;
      },
    );
  };
  useEffect(
    () =>
      subscribeDictionary(() => {
        if (isDictionaryOpen()) stop();
      }),
    [stop],
  );
  // Leaving the page ends the reading (the reader mounts this afresh for each chapter).
  useEffect(() => stop, [stop]);
  return {
    start,
    stop,
    reading: step !== null,
    current: step === null ? null : (steps[step] ?? null),
    canRead: steps.length > 0,
    unrecorded,
  };
}
