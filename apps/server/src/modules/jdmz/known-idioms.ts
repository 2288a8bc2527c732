import type { KnownIdiom } from '@yuwen/db';

/** A known idiom with what 成语接龙 joins on: its first and last character and their syllables without tone. */
export interface ChainIdiom extends KnownIdiom {
  first: string;
  last: string;
  firstSyllable: string;
  lastSyllable: string;
}

/** A syllable without its tone: lü and lu stay apart (ü is written v). */
export function toneless(syllable: string): string {
  return syllable
    .toLowerCase()
    .replace(/[üǖǘǚǜ]/g, 'v')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The idiom's syllables, one per character; empty when the pinyin does not line up with the characters. */
export function syllablesOf(idiom: string, pinyin: string): string[] {
  const syllables = pinyin.trim().split(/\s+/).map(toneless);
  return syllables.length === Array.from(idiom).length ? syllables : [];
}

/** The joining ends of an idiom of the catalogue. */
export function chainIdiom(known: KnownIdiom): ChainIdiom {
  const chars = Array.from(known.idiom);
  const syllables = syllablesOf(known.idiom, known.pinyin);
  return {
    ...known,
    first: chars[0] ?? '',
    last: chars.at(-1) ?? '',
    firstSyllable: syllables[0] ?? '',
    lastSyllable: syllables.at(-1) ?? '',
  };
}

const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
  if (key === '') return;
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * The idioms pupils should know, indexed by first character and first syllable, each list best
 * known first. Built once per server (the catalogue changes only on import and restart).
 */
export class KnownIdiomIndex {
  readonly all: readonly ChainIdiom[];
  readonly byText: ReadonlyMap<string, ChainIdiom>;
  private readonly byChar = new Map<string, ChainIdiom[]>();
  private readonly bySyllable = new Map<string, ChainIdiom[]>();

  constructor(known: readonly KnownIdiom[]) {
    this.all = known.map(chainIdiom);
    this.byText = new Map(this.all.map((idiom) => [idiom.idiom, idiom]));
    for (const idiom of this.all) {
      push(this.byChar, idiom.first, idiom);
      push(this.bySyllable, idiom.firstSyllable, idiom);
    }
  }

  /** Known idioms that may follow `end`: starting with its character, or (syllable mode) its syllable. */
  following(end: { char: string; syllable: string }, bySyllable: boolean): ChainIdiom[] {
    const same = this.byChar.get(end.char) ?? [];
    if (!bySyllable || end.syllable === '') return same;
    const alike = (this.bySyllable.get(end.syllable) ?? []).filter((idiom) => idiom.first !== end.char);
    return [...same, ...alike].sort((a, b) => a.tier - b.tier || b.frequency - a.frequency);
  }
}
