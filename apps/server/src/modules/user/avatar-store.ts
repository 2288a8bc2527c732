import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { AVATAR_MAX_BYTES, AVATAR_SIZE } from '@yuwen/protocol';
import { SERVER_ROOT } from '../../config/paths.js';
import { checkImage, IMAGE_MAX_PIXELS } from '../../lib/image-content.js';
import { loadSharp } from '../../lib/load-sharp.js';
import { AppError } from '../../plugins/app-error.js';
import { inMemory, type MediaSource, packageFile, storedFile } from '../../plugins/media-sender.js';
import type { FileStorage } from '../../storage/file-storage.js';

/** Where uploaded head images are served; names are random, so a URL never changes meaning. */
export const UPLOADED_AVATAR_PREFIX = '/uploads/avatars/';
/** Where the preset head images (SVG drawings in apps/server/assets/avatars) are served. */
export const PRESET_AVATAR_PREFIX = '/avatars/';

const UPLOADED_NAME = /^[a-f0-9]{32}\.webp$/;
const PRESET_NAME = /^[a-z0-9-]{1,40}$/;
const FOLDER = 'avatars';

export const PRESET_DIR = join(SERVER_ROOT, 'assets/avatars');

/**
 * Head images: uploads are checked by their content (a real JPEG, PNG, WebP or GIF of sane
 * dimensions), cropped to a 256×256 WebP and kept in the storage as `avatars/<random>.webp` (on
 * local disk DATA_DIR/uploads/avatars); presets are files of the repository.
 */
export class AvatarStore {
  private presets: string[] | undefined;

  constructor(private readonly storage: FileStorage) {}

  /** Checks, resizes and stores an uploaded image; answers its URL. */
  async saveUpload(bytes: Buffer): Promise<string> {
    await checkImage(bytes, AVATAR_MAX_BYTES);
    const sharp = await loadSharp();
    let webp: Buffer;
    try {
      webp = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw AppError.badRequest('图片已损坏，无法读取');
    }
    const name = `${randomBytes(16).toString('hex')}.webp`;
    await this.storage.put(`${FOLDER}/${name}`, webp, 'image/webp');
    return `${UPLOADED_AVATAR_PREFIX}${name}`;
  }

  /** Removes an uploaded image when a user replaces it or leaves; presets and '' are left alone. */
  async discard(url: string): Promise<void> {
    if (!url.startsWith(UPLOADED_AVATAR_PREFIX)) return;
    const name = url.slice(UPLOADED_AVATAR_PREFIX.length);
    if (!UPLOADED_NAME.test(name)) return;
    await this.storage.remove(`${FOLDER}/${name}`);
  }

  /**
   * Where an uploaded image is served from: the stored file, or at a smaller `size` a scaled copy
   * made in memory; undefined when there is no such file.
   */
  async upload(name: string, size?: number): Promise<MediaSource | undefined> {
    if (!UPLOADED_NAME.test(name)) return undefined;
    const key = `${FOLDER}/${name}`;
    if (size === undefined || size >= AVATAR_SIZE) return storedFile(this.storage, key);
    const stream = await this.storage.read(key);
    if (!stream) return undefined;
    const bytes = await readAll(stream);
    const sharp = await loadSharp();
    return inMemory(await sharp(bytes).resize(size, size).webp({ quality: 82 }).toBuffer());
  }

  /** Names of the preset images (read once). */
  async presetNames(): Promise<string[]> {
    this.presets ??= (await readdir(PRESET_DIR))
      .filter((file) => file.endsWith('.svg'))
      .map((file) => file.slice(0, -'.svg'.length))
      .filter((name) => PRESET_NAME.test(name))
      .sort();
    return this.presets;
  }

  presetUrl(name: string): string {
    return `${PRESET_AVATAR_PREFIX}${name}.svg`;
  }

  /** Where a preset's SVG is, or undefined for an unknown name. */
  async preset(name: string): Promise<MediaSource | undefined> {
    if (!(await this.presetNames()).includes(name)) return undefined;
    return packageFile(join(PRESET_DIR, `${name}.svg`));
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
