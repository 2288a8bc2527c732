import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { REPO_ROOT, SERVER_ROOT } from '../src/config/paths.js';

/**
 * Real, tiny media files for the media library's tests: made here in code (WAV, MP4 and WebM
 * written box by box / element by element, images by sharp) or read from the small files made with
 * ffmpeg (`test/fixtures`, `e2e/fixtures`; commands in e2e/fixtures/README.md).
 */

/** A mono 16-bit PCM WAV of a tone. */
export function wavBytes(seconds = 0.5, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin(i / 3) * 8000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** The smallest MP4 our walker accepts: ftyp, moov (mvhd + one video trak), mdat. */
export function mp4Bytes(
  options: { seconds?: number; width?: number; height?: number; handler?: string } = {},
): Buffer {
  const { seconds = 2, width = 160, height = 120, handler = 'vide' } = options;
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomavc1', 'latin1'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(seconds * 1000, 16); // duration
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt32BE(2, 96); // next track id
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(0x00000003, 0); // version 0, enabled + in movie
  tkhd.writeUInt32BE(1, 12); // track id
  tkhd.writeUInt32BE(seconds * 1000, 20);
  tkhd.writeUInt32BE(width << 16, 76);
  tkhd.writeUInt32BE(height << 16, 80);
  const hdlr = Buffer.concat([
    Buffer.alloc(8),
    Buffer.from(handler, 'latin1'),
    Buffer.alloc(12),
    Buffer.from('VideoHandler\0'),
  ]);
  const trak = box('trak', box('tkhd', tkhd), box('mdia', box('hdlr', hdlr)));
  const moov = box('moov', box('mvhd', mvhd), trak);
  return Buffer.concat([ftyp, moov, box('mdat', Buffer.alloc(256, 0x11))]);
}

const ebmlSize = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n | 0x10000000, 0); // a 4-byte size
  return b;
};
const ebml = (id: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const idBytes = Buffer.from(
    id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'),
    'hex',
  );
  return Buffer.concat([idBytes, ebmlSize(body.length), body]);
};
const uint = (n: number) => Buffer.from([n >> 8, n & 0xff]);

/** A minimal WebM: EBML header (DocType webm), a Segment with Info (duration) and one video track. */
export function webmBytes(options: { seconds?: number; docType?: string } = {}): Buffer {
  const { seconds = 2, docType = 'webm' } = options;
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(seconds * 1000);
  const header = ebml(0x1a45dfa3, ebml(0x4282, Buffer.from(docType, 'latin1')));
  const info = ebml(0x1549a966, ebml(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40])), ebml(0x4489, duration));
  const track = ebml(
    0xae,
    ebml(0xd7, Buffer.from([1])),
    ebml(0x83, Buffer.from([1])),
    ebml(0x86, Buffer.from('V_VP9', 'latin1')),
    ebml(0xe0, ebml(0xb0, uint(160)), ebml(0xba, uint(120))),
  );
  const cluster = ebml(0x1f43b675, ebml(0xe7, Buffer.from([0])), Buffer.alloc(64, 0x22));
  return Buffer.concat([header, ebml(0x18538067, info, ebml(0x1654ae6b, track), cluster)]);
}

export const pictureBytes = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#4a9d5b' } })
    .toFormat(format)
    .toBuffer();

/** A file of apps/server/test/fixtures (tones made with ffmpeg, Chromium's recordings; see its README). */
export const serverFixture = (name: string) => readFileSync(join(SERVER_ROOT, 'test/fixtures', name));
/** A file of the e2e journeys (lesson-clip.webm, lesson-clip.mp4, lesson-sound.mp3, lesson-picture.png). */
export const e2eFixture = (name: string) => readFileSync(join(REPO_ROOT, 'e2e/fixtures', name));
