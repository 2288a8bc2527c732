import { type AudioPlayer, createAudioPlayer, pauseAllMedia } from '../../platform/audio';
import { storage } from '../../platform/storage';

/** The stored on/off flag of the dictionary's speaker (spec §2): on means a reading plays on opening. */
export const SPEAKER_STORAGE_KEY = 'dictionary_speaker';

export function readSpeakerOn(): boolean {
  return storage.getItem(SPEAKER_STORAGE_KEY) !== '0';
}

export function storeSpeakerOn(on: boolean): void {
  storage.setItem(SPEAKER_STORAGE_KEY, on ? '1' : '0');
}

let player: AudioPlayer | undefined;

/** The dictionary's own player, made on first use. */
export function dictionaryPlayer(): AudioPlayer {
  player ??= createAudioPlayer();
  return player;
}

/** Pauses whatever else is playing on the page (opening the dictionary, spec §2). */
export function pauseOtherMedia(): void {
  pauseAllMedia(player);
}

/** How a reading can be heard: its recording, the browser's speech synthesis, or not at all. */
export type Voice = { kind: 'recording'; url: string } | { kind: 'synthesis' } | { kind: 'none' };

/** Does the browser have a Chinese speech-synthesis voice? */
export function hasChineseSynthesis(): boolean {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return false;
  return window.speechSynthesis.getVoices().some((v) => /^zh([-_]|$)/i.test(v.lang));
}

/**
 * A missing recording is never faked: speech synthesis stands in where the browser has a Chinese
 * voice, and only for the first reading (it reads the character, not a chosen reading).
 */
export function voiceOf(url: string, firstReading: boolean, synthesis: boolean): Voice {
  if (url) return { kind: 'recording', url };
  return firstReading && synthesis ? { kind: 'synthesis' } : { kind: 'none' };
}

/** Speaks a character with the browser's zh-CN voice. */
export function speak(char: string): void {
  const utterance = new SpeechSynthesisUtterance(char);
  utterance.lang = 'zh-CN';
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}
