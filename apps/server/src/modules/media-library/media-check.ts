import { MEDIA_MAX_BYTES, type MediaKind } from '@yuwen/protocol';
import { type AudioExt, parseAudio } from '../../lib/audio-content.js';
import { loadSharp } from '../../lib/load-sharp.js';
import { holdsMarkup, MARKUP_REFUSED } from '../../lib/markup-guard.js';
import { AppError } from '../../plugins/app-error.js';

/**
 * The media library's content check (issue 12). A file is accepted only when its content parses
 * as what it claims to be — not by its first bytes alone:
 * - images: decoded in full by sharp; PNG, JPEG or WebP;
 * - audio: parsed by music-metadata (`lib/audio-content.ts`, shared with the recordings); MP3, M4A
 *   (AAC or Opus in MP4), OGG (Vorbis or Opus), WAV;
 * - video: the container is walked. MP4: ISO-BMFF boxes, `ftyp` first, box sizes adding up to the
 *   file's length, a `moov` with an `mvhd` (duration) and a video `trak`. WebM: the EBML header
 *   with DocType webm, a Segment whose sizes fit the file, and a video track.
 * What a file claims to be comes from its name's extension, else its declared type; with neither
 * the content decides. HTML or SVG where a browser sniffs is refused whatever follows.
 */

/** What the check found in a file. */
export interface CheckedMedia {
  kind: MediaKind;
  mime: string;
  /** Extension of the stored name, without the dot. */
  ext: string;
  durationMs: number;
  width: number;
  height: number;
}

/** The name and declared type of the uploaded part, when the client sent them. */
export interface MediaClaim {
  fileName?: string | undefined;
  type?: string | undefined;
}

export const MEDIA_REFUSED: Readonly<Record<MediaKind, string>> = {
  video: '文件不是可用的视频，请上传 MP4 或 WebM',
  image: '文件不是可用的图片，请上传 PNG、JPEG 或 WebP',
  audio: '文件不是可用的音频，请上传 MP3、M4A、OGG 或 WAV',
};
const UNKNOWN_REFUSED = '文件不是可用的视频、图片或音频';
const KIND_NAME: Readonly<Record<MediaKind, string>> = { video: '视频', image: '图片', audio: '音频' };

const EXTENSION_KIND: Readonly<Record<string, MediaKind>> = {
  mp4: 'video',
  m4v: 'video',
  webm: 'video',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  webp: 'image',
  mp3: 'audio',
  m4a: 'audio',
  aac: 'audio',
  ogg: 'audio',
  oga: 'audio',
  opus: 'audio',
  wav: 'audio',
};

/** The kind a file claims to be by its extension, else its declared type; undefined when it says nothing we know. */
export function claimedKind(claim: MediaClaim): MediaKind | undefined {
  const ext = claim.fileName?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (ext && ext in EXTENSION_KIND) return EXTENSION_KIND[ext];
  const type = claim.type?.toLowerCase().split('/')[0];
  return type === 'video' || type === 'image' || type === 'audio' ? type : undefined;
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Checks an upload; throws AppError.badRequest with a Chinese message when it is not usable. */
export async function checkMedia(bytes: Buffer | undefined, claim: MediaClaim = {}): Promise<CheckedMedia> {
  if (!bytes || bytes.length === 0) throw AppError.badRequest('请选择要上传的文件');
  if (holdsMarkup(bytes)) throw AppError.badRequest(MARKUP_REFUSED);
  const claimed = claimedKind(claim);
  const found = claimed ? await checkAs(claimed, bytes) : await sniff(bytes);
  if (!found) throw AppError.badRequest(claimed ? MEDIA_REFUSED[claimed] : UNKNOWN_REFUSED);
  const limit = MEDIA_MAX_BYTES[found.kind];
  if (bytes.length > limit) throw AppError.badRequest(`${KIND_NAME[found.kind]}不能超过${mb(limit)}MB`);
  return found;
}

function checkAs(kind: MediaKind, bytes: Buffer): Promise<CheckedMedia | undefined> {
  if (kind === 'image') return checkImage(bytes);
  if (kind === 'audio') return checkAudio(bytes);
  return Promise.resolve(checkVideo(bytes));
}

/** With no claim: a container that starts like a video is checked as one (an MP4 without a picture may be M4A audio). */
async function sniff(bytes: Buffer): Promise<CheckedMedia | undefined> {
  return checkVideo(bytes) ?? (await checkImage(bytes)) ?? (await checkAudio(bytes));
}

// ── Images ──────────────────────────────────────────────────────────────────────────────────────

const IMAGE_FORMATS: Readonly<Record<string, { mime: string; ext: string }>> = {
  png: { mime: 'image/png', ext: 'png' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  webp: { mime: 'image/webp', ext: 'webp' },
};

/** 100 megapixels: more than any phone photo; bigger pictures are refused. */
const MAX_IMAGE_PIXELS = 100_000_000;

export async function checkImage(bytes: Buffer): Promise<CheckedMedia | undefined> {
  try {
    const sharp = await loadSharp();
    // Sequential reading and a pixel cap keep a small file that unpacks to a huge picture from taking the memory.
    const image = sharp(bytes, { failOn: 'error', sequentialRead: true, limitInputPixels: MAX_IMAGE_PIXELS });
    const meta = await image.metadata();
    const format = meta.format ? IMAGE_FORMATS[meta.format] : undefined;
    if (!format || !meta.width || !meta.height) return undefined;
    // Decode every pixel (into a thumbnail): a truncated or corrupt file fails here, not in a browser.
    await image.resize(32, 32, { fit: 'inside' }).raw().toBuffer();
    return { kind: 'image', ...format, durationMs: 0, width: meta.width, height: meta.height };
  } catch {
    return undefined;
  }
}

// ── Audio ───────────────────────────────────────────────────────────────────────────────────────

/** The library's audio: what every browser plays. WebM is the library's video container, so a WebM is checked as one. */
const LIBRARY_AUDIO: ReadonlySet<AudioExt> = new Set(['mp3', 'm4a', 'ogg', 'wav']);

export async function checkAudio(bytes: Buffer): Promise<CheckedMedia | undefined> {
  const audio = await parseAudio(bytes);
  if (!audio || !LIBRARY_AUDIO.has(audio.ext)) return undefined;
  return { kind: 'audio', mime: audio.mime, ext: audio.ext, durationMs: audio.durationMs, width: 0, height: 0 };
}

// ── Video ───────────────────────────────────────────────────────────────────────────────────────

export function checkVideo(bytes: Buffer): CheckedMedia | undefined {
  try {
    return checkMp4(bytes) ?? checkWebm(bytes);
  } catch {
    return undefined;
  }
}

interface Box {
  type: string;
  /** Where the box's content starts and where the box ends. */
  start: number;
  end: number;
}

/** The boxes between `from` and `to`, or undefined when their sizes do not fill that span exactly. */
function boxes(bytes: Buffer, from: number, to: number): Box[] | undefined {
  const found: Box[] = [];
  let at = from;
  while (at < to) {
    if (to - at < 8) return undefined;
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (to - at < 16) return undefined;
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at; // to the end of the enclosing span
    }
    if (size < header || at + size > to || !/^[\x20-\x7e]{4}$/.test(type)) return undefined;
    found.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return found;
}

function checkMp4(bytes: Buffer): CheckedMedia | undefined {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return undefined;
  const top = boxes(bytes, 0, bytes.length);
  if (top?.[0]?.type !== 'ftyp') return undefined;
  const moov = top.find((b) => b.type === 'moov');
  const inMoov = moov && boxes(bytes, moov.start, moov.end);
  const mvhd = inMoov?.find((b) => b.type === 'mvhd');
  if (!inMoov || !mvhd) return undefined;
  const durationMs = mvhdDuration(bytes, mvhd);
  if (durationMs === undefined) return undefined;
  let width = 0;
  let height = 0;
  let hasVideo = false;
  for (const trak of inMoov.filter((b) => b.type === 'trak')) {
    const inTrak = boxes(bytes, trak.start, trak.end);
    if (!inTrak) return undefined;
    const mdia = inTrak.find((b) => b.type === 'mdia');
    const hdlr = mdia && boxes(bytes, mdia.start, mdia.end)?.find((b) => b.type === 'hdlr');
    if (!hdlr || hdlr.end - hdlr.start < 12 || bytes.toString('latin1', hdlr.start + 8, hdlr.start + 12) !== 'vide')
      continue;
    hasVideo = true;
    const tkhd = inTrak.find((b) => b.type === 'tkhd');
    const size = tkhd && tkhdSize(bytes, tkhd);
    if (size && !width) ({ width, height } = size);
  }
  if (!hasVideo) return undefined;
  return { kind: 'video', mime: 'video/mp4', ext: 'mp4', durationMs, width, height };
}

/** mvhd: version, flags, times, timescale and duration (32-bit in version 0, 64-bit in version 1). */
function mvhdDuration(bytes: Buffer, box: Box): number | undefined {
  const version = bytes[box.start];
  const need = version === 1 ? 32 : 20;
  if (box.end - box.start < need) return undefined;
  const timescale = bytes.readUInt32BE(box.start + (version === 1 ? 20 : 12));
  const duration = version === 1 ? Number(bytes.readBigUInt64BE(box.start + 24)) : bytes.readUInt32BE(box.start + 16);
  if (!timescale) return undefined;
  // All ones means "not known" (fragmented files say it elsewhere).
  const unknown = version === 1 ? duration >= Number.MAX_SAFE_INTEGER : duration === 0xffffffff;
  return unknown ? 0 : Math.round((duration / timescale) * 1000);
}

/** tkhd ends with the width and height as 16.16 fixed point. */
function tkhdSize(bytes: Buffer, box: Box): { width: number; height: number } | undefined {
  const version = bytes[box.start];
  const offset = box.start + (version === 1 ? 88 : 76);
  if (offset + 8 > box.end) return undefined;
  return { width: bytes.readUInt32BE(offset) >>> 16, height: bytes.readUInt32BE(offset + 4) >>> 16 };
}

// EBML element ids (with their length marker bits, as written).
const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const VIDEO = 0xe0;
const PIXEL_WIDTH = 0xb0;
const PIXEL_HEIGHT = 0xba;
const CLUSTER = 0x1f43b675;

interface Element {
  id: number;
  start: number;
  /** undefined for an element of unknown size (live recordings write their Segment and Clusters so). */
  end: number | undefined;
}

/** A variable-length integer at `at`: its value (id keeps its marker; size drops it) and length. */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number; allOnes: boolean } {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new Error('bad vint');
  const length = Math.clz32(first) - 23; // 1 for 0b1xxxxxxx … 8 for 0b00000001
  if (length > 8 || at + length > bytes.length) throw new Error('bad vint');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const b = bytes[at + i] as number;
    value = value * 256 + b;
    allOnes &&= b === 0xff;
  }
  return { value, length, allOnes };
}

function element(bytes: Buffer, at: number, limit: number): Element {
  const id = vint(bytes, at, true);
  const size = vint(bytes, at + id.length, false);
  const start = at + id.length + size.length;
  if (size.allOnes) return { id: id.value, start, end: undefined };
  const end = start + size.value;
  if (end > limit) throw new Error('element beyond its parent');
  return { id: id.value, start, end };
}

function children(bytes: Buffer, from: number, to: number): Element[] {
  const found: Element[] = [];
  let at = from;
  while (at < to) {
    const child = element(bytes, at, to);
    found.push(child);
    if (child.end === undefined) break; // a live Cluster: the rest is media data
    at = child.end;
  }
  return found;
}

function readUint(bytes: Buffer, e: Element): number {
  let value = 0;
  for (let i = e.start; i < (e.end ?? e.start); i++) value = value * 256 + (bytes[i] as number);
  return value;
}

function checkWebm(bytes: Buffer): CheckedMedia | undefined {
  if (bytes.length < 8 || bytes.readUInt32BE(0) !== EBML) return undefined;
  const header = element(bytes, 0, bytes.length);
  if (header.end === undefined) return undefined;
  const docType = children(bytes, header.start, header.end).find((e) => e.id === DOC_TYPE);
  if (!docType || bytes.toString('latin1', docType.start, docType.end).replace(/\0+$/, '') !== 'webm') return undefined;
  const segment = element(bytes, header.end, bytes.length);
  if (segment.id !== SEGMENT) return undefined;
  const inSegment = children(bytes, segment.start, segment.end ?? bytes.length);
  let durationMs = 0;
  let width = 0;
  let height = 0;
  let hasVideo = false;
  for (const part of inSegment) {
    if (part.id === INFO && part.end !== undefined) {
      const info = children(bytes, part.start, part.end);
      const scale = info.find((e) => e.id === TIMECODE_SCALE);
      const duration = info.find((e) => e.id === DURATION);
      const ns = scale ? readUint(bytes, scale) : 1_000_000;
      if (duration?.end !== undefined) {
        const length = duration.end - duration.start;
        const value =
          length === 8 ? bytes.readDoubleBE(duration.start) : length === 4 ? bytes.readFloatBE(duration.start) : 0;
        durationMs = Math.round((value * ns) / 1_000_000);
      }
    }
    if (part.id === TRACKS && part.end !== undefined) {
      for (const entry of children(bytes, part.start, part.end).filter((e) => e.id === TRACK_ENTRY)) {
        const fields = children(bytes, entry.start, entry.end ?? entry.start);
        const type = fields.find((e) => e.id === TRACK_TYPE);
        if (!type || readUint(bytes, type) !== 1) continue;
        hasVideo = true;
        const video = fields.find((e) => e.id === VIDEO);
        const picture = video?.end !== undefined ? children(bytes, video.start, video.end) : [];
        const w = picture.find((e) => e.id === PIXEL_WIDTH);
        const h = picture.find((e) => e.id === PIXEL_HEIGHT);
        if (w && h && !width) {
          width = readUint(bytes, w);
          height = readUint(bytes, h);
        }
      }
    }
    if (part.id === CLUSTER) break;
  }
  if (!hasVideo) return undefined;
  return { kind: 'video', mime: 'video/webm', ext: 'webm', durationMs, width, height };
}
