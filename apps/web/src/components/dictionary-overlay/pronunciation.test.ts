import { afterEach, describe, expect, it } from 'vitest';
import { readSpeakerOn, SPEAKER_STORAGE_KEY, storeSpeakerOn, voiceOf } from './pronunciation';

afterEach(() => window.localStorage.clear());

describe('voiceOf', () => {
  it('plays the recording when there is one', () => {
    expect(voiceOf('/audio/pinyin/xue2.mp3', true, true)).toEqual({ kind: 'recording', url: '/audio/pinyin/xue2.mp3' });
  });

  it('falls back to speech synthesis for the first reading only, and never invents a recording', () => {
    expect(voiceOf('', true, true)).toEqual({ kind: 'synthesis' });
    expect(voiceOf('', false, true)).toEqual({ kind: 'none' });
    expect(voiceOf('', true, false)).toEqual({ kind: 'none' });
  });
});

describe('the speaker flag', () => {
  it('is on until switched off, and is stored', () => {
    expect(readSpeakerOn()).toBe(true);
    storeSpeakerOn(false);
    expect(window.localStorage.getItem(SPEAKER_STORAGE_KEY)).toBe('0');
    expect(readSpeakerOn()).toBe(false);
    storeSpeakerOn(true);
    expect(readSpeakerOn()).toBe(true);
  });
});
