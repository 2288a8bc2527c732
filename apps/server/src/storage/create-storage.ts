import type { Config } from '../config/env.js';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';

/** The one storage of the server, as the configuration says (STORAGE_URL): local disk or S3. */
export async function createStorage(config: Pick<Config, 'storage'>): Promise<FileStorage> {
  const s = config.storage;
  return s.kind === 'local' ? new LocalFileStorage(s.dir) : createS3Storage(s);
}
