/** The ancient forms we keep: 甲骨文, 金文, 小篆. */
export const ORIGIN_KINDS = ['oracle', 'bronze', 'seal'] as const;
export type OriginKind = (typeof ORIGIN_KINDS)[number];

export interface OriginImage {
  char: string;
  kind: OriginKind;
  svg: string;
}

const SECTION = /^\s*(\w+)\s*:\s*\{/;
const ENTRY = /(["'])([^"'\n]+)\1\s*:\s*svg\(`([^`]*)`\)/g;

/**
 * Pure: the SVG documents of chinese-lexicon's etymology/etymologyImages.js, read as text
 * (requiring the package costs ~12 s and ~850 MB). The file is one object literal with a
 * section per script (oracle, bronze, seal, cursive, traditional) of `"字": svg(`<svg…>`)`
 * entries; cursive and traditional (text-drawn) forms are skipped. A repeated key keeps the
 * last entry, as the object literal does.
 */
export function parseEtymologyImages(source: string): OriginImage[] {
  const images = new Map<string, OriginImage>();
  let kind: string | undefined;
  for (const line of source.split('\n')) {
    const section = SECTION.exec(line);
    if (section && !line.includes('svg(')) {
      kind = section[1];
      continue;
    }
    if (!kind || !(ORIGIN_KINDS as readonly string[]).includes(kind)) continue;
    for (const match of line.matchAll(ENTRY)) {
      const char = match[2] ?? '';
      const svg = (match[3] ?? '').trim();
      if (svg.startsWith('<svg')) images.set(`${kind}:${char}`, { char, kind: kind as OriginKind, svg });
    }
  }
  return [...images.values()];
}
