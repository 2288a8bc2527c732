/**
 * Pure readers of chinese-poetry's file shapes. They return the text as the file has it
 * (traditional or simplified); poems.normalize.ts converts and corrects.
 */
export interface RawPoem {
  title: string;
  author: string;
  dynasty: string;
  lines: string[];
  notes: string;
}

interface MengxuePoem {
  chapter: string;
  subchapter?: string | null;
  author?: string;
  /** Lines, or for a group (秋兴八首) its parts: {subchapter: 其一, paragraphs}. */
  paragraphs: (string | { subchapter: string; paragraphs: string[] })[];
}

interface MengxueSection {
  type?: string;
  title?: string;
  chapter?: string;
  paragraphs?: string[];
  content?: (MengxuePoem | MengxueSection)[];
}

interface MengxueBook {
  title: string;
  author?: string;
  tags?: string;
  paragraphs?: string[];
  content?: MengxueSection[];
}

/** "（唐）孟浩然" → 唐, 孟浩然; "李白" → '', 李白. */
export function splitDynastyAuthor(author: string): { dynasty: string; author: string } {
  const match = /^[（(]([^）)]+)[）)]\s*(.*)$/.exec(author.trim());
  return match ? { dynasty: match[1] ?? '', author: (match[2] ?? '').trim() } : { dynasty: '', author: author.trim() };
}

/**
 * mengxue anthologies (唐诗三百首, 千家诗): sections by form (五言绝句 …) holding poems. The
 * form goes to notes; a different subchapter (another title of the poem) too. A group of poems
 * (秋兴八首) becomes one poem per part, titled 秋兴八首·其一 ….
 */
export function parseMengxueAnthology(book: MengxueBook, dynasty: string): RawPoem[] {
  return (book.content ?? []).flatMap((section) =>
    (section.content ?? []).flatMap((item) => {
      const poem = item as MengxuePoem;
      const who = splitDynastyAuthor(poem.author ?? '');
      const base = { author: who.author, dynasty: who.dynasty || dynasty };
      const lines = poem.paragraphs.filter((l): l is string => typeof l === 'string');
      const parts = poem.paragraphs.filter((l) => typeof l !== 'string');
      const alsoTitled = poem.subchapter && poem.subchapter !== poem.chapter ? `又题：${poem.subchapter}` : '';
      const notes = [section.type ?? '', alsoTitled].filter(Boolean).join('\n');
      return [
        ...(lines.length ? [{ ...base, title: poem.chapter, lines, notes }] : []),
        ...parts.map((part) => ({
          ...base,
          title: `${poem.chapter}·${part.subchapter}`,
          lines: part.paragraphs,
          notes: section.type ?? '',
        })),
      ];
    }),
  );
}

/** A mengxue book as one text (三字经, 千字文, 百家姓): its paragraphs are the lines. */
export function parseMengxueWhole(book: MengxueBook, dynasty = ''): RawPoem[] {
  return [{ title: book.title, author: book.author ?? '', dynasty, lines: book.paragraphs ?? [], notes: '' }];
}

/**
 * A mengxue book in chapters (弟子规, 增广贤文, 声律启蒙 in volumes): one text per chapter,
 * titled by the chapter; a volume title goes to notes.
 */
export function parseMengxueChapters(book: MengxueBook): RawPoem[] {
  const chapters = (section: MengxueSection, volume: string): RawPoem[] =>
    section.paragraphs
      ? [
          {
            title: section.chapter ?? '',
            author: book.author ?? '',
            dynasty: '',
            lines: section.paragraphs,
            notes: volume,
          },
        ]
      : (section.content ?? []).flatMap((s) => chapters(s as MengxueSection, section.title ?? volume));
  return (book.content ?? []).flatMap((s) => chapters(s, ''));
}

/** songci/宋词三百首.json: {author, paragraphs, rhythmic}; the 词牌 is the title. */
export function parseSongci(items: { author: string; paragraphs: string[]; rhythmic: string }[]): RawPoem[] {
  return items.map((ci) => ({ title: ci.rhythmic, author: ci.author, dynasty: '宋', lines: ci.paragraphs, notes: '' }));
}

/** shijing/shijing.json: {title, chapter, section, content}; "国风·周南" goes to notes. */
export function parseShijing(
  items: { title: string; chapter: string; section: string; content: string[] }[],
): RawPoem[] {
  return items.map((p) => ({
    title: p.title,
    author: '',
    dynasty: '先秦',
    lines: p.content,
    notes: [p.chapter, p.section].filter((s) => s && s !== p.chapter).join('·') || p.chapter,
  }));
}

/** chuci/chuci.json: {title, section, author, content}; the section (九歌 …) goes to notes. */
export function parseChuci(items: { title: string; section: string; author: string; content: string[] }[]): RawPoem[] {
  return items.map((p) => ({
    title: p.title,
    author: p.author,
    dynasty: '先秦',
    lines: p.content,
    notes: p.section !== p.title ? p.section : '',
  }));
}

/** lunyu/lunyu.json: one text per 篇. */
export function parseLunyu(items: { chapter: string; paragraphs: string[] }[]): RawPoem[] {
  return items.map((p) => ({ title: p.chapter, author: '', dynasty: '', lines: p.paragraphs, notes: '' }));
}

/** 宫调 names that open a 小令's title in yuanqu.json ("越调・天净沙秋思"). */
const GONGDIAO = /^(正宫|中吕|南吕|仙吕|黄钟|大石调|双调|商调|越调|般涉调|小石调|商角调)・/;

/** The 元曲 selection: authors whose 小令 are taught (元曲四大家 and the best-known 散曲 writers). */
export const YUANQU_AUTHORS = [
  '关汉卿',
  '马致远',
  '白朴',
  '郑光祖',
  '张养浩',
  '张可久',
  '乔吉',
  '卢挚',
  '贯云石',
  '睢景臣',
];
/** Longer entries in yuanqu.json are 套数 or several songs run together. */
export const YUANQU_MAX_LINES = 6;

/**
 * yuanqu/yuanqu.json, the selection: 小令 (a title opening with a 宫调) of YUANQU_AUTHORS with
 * at most YUANQU_MAX_LINES lines.
 */
export function parseYuanquSelection(items: { author: string; paragraphs: string[]; title: string }[]): RawPoem[] {
  return items
    .filter(
      (p) =>
        YUANQU_AUTHORS.includes(p.author) &&
        GONGDIAO.test(p.title) &&
        p.paragraphs.length > 0 &&
        p.paragraphs.length <= YUANQU_MAX_LINES,
    )
    .map((p) => ({
      title: p.title,
      author: p.author,
      dynasty: '元',
      lines: p.paragraphs,
      notes: '',
    }));
}

/** quantangshi/poet.*.json (全唐诗, 全宋诗): {author, paragraphs, title}. */
export function parseQuantangshi(items: { author: string; paragraphs: string[]; title: string }[], dynasty: string) {
  return items.map((p) => ({ title: p.title, author: p.author, dynasty, lines: p.paragraphs, notes: '' }));
}

/** A poet biography: quantangshi authors {name, desc} or songci author.song {name, description}. */
export function parsePoets(
  items: { name: string; desc?: string; description?: string }[],
  dynasty: string,
): { name: string; dynasty: string; biography: string }[] {
  return items.map((p) => ({ name: p.name.trim(), dynasty, biography: (p.desc ?? p.description ?? '').trim() }));
}
