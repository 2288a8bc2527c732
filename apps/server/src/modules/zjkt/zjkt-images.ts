import { randomBytes } from 'node:crypto';
import { ZJKT_IMAGE_MAX_BYTES } from '@yuwen/protocol';
import { pictureAsWebp } from '../../lib/image-content.js';
import { type MediaSource, storedFile } from '../../plugins/media-sender.js';
import type { FileStorage } from '../../storage/file-storage.js';

const FOLDER = 'zjkt';
export const ZJKT_STORED_NAME = /^[a-f0-9]{32}\.webp$/;
/** A picture's longest side once stored: sharp on a desktop screen, small on a phone's data plan. */
const IMAGE_SIDE = 1600;

/**
 * 专家课堂's covers and pictures in the storage under `zjkt/<random>.webp`: checked by their content
 * (`checkImage`, as head images and 问答's pictures are) and kept as WebP without their metadata.
 */
export class ZjktImages {
  constructor(private readonly storage: FileStorage) {}

  async save(bytes: Buffer | undefined): Promise<string> {
    const webp = await pictureAsWebp(bytes, ZJKT_IMAGE_MAX_BYTES, IMAGE_SIDE);
    const name = `${randomBytes(16).toString('hex')}.webp`;
    await this.storage.put(`${FOLDER}/${name}`, webp, 'image/webp');
    return name;
  }

  source(name: string): MediaSource | undefined {
    return ZJKT_STORED_NAME.test(name) ? storedFile(this.storage, `${FOLDER}/${name}`) : undefined;
  }

  async remove(names: readonly string[]): Promise<void> {
    for (const name of names) if (ZJKT_STORED_NAME.test(name)) await this.storage.remove(`${FOLDER}/${name}`);
  }
}
