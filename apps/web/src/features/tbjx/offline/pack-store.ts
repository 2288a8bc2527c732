import { TBJX_MODULE_ID, type TextbookLesson, textbookLessonCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';
import { PACK_CACHE_PREFIX, PACK_REQUEST_HEADER } from '../../../sw/cache-names';
import { inPool, packFiles } from './pack-plan';

/**
 * An offline pack of a textbook volume, in the browser's Cache API: the volume's lesson answers
 * (asked through the service worker, which keeps them under the pupil's uid), then its files in the
 * pack's own cache with a record of what was downloaded. The worker answers from any cache, so a
 * packed file serves offline; the caches go at logout with the pupil's other kept answers.
 */

/** A pack measured and ready to download: its lessons asked, its files and their sizes known. */
export interface PackPlan {
  files: { url: string; bytes: number }[];
  /** The lesson answers (already kept by the worker) plus the files. */
  bytes: number;
  lessonBytes: number;
}

/** What a downloaded pack's record says. */
export interface PackRecord {
  uid: number;
  volumeId: number;
  bytes: number;
  files: number;
  savedAt: number;
}

/** Requests (or batches of files) at once. */
const PARALLEL = 6;
const BATCH = 20;
const RECORD = '/__offline-pack/record.json';

const cacheName = (volumeId: number) => `${PACK_CACHE_PREFIX}${volumeId}`;

/** Can this browser keep packs: the Cache API and a service worker in charge of the page? */
export function packsSupported(): boolean {
  return typeof caches !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
}

/** The record of this pupil's pack of a volume, if it was downloaded. */
export async function readPack(volumeId: number, uid: number): Promise<PackRecord | undefined> {
  if (typeof caches === 'undefined' || !(await caches.has(cacheName(volumeId)))) return undefined;
  const saved = await (await caches.open(cacheName(volumeId))).match(RECORD);
  const record = saved ? ((await saved.json()) as PackRecord) : undefined;
  return record?.uid === uid ? record : undefined;
}

/** The size a file will take, by a HEAD request; a file the server lacks (a missing recording) is left out. */
async function fileSize(url: string): Promise<{ url: string; bytes: number } | undefined> {
  const response = await fetch(url, { method: 'HEAD' });
  if (!response.ok) return undefined;
  return { url, bytes: Number(response.headers.get('content-length')) || 0 };
}

/**
 * Asks every lesson of the volume (the worker keeps the answers) and the size of every file the
 * lessons need; `onLesson` hears how many lessons are in.
 */
export async function planPack(lessonIds: readonly number[], onLesson: (done: number) => void): Promise<PackPlan> {
  let done = 0;
  const lessons: TextbookLesson[] = await inPool(lessonIds, PARALLEL, async (id) => {
    const lesson = await callApi(textbookLessonCall, { module_id: TBJX_MODULE_ID, lesson_id: id });
    onLesson(++done);
    return lesson;
  });
  const lessonBytes = lessons.reduce((sum, lesson) => sum + JSON.stringify(lesson).length, 0);
  const sized = await inPool(packFiles(lessons), PARALLEL, fileSize);
  const files = sized.filter((file) => file !== undefined);
  return { files, lessonBytes, bytes: files.reduce((sum, file) => sum + file.bytes, lessonBytes) };
}

/**
 * Downloads a planned pack's files into the pack's cache, then writes its record; `onBytes` hears
 * the bytes done so far (the lesson answers count from the start). Fails on the first batch whose
 * files do not all arrive, removing what came (a pack is whole or not there).
 */
export async function downloadPack(
  volumeId: number,
  uid: number,
  plan: PackPlan,
  onBytes: (done: number) => void,
): Promise<PackRecord> {
  const cache = await caches.open(cacheName(volumeId));
  let done = plan.lessonBytes;
  onBytes(done);
  // A few dozen files per write: one cache transaction each is far quicker than one per file.
  const batches: PackPlan['files'][] = [];
  for (let at = 0; at < plan.files.length; at += BATCH) batches.push(plan.files.slice(at, at + BATCH));
  try {
    await inPool(batches, PARALLEL, async (batch) => {
      await cache.addAll(batch.map(({ url }) => new Request(url, { headers: { [PACK_REQUEST_HEADER]: '1' } })));
      done += batch.reduce((sum, file) => sum + file.bytes, 0);
      onBytes(done);
    });
  } catch (error) {
    await removePack(volumeId);
    throw error;
  }
  const record: PackRecord = { uid, volumeId, bytes: plan.bytes, files: plan.files.length, savedAt: Date.now() };
  await cache.put(RECORD, new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }));
  return record;
}

/** Removes a volume's pack (the lesson answers the pupil saw stay kept like any other visit). */
export async function removePack(volumeId: number): Promise<void> {
  await caches.delete(cacheName(volumeId));
}
