import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayingPage } from './playing-page';

const fake = vi.hoisted(() => ({ played: [] as string[], ended: new Set<() => void>() }));

vi.mock('../../../platform/audio', () => ({
  createAudioPlayer: () => ({
    play: (url: string) => fake.played.push(url),
    pause: () => {},
    resume: () => {},
    seek: () => {},
    stop: () => {},
    onEnded: (listener: () => void) => {
      fake.ended.add(listener);
      return () => fake.ended.delete(listener);
    },
    onTime: () => () => {},
  }),
  pauseAllMedia: () => {},
}));

const POEM = {
  id: 11,
  collection: 'tangshi300',
  collection_name: '唐诗三百首',
  title: '静夜思',
  author: '李白',
  dynasty: '唐',
  lines: ['床前，'],
  pinyin: [['chuáng', 'qián', '']],
  audio: [['/audio/pinyin/chuang2.mp3', '/audio/pinyin/qian2.mp3', '']],
  notes: '',
  biography: '',
  favorite: false,
};

vi.mock('../api/albums.api', () => ({
  useAlbumTracks: () => ({
    query: { isPending: false },
    tracks: [11, 12].map((id) => ({ item: { id, url: '', title: `t${id}`, picture: '' } })),
    name: '唐诗三百首',
    total: 2,
  }),
  useTrackContent: () => ({ isPending: false, isError: false, data: POEM }),
}));

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

const end = () =>
  act(() => {
    for (const listener of [...fake.ended]) listener();
  });

beforeEach(() => {
  vi.useFakeTimers();
  fake.played.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('PlayingPage', () => {
  it('plays the track syllable by syllable, says so, pauses and resumes in place, then goes on to the next track', () => {
    render(
      <MemoryRouter initialEntries={['/jdyy/playing?album=tangshi300&track=11']}>
        <PlayingPage
          album="tangshi300"
          track={11}
          playingTo={(album, track) => `/jdyy/playing?album=${album}&track=${track}`}
        />
        <Where />
      </MemoryRouter>,
    );
    expect(fake.played).toEqual(['/audio/pinyin/chuang2.mp3']);
    expect(screen.getByTestId('jdyy-honest-note').textContent).toContain('按音节录音逐字朗读：第 1 / 2 字');
    expect(screen.getByTestId('jdyy-previous')).toHaveProperty('disabled', true);

    // The listening time counts up while playing and stands still while paused.
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.getByTestId('audio-player-time').textContent).toBe('00:01');
    fireEvent.click(screen.getByTestId('audio-player-toggle'));
    expect(screen.getByLabelText('播放')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('audio-player-time').textContent).toBe('00:01');
    fireEvent.click(screen.getByTestId('audio-player-toggle'));
    expect(fake.played.at(-1)).toBe('/audio/pinyin/chuang2.mp3');

    end();
    act(() => vi.advanceTimersByTime(300));
    expect(fake.played.at(-1)).toBe('/audio/pinyin/qian2.mp3');
    end();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByTestId('where').textContent).toBe('/jdyy/playing?album=tangshi300&track=12');
  });
});
