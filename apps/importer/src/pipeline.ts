import { ContentImportRepository, type Database } from '@yuwen/db';
import type { ImportCounts, ImportSource } from './import-source.js';
import { consoleProgress } from './progress.js';

/** What happened to one source in a run. */
export interface SourceOutcome {
  name: string;
  status: 'imported' | 'skipped';
  counts: ImportCounts;
  /** What the source's data lacks (see Progress.gap); empty for a skipped source. */
  gaps: Record<string, string[]>;
  ms: number;
}

/** What content_imports.report holds: the counts and gaps of the last import of the source. */
interface StoredReport {
  counts: ImportCounts;
  gaps: Record<string, string[]>;
}

function readReport(json: string): StoredReport {
  const parsed = JSON.parse(json) as Partial<StoredReport>;
  return { counts: parsed.counts ?? {}, gaps: parsed.gaps ?? {} };
}

export interface RunOptions {
  /** Import even the sources whose version is already loaded. */
  force?: boolean;
  /** Where progress goes; tests pass a quiet stream. */
  out?: NodeJS.WriteStream;
}

/**
 * Runs the sources in order. Each source loads idempotently and is recorded with its version
 * only when it finishes, so an interrupted run resumes at the source it stopped in.
 */
export async function runImport(
  database: Database,
  sources: readonly ImportSource[],
  options: RunOptions = {},
): Promise<SourceOutcome[]> {
  const imports = new ContentImportRepository(database.db);
  const outcomes: SourceOutcome[] = [];
  for (const source of sources) {
    const started = performance.now();
    const progress = consoleProgress(source.title, options.out);
    const previous = await imports.find(source.name);
    if (previous?.version === source.version && !options.force) {
      progress.end('已是最新，跳过');
      outcomes.push({ name: source.name, status: 'skipped', ...readReport(previous.report), ms: 0 });
      continue;
    }
    const counts = await source.run(database, progress);
    const ms = Math.round(performance.now() - started);
    await imports.record({
      source: source.name,
      version: source.version,
      imported_at: Date.now(),
      report: JSON.stringify({ counts, gaps: progress.gaps } satisfies StoredReport),
    });
    progress.end(
      `${Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join('，')}（${ms} ms）`,
    );
    outcomes.push({ name: source.name, status: 'imported', counts, gaps: progress.gaps, ms });
  }
  return outcomes;
}
