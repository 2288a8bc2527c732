import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { MediaSource } from '../../plugins/media-sender.js';

/**
 * A round's sound must not tell which syllable it is: the same bytes, size, ETag or Last-Modified
 * as /audio/pinyin/<reading>.mp3 would let a pupil look the answer up. So an MP3 is sent behind an
 * empty ID3v2 tag (players skip it) that brings every recording to the same size, with an ETag made
 * from the round's own address and no Last-Modified. The syllable recordings are all under 16 KB;
 * a longer upload is brought to the next multiple of 16 KB.
 */
export const SOUND_BLOCK = 16 * 1024;
const ID3_HEADER = 10;

/** Pure: the recording behind an ID3v2.3 tag of padding only, the whole a multiple of SOUND_BLOCK. */
export function padMp3(audio: Buffer): Buffer {
  const total = Math.ceil((audio.length + ID3_HEADER) / SOUND_BLOCK) * SOUND_BLOCK;
  const padding = total - ID3_HEADER - audio.length;
  const header = Buffer.alloc(ID3_HEADER + padding);
  header.write('ID3', 0, 'latin1');
  header[3] = 3; // version 2.3, revision 0, no flags
  // The tag's size after its header, 7 bits a byte ("syncsafe").
  for (let i = 0; i < 4; i++) header[6 + i] = (padding >> (7 * (3 - i))) & 0x7f;
  return Buffer.concat([header, audio]);
}

/** An ETag that names the round's address only. */
export const soundEtag = (address: string) =>
  `"${createHash('sha256').update(`qmdw:${address}`).digest('base64url').slice(0, 27)}"`;

async function bytesOf(source: MediaSource): Promise<Buffer | undefined> {
  if (source.kind === 'bytes') return Buffer.from(source.body);
  if (source.kind === 'file') return readFile(source.path).catch(() => undefined);
  const stream: Readable | undefined = await source.storage.read(source.key);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The bytes to send for a round's sound: MP3s padded (padMp3); other uploads as they are. */
export async function maskedSound(source: MediaSource, type: string): Promise<Buffer | undefined> {
  const audio = await bytesOf(source);
  return audio && type === 'audio/mpeg' ? padMp3(audio) : audio;
}
