import { createDatabase, databaseEnv, migrateToLatest } from '@yuwen/db';
import { runImport } from './pipeline.js';
import { allPoemsSource } from './sources/poems/poems.source.js';
import { SOURCES } from './sources.js';

/**
 * `npm run content:import [-- --force] [-- --only=<source>] [-- --all-poems]`: migrates the
 * database, then imports every source whose data changed since the last run, and prints a
 * closing report. `--all-poems` adds 全唐诗 and 全宋诗 (about 312,000 poems, several minutes).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const available = args.includes('--all-poems') ? [...SOURCES, allPoemsSource] : SOURCES;
  const sources = only ? available.filter((s) => s.name === only) : available;
  if (only && sources.length === 0)
    throw new Error(`no source named ${only}; sources: ${available.map((s) => s.name).join(', ')}`);

  const started = performance.now();
  const database = createDatabase(databaseEnv());
  try {
    await migrateToLatest(database);
    console.log(`内容导入（${database.engine}）`);
    const outcomes = await runImport(database, sources, { force });
    const imported = outcomes.filter((o) => o.status === 'imported').length;
    console.log(
      `完成：导入 ${imported} 项，跳过 ${outcomes.length - imported} 项，用时 ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`内容导入失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
