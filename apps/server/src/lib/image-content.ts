import type { Metadata } from 'sharp';
import { AppError } from '../plugins/app-error.js';
import { loadSharp } from './load-sharp.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const MIN_SIDE = 16;
const MAX_SIDE = 6000;
/** A small file can still unpack into a huge bitmap; refuse before decoding it (pass to sharp too). */
export const IMAGE_MAX_PIXELS = 25_000_000;
export const IMAGE_REFUSED = '文件不是可用的图片，请选择 JPG、PNG、WebP 或 GIF 图片';

/**
 * Checks uploaded bytes are a picture by their content (a real JPEG, PNG, WebP or GIF of sane
 * dimensions, whatever the name or type the client gave): head images and 问答's pictures.
 * Answers what sharp read of it.
 */
export async function checkImage(bytes: Buffer | undefined, maxBytes: number): Promise<Metadata> {
  if (!bytes || bytes.length === 0) throw AppError.badRequest('请选择一张图片');
  if (bytes.length > maxBytes) throw AppError.badRequest(`图片不能超过${Math.round(maxBytes / 1024 / 1024)}MB`);
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw AppError.badRequest(IMAGE_REFUSED);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw AppError.badRequest(IMAGE_REFUSED);
  const { width = 0, height = 0 } = meta;
  if (
    width < MIN_SIDE ||
    height < MIN_SIDE ||
    width > MAX_SIDE ||
    height > MAX_SIDE ||
    width * height > IMAGE_MAX_PIXELS
  ) {
    throw AppError.badRequest(`图片尺寸需在${MIN_SIDE}到${MAX_SIDE}像素之间`);
  }
  return meta;
}

/**
 * A picture checked by `checkImage`, turned upright and made WebP no larger than `side` on its
 * longest side, without its metadata (where a photo was taken stays with the pupil): how 问答 and
 * 专家课堂 keep uploaded pictures.
 */
export async function pictureAsWebp(bytes: Buffer | undefined, maxBytes: number, side: number): Promise<Buffer> {
  await checkImage(bytes, maxBytes);
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw AppError.badRequest('图片已损坏，无法读取');
  }
}
