import { createAudioPlayer, type TimedAudioPlayer } from '../../platform/audio';

let player: TimedAudioPlayer | undefined;

/** The one player of the recitation pages (recordings and their preview), made on first use. */
export function recitationPlayer(): TimedAudioPlayer {
  player ??= createAudioPlayer();
  return player;
}

/** mm:ss of a number of seconds (spec §2 audio player). */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
