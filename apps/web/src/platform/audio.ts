import { type NativeAudioBridge, nativeBridge } from './native-bridge';

/** One audio player; times are in seconds whatever the backend counts in. */
export interface AudioPlayer {
  play(url: string, startSeconds?: number): void;
  pause(): void;
  resume(): void;
  seek(seconds: number): void;
  stop(): void;
  /** Listens for the end of the current track; returns the undo. */
  onEnded(listener: () => void): () => void;
}

/** A player that also reports where it is in the track (for players with a seek bar and mm:ss). */
export interface TimedAudioPlayer extends AudioPlayer {
  /** Listens for the position and duration in seconds (duration 0 while unknown); returns the undo. */
  onTime(listener: (positionSeconds: number, durationSeconds: number) => void): () => void;
}

/** The native player counts milliseconds. */
export function secondsToMs(seconds: number): number {
  return Math.round(seconds * 1000);
}

export function msToSeconds(ms: number): number {
  return ms / 1000;
}

function nativePlayer(bridge: NativeAudioBridge): TimedAudioPlayer {
  const listeners = new Set<() => void>();
  const timeListeners = new Set<(position: number, duration: number) => void>();
  bridge.setOnEnded(() => {
    for (const listener of listeners) listener();
  });
  bridge.setOnProgress?.((positionMs, durationMs) => {
    for (const listener of timeListeners) listener(msToSeconds(positionMs), msToSeconds(durationMs));
  });
  return {
    play: (url, startSeconds = 0) => bridge.play(url, secondsToMs(startSeconds)),
    pause: () => bridge.pause(),
    resume: () => bridge.resume(),
    seek: (seconds) => bridge.seekTo(secondsToMs(seconds)),
    stop: () => bridge.stop(),
    onEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onTime(listener) {
      timeListeners.add(listener);
      return () => timeListeners.delete(listener);
    },
  };
}

function webPlayer(): TimedAudioPlayer {
  const element = new Audio();
  return {
    play(url, startSeconds = 0) {
      element.src = url;
      element.currentTime = startSeconds;
      void element.play().catch((error: unknown) => console.info('[audio] play refused', error));
    },
    pause: () => element.pause(),
    resume: () => void element.play().catch((error: unknown) => console.info('[audio] resume refused', error)),
    seek(seconds) {
      element.currentTime = seconds;
    },
    stop() {
      element.pause();
      element.removeAttribute('src');
      element.load();
    },
    // A file that fails to load has ended too, so that sequences move on instead of hanging.
    onEnded(listener) {
      element.addEventListener('ended', listener);
      element.addEventListener('error', listener);
      return () => {
        element.removeEventListener('ended', listener);
        element.removeEventListener('error', listener);
      };
    },
    onTime(listener) {
      const report = () => listener(element.currentTime, Number.isFinite(element.duration) ? element.duration : 0);
      const events = ['timeupdate', 'durationchange', 'seeked'] as const;
      for (const event of events) element.addEventListener(event, report);
      return () => {
        for (const event of events) element.removeEventListener(event, report);
      };
    },
  };
}

// Every player made, so that the dictionary overlay can pause whatever is playing (spec §2).
const players = new Set<AudioPlayer>();

/** A player on the native bridge when the shell has one, else on an HTMLAudioElement. */
export function createAudioPlayer(): TimedAudioPlayer {
  const bridge = nativeBridge()?.audio;
  const player = bridge ? nativePlayer(bridge) : webPlayer();
  players.add(player);
  return player;
}

/** Pauses every player and every <audio>/<video> on the page, except `keep`. */
export function pauseAllMedia(keep?: AudioPlayer): void {
  for (const player of players) if (player !== keep) player.pause();
  for (const element of document.querySelectorAll<HTMLMediaElement>('audio, video')) element.pause();
}
