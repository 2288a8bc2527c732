import { JDMZ_MODULE_ID } from '@yuwen/protocol';

/** The spec's children of 部编作文 (§2), each a category key of module 156. */
export const BPZW_PARTS = [
  'zwnltp',
  'zwwbxxf',
  'zwwtfl',
  'wbxl',
  'xzsc',
  'xscgfzd',
  'zkgfzd',
  'gkgfzd',
  'zjzwzd',
] as const;
export type BpzwPart = (typeof BPZW_PARTS)[number];

/** The four children of 作文能力提升 live under its path: /zwnltp/zwwbxxf … */
const ZWNLTP_CHILDREN: readonly BpzwPart[] = ['zwwbxxf', 'zwwtfl', 'wbxl', 'xzsc'];

/** What a 部编作文 address shows: the area, a part, a guide, the 稿纸 editor or 我的作文. */
export interface BpzwPlace {
  part?: BpzwPart;
  guide?: number;
  /** A composition to go on with, or 'new' for a fresh sheet. */
  write?: number | 'new';
  /** A suggested title for a new sheet (an exercise's). */
  title?: string;
  mine?: boolean;
  /** The teacher's side: every handed-in composition ('all') or one hand-in. */
  teach?: number | 'all';
}

export const partParam = (value: string | null | undefined): BpzwPart | undefined =>
  BPZW_PARTS.find((part) => part === value);

/** ?teach=all or ?teach=<hand-in id>. */
export function teachParam(value: string | null): BpzwPlace['teach'] {
  if (value === 'all') return 'all';
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** ?write=new or ?write=<id>. */
export function writeParam(value: string | null): BpzwPlace['write'] {
  if (value === 'new') return 'new';
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

const query = (values: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  ).toString();
  return search ? `?${search}` : '';
};

/** Where each page lives: spec §2's paths on phones (/zwnltp/zwwbxxf, /bpzw/info?id=), /bpzw?… on desktop. */
export function bpzwLinks(desktop: boolean) {
  const write = (id: number | 'new', title?: string) => `/bpzw${query({ write: String(id), title })}`;
  const teach = (id: number | 'all' = 'all') => `/bpzw?teach=${id}`;
  // 写作素材 opens a line's poem and an idiom's page where those areas keep them.
  const poem = (id: number) => `/jdsd/content${query({ id: String(id) })}`;
  // 成语典故's idiom page, by its address (spec §2), as areas link to each other.
  const idiom = (text: string) =>
    desktop ? `/jdmz${query({ idiom: text })}` : `/jdmz/${JDMZ_MODULE_ID}/0${query({ idiom: text })}`;
  if (desktop)
    return {
      home: () => '/bpzw',
      part: (part: BpzwPart) => `/bpzw${query({ part })}`,
      guide: (id: number) => `/bpzw${query({ guide: String(id) })}`,
      write,
      mine: () => '/bpzw?mine=1',
      teach,
      poem,
      idiom,
    };
  return {
    home: () => '/bpzw',
    part: (part: BpzwPart) => (ZWNLTP_CHILDREN.includes(part) ? `/zwnltp/${part}` : `/${part}`),
    guide: (id: number) => `/bpzw/info${query({ id: String(id) })}`,
    write,
    mine: () => '/bpzw?mine=1',
    teach,
    poem,
    idiom,
  };
}

export type BpzwLinks = ReturnType<typeof bpzwLinks>;
