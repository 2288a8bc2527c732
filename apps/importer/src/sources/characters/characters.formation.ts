import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMPORTER_ROOT } from '../../package-data.js';

/** data/formation: the reviewed 六书 of every character 趣味识字 shows (README.md there says how). */
export const FORMATION_FOLDER = 'formation';

/** One reviewed row: the formation kept ('' = the sources disagree or cannot be checked) and what each source says. */
export interface FormationReview {
  char: string;
  formation: string;
  shuowen: string;
  lexicon: string;
  cnchar: string;
}

/** '—' in the file stands for "nothing" so that every column stays visible to a reviewer. */
const cell = (s: string | undefined) => (s === undefined || s === '—' ? '' : s.trim());

/** Parses formations.tsv (header line first, tab-separated). */
export function parseFormationReview(text: string): FormationReview[] {
  return text
    .split('\n')
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => {
      const [char, formation, shuowen, lexicon, cnchar] = line.split('\t');
      return {
        char: cell(char),
        formation: cell(formation),
        shuowen: cell(shuowen),
        lexicon: cell(lexicon),
        cnchar: cell(cnchar),
      };
    });
}

let review: Map<string, string> | undefined;

/** The reviewed formation by character, read once. */
export function formationReview(): ReadonlyMap<string, string> {
  review ??= new Map(
    parseFormationReview(readFileSync(join(IMPORTER_ROOT, 'data', FORMATION_FOLDER, 'formations.tsv'), 'utf8')).map(
      (r) => [r.char, r.formation],
    ),
  );
  return review;
}

/** The reviewed formation of a character on the list ('' when the review left it out), else cnchar-info's. */
export function reviewedFormation(char: string, cncharMethod: string): string {
  return formationReview().get(char) ?? cncharMethod;
}
