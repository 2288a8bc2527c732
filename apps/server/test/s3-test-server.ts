import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** An S3-compatible server in this process (s3rver): 127.0.0.1, a free port, a temp folder. */
export interface TestS3 {
  bucket: string;
  endpoint: string;
  /** The environment that points the server's STORAGE_URL at this bucket (under `prefix`). */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'yuwen-test'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'yuwen-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    }),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
