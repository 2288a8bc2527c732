import { randomInt } from 'node:crypto';
import { loadSharp } from '../../lib/load-sharp.js';

/** Letters and digits that cannot be mistaken for one another (no 0/O/Q, 1/I/l, 2/Z, 5/S, 8/B). */
const ALPHABET = 'ACDEFGHJKMNPRTUVWXY34679';
const WIDTH = 150;
const HEIGHT = 50;

/** A captcha answer of `length` characters. */
export function captchaText(length = 4): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

const between = (low: number, high: number) => low + randomInt(Math.round((high - low) * 100) + 1) / 100;
const randomColour = (low: number, high: number) =>
  `rgb(${randomInt(low, high)},${randomInt(low, high)},${randomInt(low, high)})`;

/**
 * Draws the answer as an SVG: each character in its own size, angle and colour on a wavy
 * baseline, crossed by curves and speckled with dots, so that reading it takes a person.
 */
export function captchaSvg(text: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${randomColour(225, 250)}"/>`];
  for (let i = 0; i < 40; i++) {
    parts.push(
      `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${between(0.6, 1.8)}" fill="${randomColour(120, 220)}"/>`,
    );
  }
  const step = (WIDTH - 20) / text.length;
  [...text].forEach((char, i) => {
    const x = 12 + i * step + between(0, step - 26);
    // Size, baseline and angle vary, but stay inside the image so no character is cut off.
    const y = 35 + between(-3, 3);
    const angle = between(-25, 25);
    parts.push(
      `<text x="${x}" y="${y}" font-family="DejaVu Sans Mono, DejaVu Sans, monospace" font-weight="bold" font-size="${between(24, 30)}" fill="${randomColour(20, 110)}" transform="rotate(${angle} ${x + 10} ${y - 10}) skewX(${between(-12, 12)})">${char}</text>`,
    );
  });
  for (let i = 0; i < 4; i++) {
    const d = `M ${randomInt(0, 20)} ${randomInt(HEIGHT)} C ${randomInt(30, 70)} ${randomInt(HEIGHT)}, ${randomInt(80, 120)} ${randomInt(HEIGHT)}, ${randomInt(130, WIDTH)} ${randomInt(HEIGHT)}`;
    parts.push(`<path d="${d}" stroke="${randomColour(40, 160)}" stroke-width="${between(1, 2.4)}" fill="none"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

/** The captcha as a PNG data URL, rendered on the server so the answer never reaches the page. */
export async function captchaImage(text: string): Promise<string> {
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(captchaSvg(text)))
    .png({ compressionLevel: 6 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
