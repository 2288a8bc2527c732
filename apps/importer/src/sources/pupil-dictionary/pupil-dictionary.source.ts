import { PupilDictionaryRepository } from '@yuwen/db';
import type { ImportSource } from '../../import-source.js';
import { sourceVersion } from '../../package-data.js';
import { RANKING_PATHS, type RankingPaths, rankingInputs, readRankingFiles } from './idiom-ranking.files.js';
import { COMMON_IDIOM_COUNT, namedIdiomRanks } from './idiom-ranking.js';
import { DICTIONARY_DIR, dictionaryVersion, readDictionaryFiles } from './pupil-dictionary.files.js';
import { formatBasicParaphrase } from './pupil-dictionary.format.js';
import { type DictionaryFile, parseDictionary } from './pupil-dictionary.parse.js';

export interface PupilDictionaryOptions {
  /** The data folder (tests pass a fixture folder). */
  dir?: string;
  /** The idiom rank's other inputs: the textbook, the idiom stories and the unsuitable list. */
  ranking?: RankingPaths;
  /** The sources that make the rows this one fills in: a new version of any of them re-imports this one too. */
  fills?: () => readonly ImportSource[];
}

/**
 * The project's own pupil dictionary (issue 7): writes 基本释义 into characters.basic_paraphrase,
 * 出处/例句 into idioms.origin/example, and ranks every idiom for pupils (idioms.pupil_rank, issue 20;
 * data/idiom-ranking/README.md). It runs after the package sources, whose rows it fills in; an entry
 * whose row does not exist is reported as a gap, not an error.
 */
export function createPupilDictionarySource({
  dir = DICTIONARY_DIR,
  ranking = RANKING_PATHS,
  fills = () => [],
}: PupilDictionaryOptions = {}): ImportSource {
  let files: DictionaryFile[] | undefined;
  const dataFiles = () => {
    files ??= readDictionaryFiles(dir);
    return files;
  };
  let rankingFiles: ReturnType<typeof readRankingFiles> | undefined;
  const rankFiles = () => {
    rankingFiles ??= readRankingFiles(ranking);
    return rankingFiles;
  };
  let version: string | undefined;
  const source: ImportSource = {
    name: 'pupil-dictionary',
    title: '小学生字典（基本释义、成语出处与例句）',
    // The files' contents, this source's code and the versions of the sources it fills in: a change to any
    // re-imports it (a re-made row would otherwise stay empty until the dictionary itself changed).
    get version() {
      if (version === undefined) {
        const upstream = fills()
          .filter((other) => other !== source)
          .map((other) => `${other.name}@${other.version}`);
        const { volumes, stories, unsuitable } = rankFiles();
        const inputs = [
          ...dataFiles(),
          ...volumes,
          { name: 'idiom-stories/stories.jsonl', text: stories },
          { name: 'idiom-ranking/unsuitable.txt', text: unsuitable },
        ];
        version = dictionaryVersion(inputs, [sourceVersion('pupil-dictionary', []), ...upstream].join('\n'));
      }
      return version;
    },
    async run(database, progress) {
      const dictionary = parseDictionary(dataFiles());
      const paraphrases = dictionary.characters.map((entry) => ({
        char: entry.char,
        text: formatBasicParaphrase(entry),
      }));
      const notes = dictionary.idioms.map(({ idiom, origin, example, review }) => ({ idiom, origin, example, review }));
      const total = paraphrases.length + notes.length;
      const ranking = rankingInputs(rankFiles());
      const ranks = namedIdiomRanks({ dictionary: dictionary.idioms, ...ranking });
      const { charsWithoutRow, idiomsWithoutRow, rankedWithoutRow } = await PupilDictionaryRepository.inTransaction(
        database.db,
        async (repo) => {
          const charsWithoutRow = await repo.replaceParaphrases(paraphrases);
          progress.update(paraphrases.length, total);
          const idiomsWithoutRow = await repo.replaceIdiomNotes(notes);
          const rankedWithoutRow = await repo.replaceIdiomRanks(COMMON_IDIOM_COUNT, ranks);
          return { charsWithoutRow, idiomsWithoutRow, rankedWithoutRow };
        },
      );
      progress.update(total, total);
      const gaps: [string, string[]][] = [
        ['字条没有对应的字', charsWithoutRow],
        ['成语条没有对应的成语', idiomsWithoutRow],
        // Textbook words that are no idioms match no row by design; an unsuitable one that does not is a typo.
        ['不适合的成语没有对应的成语', rankedWithoutRow.filter((idiom) => ranking.unsuitable.includes(idiom))],
        ['格式有误、未导入的行', dictionary.problems.map((p) => `${p.file}:${p.line}`)],
      ];
      for (const [what, items] of gaps) if (items.length > 0) progress.gap(what, items);
      const unmatchedIdioms = new Set(idiomsWithoutRow);
      return {
        characters: paraphrases.length - charsWithoutRow.length,
        idioms: notes.length - idiomsWithoutRow.length,
        origins: notes.filter((note) => note.origin !== '' && !unmatchedIdioms.has(note.idiom)).length,
      };
    },
  };
  return source;
}
