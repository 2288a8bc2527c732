import { useEffect, useMemo, useRef, useState } from 'react';
import { createAudioPlayer, pauseAllMedia, type TimedAudioPlayer } from '../../platform/audio';
import type { SeekPosition } from './audio-player';

let player: TimedAudioPlayer | undefined;

/** The one player of whole audio files (a recording, an uploaded reading), made on first use. */
function filePlayer(): TimedAudioPlayer {
  player ??= createAudioPlayer();
  return player;
}

/**
 * Drives AudioPlayerBar for one real audio file through the platform bridge (native players count
 * milliseconds; the bridge converts). Other media pause when it starts; it stops when unmounted.
 * `onEnd` hears the end of the file (an album moves to its next track).
 */
export function useAudioFile(url: string, onEnd?: () => void) {
  const ended = useRef(onEnd);
  ended.current = onEnd;
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    const audio = filePlayer();
    const offTime = audio.onTime((at, length) => {
      setPosition(at);
      if (length > 0) setDuration(length);
    });
    const offEnded = audio.onEnded(() => {
      setPlaying(false);
      setStarted(false);
      ended.current?.();
    });
    return () => {
      offTime();
      offEnded();
      audio.stop();
    };
  }, []);

  const toggle = () => {
    const audio = filePlayer();
    if (playing) {
      audio.pause();
      setPlaying(false);
      return;
    }
    pauseAllMedia(audio);
    if (started) audio.resume();
    else audio.play(url, 0);
    setStarted(true);
    setPlaying(true);
  };

  const seek: SeekPosition = useMemo(
    () => ({
      value: position,
      max: duration,
      label: '播放进度',
      onSeek: (seconds: number) => {
        setPosition(seconds);
        filePlayer().seek(seconds);
      },
    }),
    [position, duration],
  );

  return { playing, toggle, elapsedSeconds: position, totalSeconds: duration, seek };
}
