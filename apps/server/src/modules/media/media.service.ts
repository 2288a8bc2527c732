import { access, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CatalogueRepository } from '@yuwen/db';
import { REPO_ROOT } from '../../config/paths.js';
import { glyphSvg, ORIGIN_KINDS, originsSvg } from './glyph-svg.js';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** Where the media files come from: installed npm packages, never the network. */
export const MEDIA_DIRS = {
  voice: join(packageDir('cnchar-data'), 'voice'),
  strokes: packageDir('hanzi-writer-data'),
  kaiti: join(packageDir('lxgw-wenkai-screen-web'), 'lxgwwenkaigbscreen'),
  /** The licence texts the data and the font require us to ship (credited on /usage). */
  licences: join(REPO_ROOT, 'licenses'),
};

/**
 * How long the list of real recordings is kept. It changes only on import or an upload from the
 * management pages, and the character call reads it on every lookup.
 */
export const PRONUNCIATION_CACHE_MS = 60_000;

// The addresses under which mediaRoutes serves character media; the character call answers these.

/** The syllable recording, e.g. /audio/pinyin/xue2.mp3 (ü written v, tone 5 = neutral). */
export function pronunciationUrl(syllable: string, tone: number): string {
  return `/audio/pinyin/${syllable}${tone}.mp3`;
}

/** hanzi-writer's stroke data of a character (for its charDataLoader). */
export function strokeDataUrl(char: string): string {
  return `/hanzi-data/${encodeURIComponent(char)}.json`;
}

/** An SVG of the character drawn from its stroke outlines. */
export function glyphUrl(char: string): string {
  return `/glyph/${encodeURIComponent(char)}.svg`;
}

/** The ancient forms of a character (oracle, bronze, seal) side by side in one SVG. */
export function originUrl(charId: number): string {
  return `/char-origin/${charId}.svg`;
}

/** One ancient form of a character alone (kind: oracle, bronze or seal). */
export function originFormUrl(charId: number, kind: string): string {
  return `/char-origin/${charId}-${kind}.svg`;
}

/** What a kind of ancient form is called (甲骨文, 金文, 小篆), or undefined for a kind we do not know. */
export function originScriptName(kind: string): string | undefined {
  return ORIGIN_KINDS.find((k) => k.kind === kind)?.name;
}

/** One character (a single code point). */
export function isSingleChar(text: string): boolean {
  return [...text].length === 1;
}

/** The character media: recordings, stroke data, glyph and ancient-form pictures. */
export class MediaService {
  private recordings: { files: Promise<Map<string, string>>; until: number } | undefined;

  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** `syllable + tone` → file name inside cnchar-data/voice, for real recordings only. */
  recordingFiles(): Promise<Map<string, string>> {
    if (!this.recordings || this.recordings.until <= this.now()) {
      const files = this.catalogue
        .listPronunciations()
        .then((rows) => new Map(rows.map((r) => [`${r.syllable}${r.tone}`, r.file])));
      this.recordings = { files, until: this.now() + PRONUNCIATION_CACHE_MS };
      files.catch(() => {
        this.recordings = undefined;
      });
    }
    return this.recordings.files;
  }

  /** The path of a real recording (`xue2` → …/voice/xue2.mp3), or undefined. */
  async recordingPath(syllableTone: string): Promise<string | undefined> {
    const file = (await this.recordingFiles()).get(syllableTone);
    // The table names files inside the voice folder only; anything else is refused.
    return file && /^[a-zü]+[1-5]\.mp3$/.test(file) ? join(MEDIA_DIRS.voice, file) : undefined;
  }

  /** Where hanzi-writer-data's JSON of a character would be (it may have none); undefined for a non-character. */
  strokeDataPath(char: string): string | undefined {
    return isSingleChar(char) && char !== '.' && char !== '/' && char !== '\\'
      ? join(MEDIA_DIRS.strokes, `${char}.json`)
      : undefined;
  }

  /** hanzi-writer-data's JSON of a character, or undefined when it has none. */
  async strokeData(char: string): Promise<string | undefined> {
    const file = this.strokeDataPath(char);
    return file ? readFile(file, 'utf8').catch(() => undefined) : undefined;
  }

  /** Does hanzi-writer-data have this character (so that it can be drawn)? */
  async hasStrokeData(char: string): Promise<boolean> {
    const file = this.strokeDataPath(char);
    return file
      ? access(file).then(
          () => true,
          () => false,
        )
      : false;
  }

  /** The glyph SVG of a character drawn from its stroke outlines, or undefined. */
  async glyph(char: string): Promise<string | undefined> {
    const json = await this.strokeData(char);
    if (!json) return undefined;
    const { strokes } = JSON.parse(json) as { strokes: string[] };
    return glyphSvg(strokes);
  }

  /** The ancient forms of a character in one SVG, or undefined when it has none. */
  async origins(charId: number): Promise<string | undefined> {
    const forms = await this.catalogue.listOrigins(charId);
    return forms.length > 0 ? originsSvg(forms) : undefined;
  }

  /** One ancient form of a character as its own SVG, or undefined when it has none in that script. */
  async originForm(charId: number, kind: string): Promise<string | undefined> {
    const forms = await this.catalogue.listOrigins(charId);
    return forms.find((form) => form.kind === kind)?.svg;
  }
}
