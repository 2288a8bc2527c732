import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AudioPlayerBar } from './audio-player';
import { formatClock } from './clock';
import { useAudioFile } from './use-audio-file';

const fake = vi.hoisted(() => ({
  calls: [] as string[],
  time: new Set<(at: number, length: number) => void>(),
  ended: new Set<() => void>(),
}));

vi.mock('../../platform/audio', () => ({
  createAudioPlayer: () => ({
    play: (url: string, start: number) => fake.calls.push(`play ${url} ${start}`),
    pause: () => fake.calls.push('pause'),
    resume: () => fake.calls.push('resume'),
    seek: (s: number) => fake.calls.push(`seek ${s}`),
    stop: () => fake.calls.push('stop'),
    onEnded: (listener: () => void) => {
      fake.ended.add(listener);
      return () => fake.ended.delete(listener);
    },
    onTime: (listener: (at: number, length: number) => void) => {
      fake.time.add(listener);
      return () => fake.time.delete(listener);
    },
  }),
  pauseAllMedia: () => fake.calls.push('pauseAll'),
}));

describe('formatClock', () => {
  it('shows mm:ss', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(5.9)).toBe('00:05');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3600)).toBe('60:00');
    expect(formatClock(Number.NaN)).toBe('00:00');
  });
});

describe('AudioPlayerBar', () => {
  it('shows play/pause, the time and the total, and seeks', () => {
    const onToggle = vi.fn();
    const onSeek = vi.fn();
    const { rerender } = render(
      <AudioPlayerBar
        playing={false}
        onToggle={onToggle}
        elapsedSeconds={62}
        totalSeconds={185}
        seek={{ value: 62, max: 185, onSeek, label: '进度' }}
      />,
    );
    expect(screen.getByTestId('audio-player-time').textContent).toBe('01:02 / 03:05');
    expect(screen.getByLabelText('播放')).toBeTruthy();
    fireEvent.click(screen.getByTestId('audio-player-toggle'));
    expect(onToggle).toHaveBeenCalledOnce();
    fireEvent.change(screen.getByTestId('audio-player-seek'), { target: { value: '100' } });
    expect(onSeek).toHaveBeenCalledWith(100);
    rerender(
      <AudioPlayerBar
        playing
        onToggle={onToggle}
        elapsedSeconds={3}
        seek={{ value: 1, max: 0, onSeek, label: '进度' }}
      />,
    );
    expect(screen.getByLabelText('暂停')).toBeTruthy();
    expect(screen.getByTestId('audio-player-time').textContent).toBe('00:03');
    expect((screen.getByTestId('audio-player-seek') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('useAudioFile', () => {
  it('plays, pauses, resumes and seeks one file, following the reported time', () => {
    const { result, unmount } = renderHook(() => useAudioFile('/rec.mp3'));
    act(() => result.current.toggle());
    expect(fake.calls).toEqual(['pauseAll', 'play /rec.mp3 0']);
    expect(result.current.playing).toBe(true);
    act(() => {
      for (const listener of fake.time) listener(12.5, 90);
    });
    expect(result.current.elapsedSeconds).toBe(12.5);
    expect(result.current.totalSeconds).toBe(90);
    act(() => result.current.toggle());
    act(() => result.current.toggle());
    act(() => result.current.seek.onSeek(30));
    expect(fake.calls.slice(2)).toEqual(['pause', 'pauseAll', 'resume', 'seek 30']);
    act(() => {
      for (const listener of fake.ended) listener();
    });
    expect(result.current.playing).toBe(false);
    unmount();
    expect(fake.calls.at(-1)).toBe('stop');
  });
});
