/**
 * Reviewed corrections of the word data (cnchar-data's explanations, pinyin-pro's readings of
 * common words the word lists lack). These are what 详细释义 and the word page show.
 *
 * Found by review and by scanning the whole list: every word with 只 was read (12 read zhī
 * rightly — 船只, 只身, 形单影只 …; the four below mean "only" and read zhǐ, all from pinyin-pro,
 * which reads 只 alone as zhī); every explanation of a common word holding a character outside the
 * 通用规范汉字表 was read (the scrape's 丨 between examples and the variant 晩, both repaired for
 * every word below; the rest are old forms quoted on purpose, 亦作“事寔”). Garbled passages found
 * by reading (皇史训龋, 桅了) are rewritten whole.
 */

/** Characters the scrape got wrong everywhere: 丨 (a stroke) stood between examples, 晩 for 晚. */
const SCRAPE_CHARACTERS: readonly [string, string][] = [
  ['丨', '｜'],
  ['晩', '晚'],
];

/** Pure: a raw explanation with the scrape's wrong characters repaired (｜ is the cleaner's separator). */
export function repairScrape(raw: string | undefined): string | undefined {
  return raw && SCRAPE_CHARACTERS.reduce((text, [wrong, right]) => text.replaceAll(wrong, right), raw);
}

/** A reviewed reading and/or explanation (written by us, in the cleaned form: senses "1." "2."). */
export interface WordFix {
  pinyin?: string;
  explanation?: string;
  why: string;
}

export const WORD_FIXES: Readonly<Record<string, WordFix>> = {
  不只: {
    pinyin: 'bù zhǐ',
    explanation: '不仅，不止。',
    why: '只是“仅”的意思，读 zhǐ；原释义“不是单一的”不通',
  },
  只限于: { pinyin: 'zhǐ xiàn yú', why: '只是“仅”的意思，读 zhǐ' },
  只需: { pinyin: 'zhǐ xū', why: '只是“仅”的意思，读 zhǐ' },
  只占: { pinyin: 'zhǐ zhàn', why: '只是“仅”的意思，读 zhǐ' },
  分为: {
    explanation: '把一个整体分成几个部分。',
    why: '原释义“判断；断定”不是这个词今天的意思',
  },
  为何: {
    explanation: '为什么。',
    why: '原释义“是什么”不对；为何读 wèi hé，问原因',
  },
  作为: {
    explanation:
      '1.人的行为，所做的事。\n2.做出的成绩：大有作为。\n3.当作：把读书作为乐趣。\n4.就人的某种身份来说：作为学生，要按时完成作业。',
    why: '原文“桅了”是乱码，例句又和释义连在一起，重写',
  },
  档案馆: {
    explanation: '收集、保管档案，并供人查阅的机构。明清两代皇家保存档案的地方叫皇史宬。',
    why: '原文“皇史训龋”是“皇史宬”的乱码，重写',
  },
};

/** Pure: the reading and cleaned explanation of `word` with its reviewed fix applied. */
export function fixedWord(word: string, pinyin: string, explanation: string): { pinyin: string; explanation: string } {
  const fix = WORD_FIXES[word];
  return { pinyin: fix?.pinyin ?? pinyin, explanation: fix?.explanation ?? explanation };
}
