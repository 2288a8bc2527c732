import { printOurWriting } from './our-writing-report.js';
import type { RankedIdiom } from './sources/pupil-dictionary/idiom-ranking.js';
import { readDictionaryFiles } from './sources/pupil-dictionary/pupil-dictionary.files.js';
import { formatBasicParaphrase } from './sources/pupil-dictionary/pupil-dictionary.format.js';
import {
  checkDictionary,
  type DictionaryGates,
  listedShare,
  MIN_LISTED_SHARE,
  positionRanges,
} from './sources/pupil-dictionary/pupil-dictionary.gates.js';
import { LEVEL_ONE_COUNT, loadLexicon, loadTopIdioms } from './sources/pupil-dictionary/pupil-dictionary.lexicon.js';
import { type FormatProblem, parseDictionary } from './sources/pupil-dictionary/pupil-dictionary.parse.js';

/**
 * `npm run content:report [-- --seed=N]`: the state of the pupil dictionary (issue 7) for a person —
 * counts, the gates, the level-1 characters still missing, entries marked for review, idioms
 * without 出处 or 例句 —, what our other data folders hold and still lack (`our-writing-report.ts`),
 * and a random sample of 30 dictionary entries to proofread (the seed is printed so a sample can be
 * shown again).
 */
const SAMPLE_SIZE = 30;
const SHOWN_PROBLEMS = 20;

/** A small seeded generator (mulberry32), so `--seed` reproduces a sample. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

function heading(title: string): void {
  console.log(`\n== ${title}`);
}

function printProblems(title: string, problems: readonly FormatProblem[]): void {
  console.log(`  ${problems.length === 0 ? '通过' : `未通过（${problems.length}）`}  ${title}`);
  for (const p of problems.slice(0, SHOWN_PROBLEMS)) console.log(`      ${p.file}:${p.line} ${p.message}`);
  if (problems.length > SHOWN_PROBLEMS) console.log(`      …另有 ${problems.length - SHOWN_PROBLEMS} 条`);
}

function printGates(gates: DictionaryGates): void {
  heading('质量关卡（与 apps/importer/test/pupil-dictionary.test.ts 相同）');
  printProblems('格式、文件范围与顺序', gates.format);
  const missing = gates.missingLevelOne.length;
  console.log(`  ${missing === 0 ? '通过' : `未通过（缺 ${missing}）`}  一级字都有读音和义项`);
  printProblems('读音都是该字的读音', gates.readings);
  printProblems('例词都含有该字', gates.examples);
  const share = listedShare(gates);
  console.log(
    `  ${share >= MIN_LISTED_SHARE ? '通过' : '未通过'}  例词在词表中：${gates.wordLists.listed}/${gates.wordLists.total}（${(share * 100).toFixed(1)}%，至少 ${MIN_LISTED_SHARE * 100}%）`,
  );
  printProblems('不同的字没有相同的释义（固定标签除外）', gates.sharedDefs);
  printProblems('释义不超过 30 字', gates.longDefs);
  printProblems('成语出处写作《》', gates.idiomOrigins);
  printProblems('成语例句含有该成语', gates.idiomExamples);
}

function main(): void {
  const seedArg = process.argv.find((a) => a.startsWith('--seed='));
  const seed = seedArg ? Number(seedArg.slice('--seed='.length)) : Date.now() % 1_000_000;
  const lexicon = loadLexicon();
  const topIdioms: RankedIdiom[] = loadTopIdioms();
  const files = readDictionaryFiles();
  const dictionary = parseDictionary(files);
  const gates = checkDictionary(dictionary, lexicon, topIdioms);
  const { characters, idioms } = dictionary;

  heading('小学生字典：数量');
  const levelOne = new Set(lexicon.order.slice(0, LEVEL_ONE_COUNT));
  const senses = characters.flatMap((c) => c.readings.flatMap((r) => r.senses));
  console.log(`  文件 ${files.length} 个：${files.map((f) => f.name).join(' ')}`);
  console.log(
    `  字条 ${characters.length}（一级字 ${characters.filter((c) => levelOne.has(c.char)).length}/${LEVEL_ONE_COUNT}），读音 ${characters.reduce((n, c) => n + c.readings.length, 0)}，义项 ${senses.length}，例词 ${gates.wordLists.total}`,
  );
  const withOrigin = idioms.filter((i) => i.origin !== '');
  console.log(
    `  成语 ${idioms.length}/${topIdioms.length}，有出处 ${withOrigin.length}，有例句 ${idioms.filter((i) => i.example !== '').length}`,
  );
  const review = [...characters, ...idioms].filter((e) => e.review);
  console.log(`  标记待审 ${review.length}`);

  printGates(gates);

  heading(`还缺的一级字（${gates.missingLevelOne.length}）`);
  if (gates.missingLevelOne.length > 0) {
    console.log(`  位置：${positionRanges(gates.missingLevelOne.map((m) => m.position))}`);
    console.log(`  ${gates.missingLevelOne.map((m) => m.char).join('')}`);
  }

  heading(`标记待审的条目（${review.length}）`);
  for (const entry of review)
    console.log(`  ${entry.file}:${entry.line} ${'char' in entry ? entry.char : entry.idiom}`);

  heading('成语：还没有出处或例句的');
  const written = new Set(idioms.map((i) => i.idiom));
  const unwritten = topIdioms.filter((i) => !written.has(i.idiom));
  console.log(`  未写（${unwritten.length}）：名次 ${positionRanges(unwritten.map((i) => i.rank))}`);
  const noOrigin = idioms.filter((i) => i.origin === '');
  console.log(`  已写但出处空着（${noOrigin.length}）：${noOrigin.map((i) => i.idiom).join(' ')}`);
  const noExample = idioms.filter((i) => i.example === '');
  console.log(`  已写但没有例句（${noExample.length}）：${noExample.map((i) => i.idiom).join(' ')}`);

  printOurWriting(heading);

  heading(`随机抽查 ${SAMPLE_SIZE} 条（--seed=${seed}）`);
  const random = seededRandom(seed);
  for (const entry of sample([...characters, ...idioms], SAMPLE_SIZE, random)) {
    console.log(`\n  [${entry.file}:${entry.line}]${entry.review ? ' 待审' : ''}`);
    const text =
      'char' in entry
        ? `${entry.char}\n${formatBasicParaphrase(entry)}`
        : `${entry.idiom}\n出处：${entry.origin || '（空）'}\n例句：${entry.example}`;
    for (const line of text.split('\n')) console.log(`    ${line}`);
  }
}

main();
