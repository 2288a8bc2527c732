import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMPORTER_ROOT } from '../../package-data.js';
import type { VolumeFile } from '../textbook/textbook.parse.js';
import { TEXTBOOK_DIR } from '../textbook/textbook.source.js';
import type { RankingInputs } from './idiom-ranking.js';
import type { DictionaryFile } from './pupil-dictionary.parse.js';

/** Where the rank's inputs live besides the pupil dictionary (tests pass fixture paths). */
export interface RankingPaths {
  textbookDir: string;
  storiesFile: string;
  unsuitableFile: string;
}

export const RANKING_PATHS: RankingPaths = {
  textbookDir: TEXTBOOK_DIR,
  storiesFile: join(IMPORTER_ROOT, 'data/idiom-stories/stories.jsonl'),
  unsuitableFile: join(IMPORTER_ROOT, 'data/idiom-ranking/unsuitable.txt'),
};

const VOLUME_FILE = /^g[1-6][ab]\.json$/;

/** The rank's input files, named for the source's version hash (a change to any re-imports it). */
export function readRankingFiles(paths: RankingPaths): {
  volumes: DictionaryFile[];
  stories: string;
  unsuitable: string;
} {
  return {
    volumes: readdirSync(paths.textbookDir)
      .filter((name) => VOLUME_FILE.test(name))
      .sort()
      .map((name) => ({ name: `textbook/${name}`, text: readFileSync(join(paths.textbookDir, name), 'utf8') })),
    stories: readFileSync(paths.storiesFile, 'utf8'),
    unsuitable: readFileSync(paths.unsuitableFile, 'utf8'),
  };
}

/** The 词语表 words, lesson titles and classical-text titles of a volume: the idioms among them are ones pupils meet. */
export function textbookWords(volume: VolumeFile): string[] {
  return volume.units.flatMap((unit) =>
    unit.lessons.flatMap((lesson) => [
      lesson.title,
      ...(lesson.ciyu ?? []),
      ...(lesson.classics ?? []).map((c) => c.title),
    ]),
  );
}

/** The idioms of stories.jsonl (one JSON object a line), with their variants. */
export function storyIdioms(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      const { idiom, variants = [] } = JSON.parse(line) as { idiom: string; variants?: string[] };
      return [idiom, ...variants];
    });
}

/** The idioms of unsuitable.txt: one a line, blank lines and `#` comments skipped. */
export function unsuitableIdioms(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The rank's inputs other than the pupil dictionary, from the files read. */
export function rankingInputs(files: ReturnType<typeof readRankingFiles>): Omit<RankingInputs, 'dictionary'> {
  return {
    textbook: files.volumes.flatMap((file) => textbookWords(JSON.parse(file.text) as VolumeFile)),
    stories: storyIdioms(files.stories),
    unsuitable: unsuitableIdioms(files.unsuitable),
  };
}
