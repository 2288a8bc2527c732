import { randomBytes } from 'node:crypto';
import { RECITATION_MAX_BYTES } from '@yuwen/protocol';
import { AppError } from '../plugins/app-error.js';
import { type MediaSource, storedFile } from '../plugins/media-sender.js';
import type { FileStorage } from './file-storage.js';

/** An audio format we accept, recognised by its content rather than by what the client claims. */
export interface AudioFormat {
  ext: string;
  mime: string;
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** Pure: the audio format of these bytes by their magic numbers, or undefined when they are not audio we take. */
export function sniffAudio(bytes: Buffer): AudioFormat | undefined {
  if (bytes.length < 12) return undefined;
  // EBML header: WebM (what Chromium's and Firefox's MediaRecorder write).
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return { ext: 'webm', mime: 'audio/webm' };
  if (ascii(bytes, 0, 4) === 'OggS') return { ext: 'ogg', mime: 'audio/ogg' };
  // ISO base media (Safari's MediaRecorder, native recorders): a box of type ftyp first.
  if (ascii(bytes, 4, 8) === 'ftyp') return { ext: 'm4a', mime: 'audio/mp4' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return { ext: 'wav', mime: 'audio/wav' };
  // MP3: an ID3 tag, or straight an MPEG audio frame (11 sync bits, layer III).
  if (ascii(bytes, 0, 3) === 'ID3') return { ext: 'mp3', mime: 'audio/mpeg' };
  if (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe6) === 0xe2) return { ext: 'mp3', mime: 'audio/mpeg' };
  return undefined;
}

const STORED_NAME = /^[a-f0-9]{32}\.(webm|ogg|m4a|wav|mp3)$/;

/**
 * Recordings in the storage under `<folder>/<random>.<ext>` (on local disk DATA_DIR/uploads/<folder>):
 * the pupils' recitations, and (folder poem-audio) the teachers' recordings of poems.
 */
export class AudioStore {
  constructor(
    private readonly storage: FileStorage,
    private readonly folder: 'recitations' | 'poem-audio' = 'recitations',
  ) {}

  /** Checks the bytes are audio of an accepted format and keeps them; answers the file name and format. */
  async save(bytes: Buffer | undefined): Promise<{ file: string; format: AudioFormat }> {
    if (!bytes || bytes.length === 0) throw AppError.badRequest('请先录音再上传');
    if (bytes.length > RECITATION_MAX_BYTES) throw AppError.badRequest('录音不能超过10MB');
    const format = sniffAudio(bytes);
    if (!format) throw AppError.badRequest('文件不是可用的录音，请上传 WebM、Ogg、MP4、MP3 或 WAV 音频');
    const file = `${randomBytes(16).toString('hex')}.${format.ext}`;
    await this.storage.put(`${this.folder}/${file}`, bytes, format.mime);
    return { file, format };
  }

  /** Where a recording is served from, or undefined for a name we never give. */
  source(file: string): MediaSource | undefined {
    return STORED_NAME.test(file) ? storedFile(this.storage, `${this.folder}/${file}`) : undefined;
  }

  async remove(file: string): Promise<void> {
    if (!STORED_NAME.test(file)) return;
    await this.storage.remove(`${this.folder}/${file}`);
  }

  /** The stored recordings with when each was last written (epoch ms); none before the first save. */
  async files(): Promise<{ file: string; modifiedAt: number }[]> {
    const prefix = `${this.folder}/`;
    return (await this.storage.list(this.folder))
      .map(({ key, modifiedAt }) => ({ file: key.slice(prefix.length), modifiedAt }))
      .filter(({ file }) => STORED_NAME.test(file));
  }
}
