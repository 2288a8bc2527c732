import { useCallback, useRef, useState } from 'react';
import { pauseAllMedia } from '../../../../platform/audio';

/**
 * Plays syllable recordings through one <audio> element on the page (the page renders it with
 * `audioRef`), after pausing whatever else plays. `playing` is the address on air ('' when idle).
 */
export function usePinyinPlayer() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState('');
  const play = useCallback((url: string) => {
    const audio = audioRef.current;
    if (!audio || url === '') return;
    pauseAllMedia();
    audio.src = url;
    audio.currentTime = 0;
    setPlaying(url);
    audio.play().catch(() => setPlaying(''));
  }, []);
  const stopped = useCallback(() => setPlaying(''), []);
  return { audioRef, play, playing, stopped };
}
