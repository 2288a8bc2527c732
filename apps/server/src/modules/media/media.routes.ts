import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CODE, fail, MESSAGE } from '@yuwen/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MEDIA_DIRS, type MediaService } from './media.service.js';

const DAY_S = 24 * 60 * 60;
// Package data changes only with a new release; a day keeps upgrades visible soon enough.
const MEDIA_CACHE = `public, max-age=${DAY_S}`;
// The font subsets never change within a font version.
const FONT_CACHE = `public, max-age=${30 * DAY_S}`;

/** Media is fetched by <audio>/<img>/hanzi-writer, so a missing file is a real HTTP 404 (with the envelope). */
function notFound(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-cache').send(fail(CODE.notFound, MESSAGE.notFound));
}

async function sendFile(reply: FastifyReply, path: string, type: string, cache: string) {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return notFound(reply);
  return reply
    .type(type)
    .header('cache-control', cache)
    .header('content-length', info.size)
    .send(createReadStream(path));
}

/**
 * Character media, served from the installed packages (no CDN): syllable recordings, hanzi-writer
 * stroke data, glyph and ancient-form SVGs, the Kaiti teaching font, and the licence texts.
 */
export function mediaRoutes(app: FastifyInstance, media: MediaService): void {
  app.get<{ Params: { file: string } }>('/audio/pinyin/:file', async (request, reply) => {
    const match = /^([a-zü]+[1-5])\.mp3$/.exec(request.params.file);
    const path = match?.[1] ? await media.recordingPath(match[1]) : undefined;
    return path ? sendFile(reply, path, 'audio/mpeg', MEDIA_CACHE) : notFound(reply);
  });

  app.get<{ Params: { file: string } }>('/hanzi-data/:file', async (request, reply) => {
    const char = request.params.file.replace(/\.json$/, '');
    const json = await media.strokeData(char);
    if (!json) return notFound(reply);
    return reply.type('application/json; charset=utf-8').header('cache-control', MEDIA_CACHE).send(json);
  });

  app.get<{ Params: { file: string } }>('/glyph/:file', async (request, reply) => {
    const svg = await media.glyph(request.params.file.replace(/\.svg$/, ''));
    if (!svg) return notFound(reply);
    return reply.type('image/svg+xml').header('cache-control', MEDIA_CACHE).send(svg);
  });

  app.get<{ Params: { file: string } }>('/char-origin/:file', async (request, reply) => {
    // <id>.svg: every form side by side; <id>-<kind>.svg: one form alone (the matching game).
    const [, id, kind] = /^(\d{1,9})(?:-(oracle|bronze|seal))?\.svg$/.exec(request.params.file) ?? [];
    const svg = id ? await (kind ? media.originForm(Number(id), kind) : media.origins(Number(id))) : undefined;
    if (!svg) return notFound(reply);
    return reply.type('image/svg+xml').header('cache-control', MEDIA_CACHE).send(svg);
  });

  app.get<{ Params: { file: string } }>('/fonts/lxgw-wenkai-gb-screen/:file', async (request, reply) => {
    const { file } = request.params;
    if (file === 'result.css')
      return sendFile(reply, join(MEDIA_DIRS.kaiti, file), 'text/css; charset=utf-8', FONT_CACHE);
    if (/^\d{1,4}\.woff2$/.test(file)) return sendFile(reply, join(MEDIA_DIRS.kaiti, file), 'font/woff2', FONT_CACHE);
    return notFound(reply);
  });

  app.get<{ Params: { file: string } }>('/licenses/:file', async (request, reply) => {
    const { file } = request.params;
    if (!/^[A-Za-z0-9-]+\.(txt|TXT)$/.test(file)) return notFound(reply);
    return sendFile(reply, join(MEDIA_DIRS.licences, file), 'text/plain; charset=utf-8', MEDIA_CACHE);
  });
}
