import { randomInt } from 'node:crypto';
import { loadSharp } from '../../lib/load-sharp.js';

/** Letters and digits that cannot be mistaken for one another (no 0/O/Q, 1/I/l, 2/Z, 5/S, 8/B). */
export const ALPHABET = 'ACDEFGHJKMNPRTUVWXY34679';
const WIDTH = 150;
const HEIGHT = 50;

/**
 * Each character as strokes of our own drawing, in a box 12 wide and 16 high (y down). The image
 * is paths only, no <text>: a server without a single system font (a slim container) draws it the
 * same, where a font lookup would draw empty boxes.
 */
const GLYPHS: Record<string, string> = {
  A: 'M0 16 L6 0 L12 16 M2.3 10 H9.7',
  C: 'M11.5 3.5 C10 1 8 0 6 0 C2.5 0 0 3.5 0 8 C0 12.5 2.5 16 6 16 C8 16 10 15 11.5 12.5',
  D: 'M0 0 V16 H5 C9.5 16 12 12.5 12 8 C12 3.5 9.5 0 5 0 Z',
  E: 'M12 0 H0 V16 H12 M0 8 H9',
  F: 'M12 0 H0 V16 M0 8 H9',
  G: 'M11.5 3.5 C10 1 8 0 6 0 C2.5 0 0 3.5 0 8 C0 12.5 2.5 16 6 16 C9.5 16 12 13.5 12 10 V9 H7',
  H: 'M0 0 V16 M12 0 V16 M0 8 H12',
  J: 'M4 0 H12 V11 C12 14.5 10 16 6.5 16 C3.5 16 1.5 14.5 0.5 12',
  K: 'M0 0 V16 M12 0 L0 10.5 M4.5 6.5 L12 16',
  M: 'M0 16 V0 L6 11 L12 0 V16',
  N: 'M0 16 V0 L12 16 V0',
  P: 'M0 16 V0 H7 C10 0 12 2 12 4.5 C12 7 10 9 7 9 H0',
  R: 'M0 16 V0 H7 C10 0 12 2 12 4.5 C12 7 10 9 7 9 H0 M6.5 9 L12 16',
  T: 'M0 0 H12 M6 0 V16',
  U: 'M0 0 V10.5 C0 14 2.5 16 6 16 C9.5 16 12 14 12 10.5 V0',
  V: 'M0 0 L6 16 L12 0',
  W: 'M0 0 L3 16 L6 5 L9 16 L12 0',
  X: 'M0 0 L12 16 M12 0 L0 16',
  Y: 'M0 0 L6 8 L12 0 M6 8 V16',
  '3': 'M1 2 C2.5 0.5 4 0 6 0 C9 0 11 1.8 11 4.2 C11 6.6 9 8 6 8 H5 M6 8 C9.5 8 12 9.8 12 12 C12 14.5 9.5 16 6 16 C3.5 16 1.5 15 0 13.5',
  '4': 'M9 16 V0 L0 11 H12',
  '6': 'M10.5 1.5 C9.5 0.5 8 0 6.5 0 C2.5 0 0 3.5 0 9 C0 13.5 2.5 16 6 16 C9.5 16 12 13.8 12 10.8 C12 7.8 9.5 5.8 6.5 5.8 C3.5 5.8 1 7.5 0 10',
  '7': 'M0 0 H12 L5 16',
  '9': 'M12 7 C11 9.5 8.5 10.2 5.5 10.2 C2.5 10.2 0 8.2 0 5.2 C0 2.2 2.5 0 6 0 C9.5 0 12 2.5 12 7 C12 12.5 9.5 16 5.5 16 C4 16 2.5 15.5 1.5 14.5',
};

/** A whole number in [0, below): crypto's by default; tests pass a fixed one to get the same image. */
export type Random = (below: number) => number;
const secureRandom: Random = (below) => randomInt(below);

/** A captcha answer of `length` characters. */
export function captchaText(length = 4): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * Draws the answer as an SVG: each character in its own size, angle, slant and colour, its strokes
 * nudged a little, on a wavy baseline, crossed by curves and speckled with dots, so that reading it
 * takes a person. Each character is centred in its quarter of the width.
 */
export function captchaSvg(text: string, random: Random = secureRandom): string {
  const between = (low: number, high: number) => low + random(Math.round((high - low) * 100) + 1) / 100;
  const int = (low: number, high: number) => low + random(high - low);
  const colour = (low: number, high: number) => `rgb(${int(low, high)},${int(low, high)},${int(low, high)})`;
  // Every coordinate moved by up to half a unit, so no two images of a character are the same shape.
  const nudge = (path: string) => path.replace(/\d+(\.\d+)?/g, (n) => (Number(n) + between(-0.5, 0.5)).toFixed(2));

  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour(225, 250)}"/>`];
  for (let i = 0; i < 40; i++) {
    parts.push(
      `<circle cx="${int(0, WIDTH)}" cy="${int(0, HEIGHT)}" r="${between(0.6, 1.8)}" fill="${colour(120, 220)}"/>`,
    );
  }
  const step = (WIDTH - 20) / text.length;
  [...text].forEach((char, i) => {
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error(`captcha character ${char} has no glyph`);
    // Size, place and angle vary, but a character stays inside the image and mostly in its quarter.
    const x = 10 + (i + 0.5) * step + between(-3, 3);
    const y = HEIGHT / 2 + between(-3, 3);
    const transform = `translate(${x} ${y}) rotate(${between(-25, 25)}) skewX(${between(-12, 12)}) scale(${between(1.45, 1.75)}) translate(-6 -8)`;
    parts.push(
      `<path d="${nudge(glyph)}" transform="${transform}" fill="none" stroke="${colour(20, 110)}" stroke-width="${between(1.7, 2.2)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  for (let i = 0; i < 4; i++) {
    const d = `M ${int(0, 20)} ${int(0, HEIGHT)} C ${int(30, 70)} ${int(0, HEIGHT)}, ${int(80, 120)} ${int(0, HEIGHT)}, ${int(130, WIDTH)} ${int(0, HEIGHT)}`;
    parts.push(`<path d="${d}" stroke="${colour(40, 160)}" stroke-width="${between(1, 2.4)}" fill="none"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

/** The captcha as a PNG, rendered on the server so the answer never reaches the page. */
export async function captchaPng(text: string, random?: Random): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(captchaSvg(text, random)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** The captcha as a PNG data URL (the captcha call's `image`). */
export async function captchaImage(text: string): Promise<string> {
  return `data:image/png;base64,${(await captchaPng(text)).toString('base64')}`;
}
