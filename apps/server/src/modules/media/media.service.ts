import { access, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { CatalogueRepository } from '@yuwen/db';
import { REPO_ROOT } from '../../config/paths.js';
import { type MediaSource, packageFile, storedFile } from '../../plugins/media-sender.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { glyphSvg, ORIGIN_KINDS, originsSvg } from './glyph-svg.js';

const require = createRequire(import.meta.url);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
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
 * Teachers' recordings of readings the packages have no recording of (issue 20 item 9), one per
 * syllable and tone, named `<syllable><tone>.<ext>` (e.g. `biao1.webm`): the folder itself is the
 * list, so several servers sharing the storage see the same recordings.
 */
export const SYLLABLE_AUDIO_FOLDER = 'syllable-audio';
const SYLLABLE_AUDIO_NAME = /^([a-zü]+[1-5])\.(mp3|wav|ogg|m4a|webm)$/;

/** The storage key of a teacher's recording of a reading (`biao1`) in a format (`webm`). */
export const syllableAudioKey = (reading: string, ext: string) => `${SYLLABLE_AUDIO_FOLDER}/${reading}.${ext}`;
const SYLLABLE_AUDIO_TYPES: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  webm: 'audio/webm',
};

/** What the recordings map holds for one reading: a file of the voice package, or an uploaded one. */
export type Recording = { kind: 'package'; file: string } | { kind: 'uploaded'; key: string; type: string };

/** A recording found for a syllable and tone, ready for the media sender. */
export interface RecordingSource {
  source: MediaSource;
  type: string;
  /** A teacher may replace an upload at the same address, so it is revalidated; package files change only with a release. */
  uploaded: boolean;
}

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

/** The Kaiti font's stylesheet as served, and compressed once at the strongest settings. */
export interface KaitiStylesheet {
  text: string;
  modifiedAt: number;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The Kaiti font's stylesheet: the package's, without its `local()` sources. With them, Chromium
 * asks the system's font list for the family once per face (247 faces) at the first layout of Kaiti
 * text: 57–97 ms of a phone's first screen on this machine at full speed, 6–30 ms without. Nobody
 * has the screen build of LXGW WenKai installed, so the woff2 subsets are used anyway. Every page
 * loads it (205 KB of unicode ranges), so it is compressed once, off the event loop: brotli 11
 * makes 39 KB where the answers' on-the-fly gzip made 68 KB.
 */
export async function kaitiStylesheet(): Promise<KaitiStylesheet | undefined> {
  const path = join(MEDIA_DIRS.kaiti, 'result.css');
  try {
    const [css, info] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
    const text = css.replace(/local\("[^"]*"\),\s*/g, '');
    const bytes = Buffer.from(text);
    const [br, gzip] = await Promise.all([
      brotli(bytes, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
      gzipAsync(bytes, { level: zlib.Z_BEST_COMPRESSION }),
    ]);
    return { text, modifiedAt: info.mtimeMs, br, gzip };
  } catch {
    // Not installed: answered 404 like any missing media file.
    return undefined;
  }
}

/** The character media: recordings, stroke data, glyph and ancient-form pictures. */
export class MediaService {
  private recordings: { files: Promise<Map<string, Recording>>; until: number } | undefined;
  private recordingsVersion = 0;

  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly storage: FileStorage,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * `syllable + tone` → its recording, for real recordings only: the voice package's, and where it
   * has none a teacher's upload (an upload never hides a package recording).
   */
  recordingFiles(): Promise<Map<string, Recording>> {
    if (!this.recordings || this.recordings.until <= this.now()) {
      const files = Promise.all([this.catalogue.listPronunciations(), this.storage.list(SYLLABLE_AUDIO_FOLDER)]).then(
        ([rows, uploads]) => {
          const map = new Map<string, Recording>(
            rows.map((r) => [`${r.syllable}${r.tone}`, { kind: 'package', file: r.file }]),
          );
          for (const { key } of uploads) {
            const [, reading, ext] = SYLLABLE_AUDIO_NAME.exec(key.slice(SYLLABLE_AUDIO_FOLDER.length + 1)) ?? [];
            if (reading && ext && !map.has(reading))
              map.set(reading, { kind: 'uploaded', key, type: SYLLABLE_AUDIO_TYPES[ext] ?? 'audio/mpeg' });
          }
          return map;
        },
      );
      this.recordings = { files, until: this.now() + PRONUNCIATION_CACHE_MS };
      files.catch(() => {
        this.recordings = undefined;
      });
    }
    return this.recordings.files;
  }

  /** Reads the recordings afresh on the next ask (after an upload or a removal on this server). */
  forgetRecordings(): void {
    this.recordings = undefined;
    this.recordingsVersion += 1;
  }

  /** Changes whenever this server's recordings change, so answers cached with them can tell they are stale. */
  get recordingsChangeCount(): number {
    return this.recordingsVersion;
  }

  /** Where the recording of `xue2` is served from, or undefined when there is none. */
  async recordingSource(syllableTone: string): Promise<RecordingSource | undefined> {
    const recording = (await this.recordingFiles()).get(syllableTone);
    if (recording?.kind === 'uploaded')
      return { source: storedFile(this.storage, recording.key), type: recording.type, uploaded: true };
    // The table names files inside the voice folder only; anything else is refused.
    return recording && /^[a-zü]+[1-5]\.mp3$/.test(recording.file)
      ? { source: packageFile(join(MEDIA_DIRS.voice, recording.file)), type: 'audio/mpeg', uploaded: false }
      : undefined;
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
