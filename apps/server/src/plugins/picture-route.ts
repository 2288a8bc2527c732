import type { FastifyInstance } from 'fastify';
import { inMemory, sendMedia, sendNotFound } from './media-sender.js';

/** The drawings change only with an import: a day's cache, then a cheap 304 on the ETag. */
const SVG_PICTURE = { type: 'image/svg+xml', cache: 'public, max-age=86400' };

/** A picture's file as its address names it: Noto Emoji names are lowercase words joined by `-`. */
const PICTURE_FILE = /^([a-z0-9-]{1,60})\.svg$/;

/**
 * `GET <base>/<name>.svg`: an imported SVG drawing by its name (幼儿教育's and 中国文化's Noto
 * pictures), from `find`; any other file name, or one `find` does not know, is a 404.
 */
export function pictureRoute(
  app: FastifyInstance,
  base: string,
  find: (name: string) => Promise<string | undefined>,
): void {
  app.get<{ Params: { file: string } }>(`${base}/:file`, async (request, reply) => {
    const [, name] = PICTURE_FILE.exec(request.params.file) ?? [];
    const svg = name ? await find(name) : undefined;
    if (!svg) return sendNotFound(reply);
    return sendMedia(request, reply, inMemory(svg), SVG_PICTURE);
  });
}
