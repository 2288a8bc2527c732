// Read-aloud from the syllable recordings, shared by the poem pages (jdsd) and the albums (jdyy).
import { type AudioPlayer, createAudioPlayer } from '../platform/audio';

/** One syllable to play: where its character is, and its recording. */
export interface ReadingStep {
  line: number;
  index: number;
  url: string;
}

/**
 * Pure: the syllables of a poem that have a recording, in reading order, and how many have none
 * (those are skipped, never faked).
 */
export function readingSteps(
  pinyin: readonly (readonly string[])[],
  audio: readonly (readonly string[])[],
): { steps: ReadingStep[]; unrecorded: number } {
  const steps: ReadingStep[] = [];
  let unrecorded = 0;
  pinyin.forEach((syllables, line) => {
    syllables.forEach((syllable, index) => {
      if (syllable === '') return;
      const url = audio[line]?.[index] ?? '';
      if (url === '') unrecorded += 1;
      else steps.push({ line, index, url });
    });
  });
  return { steps, unrecorded };
}

/** Reading speeds: the pause after each syllable. */
export const READING_SPEEDS = [
  { key: 'slow', label: '慢', gapMs: 600 },
  { key: 'normal', label: '中', gapMs: 250 },
  { key: 'fast', label: '快', gapMs: 0 },
] as const;
export type ReadingSpeed = (typeof READING_SPEEDS)[number]['key'];

/** An extra pause at the end of a line, as a reader breathes. */
export const LINE_PAUSE_MS = 500;
/** A recording that never reports its end (a broken file, a refused play) is left after this long. */
export const STEP_TIMEOUT_MS = 4000;

/**
 * Plays the steps one after another on `player` from step `from`, pausing `gapMs()` between
 * syllables (read at each pause, so a new speed applies at once) and a line pause between lines;
 * `onStep` hears each step's index as it starts and null at the end. Answers the function that stops it.
 */
export function playSteps(
  player: AudioPlayer,
  steps: readonly ReadingStep[],
  gapMs: () => number,
  onStep: (step: number | null) => void,
  from = 0,
): () => void {
  let playing = -1;
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    off();
    onStep(null);
  };
  const play = (i: number) => {
    if (cancelled) return;
    const step = steps[i];
    if (!step) {
      finish();
      return;
    }
    playing = i;
    onStep(i);
    player.play(step.url);
    timer = setTimeout(() => ended(i), STEP_TIMEOUT_MS);
  };
  const ended = (i: number) => {
    // A late 'ended' after the time-out (or after a stop) must not advance twice.
    if (cancelled || i < 0 || i !== playing) return;
    playing = -1;
    clearTimeout(timer);
    const next = steps[i + 1];
    const pause = gapMs() + (next && next.line !== steps[i]?.line ? LINE_PAUSE_MS : 0);
    timer = setTimeout(() => play(i + 1), pause);
  };
  const off = player.onEnded(() => ended(playing));
  play(from);
  return () => {
    if (cancelled) return;
    cancelled = true;
    clearTimeout(timer);
    off();
    player.stop();
  };
}

/**
 * Plays a teacher's recording of the whole poem (instead of the syllables) on `player`; `onEnd`
 * hears its end (or its failure to load) once. Answers the function that stops it.
 */
export function playRecording(player: AudioPlayer, url: string, onEnd: () => void): () => void {
  let over = false;
  const off = player.onEnded(() => {
    if (over) return;
    over = true;
    off();
    onEnd();
  });
  player.play(url);
  return () => {
    if (over) return;
    over = true;
    off();
    player.stop();
  };
}

let player: AudioPlayer | undefined;

/** The one player of read-aloud, made on first use (players are never disposed, so pages share it). */
export function readAloudPlayer(): AudioPlayer {
  player ??= createAudioPlayer();
  return player;
}
