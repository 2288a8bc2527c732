import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/create-db.js';
import { AccountRepository, SESSION_CACHE_MS } from '../src/repositories/account.repository.js';
import { LoginGuardRepository } from '../src/repositories/login-guard.repository.js';
import { createTestDatabase, testEngines } from '../src/testing/test-database.js';

describe.each(testEngines())('account tables on %s', (engine) => {
  let database: Database;
  let accounts: AccountRepository;
  let guard: LoginGuardRepository;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    accounts = new AccountRepository(database.db);
    guard = new LoginGuardRepository(database.db);
  });
  afterEach(async () => {
    await database.close();
  });

  const newUser = (account: string, role = 'pupil') =>
    accounts.createUser({ account, password_hash: 'x', role, created_at: 1 });
  const session = (user_id: number, token_hash: string, expires_at: number) =>
    accounts.replaceSession({ user_id, product: 44, token_hash, login_time: 1, expires_at });

  it('counts attempts per scope and subject within the window, clears and prunes them', async () => {
    await guard.recordAttempt('account', 'pupil_a', 1_000);
    await guard.recordAttempt('account', 'pupil_a', 2_000);
    await guard.recordAttempt('account', 'pupil_b', 2_000);
    await guard.recordAttempt('address', 'pupil_a', 2_000);
    expect(await guard.countAttempts('account', 'pupil_a', 0)).toBe(2);
    expect(await guard.countAttempts('account', 'pupil_a', 1_500)).toBe(1);
    await guard.clearAttempts('account', 'pupil_a');
    expect(await guard.countAttempts('account', 'pupil_a', 0)).toBe(0);
    expect(await guard.countAttempts('address', 'pupil_a', 0)).toBe(1);
    await guard.prune(3_000, 3_000);
    expect(await guard.countAttempts('account', 'pupil_b', 0)).toBe(0);
  });

  it('hands a captcha out once, and only before it expires', async () => {
    await guard.saveCaptcha('c1', 'hash-1', 10_000);
    await guard.saveCaptcha('c2', 'hash-2', 10_000);
    expect(await guard.takeCaptcha('c1', 5_000)).toBe('hash-1');
    expect(await guard.takeCaptcha('c1', 5_000)).toBeUndefined();
    expect(await guard.takeCaptcha('c2', 10_000)).toBeUndefined();
    expect(await guard.takeCaptcha('nope', 0)).toBeUndefined();
  });

  it('updates and deletes users; deleting takes sessions and learning records along', async () => {
    const id = await newUser('leaving');
    await accounts.updateUser(id, { nickname: '小红', grade: '3', school: '一小', birthday: '2017-01-02' });
    expect(await accounts.findUserById(id)).toMatchObject({ nickname: '小红', grade: '3', school: '一小' });
    await session(id, 'h1', 10);
    await database.db.insertInto('learn_records').values({ user_id: id, module_id: 1, started_at: 1 }).execute();
    await accounts.deleteUser(id);
    expect(await accounts.findUserById(id)).toBeUndefined();
    expect(await database.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom('learn_records').selectAll().execute()).toEqual([]);
    expect(await newUser('leaving')).toBeGreaterThan(id);
  });

  it('ends the other sessions, or all of them', async () => {
    const id = await newUser('many');
    await session(id, 'keep', 10);
    await accounts.replaceSession({ user_id: id, product: 45, token_hash: 'other', login_time: 1, expires_at: 10 });
    await accounts.endSessions(id, 'keep');
    expect((await database.db.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash)).toEqual([
      'keep',
    ]);
    await accounts.endSessions(id);
    expect(await database.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('sweeps expired sessions only', async () => {
    const id = await newUser('sweeper');
    await session(id, 'old', 100);
    await accounts.replaceSession({ user_id: id, product: 45, token_hash: 'live', login_time: 1, expires_at: 10_000 });
    await accounts.deleteExpiredSessions(5_000);
    expect((await database.db.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash)).toEqual([
      'live',
    ]);
  });

  it('removes visitors without a live session, and no one else', async () => {
    const idle = await newUser('游客-idle', 'visitor');
    const live = await newUser('游客-live', 'visitor');
    const pupil = await newUser('pupil_no_session');
    await session(idle, 'old', 100);
    await session(live, 'new', 10_000);
    await accounts.deleteIdleVisitors(5_000);
    expect(await accounts.findUserById(idle)).toBeUndefined();
    expect(await accounts.findUserById(live)).toBeDefined();
    expect(await accounts.findUserById(pupil)).toBeDefined();
  });

  it('keeps a looked-up session a few seconds, and forgets it at once when any repository ends it', async () => {
    const id = await newUser('kept');
    await session(id, 'kept-1', 1_000_000);
    expect(await accounts.findLiveSessionUser('kept-1', 100)).toMatchObject({ user_id: id, role: 'pupil' });
    // Written behind the repository's back (another server): trusted until SESSION_CACHE_MS has passed.
    await database.db.deleteFrom('sessions').where('token_hash', '=', 'kept-1').execute();
    expect(await accounts.findLiveSessionUser('kept-1', 100 + SESSION_CACHE_MS - 1)).toBeDefined();
    expect(await accounts.findLiveSessionUser('kept-1', 100 + SESSION_CACHE_MS)).toBeUndefined();

    // A logout or a login elsewhere through another module's repository is seen at once.
    const elsewhere = new AccountRepository(database.db);
    await session(id, 'kept-2', 1_000_000);
    expect(await accounts.findLiveSessionUser('kept-2', 200)).toBeDefined();
    await elsewhere.endSessions(id);
    expect(await accounts.findLiveSessionUser('kept-2', 201)).toBeUndefined();
    await session(id, 'kept-3', 1_000_000);
    expect(await accounts.findLiveSessionUser('kept-3', 300)).toBeDefined();
    await elsewhere.replaceSession({
      user_id: id,
      product: 44,
      token_hash: 'kept-4',
      login_time: 2,
      expires_at: 1_000_000,
    });
    expect(await accounts.findLiveSessionUser('kept-3', 301)).toBeUndefined();
    // A role change is seen at once too, and a kept session still expires on time.
    await accounts.findLiveSessionUser('kept-4', 400);
    await elsewhere.updateUser(id, { role: 'teacher' });
    expect(await accounts.findLiveSessionUser('kept-4', 401)).toMatchObject({ role: 'teacher' });
    expect(await accounts.findLiveSessionUser('kept-4', 1_000_000)).toBeUndefined();
  });
});
