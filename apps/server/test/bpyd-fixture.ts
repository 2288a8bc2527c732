import { BooksRepository, type Database, ModuleRepository } from '@yuwen/db';
import { BPYD_MODULE_ID, MODULE_IDS } from '@yuwen/protocol';

/** Pinyin of a line: the readings given for its characters in order, '' for punctuation. */
function readLine(line: string, readings: string): string[] {
  const syllables = readings.split(' ');
  let next = 0;
  return [...line].map((char) => (/\p{Script=Han}/u.test(char) ? (syllables[next++] ?? '') : ''));
}

const chapter = (title: string, lines: [string, string][]) => ({
  title,
  text: lines.map(([line]) => line).join('\n'),
  pinyin: JSON.stringify(lines.map(([line, readings]) => readLine(line, readings))),
  chars: lines.reduce((n, [line]) => n + [...line].filter((c) => /\p{Script=Han}/u.test(c)).length, 0),
});

export const SANZIJING = [
  chapter('人之初', [
    ['人之初，性本善。', 'rén zhī chū xìng běn shàn'],
    ['性相近，习相远。', 'xìng xiāng jìn xí xiāng yuǎn'],
  ]),
  chapter('昔孟母', [['昔孟母，择邻处。', 'xī mèng mǔ zé lín chǔ']]),
];

export const STORY_LINE =
  '从前，宋国有个农夫在田里干活，田里有一截树桩。有一天，一只兔子撞在树桩上死了。农夫从此守株待兔，再也没有等到。';

/** The module pair, three categories and three small books as the importer makes them. */
export async function seedBpyd(database: Database): Promise<void> {
  await new ModuleRepository(database.db).upsert([
    { id: BPYD_MODULE_ID, pid: '0', key: 'bpyd', name: '部编阅读', sort: 1 },
    { id: MODULE_IDS.bpyd_library, pid: String(BPYD_MODULE_ID), key: 'library', name: '课外书库', sort: 1 },
  ]);
  const book = (key: string, category: string, title: string, kind: 'classic' | 'ours') => ({
    key,
    category,
    title,
    author: '',
    dynasty: '',
    kind,
    intro: `${title}的简介。`,
    grade_band: '1-3',
  });
  await new BooksRepository(database.db).replaceLibrary(
    MODULE_IDS.bpyd_library,
    [
      { key: 'classics', name: '蒙学经典' },
      { key: 'fables', name: '寓言故事' },
      { key: 'myths', name: '神话传说' },
    ],
    [
      { ...book('sanzijing', 'classics', '三字经', 'classic'), author: '王应麟', dynasty: '宋', chapters: SANZIJING },
      {
        ...book('yuyan', 'fables', '中国古代寓言', 'ours'),
        chapters: [{ title: '守株待兔', text: STORY_LINE, pinyin: '[]', chars: 50 }],
      },
      {
        ...book('shenhua', 'myths', '神话传说', 'ours'),
        chapters: [chapter('精卫填海', [['精卫衔石填东海。', 'jīng wèi xián shí tián dōng hǎi']])],
      },
    ],
  );
}
