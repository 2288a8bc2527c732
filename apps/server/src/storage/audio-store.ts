import { randomBytes } from 'node:crypto';
import { RECITATION_MAX_BYTES } from '@yuwen/protocol';
import { type ParsedAudio, parseAudio } from '../lib/audio-content.js';
import { holdsMarkup, MARKUP_REFUSED } from '../lib/markup-guard.js';
import { AppError } from '../plugins/app-error.js';
import { type MediaSource, storedFile } from '../plugins/media-sender.js';
import type { FileStorage } from './file-storage.js';

const STORED_NAME = /^[a-f0-9]{32}\.(webm|ogg|m4a|wav|mp3)$/;

/**
 * Checks that uploaded bytes are a recording we keep: audio of an accepted format (WebM, Ogg, MP4,
 * MP3, WAV: what browsers' MediaRecorder and phones write), parsed whole, with no markup a browser
 * could sniff. Answers what the audio is (its type, not the client's claim, is what it is served as).
 */
export async function checkRecording(bytes: Buffer | undefined): Promise<{ bytes: Buffer; format: ParsedAudio }> {
  if (!bytes || bytes.length === 0) throw AppError.badRequest('请先录音再上传');
  if (bytes.length > RECITATION_MAX_BYTES) throw AppError.badRequest('录音不能超过10MB');
  if (holdsMarkup(bytes)) throw AppError.badRequest(MARKUP_REFUSED);
  const format = await parseAudio(bytes);
  if (!format) throw AppError.badRequest('文件不是可用的录音，请上传 WebM、Ogg、MP4、MP3 或 WAV 音频');
  return { bytes, format };
}

/**
 * Recordings in the storage under `<folder>/<random>.<ext>` (on local disk DATA_DIR/uploads/<folder>):
 * the pupils' recitations, and the teachers' recordings of poems (poem-audio) and of words (word-audio).
 */
export class AudioStore {
  constructor(
    private readonly storage: FileStorage,
    private readonly folder: 'recitations' | 'poem-audio' | 'word-audio' = 'recitations',
  ) {}

  /** Checks the bytes (`checkRecording`) and keeps them under a random name; answers the name and what the audio is. */
  async save(upload: Buffer | undefined): Promise<{ file: string; format: ParsedAudio }> {
    const { bytes, format } = await checkRecording(upload);
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
