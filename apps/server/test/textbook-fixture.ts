import type { Database } from '@yuwen/db';
import { ModuleRepository, TextbookImportRepository, type TextbookVolumeImport } from '@yuwen/db';
import { TBJX_MODULE_ID } from '@yuwen/protocol';
import { character, seedPoems } from './catalogue-fixture.js';

// A small textbook for the 同步教学 and 部编词语 tests: 24 characters of 一年级上册 with readings
// and stroke counts, 静夜思 as poem 1, and one volume of one unit (volume()).
const CHARS = '天地人你我他一二三上下口耳目手足站坐日月山川水火'.split('');
const READINGS: Record<string, string> = {
  天: 'tiān',
  地: 'dì',
  人: 'rén',
  你: 'nǐ',
  我: 'wǒ',
  他: 'tā',
  一: 'yī',
  二: 'èr',
  三: 'sān',
  上: 'shàng',
  下: 'xià',
  口: 'kǒu',
  耳: 'ěr',
  目: 'mù',
  手: 'shǒu',
  足: 'zú',
  站: 'zhàn',
  坐: 'zuò',
  日: 'rì',
  月: 'yuè',
  山: 'shān',
  川: 'chuān',
  水: 'shuǐ',
  火: 'huǒ',
};

/** 一年级上册 in brief: one unit of two lessons and a classical one, with a 日积月累 poem. */
export function volume(extraLesson = true): TextbookVolumeImport {
  const lesson = (n: string, title: string, kind: string, shizi: string, xiezi: string, classics = '[]') => ({
    key: `g1a/u1/${n}`,
    number: n,
    title,
    kind,
    shizi,
    xiezi,
    shizi_review: '',
    words: '[]',
    classics,
    sort: 0,
  });
  return {
    name: '一年级上册',
    volume: {
      key: 'g1a',
      grade: 1,
      term: '上册',
      edition: '2024年修订版',
      status: 'complete',
      shizi_total: 13,
      xiezi_total: 7,
    },
    units: [
      {
        unit: {
          key: 'g1a/u1',
          title: '第一单元',
          section: '识字',
          sort: 1,
          rijileiji: JSON.stringify([{ group: '古诗', items: [{ text: '静夜思（唐·李白）', poem_id: 1 }] }]),
        },
        lessons: [
          lesson('1', '天地人', '识字', '天地人你我他', ''),
          lesson('2', '金木水火土', '识字', '一二三上下', '一二三上'),
          ...(extraLesson
            ? [
                lesson(
                  '3',
                  '静夜思',
                  '古诗',
                  '口耳目手足',
                  '口耳目',
                  JSON.stringify([{ title: '静夜思', author: '李白', dynasty: '唐', poem_id: 1 }]),
                ),
              ]
            : []),
        ],
      },
    ],
  };
}

/** The tbjx module, the characters, 静夜思 and the volume. */
export async function seedTextbook(database: Database): Promise<void> {
  const { db } = database;
  await new ModuleRepository(db).upsert([{ id: TBJX_MODULE_ID, pid: '0', key: 'tbjx', name: '同步教学', sort: 1 }]);
  await db
    .insertInto('characters')
    .values(
      CHARS.map((char, i) =>
        character({ id: i + 1, char, readings: JSON.stringify([READINGS[char]]), stroke_count: (i % 9) + 1 }),
      ),
    )
    .execute();
  await seedPoems(
    database,
    [{ key: 'bibei', name: '必背' }],
    [{ id: 1, collection: 'bibei', sort: 1, title: '静夜思', author: '李白', dynasty: '唐', content: '床前明月光' }],
  );
  await new TextbookImportRepository(db).replaceAll(TBJX_MODULE_ID, [volume()]);
}
