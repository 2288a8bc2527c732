import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ALPHABET, captchaImage, captchaPng } from '../../src/modules/passport/captcha.js';

/**
 * Run by captcha.test.ts in a child process whose fontconfig knows no font. Draws every character
 * four times in a row with a fixed "random" source (so the noise collapses into the top row and the
 * image's left edge) and prints, per character, the dark pixels in each quarter and a hash of the
 * first quarter's pixels; then decodes one real captcha.
 */
const WIDTH = 150;
const HEIGHT = 50;
const step = (WIDTH - 20) / 4;
const fixed = () => 0;

const glyphs: Record<string, { ink: number[]; shape: string }> = {};
for (const char of ALPHABET) {
  const { data } = await sharp(await captchaPng(char.repeat(4), fixed))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ink = [0, 0, 0, 0];
  const first: number[] = [];
  for (let y = 3; y < HEIGHT; y++) {
    for (let x = 10; x < 10 + 4 * step; x++) {
      const cell = Math.floor((x - 10) / step);
      const dark = (data[y * WIDTH + x] ?? 255) < 128;
      if (dark) ink[cell] = (ink[cell] ?? 0) + 1;
      if (cell === 0) first.push(dark ? 1 : 0);
    }
  }
  glyphs[char] = { ink, shape: createHash('sha1').update(first.join('')).digest('hex') };
}
const real = await captchaImage('AC34');
const meta = await sharp(Buffer.from(real.replace(/^data:image\/png;base64,/, ''), 'base64')).metadata();
process.stdout.write(
  `${JSON.stringify({ glyphs, real: { width: meta.width, height: meta.height, format: meta.format } })}\n`,
);
