import type { Track } from '@yuwen/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pickChineseVoice } from '../../../lib/chinese-voice';
import { playRecording, playSteps, readAloudPlayer, readingSteps } from '../../../lib/read-aloud';
import { createAudioPlayer, type TimedAudioPlayer } from '../../../platform/audio';
import { charAtOffset, type ListenMark, type ListenSource, lineAtFraction } from '../listen';

/** The pause after each syllable when reading the recordings in sequence. */
const SYLLABLE_GAP_MS = 250;
/** A little slower than the voice's own pace: the pupil reads along. */
const SPEECH_RATE = 0.8;

let recordingPlayer: TimedAudioPlayer | undefined;
/** The player of whole recordings (it reports its position, so the line can follow). */
const wholePlayer = () => {
  recordingPlayer ??= createAudioPlayer();
  return recordingPlayer;
};

/** Does the device have a Chinese voice? Voices arrive late in some browsers, so it listens for them. */
export function useChineseVoice(): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
    const check = () => setHas(pickChineseVoice(window.speechSynthesis.getVoices()) !== undefined);
    check();
    window.speechSynthesis.addEventListener('voiceschanged', check);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', check);
  }, []);
  return has;
}

/** Speaks the lines one utterance each from `from`; a boundary event moves the mark to its character. */
function speakLines(lines: readonly string[], onMark: (mark: ListenMark | null) => void): () => void {
  const synth = window.speechSynthesis;
  const voice = pickChineseVoice(synth.getVoices());
  let cancelled = false;
  const say = (line: number) => {
    const text = lines[line];
    if (cancelled) return;
    if (text === undefined) {
      onMark(null);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = voice?.lang ?? 'zh-CN';
    if (voice) utterance.voice = voice;
    utterance.rate = SPEECH_RATE;
    utterance.onstart = () => !cancelled && onMark({ line, index: -1 });
    utterance.onboundary = (event) => !cancelled && onMark({ line, index: charAtOffset(text, event.charIndex) });
    utterance.onend = () => say(line + 1);
    utterance.onerror = () => say(line + 1);
    synth.speak(utterance);
  };
  synth.cancel();
  say(0);
  return () => {
    cancelled = true;
    synth.cancel();
  };
}

/** Plays a track from the chosen source and follows where the reading is; stops when the page goes. */
export function useListen(track: Track, source: ListenSource | undefined) {
  const [mark, setMark] = useState<ListenMark | null>(null);
  const [playing, setPlaying] = useState(false);
  const stopRef = useRef<(() => void) | undefined>(undefined);

  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = undefined;
    setMark(null);
    setPlaying(false);
  }, []);

  /** A mark while reading; null at the end. */
  const follow = useCallback((next: ListenMark | null) => {
    setMark(next);
    if (next === null) setPlaying(false);
  }, []);

  const start = useCallback(() => {
    stop();
    setPlaying(true);
    if (source === 'syllables') {
      const { steps } = readingSteps(track.pinyin, track.audio);
      stopRef.current = playSteps(
        readAloudPlayer(),
        steps,
        () => SYLLABLE_GAP_MS,
        (step) => follow(step === null ? null : (steps[step] ?? null)),
      );
    } else if (source === 'device') {
      stopRef.current = speakLines(track.lines, follow);
    } else if (source === 'teacher') {
      const player = wholePlayer();
      follow({ line: 0, index: -1 });
      const offTime = player.onTime((position, duration) => {
        if (duration > 0) follow({ line: lineAtFraction(track.lines, position / duration), index: -1 });
      });
      const stopRecording = playRecording(player, track.teacher_audio, () => {
        offTime();
        follow(null);
      });
      stopRef.current = () => {
        offTime();
        stopRecording();
      };
    }
  }, [source, track, stop, follow]);

  // Leaving the page ends the reading.
  useEffect(() => stop, [stop]);

  return { mark, playing, start, stop };
}
