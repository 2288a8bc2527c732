import { JDMZ_MODULE_ID } from '@yuwen/protocol';

/** The parts of 字源起名, as the module tree keys them. */
export const ZYQM_PARTS = ['qwsz', 'cyxt', 'scly', 'gxqm'] as const;
export type ZyqmPart = (typeof ZYQM_PARTS)[number];
export const PART_TITLES: Readonly<Record<ZyqmPart, string>> = {
  qwsz: '趣味识字',
  cyxt: '成语学堂',
  scly: '诗词乐园',
  gxqm: '个性起名',
};

/** What an address shows: 学前教育's page, 字源起名's page, a part, or one thing in a part. */
export interface ZyqmPlace {
  part?: ZyqmPart | 'zyqm';
  char?: string;
  /** szly/font: the character in each script. */
  font?: boolean;
  idiom?: string;
  poem?: string;
  /** playVideo: the poem's media slot. */
  video?: boolean;
}

const query = (values: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) params.set(k, v);
  const text = params.toString();
  return text ? `?${text}` : '';
};

const BASE = '/xqjy/zyqm';

/** Spec §2's paths on phones (/xqjy/zyqm/qwsz/hzwb …), /xqjy?part=… on desktop. */
export function zyqmLinks(desktop: boolean) {
  if (desktop) {
    const at = (part: string, extra: Record<string, string | undefined> = {}) => `/xqjy${query({ part, ...extra })}`;
    return {
      home: () => '/xqjy',
      zyqm: () => at('zyqm'),
      part: (part: ZyqmPart) => at(part),
      char: (char: string) => at('qwsz', { char }),
      font: (char: string) => at('qwsz', { char, font: '1' }),
      idiom: (idiom: string) => at('cyxt', { idiom }),
      poem: (key: string) => at('scly', { poem: key }),
      video: (key: string) => at('scly', { poem: key, video: '1' }),
      jdmzIdiom: (idiom: string) => `/jdmz${query({ idiom })}`,
    };
  }
  return {
    home: () => '/xqjy',
    zyqm: () => BASE,
    part: (part: ZyqmPart) => `${BASE}/${part === 'cyxt' ? 'cyxt/idiom' : part}`,
    char: (char: string) => `${BASE}/qwsz/hzwb${query({ char })}`,
    font: (char: string) => `${BASE}/qwsz/szly/font${query({ char })}`,
    idiom: (idiom: string) => `${BASE}/cyxt/idiom${query({ text: idiom })}`,
    poem: (key: string) => `${BASE}/scly/gs${query({ key })}`,
    video: (key: string) => `${BASE}/scly/playVideo${query({ key })}`,
    jdmzIdiom: (idiom: string) => `/jdmz/${JDMZ_MODULE_ID}/0${query({ idiom })}`,
  };
}
export type ZyqmLinks = ReturnType<typeof zyqmLinks>;

/** The page title of a place. */
export function placeTitle(place: ZyqmPlace): string {
  if (place.char) return place.font ? '字的样子' : '汉字故事';
  if (place.idiom) return '成语故事';
  if (place.poem) return place.video ? '诗的动画' : '诗的故事';
  if (place.part === 'zyqm') return '字源起名';
  return place.part ? PART_TITLES[place.part] : '学前教育';
}
