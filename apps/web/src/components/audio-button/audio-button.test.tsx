import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openDictionary } from '../dictionary-overlay/dictionary-overlay-store';
import { AudioButton } from './audio-button';

// One fake player stands in for the platform bridge: it records what it plays; `end()` is 'ended'.
const fake = vi.hoisted(() => {
  const ended = new Set<() => void>();
  return {
    played: [] as string[],
    paused: 0,
    pausedAll: 0,
    end: () => {
      for (const listener of [...ended]) listener();
    },
    ended,
  };
});

vi.mock('../../platform/audio', () => ({
  createAudioPlayer: () => ({
    play: (url: string) => fake.played.push(url),
    pause: () => {
      fake.paused += 1;
    },
    resume: () => {},
    seek: () => {},
    stop: () => {},
    onEnded: (listener: () => void) => {
      fake.ended.add(listener);
      return () => fake.ended.delete(listener);
    },
    onTime: () => () => {},
  }),
  pauseAllMedia: () => {
    fake.pausedAll += 1;
  },
}));

const end = () => act(() => fake.end());

beforeEach(() => {
  fake.played.length = 0;
  fake.pausedAll = 0;
});

function renderTwo() {
  render(
    <>
      <AudioButton urls={['/a1.mp3', '/a2.mp3']} label="甲" testId="a" />
      <AudioButton urls={['/b1.mp3']} label="乙" testId="b" />
    </>,
  );
  return { a: screen.getByTestId('a'), b: screen.getByTestId('b') };
}

describe('AudioButton (spec §4)', () => {
  it('goes idle → playing on click, plays the urls in sequence, and is idle again when the list has ended', () => {
    const { a } = renderTwo();
    expect(a.dataset.state).toBe('idle');
    fireEvent.click(a);
    expect(a.dataset.state).toBe('playing');
    expect(a.className).toContain('is-active');
    expect(fake.pausedAll).toBe(1);
    expect(fake.played).toEqual(['/a1.mp3']);
    end();
    expect(fake.played).toEqual(['/a1.mp3', '/a2.mp3']);
    expect(a.dataset.state).toBe('playing');
    end();
    expect(a.dataset.state).toBe('idle');
    expect(a.className).not.toContain('is-active');
    // After the last url the list starts again from the first.
    fireEvent.click(a);
    expect(fake.played.at(-1)).toBe('/a1.mp3');
  });

  it('moves the active marker to the clicked button and pauses the current track first', () => {
    const { a, b } = renderTwo();
    fireEvent.click(a);
    fireEvent.click(b);
    expect(fake.pausedAll).toBe(2);
    expect(a.dataset.state).toBe('idle');
    expect(b.dataset.state).toBe('playing');
    expect(document.querySelectorAll('.is-active')).toHaveLength(1);
    end();
    expect(b.dataset.state).toBe('idle');
    // `a` was interrupted on its first url, so it starts there again.
    fireEvent.click(a);
    expect(fake.played.at(-1)).toBe('/a1.mp3');
  });

  it('goes on from where an interrupted list stood', () => {
    const { a, b } = renderTwo();
    fireEvent.click(a);
    end();
    expect(fake.played.at(-1)).toBe('/a2.mp3');
    fireEvent.click(b);
    fireEvent.click(a);
    expect(fake.played.at(-1)).toBe('/a2.mp3');
  });

  it('is disabled without urls, and stops playing when the dictionary opens', () => {
    render(
      <>
        <AudioButton urls={[]} label="空" testId="empty" />
        <AudioButton urls={['/c.mp3']} label="丙" testId="c" />
      </>,
    );
    expect((screen.getByTestId('empty') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('c'));
    expect(screen.getByTestId('c').dataset.state).toBe('playing');
    act(() => openDictionary('山'));
    expect(screen.getByTestId('c').dataset.state).toBe('idle');
  });
});
