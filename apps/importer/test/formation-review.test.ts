import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORTER_ROOT, readPackageText } from '../src/package-data.js';
import {
  FORMATION_FOLDER,
  parseFormationReview,
  reviewedFormation,
} from '../src/sources/characters/characters.formation.js';
import { readCharacterFacts, readTogscc } from '../src/sources/characters/characters.read.js';
import { parseEtymologyImages } from '../src/sources/origins/origins.parse.js';

const rows = parseFormationReview(
  readFileSync(join(IMPORTER_ROOT, 'data', FORMATION_FOLDER, 'formations.tsv'), 'utf8'),
);
const SHOWN = ['象形', '指事', '会意', '形声'];

describe('the reviewed formations of 趣味识字', () => {
  it('has a row for every character the page can show: the table characters with an ancient form', () => {
    const table = new Set(readTogscc().map((entry) => entry.char));
    const withForms = new Set(
      parseEtymologyImages(readPackageText('chinese-lexicon', 'etymology', 'etymologyImages.js'))
        .map((image) => image.char)
        .filter((char) => table.has(char)),
    );
    const reviewed = new Set(rows.map((r) => r.char));
    expect([...withForms].filter((char) => !reviewed.has(char))).toEqual([]);
    expect(rows.length).toBe(reviewed.size);
  });

  it('shows a formation only where two sources agree on it', () => {
    for (const r of rows) {
      if (!r.formation) continue;
      expect(SHOWN, r.char).toContain(r.formation);
      const agree = r.shuowen
        ? r.shuowen === r.formation && r.lexicon === r.formation
        : r.lexicon === r.formation && r.cnchar === r.formation;
      expect(agree, `${r.char}: ${r.formation} / 说文 ${r.shuowen} / lexicon ${r.lexicon} / cnchar ${r.cnchar}`).toBe(
        true,
      );
    }
  });

  it('never shows the numerals as 会意 and leaves the disputed ones without a formation', () => {
    for (const char of ['七', '五', '六', '八']) {
      expect(reviewedFormation(char, '会意'), char).toBe('');
      expect(readCharacterFacts(char).formation, char).toBe('');
    }
    expect(readCharacterFacts('上').formation).toBe('指事');
    expect(readCharacterFacts('山').formation).toBe('象形');
  });

  it('keeps cnchar-info for characters the page does not show', () => {
    expect(reviewedFormation('休', '会意')).toBe('会意');
    expect(readCharacterFacts('河').formation).toBe('形声');
  });
});
