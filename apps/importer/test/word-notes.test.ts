import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { BpcyRepository, type Database } from '@yuwen/db';
import { createTestDatabase, testEngines } from '@yuwen/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMPORTER_ROOT } from '../src/package-data.js';
import { runImport } from '../src/pipeline.js';
import { MIN_LISTED_SHARE } from '../src/sources/pupil-dictionary/pupil-dictionary.gates.js';
import { loadLexicon } from '../src/sources/pupil-dictionary/pupil-dictionary.lexicon.js';
import { parseNotes } from '../src/sources/word-notes/word-notes.parse.js';
import { createWordNotesSource } from '../src/sources/word-notes/word-notes.source.js';

/** An entry as the writers write it (STYLE.md); `parseError` when a line is not JSON. */
interface Entry {
  word?: string;
  synonyms?: unknown;
  antonyms?: unknown;
  parseError?: string;
}

/** The writers' own form checks (data/word-notes/check.mjs), so the gate and the writers never disagree. */
interface Check {
  VOLUMES: string[];
  printedWordsByVolume(): Map<string, string[]>;
  readNotes(key: string): Entry[];
  entryProblems(entry: Entry): string[];
}
const check = (await import(pathToFileURL(join(IMPORTER_ROOT, 'data/word-notes/check.mjs')).href)) as Check;

const quiet = new Writable({ write: (_chunk, _enc, done) => done() }) as unknown as NodeJS.WriteStream;
const SHOWN = 40;
const listOf = (lines: readonly string[]) =>
  `${lines.length} problem(s):\n${lines.slice(0, SHOWN).join('\n')}${lines.length > SHOWN ? '\n…' : ''}`;
const wordsIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

describe('word notes data: the gates of issue 14', () => {
  const owned = check.printedWordsByVolume();
  const files = check.VOLUMES.map((key) => ({ key, notes: check.readNotes(key), printed: owned.get(key) ?? [] }));

  it('passes every entry of every file present through the writers’ form checks', () => {
    const problems = files.flatMap(({ key, notes }) =>
      notes.flatMap((entry, i) =>
        check.entryProblems(entry).map((p) => `${key} line ${i + 1} ${entry.word ?? ''}: ${p}`),
      ),
    );
    expect(problems, listOf(problems)).toEqual([]);
  });

  it('keeps each file to its volume’s printed words, in printed order, no word twice anywhere', () => {
    const problems: string[] = [];
    const everywhere = new Map<string, string>();
    for (const { key, notes, printed } of files) {
      const written = notes.map((entry) => entry.word ?? '');
      const extra = written.filter((word) => !printed.includes(word));
      if (extra.length > 0) problems.push(`${key}: words this volume does not own: ${extra.join(' ')}`);
      for (const word of written) {
        const first = everywhere.get(word);
        if (first !== undefined) problems.push(`${key}: ${word} is written twice (first in ${first})`);
        else everywhere.set(word, key);
      }
      const inPrintedOrder = printed.filter((word) => written.includes(word));
      const inFileOrder = [...new Set(written.filter((word) => printed.includes(word)))];
      if (inFileOrder.join() !== inPrintedOrder.join()) {
        const at = inFileOrder.findIndex((word, i) => word !== inPrintedOrder[i]);
        problems.push(`${key}: not in printed order from ${inFileOrder[at]} (expected ${inPrintedOrder[at]})`);
      }
    }
    expect(problems, listOf(problems)).toEqual([]);
  });

  it('has an entry for every printed word of every volume (fails until the writers finish)', () => {
    const counts = files.map(({ key, notes, printed }) => {
      const written = new Set(notes.map((entry) => entry.word));
      const missing = printed.filter((word) => !written.has(word));
      return { key, done: printed.length - missing.length, total: printed.length, missing };
    });
    const missing = counts.reduce((sum, c) => sum + c.missing.length, 0);
    const total = counts.reduce((sum, c) => sum + c.total, 0);
    const message = [
      `${missing} of ${total} printed words have no entry yet:`,
      ...counts.map(
        (c) =>
          `  ${c.key}: ${c.done}/${c.total}${c.missing.length > 0 ? ` — next: ${c.missing.slice(0, 10).join(' ')}` : ''}`,
      ),
    ].join('\n');
    expect(missing, message).toBe(0);
  });

  it(`takes at least ${MIN_LISTED_SHARE * 100}% of 近义词/反义词 from the imported word lists`, () => {
    const lexicon = loadLexicon();
    const listed: string[] = [];
    const unlisted: string[] = [];
    for (const { notes } of files)
      for (const entry of notes)
        for (const word of [...wordsIn(entry.synonyms), ...wordsIn(entry.antonyms)])
          (lexicon.isListedWord(word) ? listed : unlisted).push(word);
    const total = listed.length + unlisted.length;
    const share = total === 0 ? 1 : listed.length / total;
    expect(
      share,
      `${listed.length}/${total} listed; not in the lists: ${unlisted.slice(0, 80).join(' ')}`,
    ).toBeGreaterThanOrEqual(MIN_LISTED_SHARE);
  });

  it('never lists a word as both 近义词 and 反义词 of one entry', () => {
    const problems = files.flatMap(({ key, notes }) =>
      notes.flatMap((entry, i) => {
        const antonyms = wordsIn(entry.antonyms);
        const both = wordsIn(entry.synonyms).filter((word) => antonyms.includes(word));
        return both.length > 0 ? [`${key} line ${i + 1} ${entry.word ?? ''}: ${both.join(' ')}`] : [];
      }),
    );
    expect(problems, listOf(problems)).toEqual([]);
  });
});

const SPRING = {
  word: '春天',
  pinyin: 'chūn tiān',
  meaning: '一年里的第一个季节，天气变暖，草木发芽',
  example: '春天到了，柳树长出了嫩绿的新芽。',
  synonyms: ['春季'],
  antonyms: [],
  measure: '个',
};
const HAPPY = {
  word: '高兴',
  pinyin: 'gāo  xìng',
  meaning: '心里快乐，很开心',
  example: '妈妈夸我画得好，我高兴得跳了起来。',
  synonyms: ['快乐', '开心'],
  antonyms: ['难过'],
  measure: '',
  review: true,
};

describe('word notes parsing', () => {
  it('reads notes with their volume and line, and refuses lines the app could not show', () => {
    const text = (lines: readonly unknown[]) =>
      lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n');
    const parsed = parseNotes([
      { name: 'g2a.jsonl', text: text([SPRING, 'not json', { ...HAPPY, pinyin: 'gāo' }, '']) },
      {
        name: 'g2b.jsonl',
        text: text([HAPPY, SPRING, { ...SPRING, word: '夏天', example: '夏天到了，我们去游泳。', synonyms: 'x' }]),
      },
    ]);
    expect(parsed.notes.map((n) => [n.volume, n.sort, n.word, n.pinyin, n.synonyms, n.review])).toEqual([
      ['g2a', 1, '春天', 'chūn tiān', '["春季"]', 0],
      ['g2b', 1, '高兴', 'gāo xìng', '["快乐","开心"]', 1],
    ]);
    expect(parsed.problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([
      'g2a.jsonl:2 not JSON',
      'g2a.jsonl:3 高兴: pinyin needs one syllable per character',
      'g2b.jsonl:3 夏天: synonyms/antonyms must be lists of words',
    ]);
    expect(parsed.repeated).toEqual(['g2b.jsonl:2 春天']);
  });
});

describe.each(testEngines())('word notes import on %s', (engine) => {
  let database: Database;
  let dir: string;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    dir = mkdtempSync(join(tmpdir(), 'yuwen-word-notes-'));
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const write = (name: string, lines: readonly object[]) =>
    writeFileSync(join(dir, name), `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);

  it('writes every note, replaces them when the files change and skips an unchanged version', async () => {
    write('g2a.jsonl', [SPRING, HAPPY]);
    writeFileSync(join(dir, 'STYLE.md'), '# not data');
    const [first] = await runImport(database, [createWordNotesSource({ dir })], { out: quiet });
    expect(first).toMatchObject({ status: 'imported', counts: { notes: 2, review: 1, problems: 0 } });
    expect(first?.gaps).toEqual({ 标了待核对的词: ['g2a 高兴'] });
    const repo = new BpcyRepository(database.db);
    expect(await repo.findNotes(['高兴', '春天', '夏天'])).toHaveLength(2);
    expect((await repo.notesOfVolume('g2a')).map((n) => n.word)).toEqual(['春天', '高兴']);

    const [again] = await runImport(database, [createWordNotesSource({ dir })], { out: quiet });
    expect(again?.status).toBe('skipped');

    write('g2a.jsonl', [SPRING]);
    write('g2b.jsonl', [{ ...HAPPY, review: false }]);
    const [changed] = await runImport(database, [createWordNotesSource({ dir })], { out: quiet });
    expect(changed).toMatchObject({ status: 'imported', counts: { notes: 2, review: 0 } });
    expect((await repo.notesOfVolume('g2b')).map((n) => [n.word, n.review])).toEqual([['高兴', 0]]);
    expect(await repo.notesOfVolume('g2a')).toHaveLength(1);
  });
});
