import type { MusicItem, PoemSummary } from '@yuwen/protocol';

/**
 * A poem as a track of its album (spec §3 music item). The poem lists do not carry a teacher's
 * recording, so `url` is '': the playing page plays the poem's teacher recording when it has one
 * and reads it from the syllable recordings otherwise; `picture` is '' because we have no album
 * art (the pages draw a lettered cover instead).
 */
export function toMusicItem(poem: Pick<PoemSummary, 'id' | 'title'>): MusicItem {
  return { id: poem.id, url: '', title: poem.title, picture: '' };
}

/** Pure: the track after / before `id` in the album, or undefined at either end. */
export function neighbourTrack(ids: readonly number[], id: number, step: 1 | -1): number | undefined {
  const at = ids.indexOf(id);
  if (at === -1) return undefined;
  return ids[at + step];
}
