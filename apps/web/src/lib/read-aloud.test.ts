import { describe, expect, it } from 'vitest';
import type { AudioPlayer } from '../platform/audio';
import { playSteps } from './read-aloud';

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
