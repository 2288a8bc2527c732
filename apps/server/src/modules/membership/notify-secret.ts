import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the sandbox keeps the notify secret it made, below DATA_DIR. */
export function sandboxSecretPath(dataDir: string): string {
  return join(dataDir, 'secrets', 'pay-notify-secret');
}

/**
 * The sandbox's notify secret when PAY_NOTIFY_SECRET is unset: random, made once per installation
 * and kept readable by its owner only, so no published constant can sign a notify.
 */
export function sandboxNotifySecret(dataDir: string): string {
  const path = sandboxSecretPath(dataDir);
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails when the file exists: a second server starting at once keeps the first one's secret.
    writeFileSync(path, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < 32) throw new Error(`Invalid configuration:\n  ${path}: the sandbox notify secret is too short`);
  return secret;
}
