// The celebration's sound: a short rising chime made with the Web Audio API (no sound file), and
// the device's setting that turns every such sound off.
import { storage } from '../../platform/storage';

/** The stored on/off flag of celebration sounds; on unless turned off. */
export const SOUND_STORAGE_KEY = 'celebration_sound';

export function readSoundOn(): boolean {
  return storage.getItem(SOUND_STORAGE_KEY) !== '0';
}

export function storeSoundOn(on: boolean): void {
  storage.setItem(SOUND_STORAGE_KEY, on ? '1' : '0');
}

/** C5, E5, G5 and C6: a major arpeggio, each note a little after the one before. */
const NOTES = [523.25, 659.25, 783.99, 1046.5];
const NOTE_GAP_S = 0.09;
const NOTE_LENGTH_S = 0.35;

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** Plays the chime unless sounds are off or the browser has no Web Audio; quiet, about half a second. */
export function playChime(): void {
  const Context = audioContextClass();
  if (!readSoundOn() || !Context) return;
  const context = new Context();
  const start = context.currentTime;
  for (const [i, frequency] of NOTES.entries()) {
    const at = start + i * NOTE_GAP_S;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'triangle';
    oscillator.frequency.setValueAtTime(frequency, at);
    // A soft attack and a fading tail, so the notes ring like a bell instead of clicking.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_LENGTH_S);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + NOTE_LENGTH_S);
  }
  // Each chime has its own context; it is closed once the last note has rung.
  setTimeout(() => void context.close(), (NOTES.length * NOTE_GAP_S + NOTE_LENGTH_S) * 1000 + 100);
}
