import { CultureRepository, type CultureTables } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, ZGWH_PARTS } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chinaDate } from '../src/lib/china-time.js';
import { datesAround, datesIn, ruleText, termsAround } from '../src/modules/zgwh/culture-dates.js';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';
import { MOON_CAKE, seedZgwh, TERMS } from './zgwh-fixture.js';

describe('culture dates (tyme4ts)', () => {
  it('puts 清明 2027 on April 5 and finds every 节气 once a year', () => {
    expect(datesIn({ term: '清明', longitude: 15 }, [2027])).toEqual(['2027-04-05']);
    expect(datesIn({ term: '冬至', longitude: 270 }, [2026])).toEqual(['2026-12-22']);
    expect(datesIn({ term: '小寒', longitude: 285 }, [2027])).toEqual(['2027-01-05']);
    for (const term of TERMS) expect(datesIn({ term: term.name, longitude: term.longitude }, [2026])).toHaveLength(1);
  });

  it('converts festival dates from the lunar calendar, 除夕 as the last day of 腊月', () => {
    expect(datesIn({ lunar: [8, 15] }, [2026])).toEqual(['2026-09-25']);
    expect(datesIn({ lunar: [1, 1] }, [2027])).toEqual(['2027-02-06']);
    expect(datesIn({ lunarLast: 12 }, [2026, 2027])).toEqual(['2026-02-16', '2027-02-05']);
    expect(ruleText({ lunar: [9, 9] })).toBe('农历九月初九');
    expect(ruleText({ lunarLast: 12 })).toBe('农历腊月的最后一天');
    expect(ruleText({ term: '清明', longitude: 15 })).toBe('太阳到达黄经15°的那一天');
  });

  it('says the next date and the days to go, today counting', () => {
    expect(datesAround({ term: '清明', longitude: 15 }, '2026-11-26')).toEqual({
      rule: '太阳到达黄经15°的那一天',
      dates: ['2026-04-05', '2027-04-05'],
      next: { date: '2027-04-05', days: 130 },
    });
    expect(datesAround({ lunar: [8, 15] }, '2026-09-25').next).toEqual({ date: '2026-09-25', days: 0 });
  });

  it('knows the 节气 in force and the next one, across the turn of the year', () => {
    const names = TERMS.map((t) => t.name);
    expect(termsAround(names, '2026-11-26')).toEqual({
      current: { name: '小雪', date: '2026-11-22' },
      next: { name: '大雪', date: '2026-12-07' },
    });
    expect(termsAround(names, '2026-12-31')).toEqual({
      current: { name: '冬至', date: '2026-12-22' },
      next: { name: '小寒', date: '2027-01-05' },
    });
    expect(termsAround(names, '2027-04-05').current).toEqual({ name: '清明', date: '2027-04-05' });
  });
});

describe.each(testEngines())('中国文化 (zgwh) on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let poemId: number;

  beforeEach(async () => {
    t = await createTestApp(engine);
    ({ poemId } = await seedZgwh(t.database));
    pupil = await signUpPupil(t, 'zg_p1', 'pw-zg-p1');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(pupil), ...values });

  it('shows today’s 节气 and the four parts with their groups; the area has content', async () => {
    const home = await call('GET', '/api/study/zgwh/home');
    expect(home.code).toBe(CODE.ok);
    const today = chinaDate(Date.now());
    expect(home.data.today).toBe(today);
    const expected = termsAround(
      TERMS.map((term) => term.name),
      today,
    );
    expect(home.data.current).toMatchObject({ name: expected.current.name, date: expected.current.date });
    expect(home.data.current.days).toBeLessThanOrEqual(0);
    expect(home.data.next).toMatchObject({ name: expected.next.name, date: expected.next.date });
    expect(home.data.next.days).toBeGreaterThan(0);
    expect(home.data.parts.map((p: { key: string; name: string }) => `${p.key}:${p.name}`)).toEqual([
      'whzd:文化字典',
      'zgwx:中国文学',
      'rcsh:日常生活',
      'zgls:中国历史',
    ]);
    const rcsh = home.data.parts[2];
    expect(rcsh.groups.map((g: { name: string; count: number }) => `${g.name}:${g.count}`)).toEqual([
      '二十四节气:24',
      '传统节日:3',
    ]);
    const tree = await callApi(t, 'GET', '/api/study/module/module', { deep: 1 });
    const zgwh = (tree.data as { key: string; has_content: boolean }[]).find((m) => m.key === 'zgwh');
    expect(zgwh?.has_content).toBe(true);
  });

  it('opens 清明 with its date rule, its dates this year and next, its poem and both its groups', async () => {
    const entry = await call('GET', '/api/study/zgwh/entry', { key: 'qingming' });
    expect(entry.code).toBe(CODE.ok);
    const today = chinaDate(Date.now());
    const year = Number(today.slice(0, 4));
    expect(entry.data).toMatchObject({
      key: 'qingming',
      title: '清明',
      part: 'rcsh',
      module_id: ZGWH_PARTS.rcsh,
      poems: [{ id: poemId, title: '清明', author: '杜牧', dynasty: '唐' }],
      groups: [{ name: '二十四节气' }, { name: '传统节日' }],
    });
    expect(entry.data.date.rule).toBe('太阳到达黄经15°的那一天');
    expect(entry.data.date.dates).toEqual(datesIn({ term: '清明', longitude: 15 }, [year, year + 1]));
    expect(entry.data.date.next.days).toBeGreaterThanOrEqual(0);
    const byId = await call('GET', '/api/study/resource/content', { module_id: ZGWH_PARTS.rcsh, id: entry.data.id });
    expect(byId.data.key).toBe('qingming');
    const festival = await call('GET', '/api/study/zgwh/entry', { key: 'zhongqiu' });
    expect(festival.data.date.rule).toBe('农历八月十五');
    expect(festival.data.date.dates).toEqual(datesIn({ lunar: [8, 15] }, [year, year + 1]));
  });

  it('lists a part’s groups with their entries, and pages a group through resourceCategoryContent', async () => {
    const part = await call('GET', '/api/study/zgwh/part', { module_id: ZGWH_PARTS.zgls });
    expect(part.code).toBe(CODE.ok);
    expect(part.data.groups).toEqual([
      expect.objectContaining({
        name: '朝代年表',
        entries: [expect.objectContaining({ title: '唐', years: { start: 618, end: 907, about: false } })],
      }),
    ]);
    const [jieqi] = (await new CultureRepository(t.database.db).categories()).filter((c) => c.key === 'jieqi');
    const page = await call('GET', '/api/study/resourceCategoryContent', {
      module_id: ZGWH_PARTS.rcsh,
      resource_category_id: jieqi?.id ?? 0,
      page: 2,
      page_size: 2,
    });
    expect(page.code).toBe(CODE.ok);
    expect(page.data.total).toBe(24);
    expect(page.data.list.map((e: { title: string }) => e.title)).toEqual(['惊蛰', '春分']);
    expect(page.data.breadcrumbs.map((c: { name: string }) => c.name)).toEqual(['日常生活', '二十四节气']);
  });

  it('answers an entry’s picture address in the lists and on the entry, and serves that address as an SVG', async () => {
    const part = await call('GET', '/api/study/zgwh/part', { module_id: ZGWH_PARTS.rcsh });
    const festivals = part.data.groups.find((g: { key: string }) => g.key === 'jieri');
    expect(festivals.entries.map((e: { key: string; picture: string | null }) => [e.key, e.picture])).toEqual([
      ['qingming', null],
      ['zhongqiu', '/zgwh-picture/moon-cake.svg'],
      ['chuxi', null],
    ]);
    const entry = await call('GET', '/api/study/zgwh/entry', { key: 'zhongqiu' });
    expect(entry.data.picture).toBe('/zgwh-picture/moon-cake.svg');

    const svg = await t.app.inject({ method: 'GET', url: entry.data.picture });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toBe(MOON_CAKE);
    const again = await t.app.inject({
      method: 'GET',
      url: entry.data.picture,
      headers: { 'if-none-match': String(svg.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of ['/zgwh-picture/rat.svg', '/zgwh-picture/moon-cake.png', '/zgwh-picture/..%2Fmoon-cake.svg'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('answers unknown ids and keys with a clear message, and keeps ids across a re-import', async () => {
    const missing = await call('GET', '/api/study/zgwh/entry', { key: 'no-such-entry' });
    expect([missing.code, missing.msg]).toEqual([CODE.notFound, '没有找到这一条，换一条看看吧']);
    const wrongPart = await call('GET', '/api/study/resource/content', { module_id: ZGWH_PARTS.whzd, id: 1 });
    expect(wrongPart.code).toBe(CODE.notFound);
    const badKey = await call('GET', '/api/study/zgwh/entry', { key: '清明' });
    expect([badKey.code, badKey.msg]).toEqual([CODE.badRequest, '条目名称有误']);
    const none = await call('GET', '/api/study/zgwh/entry');
    expect(none.code).toBe(CODE.badRequest);
    const badModule = await call('GET', '/api/study/zgwh/part', { module_id: 2012 });
    expect([badModule.code, badModule.msg]).toEqual([CODE.badRequest, expect.stringContaining('模块编号有误')]);
    const category = await call('GET', '/api/study/resourceCategoryContent', {
      module_id: ZGWH_PARTS.rcsh,
      resource_category_id: 999999,
    });
    expect([category.code, category.msg]).toEqual([CODE.notFound, '没有找到这个分类']);

    const before = await call('GET', '/api/study/zgwh/entry', { key: 'qingming' });
    await seedAgain();
    const after = await call('GET', '/api/study/zgwh/entry', { key: 'qingming' });
    expect(after.data.id).toBe(before.data.id);
    expect((await t.app.inject({ method: 'GET', url: '/zgwh-picture/moon-cake.svg' })).body).toBe(MOON_CAKE);
    expect(after.data.groups.map((g: { id: number }) => g.id)).toEqual(
      before.data.groups.map((g: { id: number }) => g.id),
    );
  });

  /** The importer's second run: the same rows again, read back from the tables. */
  async function seedAgain() {
    const repo = new CultureRepository(t.database.db);
    const entries = await t.database.db.selectFrom('culture_entries').selectAll().execute();
    const categories = await repo.categories();
    const listings = await repo.listings(categories.map((c) => c.id));
    const pictures = await t.database.db
      .withTables<CultureTables>()
      .selectFrom('culture_pictures')
      .selectAll()
      .execute();
    await repo.replaceAll(
      entries.map(({ id: _id, ...row }) => row),
      categories.map((c) => ({
        key: c.key,
        moduleId: c.module_id,
        part: c.part,
        name: c.name,
        entries: listings.filter((l) => l.category_id === c.id).map((l) => l.entry_key),
      })),
      pictures,
    );
  }
});
