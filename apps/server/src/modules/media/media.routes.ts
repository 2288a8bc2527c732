import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding } from '../../plugins/compression.js';
import { inMemory, packageFile, sendMedia, sendNotFound } from '../../plugins/media-sender.js';
import { kaitiStylesheet, MEDIA_DIRS, type MediaService } from './media.service.js';

const DAY_S = 24 * 60 * 60;
// Package data changes only with a new release; a day keeps upgrades visible soon enough.
const MEDIA_CACHE = `public, max-age=${DAY_S}`;
// A teacher's recording of a syllable may be replaced at the same address: ask again each time (304s keep it cheap).
const UPLOAD_CACHE = 'no-cache';
// The font subsets never change within a font version.
const FONT_CACHE = `public, max-age=${30 * DAY_S}`;

const SVG = { type: 'image/svg+xml', cache: MEDIA_CACHE };

/**
 * Character media, served from the installed packages (no CDN): syllable recordings, hanzi-writer
 * stroke data, glyph and ancient-form SVGs, the Kaiti teaching font, and the licence texts.
 */
export function mediaRoutes(app: FastifyInstance, media: MediaService): void {
  // Read once per process: the package's file changes only with a release.
  let stylesheet: ReturnType<typeof kaitiStylesheet> | undefined;
  // Compressed as soon as the server listens (about half a second, off the event loop), so the
  // first page after a start does not wait for it.
  app.addHook('onListen', async () => {
    stylesheet ??= kaitiStylesheet();
  });
  app.get<{ Params: { file: string } }>('/audio/pinyin/:file', async (request, reply) => {
    const match = /^([a-zü]+[1-5])\.mp3$/.exec(request.params.file);
    const found = match?.[1] ? await media.recordingSource(match[1]) : undefined;
    if (!found) return sendNotFound(reply);
    return sendMedia(request, reply, found.source, {
      type: found.type,
      cache: found.uploaded ? UPLOAD_CACHE : MEDIA_CACHE,
    });
  });

  app.get<{ Params: { file: string } }>('/hanzi-data/:file', async (request, reply) => {
    const path = media.strokeDataPath(request.params.file.replace(/\.json$/, ''));
    if (!path) return sendNotFound(reply);
    return sendMedia(request, reply, packageFile(path), {
      type: 'application/json; charset=utf-8',
      cache: MEDIA_CACHE,
    });
  });

  app.get<{ Params: { file: string } }>('/glyph/:file', async (request, reply) => {
    const svg = await media.glyph(request.params.file.replace(/\.svg$/, ''));
    if (!svg) return sendNotFound(reply);
    return sendMedia(request, reply, inMemory(svg), SVG);
  });

  app.get<{ Params: { file: string } }>('/char-origin/:file', async (request, reply) => {
    // <id>.svg: every form side by side; <id>-<kind>.svg: one form alone (the matching game).
    const [, id, kind] = /^(\d{1,9})(?:-(oracle|bronze|seal))?\.svg$/.exec(request.params.file) ?? [];
    const svg = id ? await (kind ? media.originForm(Number(id), kind) : media.origins(Number(id))) : undefined;
    if (!svg) return sendNotFound(reply);
    return sendMedia(request, reply, inMemory(svg), SVG);
  });

  app.get<{ Params: { file: string } }>('/fonts/lxgw-wenkai-gb-screen/:file', async (request, reply) => {
    const { file } = request.params;
    const type = file === 'result.css' ? 'text/css; charset=utf-8' : /^\d{1,4}\.woff2$/.test(file) ? 'font/woff2' : '';
    if (!type) return sendNotFound(reply);
    if (file !== 'result.css')
      return sendMedia(request, reply, packageFile(join(MEDIA_DIRS.kaiti, file)), { type, cache: FONT_CACHE });
    stylesheet ??= kaitiStylesheet();
    const css = await stylesheet;
    if (!css) return sendNotFound(reply);
    // A byte range counts the text's own bytes, as the compression plugin leaves ranges alone.
    const encoding = request.headers.range
      ? undefined
      : preferredEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
    reply.header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    const body = encoding ? css[encoding] : css.text;
    return sendMedia(request, reply, inMemory(body, css.modifiedAt), { type, cache: FONT_CACHE });
  });

  app.get<{ Params: { file: string } }>('/licenses/:file', async (request, reply) => {
    const { file } = request.params;
    if (!/^[A-Za-z0-9-]+\.(txt|TXT)$/.test(file)) return sendNotFound(reply);
    return sendMedia(request, reply, packageFile(join(MEDIA_DIRS.licences, file)), {
      type: 'text/plain; charset=utf-8',
      cache: MEDIA_CACHE,
    });
  });
}
