import { describe, expect, it } from 'vitest';
import type { AudioPlayer } from '../platform/audio';
import { playRecording, playSteps } from './read-aloud';

describe('playSteps from a later step', () => {
  it('starts at `from` (a seek or a resume after a pause)', () => {
    const played: string[] = [];
    const player: AudioPlayer = {
      play: (url) => played.push(url),
      pause: () => {},
      resume: () => {},
      seek: () => {},
      stop: () => {},
      onEnded: () => () => {},
    };
    const heard: (number | null)[] = [];
    const steps = [
      { line: 0, index: 0, url: '/a.mp3' },
      { line: 0, index: 1, url: '/b.mp3' },
    ];
    const stop = playSteps(
      player,
      steps,
      () => 0,
      (step) => heard.push(step),
      1,
    );
    expect(played).toEqual(['/b.mp3']);
    expect(heard).toEqual([1]);
    stop();
  });
});

describe('playRecording', () => {
  function fakePlayer() {
    const listeners = new Set<() => void>();
    const calls: string[] = [];
    const player: AudioPlayer = {
      play: (url) => calls.push(`play ${url}`),
      pause: () => {},
      resume: () => {},
      seek: () => {},
      stop: () => calls.push('stop'),
      onEnded: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const end = () => {
      for (const listener of [...listeners]) listener();
    };
    return { player, calls, end, listeners };
  }

  it('plays the whole recording and reports its end once', () => {
    const fake = fakePlayer();
    let ends = 0;
    const stop = playRecording(fake.player, '/teacher.webm', () => {
      ends += 1;
    });
    expect(fake.calls).toEqual(['play /teacher.webm']);
    fake.end();
    fake.end();
    expect(ends).toBe(1);
    expect(fake.listeners.size).toBe(0);
    stop();
    expect(fake.calls).toEqual(['play /teacher.webm']);
  });

  it('stops the player when stopped, and a late end is not reported', () => {
    const fake = fakePlayer();
    let ends = 0;
    const stop = playRecording(fake.player, '/teacher.webm', () => {
      ends += 1;
    });
    stop();
    fake.end();
    expect(fake.calls).toEqual(['play /teacher.webm', 'stop']);
    expect(ends).toBe(0);
  });
});
