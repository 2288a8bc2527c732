import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { CODE, fail, MESSAGE } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';

const FIRST_PAGES_DIR = 'first-pages';

/**
 * The build's copies of index.html for the pages most often opened first, by address
 * (`first-pages/jdsd/content.html` → `/jdsd/content`): each also preloads its page's code
 * (apps/web/build/app-chunk.ts). Read once: they change only with a build.
 */
function firstPagesIn(webDist: string): Map<string, string> {
  const dir = join(webDist, FIRST_PAGES_DIR);
  if (!existsSync(dir)) return new Map();
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  return new Map(
    pages.map((file) => [`/${file.slice(0, -'.html'.length).split(sep).join('/')}`, `${FIRST_PAGES_DIR}/${file}`]),
  );
}

/**
 * Serves the built web app: its files as they are (hashed assets cached for a year), and
 * index.html for every other non-API GET so deep links like /tbjx/bookIndex load the app
 * (history fallback), or a first page's own copy of it (firstPagesIn). The build writes `<file>.br`
 * and `<file>.gz` beside each text file (apps/web/build/precompress.ts): a client that accepts one
 * gets it with Content-Encoding and `Vary: Accept-Encoding`, compressed once at the strongest
 * setting instead of on every request.
 * Unknown /api paths, and anything when the app is not built, answer the error envelope.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  const firstPages = firstPagesIn(webDist);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are sent in place of their file, not at addresses of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, path) {
        const immutable = path.includes(`${join(webDist, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
    if (isPage && hasWeb)
      return reply.header('cache-control', 'no-cache').sendFile(firstPages.get(path) ?? 'index.html');
    if (isPage) return reply.code(200).send(fail(CODE.notFound, '网页尚未构建，请先运行 npm run build'));
    return reply.code(200).send(fail(CODE.notFound, MESSAGE.apiNotFound));
  });
}
