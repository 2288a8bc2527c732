import { describe, expect, it } from 'vitest';
import { neighbourTrack, toMusicItem } from './album';

describe('albums', () => {
  it('makes a poem a music item without pretending it has a recording', () => {
    expect(toMusicItem({ id: 7, title: '静夜思' })).toEqual({ id: 7, url: '', title: '静夜思', picture: '' });
  });

  it('finds the next and previous track, stopping at the ends', () => {
    const ids = [3, 5, 9];
    expect(neighbourTrack(ids, 5, 1)).toBe(9);
    expect(neighbourTrack(ids, 5, -1)).toBe(3);
    expect(neighbourTrack(ids, 9, 1)).toBeUndefined();
    expect(neighbourTrack(ids, 3, -1)).toBeUndefined();
    expect(neighbourTrack(ids, 4, 1)).toBeUndefined();
  });
});
