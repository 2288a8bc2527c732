import { randomBytes } from 'node:crypto';
import { ASK_IMAGE_MAX_BYTES } from '@yuwen/protocol';
import { checkImage, IMAGE_MAX_PIXELS } from '../../lib/image-content.js';
import { loadSharp } from '../../lib/load-sharp.js';
import { AppError } from '../../plugins/app-error.js';
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
    await checkImage(bytes, ASK_IMAGE_MAX_BYTES);
    const sharp = await loadSharp();
    let webp: Buffer;
    try {
      webp = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
        .rotate()
        .resize(IMAGE_SIDE, IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      throw AppError.badRequest('图片已损坏，无法读取');
    }
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
