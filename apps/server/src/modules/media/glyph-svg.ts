/** SVG documents drawn from character data. */

/** hanzi-writer-data's outlines live on a 1024 grid with y pointing up and the baseline at 900. */
const GRID = 1024;
const BASELINE = 900;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The character as one filled SVG from its stroke outlines (y flipped to SVG's downward axis). */
export function glyphSvg(strokes: readonly string[], colour = '#222'): string {
  const paths = strokes.map((d) => `<path d="${escapeXml(d)}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GRID} ${GRID}" width="${GRID}" height="${GRID}">` +
    `<g fill="${colour}" transform="translate(0 ${BASELINE}) scale(1 -1)">${paths}</g></svg>`
  );
}

/** What each kind of ancient form is called, oldest first. */
export const ORIGIN_KINDS: readonly { kind: string; name: string }[] = [
  { kind: 'oracle', name: '甲骨文' },
  { kind: 'bronze', name: '金文' },
  { kind: 'seal', name: '小篆' },
];

const CELL = 200;
const CAPTION = 40;

/**
 * The ancient forms side by side, oldest first, each captioned. Every form is an SVG document
 * of its own, embedded as a data image so its own viewBox and styles stay intact.
 */
export function originsSvg(forms: readonly { kind: string; svg: string }[]): string {
  const ordered = ORIGIN_KINDS.flatMap(({ kind, name }) => {
    const form = forms.find((f) => f.kind === kind);
    return form ? [{ name, svg: form.svg }] : [];
  });
  const width = CELL * ordered.length;
  const cells = ordered
    .map(({ name, svg }, i) => {
      const x = i * CELL;
      const href = `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
      return (
        `<image x="${x + 20}" y="10" width="${CELL - 40}" height="${CELL - 40}" href="${href}"/>` +
        `<text x="${x + CELL / 2}" y="${CELL + CAPTION / 2 - 10}" text-anchor="middle" font-size="28" fill="#8a6d3b">${name}</text>`
      );
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${CELL + CAPTION}" width="${width}" height="${CELL + CAPTION}">${cells}</svg>`;
}
