import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALPHABET, captchaSvg, captchaText } from '../../src/modules/passport/captcha.js';

/** Issue 19 item 8: the login captcha is drawn on a server without a single system font. */
describe('captcha', () => {
  const noFonts = mkdtempSync(join(tmpdir(), 'yuwen-no-fonts-'));
  afterAll(() => rmSync(noFonts, { recursive: true, force: true }));

  it('answers from its alphabet and draws paths only, never text that needs a font', () => {
    const text = captchaText();
    expect(text).toMatch(new RegExp(`^[${ALPHABET}]{4}$`));
    const svg = captchaSvg(text);
    expect(svg).not.toMatch(/<text|font-family/);
    expect(svg.match(/<path /g)?.length).toBe(4 + 4);
  });

  it('draws every character, each a different shape, with fontconfig knowing no font', () => {
    // A configuration with no font folder: what a slim container has. Text would draw empty boxes,
    // the same box for every character.
    const config = join(noFonts, 'fonts.conf');
    writeFileSync(config, '<?xml version="1.0"?>\n<fontconfig></fontconfig>\n');
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', new URL('./captcha-probe.ts', import.meta.url).pathname],
      {
        env: { ...process.env, FONTCONFIG_FILE: config, FONTCONFIG_PATH: noFonts, HOME: noFonts },
        encoding: 'utf8',
      },
    );
    const { glyphs, real } = JSON.parse(out) as {
      glyphs: Record<string, { ink: number[]; shape: string }>;
      real: { width: number; height: number; format: string };
    };
    expect(Object.keys(glyphs).sort()).toEqual([...ALPHABET].sort());
    for (const [char, { ink }] of Object.entries(glyphs)) {
      // A stroked character of this size darkens well over a hundred pixels of its quarter.
      for (const pixels of ink) expect(pixels, `${char}: ${ink.join(', ')}`).toBeGreaterThan(80);
    }
    expect(new Set(Object.values(glyphs).map((g) => g.shape)).size).toBe(ALPHABET.length);
    expect(real).toEqual({ width: 150, height: 50, format: 'png' });
  }, 30_000);
});
