// How a dictation says a word: a teacher's recording of the word when one was uploaded; else the
// device's own Chinese voice when it has a mainland one, else the syllable recordings one after
// another. The page always says which (the pupil hears the difference).
import type { LessonWord } from '@yuwen/protocol';
import type { ReadingStep } from '../../lib/read-aloud';

/**
 * teacher: the word's teacher recording; device: speechSynthesis; syllables: the recordings in
 * sequence; none: nothing is possible.
 */
export type SpeakingWay = 'teacher' | 'device' | 'syllables' | 'none';

/** What the page says about the way words are read. */
export const SPEAKING_LABELS: Readonly<Record<SpeakingWay, string>> = {
  teacher: '老师的录音',
  device: '用设备朗读',
  syllables: '按音节朗读',
  none: '这台设备读不了，请家长念给孩子听',
};

/** The two paces of 慢一点: the speech rate of the device voice and the pause between syllables. */
export const PACES = {
  normal: { rate: 0.85, gapMs: 300 },
  slow: { rate: 0.55, gapMs: 900 },
} as const;
export type Pace = keyof typeof PACES;

/** The syllable recordings of a word as read-aloud steps, and how many syllables have none. */
export function syllableSteps(word: Pick<LessonWord, 'syllables'>): { steps: ReadingStep[]; unrecorded: number } {
  const steps: ReadingStep[] = [];
  let unrecorded = 0;
  word.syllables.forEach((syllable, index) => {
    if (syllable.audio === '') unrecorded += 1;
    else steps.push({ line: 0, index, url: syllable.audio });
  });
  return { steps, unrecorded };
}

/**
 * The way to read the words that have no teacher recording: the device voice when there is one
 * (unless the pupil asked for the recordings), else the recordings when any word has some, else none.
 */
export function speakingWay(
  hasVoice: boolean,
  words: readonly Pick<LessonWord, 'syllables'>[],
  preferRecordings = false,
): Exclude<SpeakingWay, 'teacher'> {
  const recorded = words.some((word) => word.syllables.some((s) => s.audio !== ''));
  if (hasVoice && !(preferRecordings && recorded)) return 'device';
  return recorded ? 'syllables' : 'none';
}

/** How one word is said: its teacher's recording when one was uploaded, else the round's way. */
export function wordWay(word: Pick<LessonWord, 'teacher_audio'>, roundWay: SpeakingWay): SpeakingWay {
  return word.teacher_audio !== '' ? 'teacher' : roundWay;
}
