import { READING_SPEEDS, type ReadingSpeed } from '../../lib/read-aloud';
import { storage } from '../../platform/storage';

// The reading itself lives in lib/read-aloud (the albums of jdyy read the same way); the pages import it from here.
export {
  LINE_PAUSE_MS,
  playRecording,
  playSteps,
  READING_SPEEDS,
  type ReadingSpeed,
  type ReadingStep,
  readAloudPlayer,
  readingSteps,
  STEP_TIMEOUT_MS,
} from '../../lib/read-aloud';

const PINYIN_KEY = 'jdsd_show_pinyin';
const SPEED_KEY = 'jdsd_reading_speed';

/** Is the pinyin over the characters shown? On unless the pupil turned it off. */
export function readShowPinyin(): boolean {
  return storage.getItem(PINYIN_KEY) !== '0';
}

export function storeShowPinyin(on: boolean): void {
  storage.setItem(PINYIN_KEY, on ? '1' : '0');
}

export function readReadingSpeed(): ReadingSpeed {
  const stored = storage.getItem(SPEED_KEY);
  return READING_SPEEDS.find((s) => s.key === stored)?.key ?? 'normal';
}

export function storeReadingSpeed(speed: ReadingSpeed): void {
  storage.setItem(SPEED_KEY, speed);
}
