/**
 * Reviewed radicals and structures of level-1 characters where cnchar-radical is wrong or silent.
 *
 * cnchar-radical is the only source naming both; hanzi-writer-data's `radStrokes` (which strokes
 * make the radical, from Make Me a Hanzi) is the second opinion on the radical. The two were
 * compared over the 3,500 level-1 characters: 83 differ in the radical's stroke count, nearly all
 * because Make Me a Hanzi follows the 康熙 radicals where cnchar follows today's dictionaries (干,
 * 个, 美 …) — those keep cnchar's. Entered here are only the cases a reviewer can settle by looking
 * at the character: a radical the character does not contain, a structure its shape contradicts, and
 * the 21 characters cnchar leaves without any entry (刀, 枪, 炸 … it seems to skip words of
 * violence). Characters whose structure is taught two ways (币, 死) stay without one.
 */

/** A reviewed radical and/or structure; `why` says what each source says and why we chose. */
export interface StructureFix {
  radical?: string;
  structure?: string;
  why: string;
}

export const STRUCTURE_FIXES: Readonly<Record<string, StructureFix>> = {
  彪: {
    structure: '左右结构',
    why: 'cnchar 半包围结构；虎在左、彡在右，两部分并排，没有包围，取左右结构（部首彡两源一致）',
  },
  悲: {
    radical: '心',
    why: 'cnchar 忄，hanzi-writer-data 为下方 4 笔；心在下方写作“心”不写作“忄”，取心',
  },
  禹: {
    radical: '禸',
    why: 'cnchar 忄（字中没有忄）；hanzi-writer-data 为末 5 笔禸，与康熙字典同，取禸',
  },
  离: {
    radical: '亠',
    why: 'cnchar 忄（字中没有忄）；hanzi-writer-data 为下方禸；今日字典归亠部（上部取部首），取亠',
  },
  // cnchar has no entry for these; hanzi-writer-data's radical strokes agree with each radical chosen.
  刀: { radical: '刀', structure: '独体结构', why: 'cnchar 无；本身是部首，独体' },
  叉: { radical: '又', structure: '独体结构', why: 'cnchar 无；又加一点，独体，归又部' },
  仇: { radical: '亻', structure: '左右结构', why: 'cnchar 无；亻加九' },
  币: { radical: '巾', why: 'cnchar 无；下部是巾；结构有独体、上下两说，不填' },
  死: { radical: '歹', why: 'cnchar 无；左上是歹；结构有左右、半包围两说，不填' },
  杀: { radical: '木', structure: '上下结构', why: 'cnchar 无；乂在上、木在下（同“条”“朵”归木部）' },
  枪: { radical: '木', structure: '左右结构', why: 'cnchar 无；木加仓' },
  刺: { radical: '刂', structure: '左右结构', why: 'cnchar 无；朿加刂' },
  毒: { radical: '毋', structure: '上下结构', why: 'cnchar 无；下部是毋（cnchar 给“毋”自成一部）' },
  钞: { radical: '钅', structure: '左右结构', why: 'cnchar 无；钅加少' },
  剑: { radical: '刂', structure: '左右结构', why: 'cnchar 无；佥加刂' },
  炸: { radical: '火', structure: '左右结构', why: 'cnchar 无；火加乍' },
  炮: { radical: '火', structure: '左右结构', why: 'cnchar 无；火加包' },
  淫: { radical: '氵', structure: '左右结构', why: 'cnchar 无；氵加㸒' },
  弹: { radical: '弓', structure: '左右结构', why: 'cnchar 无；弓加单' },
  棒: { radical: '木', structure: '左右结构', why: 'cnchar 无；木加奉' },
  棍: { radical: '木', structure: '左右结构', why: 'cnchar 无；木加昆' },
  硝: { radical: '石', structure: '左右结构', why: 'cnchar 无；石加肖' },
  赌: { radical: '贝', structure: '左右结构', why: 'cnchar 无；贝加者' },
  箭: { radical: '竹', structure: '上下结构', why: 'cnchar 无；竹字头加前（cnchar 把竹字头记作竹）' },
  爆: { radical: '火', structure: '左右结构', why: 'cnchar 无；火加暴' },
};

/** Pure: cnchar's radical and structure of `char` with the reviewed fixes applied. */
export function reviewedStructure(
  char: string,
  radical: string,
  structure: string,
): { radical: string; structure: string } {
  const fix = STRUCTURE_FIXES[char];
  return { radical: fix?.radical ?? radical, structure: fix?.structure ?? structure };
}
