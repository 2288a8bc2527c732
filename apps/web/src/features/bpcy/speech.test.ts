import { describe, expect, it } from 'vitest';
import { speakingWay, syllableSteps, wordWay } from './speech';

const word = (...audio: string[]) => ({
  syllables: audio.map((url, i) => ({ char: `字${i}`, pinyin: 'zì', audio: url })),
});

describe('speech or syllables', () => {
  const recorded = [word('/audio/pinyin/shang4.mp3', '/audio/pinyin/xia4.mp3')];
  const silent = [word('', '')];

  it('speaks with the device voice when there is one', () => {
    expect(speakingWay(true, recorded)).toBe('device');
    expect(speakingWay(true, silent)).toBe('device');
  });

  it('plays the syllable recordings without a voice, or when the pupil asks for them', () => {
    expect(speakingWay(false, recorded)).toBe('syllables');
    expect(speakingWay(true, recorded, true)).toBe('syllables');
  });

  it('says so when neither is possible', () => {
    expect(speakingWay(false, silent)).toBe('none');
    // Asking for recordings that do not exist keeps the voice.
    expect(speakingWay(true, silent, true)).toBe('device');
  });

  it('plays the recorded syllables in order and counts the missing ones', () => {
    const { steps, unrecorded } = syllableSteps(word('/a.mp3', '', '/c.mp3'));
    expect(steps).toEqual([
      { line: 0, index: 0, url: '/a.mp3' },
      { line: 0, index: 2, url: '/c.mp3' },
    ]);
    expect(unrecorded).toBe(1);
  });
});

describe('a teacher’s recording', () => {
  it('says the word it was made for, whatever the device can do; other words keep the round’s way', () => {
    for (const roundWay of ['device', 'syllables', 'none'] as const) {
      expect(wordWay({ teacher_audio: '/api/study/resource/wordAudio/a.mp3' }, roundWay)).toBe('teacher');
      expect(wordWay({ teacher_audio: '' }, roundWay)).toBe(roundWay);
    }
  });
});
