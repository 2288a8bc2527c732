import { testEngines } from '@yuwen/db/testing';
import { type Account, BOOK_SEARCH_MAX, CODE } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { seedBpyd } from './bpyd-fixture.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';

describe.each(testEngines())('部编阅读 (bpyd) on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedBpyd(t.database);
    pupil = await signUpPupil(t, 'bp_p1', 'pw-bp-p1');
    other = await signUpPupil(t, 'bp_p2', 'pw-bp-p2');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });
  const home = (who: Account) => call('GET', '/api/study/bpyd/home', who);
  const bookId = async (title: string) =>
    (await home(pupil)).data.books.find((b: { title: string }) => b.title === title).id as number;

  it('lists the categories with their counts and every book, and the module has content', async () => {
    const answer = await home(pupil);
    expect(answer.code).toBe(CODE.ok);
    expect(answer.data.categories.map((c: { name: string; count: number }) => `${c.name}:${c.count}`)).toEqual([
      '蒙学经典:1',
      '寓言故事:1',
      '神话传说:1',
    ]);
    const sanzijing = answer.data.books[0];
    expect(sanzijing).toMatchObject({
      title: '三字经',
      kind: 'classic',
      chapters: 2,
      chars: 18,
      shelved: false,
      place: null,
    });
    expect(answer.data.shelf).toEqual([]);
    const tree = await call('GET', '/api/study/module/module', pupil);
    const bpyd = tree.data.find((m: { key: string }) => m.key === 'bpyd');
    expect(bpyd.has_content).toBe(true);
  });

  it('answers a book with its contents, and a clear message for an unknown book', async () => {
    const id = await bookId('三字经');
    const book = await call('GET', '/api/study/bpyd/book', pupil, { id });
    expect(book.code).toBe(CODE.ok);
    expect(book.data.contents).toEqual([
      { chapter: 1, title: '人之初', chars: 12 },
      { chapter: 2, title: '昔孟母', chars: 6 },
    ]);
    const missing = await call('GET', '/api/study/bpyd/book', pupil, { id: 999999 });
    expect([missing.code, missing.msg]).toEqual([CODE.notFound, '没有找到这本书']);
    const bad = await call('GET', '/api/study/bpyd/book', pupil, { id: 'abc' });
    expect(bad.code).toBe(CODE.badRequest);
  });

  it('answers a chapter with one syllable and one recording slot per character, and its neighbours', async () => {
    const id = await bookId('三字经');
    const first = await call('GET', '/api/study/bpyd/chapter', pupil, { book_id: id, chapter: 1 });
    expect(first.code).toBe(CODE.ok);
    expect(first.data.lines).toEqual(['人之初，性本善。', '性相近，习相远。']);
    expect(first.data.pinyin[0]).toEqual(['rén', 'zhī', 'chū', '', 'xìng', 'běn', 'shàn', '']);
    expect(first.data.audio.map((line: string[]) => line.length)).toEqual([8, 8]);
    expect([first.data.previous, first.data.next, first.data.chapters]).toEqual([null, 2, 2]);
    // Read again: the same answer (kept after the first read).
    expect((await call('GET', '/api/study/bpyd/chapter', pupil, { book_id: id, chapter: 1 })).data).toEqual(first.data);
    const last = await call('GET', '/api/study/bpyd/chapter', pupil, { book_id: id, chapter: 2 });
    expect([last.data.previous, last.data.next]).toEqual([1, null]);
    const missing = await call('GET', '/api/study/bpyd/chapter', pupil, { book_id: id, chapter: 3 });
    expect([missing.code, missing.msg]).toEqual([CODE.notFound, '这本书没有这一章']);
    const noBook = await call('GET', '/api/study/bpyd/chapter', pupil, { book_id: 999999, chapter: 1 });
    expect([noBook.code, noBook.msg]).toEqual([CODE.notFound, '没有找到这本书']);
  });

  it('keeps each pupil’s shelf and place, and one pupil never sees another’s', async () => {
    const id = await bookId('三字经');
    const story = await bookId('中国古代寓言');
    expect((await call('POST', '/api/study/bpyd/shelf', pupil, { book_id: id, on: 1 })).data).toEqual({
      book_id: id,
      shelved: true,
    });
    await call('POST', '/api/study/bpyd/shelf', pupil, { book_id: story, on: 1 });
    const saved = await call('POST', '/api/study/bpyd/progress', pupil, { book_id: id, chapter: 2, position: 40 });
    // The line is kept within the chapter (it has one line).
    expect(saved.data).toEqual({ book_id: id, place: { chapter: 2, position: 0 } });
    await call('POST', '/api/study/bpyd/progress', pupil, { book_id: id, chapter: 1, position: 1 });

    const mine = await home(pupil);
    expect(mine.data.shelf).toEqual([id, story]);
    expect(mine.data.books[0]).toMatchObject({ shelved: true, place: { chapter: 1, position: 1 } });
    const book = await call('GET', '/api/study/bpyd/book', pupil, { id });
    expect(book.data.place).toEqual({ chapter: 1, position: 1 });

    const theirs = await home(other);
    expect(theirs.data.shelf).toEqual([]);
    expect(theirs.data.books.every((b: { shelved: boolean; place: unknown }) => !b.shelved && b.place === null)).toBe(
      true,
    );
    expect((await call('GET', '/api/study/bpyd/book', other, { id })).data.place).toBeNull();

    // Off the shelf, the place stays.
    await call('POST', '/api/study/bpyd/shelf', pupil, { book_id: id, on: 0 });
    const after = await home(pupil);
    expect(after.data.shelf).toEqual([story]);
    expect(after.data.books[0].place).toEqual({ chapter: 1, position: 1 });

    const unknown = await call('POST', '/api/study/bpyd/shelf', pupil, { book_id: 999999, on: 1 });
    expect([unknown.code, unknown.msg]).toEqual([CODE.notFound, '没有找到这本书']);
    const badChapter = await call('POST', '/api/study/bpyd/progress', pupil, { book_id: id, chapter: 9, position: 0 });
    expect([badChapter.code, badChapter.msg]).toEqual([CODE.notFound, '这本书没有这一章']);
    expect(
      (await call('POST', '/api/study/bpyd/progress', pupil, { book_id: id, chapter: 1, position: -1 })).code,
    ).toBe(CODE.badRequest);
  });

  it('keeps book ids and shelves across a re-import', async () => {
    const id = await bookId('三字经');
    await call('POST', '/api/study/bpyd/shelf', pupil, { book_id: id, on: 1 });
    await seedBpyd(t.database);
    expect(await bookId('三字经')).toBe(id);
    expect((await home(pupil)).data.shelf).toEqual([id]);
  });

  it('searches titles and full text with a snippet marking the match', async () => {
    const search = (q: string) => call('GET', '/api/study/bpyd/search', pupil, { q });
    const idiom = await search('守株待兔');
    expect(idiom.code).toBe(CODE.ok);
    expect(idiom.data.total).toBe(1);
    const hit = idiom.data.list[0];
    expect(hit).toMatchObject({ book_title: '中国古代寓言', chapter: 1, chapter_title: '守株待兔', line: 0 });
    expect(hit.snippet.slice(hit.start, hit.end)).toBe('守株待兔');

    // A story is found by its title (the idiom), though its text never names it.
    const myth = await search('精卫填海');
    expect(myth.data.list.map((h: { book_title: string; chapter: number }) => `${h.book_title}:${h.chapter}`)).toEqual([
      '神话传说:1',
    ]);
    const title = await search('三字经');
    expect(title.data.list[0]).toMatchObject({ book_title: '三字经', chapter: 0 });
    // Words apart in the line are found too: 农夫 … 树桩.
    const words = await search('农夫 树桩');
    expect(words.data.list.map((h: { chapter_title: string }) => h.chapter_title)).toEqual(['守株待兔']);
    expect((await search('性相近')).data.list[0]).toMatchObject({ book_title: '三字经', chapter: 1, line: 1 });
    expect((await search('飞机')).data).toEqual({ q: '飞机', total: 0, list: [] });

    const empty = await search('  ');
    expect([empty.code, empty.msg]).toEqual([CODE.badRequest, '请输入要找的字词']);
    const long = await search('书'.repeat(10_000));
    expect([long.code, long.msg]).toEqual([CODE.badRequest, `要找的内容太长了，请输入${BOOK_SEARCH_MAX}个字以内`]);
  });
});
