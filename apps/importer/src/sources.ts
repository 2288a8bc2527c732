import type { ImportSource } from './import-source.js';
import { charactersSource } from './sources/characters/characters.source.js';
import { idiomsSource } from './sources/idioms/idioms.source.js';
import { moduleTreeSource } from './sources/module-tree/module-tree.source.js';
import { originsSource } from './sources/origins/origins.source.js';
import { createPoemPinyinSource } from './sources/poem-pinyin/poem-pinyin.source.js';
import { poemsSource } from './sources/poems/poems.source.js';
import { pronunciationsSource } from './sources/pronunciations/pronunciations.source.js';
import { createPupilDictionarySource } from './sources/pupil-dictionary/pupil-dictionary.source.js';
import { createTextbookSource } from './sources/textbook/textbook.source.js';
import { createWordNotesSource } from './sources/word-notes/word-notes.source.js';
import { wordsSource } from './sources/words/words.source.js';

// Our notes on the 词语表 words: a table of their own, keyed by the word, filling in no other source's rows.
const wordNotesSource = createWordNotesSource();

/** Every source of the content catalogue, in load order (later sources hang content on the tree). */
export const SOURCES: readonly ImportSource[] = [
  moduleTreeSource,
  charactersSource(),
  originsSource,
  pronunciationsSource,
  wordsSource(),
  idiomsSource(),
  poemsSource,
  createPoemPinyinSource(poemsSource),
  createTextbookSource(poemsSource),
  // It fills in rows the sources above made (and re-imports when one of them changes).
  createPupilDictionarySource({ fills: () => SOURCES.filter((source) => source !== wordNotesSource) }),
  wordNotesSource,
];
