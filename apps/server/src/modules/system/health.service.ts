import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, ping } from '@yuwen/db';
import type { HealthReport } from '@yuwen/protocol';
import { SERVER_ROOT } from '../../config/paths.js';
import type { FileStorage } from '../../storage/file-storage.js';

/** The server's version, from apps/server/package.json (the same from sources and from the bundle). */
export const SERVER_VERSION: string = JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')).version;

/** A part that has not answered by then counts as down: a load balancer waits a few seconds at most. */
const PART_TIMEOUT_MS = 3000;

type Part = HealthReport['database'];

/** Runs one check against the time-out: ok, and how long it took. */
async function timed(check: () => Promise<unknown>, timeoutMs: number): Promise<Part> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

/** Is this server able to serve: the database answers and the storage takes a file. */
export class HealthService {
  constructor(
    private readonly database: Database,
    private readonly storage: FileStorage,
    private readonly timeoutMs = PART_TIMEOUT_MS,
  ) {}

  async check(): Promise<HealthReport> {
    const [database, storage] = await Promise.all([
      timed(() => ping(this.database), this.timeoutMs),
      timed(() => this.writeAndRemove(), this.timeoutMs),
    ]);
    const status = database.ok && storage.ok ? 'ok' : 'unavailable';
    return { status, version: SERVER_VERSION, database, storage };
  }

  /** A tiny file under health/, named afresh each time so checks from several balancers never meet. */
  private async writeAndRemove(): Promise<void> {
    const key = `health/${randomBytes(8).toString('hex')}.txt`;
    await this.storage.put(key, Buffer.from('ok'), 'text/plain');
    await this.storage.remove(key);
  }
}
