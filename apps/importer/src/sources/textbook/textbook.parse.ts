import type { TextbookVolumeImport } from '@yuwen/db';

/** A volume file as `data/textbook/FORMAT.md` (and the README's extensions) describe it. */
export interface VolumeFile {
  key: string;
  grade: number;
  term: string;
  edition: string;
  status: 'complete' | 'partial';
  printed_totals: { shizi: number; xiezi: number; ciyu: number | null };
  units: {
    n: number;
    title: string;
    section?: string;
    lessons: {
      n: string;
      title: string;
      kind: string;
      shizi: string[];
      xiezi: string[];
      shizi_duoyin?: string[] | null;
      ciyu?: string[] | null;
      classics?: { title: string; author?: string; dynasty?: string }[] | null;
    }[];
    rijileiji?: { group: string; items: string[] }[] | null;
  }[];
}

/** A classical text as the book names it, to be found in the poem catalogue. */
export interface ClassicName {
  title: string;
  author: string;
  dynasty: string;
}

/** Finds a classical text's poem id in the catalogue; 0 when it is not there. */
export type PoemLookup = (name: ClassicName) => number;

const GRADE_NAMES = ['', '一', '二', '三', '四', '五', '六'];

/** 一年级上册 … */
export function volumeName(file: Pick<VolumeFile, 'grade' | 'term'>): string {
  return `${GRADE_NAMES[file.grade] ?? file.grade}年级${file.term}`;
}

/** The edition as teachers read it: the revised printing's year, or the 2016–2019 edition. */
export function editionLabel(edition: string): string {
  const revised = /^(\d{4}) revised/.exec(edition);
  if (revised) return `${revised[1]}年修订版`;
  return /^2016/.test(edition) ? '2016–2019年版' : edition;
}

/**
 * A 日积月累 item as printed: 「咏鹅（唐·骆宾王）」 names a poem; 「画」 a poem by title only;
 * sayings and idioms (名句, 谚语, 成语) are text, never poems.
 */
export function classicOfItem(group: string, item: string): ClassicName | undefined {
  if (group !== '古诗') return undefined;
  const byline = /^(.+?)（([^（）·]+)·([^（）]+)）$/.exec(item);
  if (byline) return { title: byline[1] as string, dynasty: byline[2] as string, author: byline[3] as string };
  return { title: item, author: '', dynasty: '' };
}

/** Turns one volume file into the rows the import repository writes, linking classics to poems. */
export function parseVolume(file: VolumeFile, findPoem: PoemLookup): TextbookVolumeImport {
  return {
    name: volumeName(file),
    volume: {
      key: file.key,
      grade: file.grade,
      term: file.term,
      edition: editionLabel(file.edition),
      status: file.status,
      shizi_total: file.printed_totals.shizi,
      xiezi_total: file.printed_totals.xiezi,
    },
    units: file.units.map((unit, u) => ({
      unit: {
        key: `${file.key}/u${unit.n}`,
        title: unit.title,
        section: unit.section ?? '',
        sort: u + 1,
        rijileiji: JSON.stringify(
          (unit.rijileiji ?? []).map(({ group, items }) => ({
            group,
            items: items.map((text) => {
              const classic = classicOfItem(group, text);
              return { text, poem_id: classic ? findPoem(classic) : 0 };
            }),
          })),
        ),
      },
      lessons: unit.lessons.map((lesson, l) => ({
        key: `${file.key}/u${unit.n}/${l + 1}`,
        number: lesson.n,
        title: lesson.title,
        kind: lesson.kind,
        shizi: lesson.shizi.join(''),
        xiezi: lesson.xiezi.join(''),
        shizi_review: (lesson.shizi_duoyin ?? []).join(''),
        words: JSON.stringify(lesson.ciyu ?? []),
        classics: JSON.stringify(
          (lesson.classics ?? []).map((c) => {
            const name = { title: c.title, author: c.author ?? '', dynasty: c.dynasty ?? '' };
            return { ...name, poem_id: findPoem(name) };
          }),
        ),
        // Set by the repository from the lesson's place in the volume.
        sort: 0,
      })),
    })),
  };
}
