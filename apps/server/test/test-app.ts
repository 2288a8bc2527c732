import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountRepository, type Database, type Engine, ModuleRepository } from '@yuwen/db';
import { createTestDatabase } from '@yuwen/db/testing';
import type { Account } from '@yuwen/protocol';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { hashPassword } from '../src/modules/passport/passport.service.js';

/** A server on a fresh database of `engine`, with a tiny built web app beside it. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** DATA_DIR of the app: uploads are written below it. */
  dataDir: string;
  close(): Promise<void>;
}

/** `env` adds variables to the test configuration, e.g. `PAYMENT_PROVIDER: 'sandbox'`. */
export async function createTestApp(engine: Engine, env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  const webDist = mkdtempSync(join(tmpdir(), 'yuwen-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>语文学堂</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: webDist, DATA_DIR: webDist, ...env });
  const app = await buildApp(config, { database });
  return {
    app,
    database,
    dataDir: config.dataDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}

/** The JSON envelope of an injected answer. */
export function envelope(res: LightMyRequestResponse): { code: number; msg: string; data: unknown } {
  return res.json();
}

/** Form-encodes a body the way the client does. */
export function form(values: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Creates a user (a pupil unless `role` says otherwise) with this account and password. */
export async function createUser(
  database: Database,
  account: string,
  password: string,
  role?: 'admin',
): Promise<number> {
  return new AccountRepository(database.db).createUser({
    account,
    password_hash: await hashPassword(password),
    ...(role && { role }),
    created_at: Date.now(),
  });
}

/** Logs in through the real call and answers the account. */
export async function login(app: FastifyInstance, account: string, password: string, product = 44): Promise<Account> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/passport/login',
    headers: FORM,
    payload: form({ account, password, product, ei: 'device-1', version: 'v2', multi_status_code: 0 }),
  });
  const body = envelope(res);
  if (body.code !== 1) throw new Error(`login failed: ${body.msg}`);
  return body.data as Account;
}

/** Creates a pupil and logs them in through the real call. */
export async function signUpPupil(t: TestApp, account: string, password: string): Promise<Account> {
  await createUser(t.database, account, password);
  return login(t.app, account, password);
}

/** Seeds a small module tree: a root with two children and a grandchild. */
export async function seedModules(database: Database): Promise<void> {
  await new ModuleRepository(database.db).upsert([
    { id: 2001, pid: '0', key: 'hzzy', name: '汉字字源', sort: 1 },
    { id: 821, pid: '2001', key: 'pyxx', name: '拼音学习', sort: 1 },
    { id: 822, pid: '2001', key: 'hzcs', name: '汉字测试', sort: 2 },
    { id: 9001, pid: '821', key: 'sm', name: '声母', sort: 1 },
    { id: 8, pid: '0', key: 'zjkt', name: '专家课堂', sort: 2 },
  ]);
}
