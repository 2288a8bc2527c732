import type { IFormat } from 'music-metadata';

/** Audio we keep, by what its content is: the stored name's extension and the type it is served with. */
export type AudioExt = 'mp3' | 'wav' | 'ogg' | 'm4a' | 'webm';

/** What parsing found in an audio file. */
export interface ParsedAudio {
  ext: AudioExt;
  mime: string;
  durationMs: number;
}

const MIME: Readonly<Record<AudioExt, string>> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  webm: 'audio/webm',
};

/** ISO base media brands music-metadata names an MP4 container by (M4A from ffmpeg, isom/iso6 from MediaRecorder). */
const ISO_MEDIA = /^(M4A|M4B|mp4|isom|iso\d|mp4\d|dash)/i;

/**
 * Pure (after loading the parser): parses the whole file with music-metadata and answers what audio
 * it is, or undefined when it is not audio we take — audio only (no picture), with a sample rate and
 * a length: MP3, WAV, Ogg (Vorbis or Opus), MP4 (AAC or Opus: Safari's and Chromium's MediaRecorder)
 * and WebM (Opus or Vorbis: Chromium's and Firefox's MediaRecorder). A known header followed by
 * something else fails here, where a check of the first bytes would pass.
 */
export async function parseAudio(bytes: Buffer): Promise<ParsedAudio | undefined> {
  let format: IFormat;
  try {
    // Loaded on the first audio upload: ~100 ms no start needs to pay.
    const { parseBuffer } = await import('music-metadata');
    format = (await parseBuffer(bytes, undefined, { duration: true, skipCovers: true })).format;
  } catch {
    return undefined;
  }
  if (!format.sampleRate || !format.container || format.hasVideo || format.hasAudio === false) return undefined;
  const ext = audioExt(format);
  const durationMs = Math.round((format.duration ?? 0) * 1000);
  // An MPEG frame header alone (then anything) parses, with no length: a real MP3 has frames to count.
  // Other containers are checked by their structure; a live recording may not state its length.
  if (!ext || (ext === 'mp3' && durationMs <= 0)) return undefined;
  return { ext, mime: MIME[ext], durationMs };
}

function audioExt(format: IFormat): AudioExt | undefined {
  const container = format.container ?? '';
  // MP4 from MediaRecorder names its codec only on the track.
  const codec = format.codec ?? format.trackInfo.map((t) => t.codecName ?? '').join(' ');
  if (container === 'MPEG' && /Layer 3/i.test(codec)) return 'mp3';
  if (container === 'WAVE') return 'wav';
  if (container === 'Ogg' && /vorbis|opus/i.test(codec)) return 'ogg';
  if (/^EBML\/webm$/i.test(container) && /vorbis|opus/i.test(codec)) return 'webm';
  if (ISO_MEDIA.test(container) && /AAC|opus/i.test(codec)) return 'm4a';
  return undefined;
}
