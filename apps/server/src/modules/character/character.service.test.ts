import type { CatalogueRepository, CharacterRow } from '@yuwen/db';
import { CODE, MESSAGE } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import type { MediaService } from '../media/media.service.js';
import { CHARACTER_CACHE_MS, CharacterService } from './character.service.js';

const XUE: CharacterRow = {
  id: 1273,
  char: '学',
  level: 1,
  sort: 1273,
  simplified: '',
  traditional: '學',
  traditional_forms: '[{"form":"學","words":[]}]',
  readings: '["xué"]',
  pinyin_plain: 'xue',
  stroke_count: 8,
  has_strokes: 1,
  radical: '子',
  structure: '上下结构',
  formation: '',
  basic_paraphrase: '',
};

function fakes(rows: CharacterRow[]) {
  const reads = { find: 0 };
  const catalogue = {
    findCharacter: async (char: string) => {
      reads.find++;
      return rows.find((r) => r.char === char);
    },
    findCharacterById: async (id: number) => rows.find((r) => r.id === id),
    listWordsOf: async () => [],
    listIdiomsOf: async () => [],
    hasOrigins: async () => false,
  } as unknown as CatalogueRepository;
  const media = {
    recordingFiles: async () => new Map([['xue2', 'xue2.mp3']]),
    hasStrokeData: async () => true,
  } as unknown as MediaService;
  return { catalogue, media, reads };
}

describe('CharacterService', () => {
  it('answers a repeated lookup from its cache until the cache period ends', async () => {
    const { catalogue, media, reads } = fakes([XUE]);
    let now = 0;
    const service = new CharacterService(catalogue, media, () => now);
    const first = await service.lookup({ char: '学' });
    expect(await service.lookup({ char: '学' })).toBe(first);
    expect(reads.find).toBe(1);
    now += CHARACTER_CACHE_MS;
    await service.lookup({ char: '学' });
    expect(reads.find).toBe(2);
  });

  it('does not keep a not-found answer: a character imported later is found', async () => {
    const rows: CharacterRow[] = [];
    const { catalogue, media } = fakes(rows);
    const service = new CharacterService(catalogue, media, () => 0);
    await expect(service.lookup({ char: '学' })).rejects.toMatchObject({
      code: CODE.notFound,
      message: MESSAGE.characterNotFound,
    });
    rows.push(XUE);
    expect((await service.lookup({ char: '学' })).id).toBe(1273);
  });

  it('refuses more than one character without asking the database', async () => {
    const { catalogue, media, reads } = fakes([XUE]);
    const service = new CharacterService(catalogue, media);
    await expect(service.lookup({ char: '学习' })).rejects.toMatchObject({ code: CODE.notFound });
    expect(reads.find).toBe(0);
  });
});
