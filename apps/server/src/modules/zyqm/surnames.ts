/**
 * The surnames of 百家姓 as the catalogue holds it (collection `baijiaxing`, one text). The text runs
 * in four-character groups: single surnames up to 万俟, then 复姓 two to a group — except these
 * groups of the second part, read as the standard editions punctuate them (reviewed for issue 16).
 */
const GROUPS_OF_SINGLES = new Set(['晋楚闫法', '汝鄢涂钦', '岳帅缑亢', '况后有琴', '商牟佘佴', '墨哈谯笪', '年爱阳佟']);
const MIXED_GROUPS: Readonly<Record<string, readonly string[]>> = {
  仉督子车: ['仉', '督', '子车'],
  呼延归海: ['呼延', '归', '海'],
  伯赏南宫: ['伯赏', '南宫'],
  第五言福: ['第五', '言', '福'],
};
const FIRST_COMPOUND = '万俟';
const CLOSING = '百家姓终';

/** Every surname of the text, single and compound. */
export function parseSurnames(text: string): Set<string> {
  const groups = text.split(/[，。\s]+/u).filter((g) => g !== '' && g !== CLOSING);
  const surnames = new Set<string>();
  let compounds = false;
  for (const group of groups) {
    if (group.startsWith(FIRST_COMPOUND)) compounds = true;
    const mixed = MIXED_GROUPS[group];
    if (mixed) for (const s of mixed) surnames.add(s);
    else if (!compounds || GROUPS_OF_SINGLES.has(group)) for (const c of group) surnames.add(c);
    else for (let i = 0; i + 1 < group.length; i += 2) surnames.add(group.slice(i, i + 2));
  }
  return surnames;
}

/**
 * Surnames read otherwise than their character's first reading (姓氏读音, checked in 现代汉语词典's
 * 姓 senses); every other surname takes its character's first reading.
 */
export const SURNAME_READINGS: Readonly<Record<string, string>> = {
  单: 'shàn',
  解: 'xiè',
  仇: 'qiú',
  区: 'ōu',
  朴: 'piáo',
  查: 'zhā',
  曾: 'zēng',
  盖: 'gě',
  缪: 'miào',
  乐: 'yuè',
  覃: 'qín',
  召: 'shào',
  秘: 'bì',
  燕: 'yān',
  种: 'chóng',
  尉: 'wèi',
  尉迟: 'yù chí',
  万俟: 'mò qí',
  单于: 'chán yú',
  长孙: 'zhǎng sūn',
  澹台: 'tán tái',
  令狐: 'líng hú',
  宰父: 'zǎi fǔ',
  亓官: 'qí guān',
  乐正: 'yuè zhèng',
  员: 'yùn',
  华: 'huà',
  任: 'rén',
  繁: 'pó',
  句: 'gōu',
  阚: 'kàn',
  柏: 'bǎi',
  薄: 'bó',
  纪: 'jǐ',
  宿: 'sù',
  隗: 'wěi',
  万: 'wàn',
  藏: 'zàng',
  洗: 'xiǎn',
  相: 'xiàng',
  谌: 'chén',
  折: 'shé',
  祭: 'zhài',
  翟: 'zhái',
  厍: 'shè',
  应: 'yīng',
  贲: 'bēn',
  郇: 'huán',
  蔺: 'lìn',
  沈: 'shěn',
  石: 'shí',
  卜: 'bǔ',
  那: 'nā',
};
