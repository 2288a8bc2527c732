// The pinyin system as primary school teaches it (汉语拼音方案): initials with the syllable each is
// read by (呼读音), finals in their teaching groups, the whole syllables, and the chart's columns.
// Letters follow the recordings' spelling: ü is written v in syllables.

/** Initials with the syllable and tone a teacher reads them by (b → bō). */
export const INITIAL_READINGS: readonly (readonly [label: string, syllable: string, tone: number])[] = [
  ['b', 'bo', 1],
  ['p', 'po', 1],
  ['m', 'mo', 1],
  ['f', 'fo', 1],
  ['d', 'de', 1],
  ['t', 'te', 1],
  ['n', 'ne', 1],
  ['l', 'le', 1],
  ['g', 'ge', 1],
  ['k', 'ke', 1],
  ['h', 'he', 1],
  ['j', 'ji', 1],
  ['q', 'qi', 1],
  ['x', 'xi', 1],
  ['zh', 'zhi', 1],
  ['ch', 'chi', 1],
  ['sh', 'shi', 1],
  ['r', 'ri', 4],
  ['z', 'zi', 1],
  ['c', 'ci', 1],
  ['s', 'si', 1],
  ['y', 'yi', 1],
  ['w', 'wu', 1],
];

/**
 * Finals with the syllable that sounds them on their own (i is read as yi, ui as wei …);
 * '' when the final never stands alone (ong), so there is nothing to play.
 */
export const SIMPLE_FINALS: readonly (readonly [label: string, syllable: string])[] = [
  ['a', 'a'],
  ['o', 'o'],
  ['e', 'e'],
  ['i', 'yi'],
  ['u', 'wu'],
  ['ü', 'yu'],
];

export const COMPOUND_FINALS: readonly (readonly [label: string, syllable: string])[] = [
  ['ai', 'ai'],
  ['ei', 'ei'],
  ['ui', 'wei'],
  ['ao', 'ao'],
  ['ou', 'ou'],
  ['iu', 'you'],
  ['ie', 'ye'],
  ['üe', 'yue'],
  ['er', 'er'],
];

export const NASAL_FINALS: readonly (readonly [label: string, syllable: string])[] = [
  ['an', 'an'],
  ['en', 'en'],
  ['in', 'yin'],
  ['un', 'wen'],
  ['ün', 'yun'],
  ['ang', 'ang'],
  ['eng', 'eng'],
  ['ing', 'ying'],
  ['ong', ''],
];

/** 整体认读音节: read as a whole, never spelled out. */
export const WHOLE_SYLLABLES: readonly string[] = [
  'zhi',
  'chi',
  'shi',
  'ri',
  'zi',
  'ci',
  'si',
  'yi',
  'wu',
  'yu',
  'ye',
  'yue',
  'yuan',
  'yin',
  'yun',
  'ying',
];

/** The tones, shown on ma (妈 麻 马 骂 吗). */
export const TONE_SYLLABLE = 'ma';
export const TONE_NAMES: readonly string[] = ['第一声 阴平', '第二声 阳平', '第三声 上声', '第四声 去声', '轻声'];

/** The chart's initials in teaching order; '' is the row of syllables without an initial. */
export const CHART_INITIALS: readonly string[] = [
  '',
  ...INITIAL_READINGS.map(([label]) => label).filter((label) => label !== 'y' && label !== 'w'),
];

/** The chart's columns: the finals in the table's order (-i is the final of zhi chi shi ri zi ci si). */
export const CHART_FINALS: readonly string[] = [
  'a',
  'o',
  'e',
  '-i',
  'er',
  'ai',
  'ei',
  'ao',
  'ou',
  'an',
  'en',
  'ang',
  'eng',
  'ong',
  'i',
  'ia',
  'iao',
  'ie',
  'iu',
  'ian',
  'in',
  'iang',
  'ing',
  'iong',
  'u',
  'ua',
  'uo',
  'uai',
  'ui',
  'uan',
  'un',
  'uang',
  'ueng',
  'ü',
  'üe',
  'üan',
  'ün',
];

// Syllables without an initial are written with y/w; their finals as the chart names them.
const ZERO_INITIAL_FINALS: Readonly<Record<string, string>> = {
  yi: 'i',
  ya: 'ia',
  ye: 'ie',
  yao: 'iao',
  you: 'iu',
  yan: 'ian',
  yin: 'in',
  yang: 'iang',
  ying: 'ing',
  yong: 'iong',
  wu: 'u',
  wa: 'ua',
  wo: 'uo',
  wai: 'uai',
  wei: 'ui',
  wan: 'uan',
  wen: 'un',
  wang: 'uang',
  weng: 'ueng',
  yu: 'ü',
  yue: 'üe',
  yuan: 'üan',
  yun: 'ün',
};

const SPELLED_INITIALS = [
  'zh',
  'ch',
  'sh',
  'b',
  'p',
  'm',
  'f',
  'd',
  't',
  'n',
  'l',
  'g',
  'k',
  'h',
  'j',
  'q',
  'x',
  'r',
  'z',
  'c',
  's',
];
const FINAL_SET = new Set(CHART_FINALS);

/**
 * Where a toneless syllable (ü written v) sits in the chart: `xue` → x + üe, `zhi` → zh + -i,
 * `wei` → '' + ui. Undefined for readings outside the chart (m, ng, hm …).
 */
export function chartPlace(syllable: string): { initial: string; final: string } | undefined {
  const initial = SPELLED_INITIALS.find((i) => syllable.startsWith(i) && syllable.length > i.length) ?? '';
  let final = syllable.slice(initial.length);
  if (initial === '') final = ZERO_INITIAL_FINALS[syllable] ?? final;
  // j q x write ü as u (ju = j + ü); after zh ch sh r z c s the i is the buzzing -i.
  else if ('jqx'.includes(initial) && final.startsWith('u')) final = `ü${final.slice(1)}`;
  else if (['zh', 'ch', 'sh', 'r', 'z', 'c', 's'].includes(initial) && final === 'i') final = '-i';
  final = final.replaceAll('v', 'ü');
  return FINAL_SET.has(final) ? { initial, final } : undefined;
}

/** A syllable as written, ü restored: `lv` → `lü`. */
export function writtenSyllable(syllable: string): string {
  return syllable.replaceAll('v', 'ü');
}

const TONE_MARKS = ['\u0304', '\u0301', '\u030c', '\u0300'];

/**
 * The tone-marked spelling (`hao`, 3 → hǎo; `liu`, 2 → liú; `lv`, 4 → lǜ); tone 5 (neutral) has
 * no mark. The mark goes on a, else e, else the o of ou, else the last vowel; m/n/ng when there is none.
 */
export function markTone(syllable: string, tone: number): string {
  const letters = writtenSyllable(syllable);
  const mark = TONE_MARKS[tone - 1];
  if (!mark) return letters;
  let at = letters.indexOf('a');
  if (at === -1) at = letters.indexOf('e');
  if (at === -1) at = letters.indexOf('ou');
  if (at === -1) {
    const vowels = [...letters].map((ch, i) => ('iouü'.includes(ch) ? i : -1)).filter((i) => i >= 0);
    at = vowels.at(-1) ?? letters.search(/[mn]/);
  }
  if (at === -1) return letters;
  return `${letters.slice(0, at + 1)}${mark}${letters.slice(at + 1)}`.normalize('NFC');
}
