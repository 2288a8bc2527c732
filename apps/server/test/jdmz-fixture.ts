import { type Database, JdmzRepository, ModuleRepository } from '@yuwen/db';
import { JDMZ_MODULE_ID } from '@yuwen/protocol';

/**
 * Known idioms (an example sentence = the reviewed list) that chain in one loop, so every one has
 * a follower: 一心一意 → 意气风发 → … → 万众一心 → 心想事成.
 */
export const LOOP: [string, string][] = [
  ['一心一意', 'yī xīn yī yì'],
  ['意气风发', 'yì qì fēng fā'],
  ['发扬光大', 'fā yáng guāng dà'],
  ['大公无私', 'dà gōng wú sī'],
  ['私心杂念', 'sī xīn zá niàn'],
  ['念念不忘', 'niàn niàn bù wàng'],
  ['忘乎所以', 'wàng hū suǒ yǐ'],
  ['以一当十', 'yǐ yī dāng shí'],
  ['十全十美', 'shí quán shí měi'],
  ['美中不足', 'měi zhōng bù zú'],
  ['足智多谋', 'zú zhì duō móu'],
  ['谋事在人', 'móu shì zài rén'],
  ['人山人海', 'rén shān rén hǎi'],
  ['海阔天空', 'hǎi kuò tiān kōng'],
  ['空前绝后', 'kōng qián jué hòu'],
  ['后来居上', 'hòu lái jū shàng'],
  ['上下一心', 'shàng xià yī xīn'],
  ['心想事成', 'xīn xiǎng shì chéng'],
  ['成千上万', 'chéng qiān shàng wàn'],
  ['万众一心', 'wàn zhòng yī xīn'],
];

/** Real idioms pupils are not expected to know (rare, no example): fair answers, never the computer's. */
export const RARE: [string, string][] = [
  ['亦步亦趋', 'yì bù yì qū'],
  ['意马心猿', 'yì mǎ xīn yuán'],
];

export const STORY = {
  idiom: '守株待兔',
  sort: 1,
  pinyin: 'shǒu zhū dài tù',
  variants: '[]',
  work: '韩非子',
  chapter: '五蠹',
  author: '韩非',
  dynasty: '战国',
  original: '宋人有耕田者。',
  story: '从前，宋国有个农夫在田里干活。',
  meaning: '比喻不想努力，只盼着好运气自己送上门。',
  example: '光坐在岸边守株待兔可不行。',
  themes: '["fable"]',
  grade: 3,
};

/** The module, the idioms, one story and the categories as the importer makes them. */
export async function seedJdmz(database: Database): Promise<void> {
  await new ModuleRepository(database.db).upsert([
    { id: JDMZ_MODULE_ID, pid: '0', key: 'jdmz', name: '成语典故', sort: 1 },
  ]);
  const rows = [
    ...LOOP.map(([idiom, pinyin], i) => ({ idiom, pinyin, example: `${idiom}的例句。`, frequency: 1e-9 - i * 1e-11 })),
    ...RARE.map(([idiom, pinyin]) => ({ idiom, pinyin, example: '', frequency: 0 })),
    { idiom: '守株待兔', pinyin: 'shǒu zhū dài tù', example: '', frequency: 2e-11 },
  ];
  await database.db
    .insertInto('idioms')
    .values(
      rows.map((row) => ({
        ...row,
        initials: '',
        paraphrase: `${row.idiom}的意思，说给大家听。`,
        origin: row.idiom === '一心一意' ? '《三国志》' : '',
      })),
    )
    .execute();
  const repo = new JdmzRepository(database.db);
  await repo.replaceStories([STORY]);
  const entry = (idiom: string, pinyin: string) => ({ title: idiom, pinyin, note: `${idiom}的意思` });
  await repo.replaceCategories(JDMZ_MODULE_ID, [
    {
      key: 'stories',
      parent: '',
      kind: 'stories',
      name: '寓言与成语故事',
      entries: [entry(STORY.idiom, STORY.pinyin)],
    },
    { key: 'themes', parent: '', kind: 'group', name: '主题成语', entries: [] },
    {
      key: 'theme:numbers',
      parent: 'themes',
      kind: 'idioms',
      name: '数字成语',
      entries: LOOP.filter(([idiom]) => /[一十千万]/.test(idiom)).map(([idiom, pinyin]) => entry(idiom, pinyin)),
    },
    { key: 'xiehouyu', parent: '', kind: 'group', name: '歇后语', entries: [] },
    {
      key: 'xhy:things',
      parent: 'xiehouyu',
      kind: 'xiehouyu',
      name: '家里东西歇后语',
      entries: [{ title: '竹篮打水', pinyin: '', note: '一场空' }],
    },
    { key: 'video', parent: '', kind: 'video', name: '成语视频', entries: [] },
  ]);
}
