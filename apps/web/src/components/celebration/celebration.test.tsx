import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CELEBRATION_MS, Celebration } from './celebration';
import { readSoundOn, SOUND_STORAGE_KEY, storeSoundOn } from './celebration-sound';

/** A stand-in for the Web Audio API that counts the notes started. */
function fakeAudio() {
  const started: number[] = [];
  const param = () => ({ setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
  class FakeContext {
    currentTime = 0;
    destination = {};
    createOscillator() {
      const frequency = param();
      return {
        type: '',
        frequency,
        connect: (node: unknown) => node,
        start: () => started.push(1),
        stop: vi.fn(),
      };
    }
    createGain() {
      return { gain: param(), connect: (node: unknown) => node };
    }
    close = vi.fn(async () => undefined);
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return started;
}

function reducedMotion(on: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: on && query.includes('reduce'), media: query })),
  );
}

describe('Celebration', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('bursts and chimes when a round ends well, then leaves the page', () => {
    const notes = fakeAudio();
    reducedMotion(false);
    render(<Celebration when />);
    expect(screen.getByTestId('celebration').querySelectorAll('svg').length).toBeGreaterThan(10);
    expect(notes).toHaveLength(4);
    act(() => {
      vi.advanceTimersByTime(CELEBRATION_MS);
    });
    expect(screen.queryByTestId('celebration')).toBeNull();
  });

  it('draws nothing moving when the system asks for less motion, and still chimes', () => {
    const notes = fakeAudio();
    reducedMotion(true);
    render(<Celebration when />);
    expect(screen.queryByTestId('celebration')).toBeNull();
    expect(notes).toHaveLength(4);
  });

  it('stays quiet when sounds are turned off on the device', () => {
    const notes = fakeAudio();
    reducedMotion(false);
    expect(readSoundOn()).toBe(true);
    storeSoundOn(false);
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('0');
    render(<Celebration when />);
    expect(screen.getByTestId('celebration')).toBeTruthy();
    expect(notes).toHaveLength(0);
  });

  it('does nothing for a round that did not end well', () => {
    const notes = fakeAudio();
    reducedMotion(false);
    render(<Celebration when={false} />);
    expect(screen.queryByTestId('celebration')).toBeNull();
    expect(notes).toHaveLength(0);
  });
});
