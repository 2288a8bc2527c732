import { randomBytes } from 'node:crypto';
import { ASK_IMAGE_MAX_BYTES } from '@yuwen/protocol';
import { pictureAsWebp } from '../../lib/image-content.js';
import { type MediaSource, storedFile } from '../../plugins/media-sender.js';
import { checkRecording } from '../../storage/audio-store.js';
import type { FileStorage } from '../../storage/file-storage.js';

const FOLDER = 'ask';
const STORED_NAME = /^[a-f0-9]{32}\.(webp|webm|ogg|m4a|wav|mp3)$/;
/** A picture's longest side once stored: enough to read a photographed exercise book. */
const IMAGE_SIDE = 1600;

const newName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

/**
 * 问答's files in the storage under `ask/<random>.<ext>`: pictures checked by their content
 * (`checkImage`, as head images are) and kept as WebP without their metadata, recordings checked
 * by the audio store's `checkRecording`. Served only through the ask file call, to who may read.
 */
export class AskFiles {
  constructor(private readonly storage: FileStorage) {}

  async saveImage(bytes: Buffer): Promise<string> {
    const webp = await pictureAsWebp(bytes, ASK_IMAGE_MAX_BYTES, IMAGE_SIDE);
    const name = newName('webp');
    await this.storage.put(`${FOLDER}/${name}`, webp, 'image/webp');
    return name;
  }

  async saveRecording(upload: Buffer | undefined): Promise<{ name: string; type: string }> {
    const { bytes, format } = await checkRecording(upload);
    const name = newName(format.ext);
    await this.storage.put(`${FOLDER}/${name}`, bytes, format.mime);
    return { name, type: format.mime };
  }

  source(name: string): MediaSource | undefined {
    return STORED_NAME.test(name) ? storedFile(this.storage, `${FOLDER}/${name}`) : undefined;
  }

  async remove(name: string): Promise<void> {
    if (STORED_NAME.test(name)) await this.storage.remove(`${FOLDER}/${name}`);
  }
}
