import { type AudioPlayer, createAudioPlayer, pauseAllMedia } from '../../platform/audio';
import { isDictionaryOpen, subscribeDictionary } from '../dictionary-overlay/dictionary-overlay-store';

/**
 * The audio buttons of spec §4, all on one player: at most one is playing (carries the active
 * marker). A button's urls play in sequence; after the last it goes back to the first and idles.
 */
interface Playing {
  id: string;
  urls: readonly string[];
  index: number;
}

let active: Playing | null = null;
/** Where each button's list goes on at its next press (absent = the first url). */
const nextIndex = new Map<string, number>();
const listeners = new Set<() => void>();
let player: AudioPlayer | undefined;

function emit(): void {
  for (const listener of listeners) listener();
}

function buttonPlayer(): AudioPlayer {
  if (!player) {
    player = createAudioPlayer();
    player.onEnded(advance);
    // The dictionary pauses whatever plays (spec §2); the button then stops being the playing one.
    subscribeDictionary(() => {
      if (isDictionaryOpen()) haltAudioButtons();
    });
  }
  return player;
}

function advance(): void {
  if (!active) return;
  const index = active.index + 1;
  const url = active.urls[index];
  if (url === undefined) {
    // The whole list has ended: back to the first url, and idle.
    nextIndex.delete(active.id);
    active = null;
  } else {
    active = { ...active, index };
    nextIndex.set(active.id, index);
    buttonPlayer().play(url);
  }
  emit();
}

/**
 * A click on a button: first the active marker leaves every button and the current track pauses,
 * then this button plays its list from where it stands (the first url unless it was interrupted).
 */
export function pressAudioButton(id: string, urls: readonly string[]): void {
  const wasActive = active !== null;
  active = null;
  if (wasActive) emit();
  pauseAllMedia();
  if (urls.length === 0) return;
  const stored = nextIndex.get(id) ?? 0;
  const index = stored < urls.length ? stored : 0;
  const url = urls[index] as string;
  active = { id, urls, index };
  nextIndex.set(id, index);
  buttonPlayer().play(url);
  emit();
}

/** Stops whatever button plays (it keeps its place in its list). */
export function haltAudioButtons(): void {
  if (!active) return;
  active = null;
  player?.pause();
  emit();
}

/** A button leaves the page: its sound stops and its place is forgotten. */
export function releaseAudioButton(id: string): void {
  nextIndex.delete(id);
  if (active?.id !== id) return;
  active = null;
  player?.stop();
  emit();
}

/** The id of the playing button, or null when all are idle. */
export function activeAudioButton(): string | null {
  return active?.id ?? null;
}

export function subscribeAudioButtons(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
