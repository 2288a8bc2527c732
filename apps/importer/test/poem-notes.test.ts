import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { type Database, PoemStudyRepository, type StudyCandidate } from '@yuwen/db';
import { createTestDatabase, testEngines } from '@yuwen/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMPORTER_ROOT } from '../src/package-data.js';
import { runImport, type SourceOutcome } from '../src/pipeline.js';
import { moduleTreeSource } from '../src/sources/module-tree/module-tree.source.js';
import { copiesOf, linkedPoemIds, matchPoems, parsePoemNotes } from '../src/sources/poem-notes/poem-notes.parse.js';
import { createPoemNotesSource } from '../src/sources/poem-notes/poem-notes.source.js';
import { BIBEI_KEY } from '../src/sources/poems/bibei75.build.js';
import { BIBEI_LIST_SIZE } from '../src/sources/poems/bibei75.data.js';
import { poemsSource } from '../src/sources/poems/poems.source.js';
import { createTextbookSource } from '../src/sources/textbook/textbook.source.js';

/** An entry as the writers write it (STYLE.md); `parseError` when a line is not JSON. */
interface Entry {
  title?: string;
  author?: string;
  name?: string;
  dynasty?: string;
  known_for?: string[];
  parseError?: string;
}

/** The writers' own checks (data/poem-notes/check.mjs), so the gate and the writers never disagree. */
interface Check {
  POEM_FILES: string[];
  readEntries(name: string): Entry[];
  poemProblems(entry: Entry, text?: string): string[];
  poetProblems(entry: Entry): string[];
}
const check = (await import(pathToFileURL(join(IMPORTER_ROOT, 'data/poem-notes/check.mjs')).href)) as Check;

const quiet = new Writable({ write: (_chunk, _enc, done) => done() }) as unknown as NodeJS.WriteStream;
const SHOWN = 40;
const listOf = (lines: readonly string[]) =>
  `${lines.length} problem(s):\n${lines.slice(0, SHOWN).join('\n')}${lines.length > SHOWN ? '\n…' : ''}`;

const entry = (title: string, author: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    title,
    author,
    notes: [{ term: '床', gloss: '井栏' }],
    translation: '一\n二',
    appreciation: '赏析',
    ...extra,
  });
const candidate = (id: number, title: string, author: string, content: string) => ({ id, title, author, content });

describe('poem notes (pure)', () => {
  it('matches the 必背 poem first, the linked poem else, by title, author and opening words', () => {
    const { poems, problems } = parsePoemNotes([
      {
        name: 'band-1-2.jsonl',
        text: [
          entry('静夜思', '李白'),
          entry('绝句', '杜甫', { opens: '两个黄鹂' }),
          entry('精卫填海', ''),
          '{"title":',
          entry('无题', '佚名'),
        ].join('\n'),
      },
    ]);
    expect(problems).toEqual(['band-1-2.jsonl:4 not JSON']);
    const first = [
      candidate(17, '静夜思', '李白', '床前明月光，疑是地上霜。'),
      candidate(30, '绝句', '杜甫', '迟日江山丽，春风花草香。'),
      candidate(31, '绝句', '杜甫', '两个黄鹂鸣翠柳，一行白鹭上青天。'),
    ];
    const then = [candidate(90, '静夜思', '李白', '床前看月光'), candidate(120, '精卫填海', '', '炎帝之少女')];
    const { studies, errors } = matchPoems(poems, first, then);
    expect(studies.map((s) => s.poem_id)).toEqual([17, 31, 120]);
    expect(studies[0]).toMatchObject({ translation: '一\n二', notes: '[{"term":"床","gloss":"井栏"}]', review: 0 });
    expect(errors).toEqual(['band-1-2.jsonl:5 《无题》佚名：诗文目录里没有这首']);
  });

  it('never guesses between two poems, nor gives one poem two entries', () => {
    const { poems } = parsePoemNotes([
      {
        name: 'band-3-4.jsonl',
        text: `${entry('绝句', '杜甫')}\n${entry('江雪', '柳宗元')}\n${entry('江雪', '柳宗元')}`,
      },
    ]);
    const first = [
      candidate(30, '绝句', '杜甫', '迟日江山丽'),
      candidate(31, '绝句', '杜甫', '两个黄鹂'),
      candidate(43, '江雪', '柳宗元', '千山鸟飞绝'),
    ];
    const { studies, errors } = matchPoems(poems, first, []);
    expect(studies.map((s) => s.poem_id)).toEqual([43]);
    expect(errors).toEqual([
      'band-3-4.jsonl:1 《绝句》杜甫：对上了 2 首，请加 opens',
      'band-3-4.jsonl:3 《江雪》柳宗元：和 band-3-4.jsonl:2 写的是同一首',
    ]);
  });

  it('gives the same words in another collection the same notes, punctuation aside, never other lines', () => {
    const study = { poem_id: 17, notes: '[]', translation: '一\n二', appreciation: '好', review: 0 };
    const studied = [candidate(17, '静夜思', '李白', '床前明月光，疑是地上霜。\n举头望明月，低头思故乡。')];
    const sameAuthors = [
      ...studied,
      candidate(86, '静夜思', '李白', '床前明月光，疑是地上霜，\n举头望明月，低头思故乡。'),
      candidate(90, '静夜思', '李白', '床前看月光，疑是地上霜。\n举头望山月，低头思故乡。'),
      candidate(91, '静夜思', '李白', '床前明月光，疑是地上霜。举头望明月，低头思故乡。'),
    ];
    expect(copiesOf([study], studied, sameAuthors)).toEqual([{ ...study, poem_id: 86 }]);
  });

  it('reads poets, refusing what the app could not show, and the lessons’ links once each', () => {
    const { poets, problems } = parsePoemNotes([
      {
        name: 'poets.jsonl',
        text: [
          '{"name":"李白","dynasty":"唐","born":701,"died":762,"bio":"诗仙","known_for":["静夜思"]}',
          '{"name":"佚名","dynasty":"","born":"约700","died":null,"bio":"不详","known_for":[]}',
          '{"name":"李白","dynasty":"唐","born":null,"died":null,"bio":"又一条","known_for":[]}',
        ].join('\n'),
      },
    ]);
    expect(poets).toEqual([
      { name: '李白', dynasty: '唐', born: 701, died: 762, bio: '诗仙', known_for: '["静夜思"]' },
    ]);
    expect(problems).toEqual([
      'poets.jsonl:2 佚名: born and died are years or null',
      'poets.jsonl:3 李白 is written twice',
    ]);
    expect(linkedPoemIds(['[]', '[{"poem_id":17},{"poem_id":0}]', '[{"poem_id":17},{"poem_id":63}]'])).toEqual([
      17, 63,
    ]);
  });
});

describe.each(testEngines())('poem notes import on %s', (engine) => {
  let database: Database;
  let dir: string;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    dir = mkdtempSync(join(tmpdir(), 'poem-notes-'));
    await database.db
      .insertInto('poem_collections')
      .values([
        { key: BIBEI_KEY, name: '小学必背古诗', sort: 1, source: 'test' },
        { key: 'tangshi300', name: '唐诗三百首', sort: 3, source: 'test' },
      ])
      .execute();
    const jingYeSi = { sort: 1, title: '静夜思', author: '李白', dynasty: '唐', content: '床前明月光', notes: '' };
    // 唐诗三百首 first: its copy has the lower id, and the 必背 poem still takes the notes.
    await database.db
      .insertInto('poems')
      .values([
        { collection: 'tangshi300', ...jingYeSi },
        { collection: BIBEI_KEY, ...jingYeSi },
      ])
      .execute();
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores the notes by poem and the poets by name, and reports the entries it cannot place', async () => {
    writeFileSync(
      join(dir, 'band-1-2.jsonl'),
      `${entry('静夜思', '李白', { review: true })}\n${entry('无题', '佚名')}\n`,
    );
    writeFileSync(
      join(dir, 'poets.jsonl'),
      '{"name":"李白","dynasty":"唐","born":701,"died":762,"bio":"诗仙","known_for":["静夜思"]}\n',
    );
    const [outcome] = await runImport(database, [createPoemNotesSource({ dir })], { out: quiet });
    expect(outcome?.counts).toEqual({ poems: 1, copies: 1, poets: 1, errors: 1 });
    expect(outcome?.gaps).toEqual({
      '对不上诗文的条目（未导入）': ['band-1-2.jsonl:2 《无题》佚名：诗文目录里没有这首'],
      标了待核对的条目: ['band-1-2.jsonl:1 《静夜思》'],
    });
    const repo = new PoemStudyRepository(database.db);
    for (const poem of await database.db.selectFrom('poems').select('id').execute())
      expect(await repo.findStudy(poem.id)).toMatchObject({ translation: '一\n二', review: 1 });
    expect(await repo.findPoetBio('李白')).toEqual({
      name: '李白',
      dynasty: '唐',
      born: 701,
      died: 762,
      bio: '诗仙',
      known_for: '["静夜思"]',
    });
  });
});

describe('poem notes data: the gates of issue 20 items 7–8', () => {
  let database: Database;
  let notes: SourceOutcome | undefined;
  /** Every poem the notes must cover: the 必背 list, then the poems the lessons link. */
  let bibei: StudyCandidate[];
  let linked: StudyCandidate[];
  let unlinked: string[];
  let dynastyOf: Map<number, string>;
  const poemEntries = check.POEM_FILES.flatMap((file) =>
    check.readEntries(file).map((e, i) => ({ at: `${file} line ${i + 1} ${e.title ?? ''}`, entry: e })),
  );
  const poets = check.readEntries('poets');
  /** The poem an entry names, found as the importer finds it. */
  const poemOf = (e: Entry) =>
    matchPoems(parsePoemNotes([{ name: 'entry.jsonl', text: JSON.stringify(e) }]).poems, bibei, linked).studies[0]
      ?.poem_id;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    // The catalogue and the lessons' links, made as the importer makes them.
    const outcomes = await runImport(
      database,
      [moduleTreeSource, poemsSource, createTextbookSource(poemsSource), createPoemNotesSource()],
      { out: quiet },
    );
    notes = outcomes.find((o) => o.name === 'poem-notes');
    const repo = new PoemStudyRepository(database.db);
    const classics = await repo.lessonClassics();
    unlinked = classics.flatMap((column) =>
      (JSON.parse(column) as { title: string; poem_id: number }[]).filter((c) => c.poem_id === 0).map((c) => c.title),
    );
    bibei = await repo.collectionPoems(BIBEI_KEY);
    linked = (await repo.poemsById(linkedPoemIds(classics))).filter((p) => !bibei.some((b) => b.id === p.id));
    const rows = await database.db.selectFrom('poems').select(['id', 'dynasty']).execute();
    dynastyOf = new Map(rows.map((r) => [r.id, r.dynasty]));
  }, 120_000);
  afterAll(() => database.close());

  it('imports every entry onto a poem of its own, with no line left out', () => {
    expect(notes?.gaps?.['对不上诗文的条目（未导入）'] ?? []).toEqual([]);
    expect(notes?.gaps?.['格式有误、未导入的行'] ?? []).toEqual([]);
    expect(notes?.counts?.poems).toBe(poemEntries.length);
    // Pupils reach 静夜思 through 唐诗三百首 too.
    expect(notes?.counts?.copies).toBeGreaterThan(0);
  });

  it('passes every entry through the writers’ checks against its poem’s text', () => {
    const texts = new Map([...bibei, ...linked].map((p) => [p.id, p.content]));
    const problems = poemEntries.flatMap(({ at, entry: e }) => {
      const text = texts.get(poemOf(e) ?? 0);
      if (text === undefined) return [`${at}: names no poem of the 必背 list or the lessons`];
      return check.poemProblems(e, text).map((p) => `${at}: ${p}`);
    });
    expect(problems, listOf(problems)).toEqual([]);
  });

  it('covers every 必背 poem and every classical text the lessons link', () => {
    expect(unlinked, 'lesson classics the catalogue cannot link').toEqual([]);
    expect(bibei).toHaveLength(BIBEI_LIST_SIZE);
    const written = new Set(poemEntries.map(({ entry: e }) => poemOf(e)));
    const missing = [...bibei, ...linked].filter((p) => !written.has(p.id)).map((p) => `《${p.title}》${p.author}`);
    expect(missing, listOf(missing)).toEqual([]);
  });

  it('has a clean modern biography for every poet of them, naming only their poems in the lists', () => {
    const problems = poets.flatMap((p, i) =>
      check.poetProblems(p).map((m) => `poets line ${i + 1} ${p.name ?? ''}: ${m}`),
    );
    const byName = new Map(poets.map((p) => [p.name, p]));
    for (const poem of [...bibei, ...linked]) {
      if (poem.author === '') continue;
      const poet = byName.get(poem.author);
      const dynasty = dynastyOf.get(poem.id) ?? '';
      if (!poet) problems.push(`${poem.author}: no biography`);
      else if (dynasty !== '' && poet.dynasty !== dynasty)
        problems.push(`${poem.author}: ${poet.dynasty} in poets.jsonl, ${dynasty} with 《${poem.title}》`);
    }
    for (const poet of poets) {
      const theirs = new Set(
        poemEntries.filter(({ entry: e }) => e.author === poet.name).map(({ entry: e }) => e.title),
      );
      const known = Array.isArray(poet.known_for) ? poet.known_for : [];
      for (const title of known)
        if (!theirs.has(title)) problems.push(`${poet.name}: known_for 《${title}》 is not theirs in the lists`);
    }
    const unique = [...new Set(problems)];
    expect(unique, listOf(unique)).toEqual([]);
  });
});
