import type { Database } from '@yuwen/db';
import type { Progress } from './progress.js';

/** Counts a source reports when it finishes, e.g. `{ modules: 41 }`. */
export type ImportCounts = Record<string, number>;

/**
 * One content source of the pipeline: read (package files) → parse and normalise (pure) → load
 * (through @yuwen/db). `version` changes whenever its data or its code's output changes, which
 * makes the next run import it again; an unchanged version is skipped.
 */
export interface ImportSource {
  name: string;
  /** What the progress display calls it. */
  title: string;
  version: string;
  run(database: Database, progress: Progress): Promise<ImportCounts>;
}
