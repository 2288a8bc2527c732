import type { LessonWord } from '@yuwen/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { haltAudioButtons } from '../../../components/audio-button/audio-button-store';
import { pickChineseVoice } from '../../../lib/chinese-voice';
import { playRecording, playSteps, readAloudPlayer } from '../../../lib/read-aloud';
import { PACES, type Pace, speakingWay, syllableSteps, wordWay } from '../speech';

/** The device's mainland Chinese voice, once the browser has listed its voices (they come late). */
export function useChineseVoice(): SpeechSynthesisVoice | undefined {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | undefined>(() =>
    typeof speechSynthesis === 'undefined' ? undefined : pickChineseVoice(speechSynthesis.getVoices()),
  );
  useEffect(() => {
    if (typeof speechSynthesis === 'undefined') return;
    // Browsers may answer new objects for the same voice: keep the one we have, so nothing re-speaks.
    const update = () => {
      const next = pickChineseVoice(speechSynthesis.getVoices());
      setVoice((prev) => (prev?.voiceURI === next?.voiceURI ? prev : next));
    };
    speechSynthesis.addEventListener('voiceschanged', update);
    update();
    return () => speechSynthesis.removeEventListener('voiceschanged', update);
  }, []);
  return voice;
}

/**
 * Says the dictation's words: a word's teacher recording, else the device voice or the syllable
 * recordings (`way`, for the words without one; `wayOf` tells the page how a word is said); one
 * word at a time, a new one stopping the last. Stops when the page closes.
 */
export function useWordSpeaker(words: readonly LessonWord[], preferRecordings: boolean) {
  const voice = useChineseVoice();
  const way = speakingWay(voice !== undefined, words, preferRecordings);
  const [speaking, setSpeaking] = useState(false);
  const stopRef = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    setSpeaking(false);
  }, []);

  const speak = useCallback(
    (word: LessonWord, pace: Pace) => {
      stop();
      // One sound at a time: a word card's audio button stops when a word is said.
      haltAudioButtons();
      const done = () => {
        stopRef.current = null;
        setSpeaking(false);
      };
      const how = wordWay(word, way);
      if (how === 'teacher') {
        // A recording has one pace: 慢一点 is not offered for it.
        setSpeaking(true);
        stopRef.current = playRecording(readAloudPlayer(), word.teacher_audio, done);
        return;
      }
      if (how === 'device' && voice) {
        const utterance = new SpeechSynthesisUtterance(word.word);
        utterance.voice = voice;
        utterance.lang = voice.lang;
        utterance.rate = PACES[pace].rate;
        // A cancelled utterance ends late, after the next one began: it only clears the flag.
        const over = () => setSpeaking(false);
        utterance.onend = over;
        utterance.onerror = over;
        stopRef.current = () => speechSynthesis.cancel();
        setSpeaking(true);
        speechSynthesis.speak(utterance);
        return;
      }
      const { steps } = syllableSteps(word);
      if (how !== 'syllables' || steps.length === 0) return;
      setSpeaking(true);
      stopRef.current = playSteps(
        readAloudPlayer(),
        steps,
        () => PACES[pace].gapMs,
        (step) => {
          if (step === null) done();
        },
      );
    },
    [way, voice, stop],
  );

  useEffect(() => () => stopRef.current?.(), []);
  const wayOf = useCallback((word: LessonWord) => wordWay(word, way), [way]);
  return { way, wayOf, hasVoice: voice !== undefined, speak, stop, speaking };
}
