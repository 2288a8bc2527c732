// The service worker (built by vite-plugin-pwa's injectManifest from this file into /sw.js): the
// app shell precached, the files a pupil saw kept cache-first, read answers kept for offline use.
import { CacheExpiration } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isKeptAnswer, isKeptRead, isWrite, keptAnswerKey, offlineAnswer } from './api-answers';
import { API_CACHE, PACK_REQUEST_HEADER, SKIP_WAITING } from './cache-names';
import { FILE_MAX_AGE_S, type FileCacheRule, fileCacheRule } from './file-caches';

/** What this worker uses of its global scope (the web app's TypeScript knows the DOM, not workers). */
interface FetchEventLike extends Event {
  request: Request;
  respondWith(answer: Promise<Response>): void;
  waitUntil(work: Promise<unknown>): void;
}
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'activate', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
declare const self: WorkerScope;

/** Kept answers: enough for every lesson, poem and character a pupil opens in months. */
const API_MAX_ENTRIES = 3000;
const apiExpiration = new CacheExpiration(API_CACHE, { maxEntries: API_MAX_ENTRIES });
const fileExpirations = new Map<string, CacheExpiration>();

function expirationOf(rule: FileCacheRule): CacheExpiration {
  let expiration = fileExpirations.get(rule.cache);
  if (!expiration) {
    expiration = new CacheExpiration(rule.cache, { maxEntries: rule.maxEntries, maxAgeSeconds: FILE_MAX_AGE_S });
    fileExpirations.set(rule.cache, expiration);
  }
  return expiration;
}

/** A kept file answers a ranged request (an `<audio>` asks for bytes 0-) with the part asked for. */
function fitRange(request: Request, response: Response): Promise<Response> | Response {
  return request.headers.has('range') && response.status === 200 ? createPartialResponse(request, response) : response;
}

/**
 * Cache-first for a file: any cache that holds it (its runtime cache or an offline pack), else
 * the whole file from the network (never a range, which a cache cannot hold), kept unless a pack
 * download asked for it — the pack keeps its own copy.
 */
async function cachedFile(event: FetchEventLike, rule: FileCacheRule): Promise<Response> {
  const { request } = event;
  const hit = await caches.match(request.url, { ignoreVary: true });
  if (hit) return fitRange(request, hit);
  const response = await fetch(request.url, { credentials: 'same-origin' });
  if (response.status === 200 && !request.headers.has(PACK_REQUEST_HEADER)) {
    const expiration = expirationOf(rule);
    event.waitUntil(
      caches
        .open(rule.cache)
        .then((cache) => cache.put(request.url, response.clone()))
        .then(() => expiration.updateTimestamp(request.url))
        .then(() => expiration.expireEntries()),
    );
  }
  return fitRange(request, response);
}

/** Network first for a read call; its kept answer (or the offline envelope) when the network fails. */
async function readCall(event: FetchEventLike, url: URL): Promise<Response> {
  const key = keptAnswerKey(url);
  let response: Response;
  try {
    response = await fetch(event.request);
  } catch {
    const kept = await caches.match(key);
    if (kept) event.waitUntil(apiExpiration.updateTimestamp(key));
    return kept ?? offlineAnswer();
  }
  // Files under /api (recordings, media) are not envelopes: not read twice to find out.
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const copy = response.clone();
  event.waitUntil(
    copy
      .json()
      .then(async (body: unknown) => {
        if (!isKeptAnswer(copy.headers.get('content-type'), body)) return;
        const cache = await caches.open(API_CACHE);
        await cache.put(key, new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
        await apiExpiration.updateTimestamp(key);
        await apiExpiration.expireEntries();
      })
      .catch(() => undefined),
  );
  return response;
}

/** A write goes to the network only; offline it is told so, never queued. */
async function writeCall(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return offlineAnswer();
  }
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every page address opens the app shell, also offline; the server's own paths are not pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/(?:audio|hanzi-data|glyph|char-origin|fonts|avatars|uploads|licenses)\//],
  }),
);

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  const { method } = event.request;
  if (isKeptRead(method, url)) return event.respondWith(readCall(event, url));
  if (isWrite(method, url)) return event.respondWith(writeCall(event.request));
  const rule = method === 'GET' ? fileCacheRule(url.pathname) : undefined;
  if (rule) event.respondWith(cachedFile(event, rule));
});

// The first version takes the open pages at once; a later one waits until the pupil says so.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
