import { resolve } from 'node:path';
import { isPostgresUrl } from '@yuwen/db';
import { z } from 'zod';
import { REPO_ROOT } from './paths.js';

/** A CSP source a frame-ancestors list may hold: 'self', 'none', a scheme or a host with optional scheme, wildcard and port. */
const FRAME_SOURCE =
  /^(?:'self'|'none'|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?)$/i;

/** self and none keep their quotes however a shell or an env file treated them. */
const quoteKeyword = (source: string) => (source === 'self' || source === 'none' ? `'${source}'` : source);

/** A limit per minute; up to a billion, which a load test on one address needs (a million lasts 20 s). */
function perMinute(fallback: number) {
  return z.coerce.number().int().min(0).max(1_000_000_000).default(fallback);
}

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
  /**
   * Which requests get a log line: `problems` (default: HTTP 5xx, 4xx, and those slower than
   * LOG_SLOW_MS) or `all` (every request at info; costs about as much CPU as a cached call).
   */
  LOG_REQUESTS: z.enum(['problems', 'all']).default('problems'),
  /** A request taking at least this many milliseconds is logged as slow (warn). */
  LOG_SLOW_MS: z.coerce.number().int().min(1).default(1000),
  /** Folder of the built web app; absent means API only. */
  WEB_DIST: z.string().optional(),
  /**
   * Behind a reverse proxy: '1' (or 'true') trusts its X-Forwarded-For, so login limits count the
   * pupil's address, not the proxy's. Leave unset when clients connect directly.
   */
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false', '']).default(''),
  /**
   * Online payment: `off` (activation cards only) unless set; `sandbox` (沙箱支付，仅供开发测试 —
   * simulates payment, so any user gets VIP free) only when asked for, and never in production.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'off']).default('off'),
  /**
   * Shared secret of the payment notify signature (HMAC-SHA256), at least 32 characters. Required by
   * a real provider; the sandbox makes its own once per installation when unset (DATA_DIR/secrets).
   */
  PAY_NOTIFY_SECRET: z.string().min(32, 'PAY_NOTIFY_SECRET must be at least 32 characters').optional(),
  /** `production` refuses the sandbox payment provider. */
  NODE_ENV: z.string().optional(),
  /**
   * Where uploads (head images, recordings) are kept: unset means local disk under DATA_DIR/uploads;
   * `s3://bucket[/prefix]` means an S3-compatible object store, so several servers share them.
   */
  STORAGE_URL: z
    .string()
    .optional()
    .refine((v) => !v || STORAGE_URL.test(v), 'STORAGE_URL must look like s3://bucket[/prefix] (or be unset)'),
  /** With an s3:// STORAGE_URL: the address of a store other than AWS (MinIO, R2, OSS…), http(s)://host[:port]. */
  S3_ENDPOINT: z
    .string()
    .optional()
    .refine((v) => !v || /^https?:\/\/[^\s/]+(\/\S*)?$/.test(v), 'S3_ENDPOINT must be an http(s):// address'),
  /** With an s3:// STORAGE_URL: the bucket's region (AWS needs the real one; most other stores take any). */
  S3_REGION: z.string().default(''),
  /** With an s3:// STORAGE_URL: the access key; unset means the AWS SDK's own chain (profile, instance role). */
  AWS_ACCESS_KEY_ID: z.string().optional(),
  /** With an s3:// STORAGE_URL: the secret of AWS_ACCESS_KEY_ID (set both or neither). */
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  /** With an s3:// STORAGE_URL: '1' (or 'true') addresses endpoint/bucket/key, as most self-hosted stores want. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false', '']).default(''),
  /**
   * Who may show the pages in a frame (CSP frame-ancestors): sources separated by spaces or commas,
   * e.g. `'self' https://app.example.com`; `'none'` alone for nobody.
   */
  FRAME_ANCESTORS: z
    .string()
    .default("'self'")
    .transform((v) =>
      v
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(quoteKeyword),
    )
    .refine(
      (sources) => sources.length > 0 && sources.every((s) => FRAME_SOURCE.test(s)),
      "FRAME_ANCESTORS must list 'self', 'none' or origins like https://app.example.com",
    )
    .refine((sources) => !sources.includes("'none'") || sources.length === 1, "FRAME_ANCESTORS: 'none' stands alone"),
  /** Calls per minute and client address open to anyone or any visitor (0 = no limit). */
  RATE_LIMIT_OPEN: perMinute(3000),
  /** Searches per minute and client address. */
  RATE_LIMIT_SEARCH: perMinute(600),
  /** Uploads (head images, recordings, media) per minute and client address. */
  RATE_LIMIT_UPLOADS: perMinute(120),
  /** Accounts made per minute and client address: visitor logins (TouristLogin) and registrations. */
  RATE_LIMIT_NEW_ACCOUNTS: perMinute(60),
  /** 问答: questions a pupil may ask per minute and per day (0 = no limit). */
  ASK_PER_MINUTE: perMinute(3),
  ASK_PER_DAY: z.coerce.number().int().min(0).max(1_000_000).default(30),
  /** On SIGTERM/SIGINT: how long requests in flight may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

/** s3://bucket[/prefix]: a DNS-style bucket name, then folders of plain characters. */
const STORAGE_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/([\w.-]+(?:\/[\w.-]+)*)?\/?)?$/;

/** The typed, frozen configuration. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  requestLog: { mode: 'problems' | 'all'; slowMs: number };
  webDist: string;
  trustProxy: boolean;
  /** `notifySecret` unset only for `off`, or for the sandbox, which then keeps its own (`sandboxNotifySecret`). */
  payment: { provider: 'sandbox' | 'off'; notifySecret: string | undefined };
  storage: StorageConfig;
  /** CSP frame-ancestors sources. */
  frameAncestors: readonly string[];
  /** Requests per minute and client address of each kind of call; 0 = no limit (`plugins/rate-limit.ts`). */
  rateLimits: RateLimits;
  /** 问答's questions per pupil, per minute and per day (0 = no limit). */
  askLimits: Readonly<{ perMinute: number; perDay: number }>;
  shutdownTimeoutMs: number;
}

export interface RateLimits {
  open: number;
  search: number;
  uploads: number;
  newAccounts: number;
}

/** Where uploads are kept (see STORAGE_URL); `createStorage` in storage/ makes the store. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Folder inside the bucket, '' for its root. */
      prefix: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

const defaultWebDist = resolve(REPO_ROOT, 'apps/web/dist');

/** Reads the configuration; throws one readable message listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!e.AWS_ACCESS_KEY_ID !== !e.AWS_SECRET_ACCESS_KEY)
    throw new Error('Invalid configuration:\n  AWS_SECRET_ACCESS_KEY: set it together with AWS_ACCESS_KEY_ID');
  paymentCheck(e);
  const dataDir = resolve(e.DATA_DIR);
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    logLevel: e.LOG_LEVEL,
    requestLog: Object.freeze({ mode: e.LOG_REQUESTS, slowMs: e.LOG_SLOW_MS }),
    webDist: resolve(e.WEB_DIST ?? defaultWebDist),
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    payment: Object.freeze({ provider: e.PAYMENT_PROVIDER, notifySecret: e.PAY_NOTIFY_SECRET }),
    storage: Object.freeze(storageConfig(e, dataDir)),
    frameAncestors: Object.freeze(e.FRAME_ANCESTORS),
    rateLimits: Object.freeze({
      open: e.RATE_LIMIT_OPEN,
      search: e.RATE_LIMIT_SEARCH,
      uploads: e.RATE_LIMIT_UPLOADS,
      newAccounts: e.RATE_LIMIT_NEW_ACCOUNTS,
    }),
    askLimits: Object.freeze({ perMinute: e.ASK_PER_MINUTE, perDay: e.ASK_PER_DAY }),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  });
}

/** The sandbox gives VIP away, so production refuses it; any other provider needs a real secret. */
function paymentCheck(e: z.infer<typeof envSchema>): void {
  const provider: string = e.PAYMENT_PROVIDER;
  if (provider === 'sandbox' && e.NODE_ENV === 'production')
    throw new Error(
      'Invalid configuration:\n  PAYMENT_PROVIDER: the sandbox simulates payment and is refused when NODE_ENV=production (use off)',
    );
  if (provider !== 'off' && provider !== 'sandbox' && !e.PAY_NOTIFY_SECRET)
    throw new Error(`Invalid configuration:\n  PAY_NOTIFY_SECRET: required by PAYMENT_PROVIDER=${provider}`);
}

function storageConfig(e: z.infer<typeof envSchema>, dataDir: string): StorageConfig {
  const [, bucket, prefix] = e.STORAGE_URL ? (STORAGE_URL.exec(e.STORAGE_URL) ?? []) : [];
  if (!bucket) return { kind: 'local', dir: resolve(dataDir, 'uploads') };
  return {
    kind: 's3',
    bucket,
    prefix: prefix ?? '',
    endpoint: e.S3_ENDPOINT || undefined,
    // The SDK needs a region even for stores that ignore it.
    region: e.S3_REGION || 'us-east-1',
    accessKeyId: e.AWS_ACCESS_KEY_ID || undefined,
    secretAccessKey: e.AWS_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
  };
}
