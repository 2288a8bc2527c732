import { KSZX_MODULE_ID } from '@yuwen/protocol';

// The spec's addresses of 考试中心: /kszx, /kszx/qt/{moduleId}, /kszx/paper/sort/{remark} (remark:
// the volume's key, g1a …) and /kszx/paper/{paperId}. On desktop a paper opens beside the list.

export const paperPath = (desktop: boolean, paperId: number) =>
  desktop ? `/kszx?paper=${paperId}` : `/kszx/paper/${paperId}`;

/** A handed-in attempt's marks, reached from 我的成绩 (with a teacher's review of a 写话 once given). */
export const attemptPath = (desktop: boolean, paperId: number, attemptId: number) =>
  `${paperPath(desktop, paperId)}${desktop ? '&' : '?'}attempt=${attemptId}`;

export function sortPath(volumeKey: string, kind = '', region = ''): string {
  const query = new URLSearchParams({ ...(kind ? { kind } : {}), ...(region ? { region } : {}) }).toString();
  return `/kszx/paper/sort/${volumeKey}${query ? `?${query}` : ''}`;
}

/** Practice by type; `type` chooses it on arrival. */
export const practicePath = (type?: string) => `/kszx/qt/${KSZX_MODULE_ID}${type ? `?type=${type}` : ''}`;

/** A positive id from an address part, else undefined. */
export function idParam(value: string | null | undefined): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
