import { resolve } from 'node:path';
import { isPostgresUrl } from '@yuwen/db';
import { z } from 'zod';
import { REPO_ROOT } from './paths.js';

/** Every environment variable the server reads, validated once at start-up. */
const envSchema = z.object({
  /** TCP port of the HTTP server. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on; 0.0.0.0 lets phones on the same network reach a dev machine. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Folder of the SQLite file and uploads. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… switches to PostgreSQL; empty means the embedded SQLite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || isPostgresUrl(v), 'DATABASE_URL must start with postgres:// (or be unset for SQLite)'),
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app; absent means API only. */
  WEB_DIST: z.string().optional(),
  /**
   * Behind a reverse proxy: '1' (or 'true') trusts its X-Forwarded-For, so login limits count the
   * pupil's address, not the proxy's. Leave unset when clients connect directly.
   */
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false', '']).default(''),
  /** Online payment: `sandbox` (沙箱支付，仅供开发测试 — simulates payment) or `off` (activation cards only). */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'off']).default('sandbox'),
  /** Shared secret of the payment notify signature (HMAC-SHA256), at least 32 characters. */
  PAY_NOTIFY_SECRET: z.string().min(32, 'PAY_NOTIFY_SECRET must be at least 32 characters').optional(),
});

/** Only the sandbox may run on this published secret; it pays nothing real. */
const SANDBOX_NOTIFY_SECRET = 'yuwen-sandbox-notify-secret-for-development-only';

/** The typed, frozen configuration. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string;
  trustProxy: boolean;
  payment: { provider: 'sandbox' | 'off'; notifySecret: string };
}

const defaultWebDist = resolve(REPO_ROOT, 'apps/web/dist');

/** Reads the configuration; throws one readable message listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? defaultWebDist),
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    payment: Object.freeze({
      provider: e.PAYMENT_PROVIDER,
      notifySecret: e.PAY_NOTIFY_SECRET ?? (e.PAYMENT_PROVIDER === 'sandbox' ? SANDBOX_NOTIFY_SECRET : ''),
    }),
  });
}
