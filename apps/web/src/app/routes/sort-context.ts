/** The parameters of a sortContext path the overview page uses (isBook is matched, not used yet). */
export interface SortContextMatch {
  moduleId: number;
  categoryId: string;
  titleName: string;
}

// Any prefix (or none), then sortContext and its four segments.
const SORT_CONTEXT = /^(?:\/[^/]+)*?\/sortContext\/(\d+)\/(\d+)\/([^/]+)\/([^/]+)\/?$/;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Matches `.../sortContext/:moduleId/:categoryId/:titleName/:isBook` under any prefix. */
export function matchSortContext(pathname: string): SortContextMatch | null {
  const m = SORT_CONTEXT.exec(pathname);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  return { moduleId: Number(m[1]), categoryId: m[2], titleName: decode(m[3]) };
}
