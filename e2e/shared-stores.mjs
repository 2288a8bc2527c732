// What several app servers share when the journeys run against more than one (E2E_SERVERS=2): a fresh
// PostgreSQL database, one S3-compatible store (s3rver) and a round-robin proxy in front of them —
// the smallest copy of a load-balanced installation. Used by start-test-server.mjs only.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';

/**
 * Creates the database and the bucket; answers the environment that points a server at them and
 * a function that removes both.
 */
export async function startSharedStores(adminUrl, name) {
  const database = `yuwen_e2e_${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;

  const directory = mkdtempSync(join(tmpdir(), 'yuwen-e2e-s3-'));
  const bucket = 'yuwen-e2e';
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();

  const env = {
    DATABASE_URL: databaseUrl.toString(),
    STORAGE_URL: `s3://${bucket}`,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    // s3rver's fixed credentials.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
    // One secret for every server, as an operator sets it: a sandbox payment notified to one server
    // is checked by whichever server the notice reaches.
    PAY_NOTIFY_SECRET: randomBytes(24).toString('hex'),
  };
  const remove = async () => {
    await s3.close().catch(() => {});
    rmSync(directory, { recursive: true, force: true });
    const cleaner = new pg.Client({ connectionString: adminUrl });
    await cleaner.connect();
    await cleaner.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await cleaner.end();
  };
  return { env, remove };
}

/** Waits until a server answers on `port` (its network-status call). */
export async function waitForServer(port, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answered = await new Promise((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/networkStatus' }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server on port ${port} did not answer`);
}

/**
 * A round-robin proxy on `port`: each request goes to the next of `upstreams`, so consecutive calls
 * of one page land on different servers. Answers are streamed through unchanged.
 */
export function startRoundRobinProxy(port, upstreams) {
  let next = 0;
  const proxy = http.createServer((request, response) => {
    const upstream = upstreams[next++ % upstreams.length];
    const forward = http.request(
      { host: '127.0.0.1', port: upstream, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  proxy.listen(port, '127.0.0.1');
  return proxy;
}
