import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AudioPlayer } from '../../platform/audio';
import { LINE_PAUSE_MS, playSteps, readingSteps, STEP_TIMEOUT_MS } from './read-aloud';

describe('readingSteps', () => {
  it('keeps the recorded syllables in order and counts the unrecorded ones', () => {
    const pinyin = [
      ['chuáng', 'qián', ''],
      ['jǔ', 'tóu', ''],
    ];
    const audio = [
      ['/audio/pinyin/chuang2.mp3', '', ''],
      ['/audio/pinyin/ju3.mp3', '/audio/pinyin/tou2.mp3', ''],
    ];
    expect(readingSteps(pinyin, audio)).toEqual({
      steps: [
        { line: 0, index: 0, url: '/audio/pinyin/chuang2.mp3' },
        { line: 1, index: 0, url: '/audio/pinyin/ju3.mp3' },
        { line: 1, index: 1, url: '/audio/pinyin/tou2.mp3' },
      ],
      unrecorded: 1,
    });
  });
});

/** A player that records what it was asked to play; `end()` plays the part of the 'ended' event. */
function fakePlayer() {
  const listeners = new Set<() => void>();
  const played: string[] = [];
  let stopped = 0;
  const player: AudioPlayer = {
    play: (url) => played.push(url),
    pause: () => {},
    resume: () => {},
    seek: () => {},
    stop: () => {
      stopped += 1;
    },
    onEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    player,
    played,
    stopped: () => stopped,
    end: () => {
      for (const l of listeners) l();
    },
    listeners: () => listeners.size,
  };
}

describe('playSteps', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const steps = [
    { line: 0, index: 0, url: 'a' },
    { line: 0, index: 1, url: 'b' },
    { line: 1, index: 0, url: 'c' },
  ];

  it('plays each syllable after the previous one ends, with the gap and a line pause', () => {
    const fake = fakePlayer();
    const seen: (number | null)[] = [];
    playSteps(
      fake.player,
      steps,
      () => 300,
      (s) => seen.push(s),
    );
    expect(fake.played).toEqual(['a']);
    fake.end();
    vi.advanceTimersByTime(299);
    expect(fake.played).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(fake.played).toEqual(['a', 'b']);
    fake.end();
    vi.advanceTimersByTime(300);
    expect(fake.played).toEqual(['a', 'b']);
    vi.advanceTimersByTime(LINE_PAUSE_MS);
    expect(fake.played).toEqual(['a', 'b', 'c']);
    fake.end();
    vi.advanceTimersByTime(300);
    expect(seen).toEqual([0, 1, 2, null]);
    expect(fake.listeners()).toBe(0);
  });

  it('moves on when a recording never ends, and ignores its late end', () => {
    const fake = fakePlayer();
    const seen: (number | null)[] = [];
    playSteps(
      fake.player,
      steps,
      () => 0,
      (s) => seen.push(s),
    );
    vi.advanceTimersByTime(STEP_TIMEOUT_MS);
    // The late end of "a" arrives in the pause after its time-out: it must not skip "b".
    fake.end();
    vi.advanceTimersByTime(1);
    expect(fake.played).toEqual(['a', 'b']);
    expect(seen).toEqual([0, 1]);
  });

  it('stops: no further syllables, the player stopped', () => {
    const fake = fakePlayer();
    const stop = playSteps(
      fake.player,
      steps,
      () => 0,
      () => {},
    );
    stop();
    fake.end();
    vi.advanceTimersByTime(STEP_TIMEOUT_MS * 2);
    expect(fake.played).toEqual(['a']);
    expect(fake.stopped()).toBe(1);
    expect(fake.listeners()).toBe(0);
  });
});
