import { ZGWH_PART_KEYS, type ZgwhPart } from '@yuwen/protocol';

/** What a 中国文化 address shows: the area, a part's lists, or one entry of a part. */
export interface ZgwhPlace {
  part?: ZgwhPart;
  /** An entry's key (qingming, sx-shu …). */
  entry?: string;
}

/** The part a value names, if any. */
export function partParam(value: string | null | undefined): ZgwhPart | undefined {
  return ZGWH_PART_KEYS.find((key) => key === value);
}

const query = (values: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `?${search}` : '';
};

/**
 * Where each page lives: spec §2's /zgwh, /zgwh/{part} and /zgwh/{part}Info?entry= on phones;
 * /zgwh?part=&entry= on desktop. Poems open the 经典诵读 poem page, as 同步教学's classics do.
 */
export function zgwhLinks(desktop: boolean) {
  if (desktop)
    return {
      home: () => '/zgwh',
      part: (part: ZgwhPart) => `/zgwh${query({ part })}`,
      entry: (part: ZgwhPart, entry: string) => `/zgwh${query({ part, entry })}`,
      poem: (id: number) => `/jdsd${query({ id: String(id) })}`,
    };
  return {
    home: () => '/zgwh',
    part: (part: ZgwhPart) => `/zgwh/${part}`,
    entry: (part: ZgwhPart, entry: string) => `/zgwh/${part}Info${query({ entry })}`,
    poem: (id: number) => `/jdsd/content${query({ id: String(id) })}`,
  };
}

export type ZgwhLinks = ReturnType<typeof zgwhLinks>;
