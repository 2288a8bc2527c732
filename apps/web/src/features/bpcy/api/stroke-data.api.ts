import { useQueries } from '@tanstack/react-query';

/** hanzi-writer's stroke data of a character as our server serves it (from hanzi-writer-data). */
export interface StrokeData {
  /** One SVG path per stroke, in stroke order, on hanzi-writer's 1024 grid. */
  strokes: string[];
}

/** Where the server serves a character's stroke data (the media routes; never a CDN). */
export function strokeDataUrl(char: string): string {
  return `/hanzi-data/${encodeURIComponent(char)}.json`;
}

async function fetchStrokeData(char: string): Promise<StrokeData | null> {
  const res = await fetch(strokeDataUrl(char));
  // A character without stroke data is a fact to show, not a failure to retry.
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`笔顺数据加载失败（${res.status}）`);
  const data = (await res.json()) as Partial<StrokeData>;
  return Array.isArray(data.strokes) ? { strokes: data.strokes } : null;
}

/** The stroke data of each character (null where we have none); it never changes, so it is kept. */
export function useStrokeData(chars: readonly string[]) {
  return useQueries({
    queries: chars.map((char) => ({
      queryKey: ['stroke-data', char],
      queryFn: () => fetchStrokeData(char),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
}
