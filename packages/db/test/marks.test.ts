import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/create-db.js';
import { AccountRepository } from '../src/repositories/account.repository.js';
import { HzzyRepository } from '../src/repositories/hzzy.repository.js';
import { createTestDatabase, testEngines } from '../src/testing/test-database.js';

describe.each(testEngines())('character marks on %s', (engine) => {
  let database: Database;
  let pupil: number;
  let other: number;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    const accounts = new AccountRepository(database.db);
    const user = (account: string) =>
      accounts.createUser({ account, password_hash: 'x', role: 'pupil', created_at: 1 });
    pupil = await user('marks_pupil');
    other = await user('marks_other');
  });
  afterEach(async () => {
    await database.close();
  });

  const learned = async (repo: HzzyRepository, userId: number, charIds: number[]) =>
    [...(await repo.marksOf(userId, charIds)).values()].filter((m) => m.learned === 1).map((m) => m.char_id);
  /** A mark written past the repositories, as another server sharing the database would. */
  const writeElsewhere = (userId: number, charId: number) =>
    database.db
      .insertInto('user_characters')
      .values({ user_id: userId, char_id: charId, learned: 1, favorite: 0, updated_at: 1 })
      .execute();

  it('answers only the characters asked, and every repository on the database sees a write at once', async () => {
    const tiles = new HzzyRepository(database.db, engine);
    const lessons = new HzzyRepository(database.db, engine);
    expect(await learned(lessons, pupil, [1, 2, 3])).toEqual([]);
    await tiles.setMarks(pupil, 2, { learned: true }, 10);
    await tiles.setMarks(pupil, 7, { learned: true }, 10);
    expect(await learned(lessons, pupil, [1, 2, 3])).toEqual([2]);
    await lessons.setMarks(pupil, 2, { favorite: true }, 11);
    expect((await tiles.marksOf(pupil, [2])).get(2)).toEqual({ char_id: 2, learned: 1, favorite: 1 });
    expect(await learned(tiles, other, [1, 2, 3, 7])).toEqual([]);
  });

  it('keeps marks read on SQLite only: with PostgreSQL another server’s write is read at once', async () => {
    const repo = new HzzyRepository(database.db, engine);
    expect(await learned(repo, pupil, [5])).toEqual([]);
    await writeElsewhere(pupil, 5);
    expect(await learned(repo, pupil, [5])).toEqual(engine === 'sqlite' ? [] : [5]);
  });

  it('does not keep marks read while a write of them was under way', async () => {
    const repo = new HzzyRepository(database.db, engine);
    const [during] = await Promise.all([learned(repo, pupil, [4]), repo.setMarks(pupil, 4, { learned: true }, 10)]);
    expect(during.length).toBeLessThanOrEqual(1);
    expect(await learned(repo, pupil, [4])).toEqual([4]);
  });

  it('lets the users used longest ago go past the limit, and reads their marks again', async () => {
    const repo = new HzzyRepository(database.db, engine, 4);
    const third = await new AccountRepository(database.db).createUser({
      account: 'marks_third',
      password_hash: 'x',
      role: 'pupil',
      created_at: 1,
    });
    await repo.setMarks(pupil, 1, { learned: true }, 10);
    await repo.setMarks(other, 3, { learned: true }, 10);
    await repo.setMarks(third, 5, { learned: true }, 10);
    expect(await learned(repo, other, [3])).toEqual([3]);
    expect(await learned(repo, pupil, [1])).toEqual([1]);
    await writeElsewhere(pupil, 9);
    await writeElsewhere(other, 9);
    // Each user counts their marks and one for their map: a third user's makes 6, over the limit of 4,
    // so the other pupil's, used longest ago, go.
    expect(await learned(repo, third, [5])).toEqual([5]);
    expect(await learned(repo, pupil, [9])).toEqual(engine === 'sqlite' ? [] : [9]);
    expect(await learned(repo, other, [9])).toEqual([9]);
  });
});
