import { JDMZ_MODULE_ID, type JdmzCategoryKind } from '@yuwen/protocol';

/** What a 成语典故 address shows: a category, an idiom (from a category), or a game. */
export interface JdmzPlace {
  categoryId?: number;
  idiom?: string;
  play?: JdmzGame;
}

export const JDMZ_GAMES = ['chain', 'quiz'] as const;
export type JdmzGame = (typeof JDMZ_GAMES)[number];

/** The game an address names, if any. */
export function gameParam(value: string | null): JdmzGame | undefined {
  return JDMZ_GAMES.find((game) => game === value);
}

const query = (values: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `?${search}` : '';
};

/** Where each page of the area lives: spec §2's /jdmz/{moduleId}/{categoryId} on phones, /jdmz?… on desktop. */
export function jdmzLinks(desktop: boolean, moduleId: number = JDMZ_MODULE_ID) {
  if (desktop) {
    const at = (place: JdmzPlace) =>
      `/jdmz${query({ category: place.categoryId ? String(place.categoryId) : undefined, idiom: place.idiom, play: place.play })}`;
    return {
      home: () => at({}),
      category: (id: number, _kind?: JdmzCategoryKind) => at({ categoryId: id }),
      idiom: (idiom: string, categoryId?: number) => at({ categoryId, idiom }),
      play: (play: JdmzGame) => at({ play }),
    };
  }
  return {
    home: () => `/jdmz/${moduleId}/0`,
    category: (id: number, kind?: JdmzCategoryKind) =>
      kind === 'video' ? `/jdmz/video/${moduleId}/${id}` : `/jdmz/${moduleId}/${id}`,
    idiom: (idiom: string, categoryId = 0) => `/jdmz/${moduleId}/${categoryId}${query({ idiom })}`,
    play: (play: JdmzGame) => `/jdmz/${moduleId}/0${query({ play })}`,
  };
}

export type JdmzLinks = ReturnType<typeof jdmzLinks>;

/** The title bar's words for a place on a phone. */
export function placeTitle(place: JdmzPlace): string {
  if (place.idiom) return place.idiom;
  if (place.play === 'chain') return '成语接龙';
  if (place.play === 'quiz') return '成语小测验';
  return '成语典故';
}
