import { describe, expect, it } from 'vitest';
import { loadCnchar, readCharacterFacts, readTogscc } from '../src/sources/characters/characters.read.js';
import { reviewedStructure, STRUCTURE_FIXES } from '../src/sources/characters/characters.structure.js';

describe('reviewed radicals and structures', () => {
  it('replaces only what an entry names', () => {
    expect(reviewedStructure('彪', '彡', '半包围结构')).toEqual({ radical: '彡', structure: '左右结构' });
    expect(reviewedStructure('悲', '忄', '上下结构')).toEqual({ radical: '心', structure: '上下结构' });
    expect(reviewedStructure('学', '子', '上下结构')).toEqual({ radical: '子', structure: '上下结构' });
  });

  it('serves 彪 as 左右结构 and fills the characters cnchar leaves empty', () => {
    expect(readCharacterFacts('彪')).toMatchObject({ radical: '彡', structure: '左右结构' });
    expect(readCharacterFacts('刀')).toMatchObject({ radical: '刀', structure: '独体结构' });
    expect(readCharacterFacts('箭')).toMatchObject({ radical: '竹', structure: '上下结构' });
  });

  it('holds level-1 characters only, each changing what cnchar says and saying why', () => {
    const level1 = new Set(
      readTogscc()
        .slice(0, 3500)
        .map((entry) => entry.char),
    );
    const cnchar = loadCnchar();
    for (const [char, fix] of Object.entries(STRUCTURE_FIXES)) {
      expect(level1.has(char), char).toBe(true);
      expect(fix.why.length, char).toBeGreaterThan(4);
      const said = cnchar.radical(char)[0];
      const changes =
        (fix.radical !== undefined && fix.radical !== said?.radical) ||
        (fix.structure !== undefined && fix.structure !== said?.struct);
      expect(changes, char).toBe(true);
    }
  });

  it('leaves no level-1 character without a radical', () => {
    const cnchar = loadCnchar();
    const missing = readTogscc()
      .slice(0, 3500)
      .filter(({ char }) => !reviewedStructure(char, cnchar.radical(char)[0]?.radical ?? '', '').radical);
    expect(missing.map((entry) => entry.char)).toEqual([]);
  });
});
