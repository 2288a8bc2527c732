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

/** The subset of a SpeechSynthesisVoice the choice reads (tests build plain objects). */
export interface VoiceInfo {
  lang: string;
  name: string;
  localService: boolean;
}

/**
 * How well a voice reads the textbook's 普通话: 2 for mainland Chinese (zh-CN, zh-Hans, cmn-CN),
 * 1 for a bare `zh`, 0 for anything else — Cantonese (zh-HK, yue) and Taiwan Mandarin (zh-TW)
 * read some characters otherwise than the textbook, so the recordings are the better teacher.
 */
export function voiceRank(lang: string): number {
  const tag = lang.replaceAll('_', '-').toLowerCase();
  if (/^(zh|cmn)-(cn|hans)(-|$)/.test(tag)) return 2;
  if (tag === 'zh' || tag === 'cmn') return 1;
  return 0;
}

/** The best mainland Chinese voice of the device (an on-device one first), or undefined. */
export function pickChineseVoice<V extends VoiceInfo>(voices: readonly V[]): V | undefined {
  let best: V | undefined;
  let bestScore = 0;
  for (const voice of voices) {
    const rank = voiceRank(voice.lang);
    if (rank === 0) continue;
    const score = rank * 2 + (voice.localService ? 1 : 0);
    if (score > bestScore) {
      best = voice;
      bestScore = score;
    }
  }
  return best;
}

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
