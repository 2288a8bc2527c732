/**
 * Pure cleaning of cnchar-data's scraped explanations (the chinese-xinhua 词典 text). The scrape
 * left artefacts: `◇` where a sense was extended, `↑` where a gloss was cut, opening quotes
 * dropped (`同画蛇添足”`), page references (`(988页)`), full-width variant commas, citations run
 * on after the cited work (`语出《韩非子》相传…`), examples separated only by `｜` or `ㄧ`, senses run
 * into one line, and one-sense entries numbered "1.".
 */

/** Sentence-ending punctuation after which an unmatched ” closes a whole quoted sentence. */
const SENTENCE_END = '。！？';
/** Where a quoted term starts at the latest when we scan back from its closing ”. */
const TERM_BOUNDARY = '。！？，；：、（(《》“ \t';
/** Words that introduce a quoted term: 同“…”, 见“…”, 用“…”比喻. */
const TERM_LEADS = ['亦作', '也作', '参见', '同', '即', '见', '用', '犹', '称', '叫', '与', '和', '如', '作'];

/** Restores the “ of every ” that has none, before the quoted term or sentence. */
export function restoreOpeningQuotes(text: string): string {
  const chars = [...text];
  let open = 0;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (ch === '“') open++;
    else if (ch === '”') {
      if (open > 0) {
        open--;
        continue;
      }
      const start = quoteStart(chars, i);
      chars.splice(start, 0, '“');
      i++;
    }
  }
  return chars.join('');
}

function quoteStart(chars: string[], close: number): number {
  const before = chars[close - 1] ?? '';
  let j = close - 1;
  if (SENTENCE_END.includes(before)) {
    // A quoted sentence: back to the title mark or colon that introduced it.
    while (j > 0 && !'》：:“'.includes(chars[j - 1] ?? '')) j--;
    return j;
  }
  while (j > 0 && !TERM_BOUNDARY.includes(chars[j - 1] ?? '')) j--;
  const segment = chars.slice(j, close).join('');
  const lead = TERM_LEADS.find((w) => segment.startsWith(w) && segment.length > w.length);
  return lead ? j + [...lead].length : j;
}

/** One sense: variant punctuation, ◇, ↑, page references, ｜ examples, stray spaces. */
function cleanSense(sense: string): string {
  return restoreOpeningQuotes(
    sense
      .replaceAll('﹑', '、')
      .replaceAll('﹐', '，')
      .replaceAll('﹔', '；')
      .replaceAll('﹕', '：')
      .replaceAll('∶', '：')
      .replace(/"([^"\n]*)"/g, '“$1”')
      .replace(/(?<=\p{Script=Han}|[，。”）]);/gu, '；')
      .replace(/[（(]\d+页[)）]/g, '')
      // ↑ marks where a gloss was cut; in chemical equations it is a real arrow (h2↑).
      .replace(/([a-z0-9])↑/gi, '$1')
      .replace(/([。，；：！？])?[◇↑]+/g, (_m, punct: string | undefined) => punct ?? '。')
      // Examples were separated by ｜ or, in some entries, by the bopomofo letter ㄧ.
      .replace(/\s*[｜ㄧ]\s*/g, '；')
      // "语出《韩非子》相传…": the colon after the cited work was lost, the citation runs on.
      .replace(/((?:语出|语本|出自)《[^》]+》)(?=[^\s，。；：、”）)卷第篇章])/g, '$1：')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** Sense numbers: "1." at the start of a sense (not "1.5" or "2h2o"). */
const SENSE_NUMBER = /^\s*(\d{1,2})[.．、](?!\d)\s*/;

/**
 * The senses of a raw explanation: one per line, but the scrape sometimes runs later senses
 * into one line (" 6.一门，一桩。 7.一次") or numbers them ①②③, so a " N." that continues the
 * numbering, or a circled number, also starts a sense.
 */
export function splitSenses(raw: string): string[] {
  const senses: string[] = [];
  let expected = 1;
  // Some entries number their senses ①②③ inside one line.
  const numbered = raw.replace(
    /\s*([\u2460-\u2473])/g,
    (_m, circled: string) => `\n${circled.charCodeAt(0) - 0x245f}.`,
  );
  for (const piece of numbered.split(/\n|\s+(?=\d{1,2}[.．、](?!\d))/)) {
    const number = SENSE_NUMBER.exec(piece);
    if (number && Number(number[1]) === expected) {
      senses.push(piece.replace(SENSE_NUMBER, ''));
      expected++;
    } else if (senses.length > 0 && !piece.includes('\n') && number) {
      senses[senses.length - 1] += ` ${piece.trim()}`;
    } else senses.push(piece);
  }
  return senses;
}

/**
 * A cleaned explanation of `headword`: senses on their own lines, numbered "1." "2." only when
 * there are several, '' for nothing. `～` stands for the headword in examples; a sense that only
 * refers to the headword itself (见“一目了然”, left by the scrape's variant forms) says nothing
 * and is dropped.
 */
export function cleanExplanation(raw: string | undefined, headword = ''): string {
  if (!raw) return '';
  const escaped = headword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const selfReference = headword ? new RegExp(`^(见|同|即)“${escaped}”。?$`) : undefined;
  const senses = splitSenses(headword ? raw.replace(/[～~]/g, headword) : raw)
    .map((s) => cleanSense(s))
    .filter((s) => s.length > 0 && !selfReference?.test(s));
  if (senses.length <= 1) return senses[0] ?? '';
  return senses.map((s, i) => `${i + 1}.${s}`).join('\n');
}
