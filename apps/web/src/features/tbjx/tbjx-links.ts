// Where the textbook's pages are: on the mobile table under /tbjx or /jdxa/tbjx (spec §2, the same
// pages), on the desktop table as /tbjx?part=…&id=… beside the book's contents.
import { TBJX_MODULE_ID } from '@yuwen/protocol';
import { createContext, useContext } from 'react';

/** The lesson's media pages. */
export const MEDIA_PARTS = ['bookVideo', 'bookImage', 'bookChant', 'bookStory'] as const;
export type MediaPart = (typeof MEDIA_PARTS)[number];

/** The practice pages (features/tbjx/practice). */
export const PRACTICE_PARTS = ['bookSZ', 'bookXZ', 'bookZY'] as const;
export type PracticePart = (typeof PRACTICE_PARTS)[number];

/** Every page below the book's contents, named as the mobile paths name them; `id` is a lesson's, partInfo's a unit's. */
export const TBJX_PARTS = ['bookContent', 'partInfo', 'bookJA', ...MEDIA_PARTS, ...PRACTICE_PARTS] as const;
export type TbjxPart = (typeof TBJX_PARTS)[number];

/** The parts the desktop page shows beside the contents (practice pages take the whole page). */
export const DESKTOP_PARTS = ['bookContent', 'partInfo', 'bookJA', ...MEDIA_PARTS] as const;
export type DesktopPart = (typeof DESKTOP_PARTS)[number];

/** The desktop part a ?part= value names, if any. */
export function desktopPart(value: string | null): DesktopPart | undefined {
  return DESKTOP_PARTS.find((part) => part === value);
}

/** An id from the address: a whole number from 1 to the largest the server takes, else undefined. */
export function idParam(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2147483647 ? id : undefined;
}

export interface TbjxLinks {
  /** The book's contents; with a volume id, that volume is chosen. */
  index: (volumeId?: number) => string;
  part: (part: TbjxPart, id: number) => string;
  /** The poem page of 经典诵读. */
  poem: (poemId: number) => string;
}

const volumeQuery = (volumeId?: number) => (volumeId === undefined ? '' : `?volume=${volumeId}`);

/** The mobile addresses under a prefix (/tbjx or /jdxa/tbjx). */
export function mobileLinks(prefix: string): TbjxLinks {
  return {
    index: (volumeId) => `${prefix}/bookIndex${volumeQuery(volumeId)}`,
    part: (part, id) => {
      if (part === 'partInfo') return `${prefix}/partInfo?id=${id}`;
      if (part === 'bookSZ' || part === 'bookXZ') return `${prefix}/${part}/${id}`;
      return `${prefix}/${part}/${TBJX_MODULE_ID}/${id}`;
    },
    poem: (poemId) => `/jdsd/content?id=${poemId}`,
  };
}

const desktopPracticeLinks = mobileLinks('/tbjx');

/**
 * The desktop addresses: one page, /tbjx, whose right side shows the part. The practice pages keep
 * their mobile paths, which the desktop layout shows full size (the desktop table's fallback).
 */
export const DESKTOP_LINKS: TbjxLinks = {
  index: (volumeId) => `/tbjx${volumeQuery(volumeId)}`,
  part: (part, id) => (desktopPart(part) ? `/tbjx?part=${part}&id=${id}` : desktopPracticeLinks.part(part, id)),
  poem: (poemId) => `/jdsd?id=${poemId}`,
};

export const TbjxLinksContext = createContext<TbjxLinks>(mobileLinks('/tbjx'));

/** The addresses of the table the page runs on. */
export function useTbjxLinks(): TbjxLinks {
  return useContext(TbjxLinksContext);
}
