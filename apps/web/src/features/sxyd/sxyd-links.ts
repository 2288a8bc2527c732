import { QMDW_MODULE_ID, SXYD_MODULE_ID } from '@yuwen/protocol';

/** What a 视听阅读 address shows: the area page, the tracks (one of them when `track`), or 听音辨位. */
export interface SxydPlace {
  part: 'home' | 'sxyd' | 'qmdw';
  /** The module id the address names (the server checks it). */
  moduleId: number;
  track?: string;
}

const withTrack = (base: string, track?: string) =>
  track ? `${base}${base.includes('?') ? '&' : '?'}track=${encodeURIComponent(track)}` : base;

/** Where each page lives: spec §2's /sxyd, /sxyd/sxyd/{moduleId}, /sxyd/qmdw/{moduleId} on phones, /sxyd?part= on desktop. */
export function sxydLinks(desktop: boolean) {
  if (desktop)
    return {
      home: () => '/sxyd',
      tracks: (track?: string) => withTrack('/sxyd?part=sxyd', track),
      qmdw: () => '/sxyd?part=qmdw',
    };
  return {
    home: () => '/sxyd',
    tracks: (track?: string) => withTrack(`/sxyd/sxyd/${SXYD_MODULE_ID}`, track),
    qmdw: () => `/sxyd/qmdw/${QMDW_MODULE_ID}`,
  };
}

export type SxydLinks = ReturnType<typeof sxydLinks>;

/** The title bar's words for a place on a phone. */
export function placeTitle(place: SxydPlace): string {
  if (place.part === 'qmdw') return '听音辨位';
  if (place.part === 'sxyd') return place.track ? '听读' : '听读课文';
  return '视听阅读';
}
