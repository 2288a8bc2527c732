import type { Database, NewCharacter } from '@yuwen/db';

/** A character row with the importer's defaults for every column the test does not name. */
export const character = (c: Partial<NewCharacter> & Pick<NewCharacter, 'id' | 'char'>): NewCharacter => ({
  level: 1,
  sort: c.id,
  simplified: '',
  traditional: '',
  readings: '[]',
  pinyin_plain: '',
  stroke_count: 0,
  has_strokes: 1,
  radical: '',
  structure: '',
  formation: '',
  basic_paraphrase: '',
  ...c,
});

/** 静夜思, the poem most route tests read. */
export const JING_YE_SI = {
  title: '静夜思',
  author: '李白',
  dynasty: '唐',
  content: '床前明月光，疑是地上霜。\n举头望明月，低头思故乡。',
};

/** A poem as the tests write it: notes and pinyin empty unless given. */
export interface PoemSeed {
  id: number;
  collection: string;
  sort: number;
  title: string;
  author: string;
  dynasty: string;
  content: string;
  notes?: string;
  pinyin?: string;
}

/** Inserts poem collections (sorted in the order given) and their poems. */
export async function seedPoems(
  database: Database,
  collections: { key: string; name: string }[],
  poems: PoemSeed[],
): Promise<void> {
  await database.db
    .insertInto('poem_collections')
    .values(collections.map((c, i) => ({ ...c, sort: i + 1, source: 'test' })))
    .execute();
  await database.db
    .insertInto('poems')
    .values(poems.map((p) => ({ notes: '', pinyin: '', ...p })))
    .execute();
}

/**
 * A small catalogue for route tests, in the importer's shapes: 学 (with its traditional form 學),
 * 一, 行 (two readings), 子 (学's radical), a few words, idioms, 歇后语, a poem and recordings
 * (xue2, yi1 and xing2 recorded; hang2 deliberately not, to show the empty address).
 */
export async function seedCatalogue(database: Database): Promise<void> {
  const { db } = database;
  await db
    .insertInto('characters')
    .values([
      character({
        id: 1,
        char: '一',
        readings: '["yī"]',
        pinyin_plain: 'yi',
        stroke_count: 1,
        radical: '一',
        structure: '单一结构',
      }),
      character({
        id: 52,
        char: '子',
        readings: '["zǐ","zi"]',
        pinyin_plain: 'zi',
        stroke_count: 3,
        radical: '子',
        structure: '单一结构',
      }),
      character({
        id: 434,
        char: '学',
        traditional: '學',
        readings: '["xué"]',
        pinyin_plain: 'xue',
        stroke_count: 8,
        radical: '子',
        structure: '上下结构',
        formation: '形声',
      }),
      character({
        id: 205,
        char: '行',
        readings: '["xíng","háng"]',
        pinyin_plain: 'xing hang',
        stroke_count: 6,
        radical: '彳',
        structure: '左右结构',
        formation: '会意',
      }),
      character({ id: 1033, char: '雪', readings: '["xuě"]', pinyin_plain: 'xue', stroke_count: 11, radical: '雨' }),
      character({
        id: 10001,
        char: '學',
        level: 0,
        simplified: '学',
        readings: '["xué"]',
        pinyin_plain: 'xue',
        stroke_count: 16,
        radical: '子',
      }),
    ])
    .execute();
  await db
    .insertInto('character_origins')
    .values([
      {
        char_id: 1,
        kind: 'oracle',
        svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M1 5h8"/></svg>',
      },
      {
        char_id: 1,
        kind: 'seal',
        svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M1 5h8"/></svg>',
      },
    ])
    .execute();
  const words = [
    {
      word: '学习',
      pinyin: 'xué xí',
      frequency: 9,
      explanation: '1.从阅读、听讲、研究、实践中获得知识或技能。',
      common: 1,
    },
    { word: '学校', pinyin: 'xué xiào', frequency: 8, explanation: '', common: 1 },
    { word: '银行', pinyin: 'yín háng', frequency: 7, explanation: '经营存款、贷款等业务的金融机构。', common: 1 },
    { word: '行走', pinyin: 'xíng zǒu', frequency: 5, explanation: '走。', common: 0 },
    { word: '一下', pinyin: 'yí xià', frequency: 6, explanation: '', common: 1 },
  ];
  for (const [i, w] of words.entries()) {
    const id = i + 1;
    await db
      .insertInto('words')
      .values({ id, ...w })
      .execute();
    await db
      .insertInto('word_chars')
      .values([...new Set(w.word)].map((char) => ({ char, word_id: id })))
      .execute();
  }
  // Ranks (pupil_rank) as the importer sets them: 学以致用 is in our pupil dictionary (1); 学而不厌 is more
  // frequent but only common (2, the default); 学富五车 is obscure (3) and 血流成河 unsuitable (4): search lists
  // them last and a character's examples never show them.
  const idioms = [
    {
      idiom: '学以致用',
      pinyin: 'xué yǐ zhì yòng',
      initials: 'xyzy',
      paraphrase: '为了实际应用而学习。',
      frequency: 5,
      pupil_rank: 1,
    },
    {
      idiom: '一心一意',
      pinyin: 'yì xīn yí yì',
      initials: 'yxyy',
      paraphrase: '只有一个心眼儿，没有别的考虑。',
      frequency: 9,
    },
    {
      idiom: '行云流水',
      pinyin: 'xíng yún liú shuǐ',
      initials: 'xyls',
      paraphrase: '比喻文章自然流畅。',
      frequency: 4,
    },
    {
      idiom: '学而不厌',
      pinyin: 'xué ér bú yàn',
      initials: 'xeby',
      paraphrase: '学习总不满足。',
      frequency: 8,
    },
    {
      idiom: '血流成河',
      pinyin: 'xuè liú chéng hé',
      initials: 'xlch',
      paraphrase: '形容被杀的人极多。',
      frequency: 9,
      pupil_rank: 4,
    },
    {
      idiom: '学富五车',
      pinyin: 'xué fù wǔ chē',
      initials: 'xfwc',
      paraphrase: '形容读书多，学问大。',
      frequency: 7,
      pupil_rank: 3,
    },
  ];
  for (const [i, w] of idioms.entries()) {
    const id = i + 1;
    await db
      .insertInto('idioms')
      .values({ id, origin: '', example: '', ...w })
      .execute();
    await db
      .insertInto('idiom_chars')
      .values([...new Set(w.idiom)].map((char) => ({ char, idiom_id: id })))
      .execute();
  }
  await db.insertInto('xiehouyu').values({ id: 1, riddle: '孔夫子搬家', answer: '净是书（输）' }).execute();
  // 静夜思 twice, as the catalogue holds it (the 唐诗三百首 copy differs only in a comma): search lists the first
  // collection's. 李白's 静夜思 in 小学必背古诗 is id 2, to tell it from the 唐诗三百首 copy.
  await seedPoems(
    database,
    [
      { key: 'bibei75', name: '小学必背古诗' },
      { key: 'tangshi300', name: '唐诗三百首' },
    ],
    [
      { id: 1, collection: 'tangshi300', sort: 1, ...JING_YE_SI, content: JING_YE_SI.content.replace('霜。', '霜，') },
      { id: 2, collection: 'bibei75', sort: 1, ...JING_YE_SI },
    ],
  );
  await db
    .insertInto('pronunciations')
    .values([
      { syllable: 'xue', tone: 2, file: 'xue2.mp3' },
      { syllable: 'yi', tone: 1, file: 'yi1.mp3' },
      { syllable: 'xing', tone: 2, file: 'xing2.mp3' },
    ])
    .execute();
}
