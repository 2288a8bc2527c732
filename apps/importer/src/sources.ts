import type { ImportSource } from './import-source.js';
import { createBooksSource } from './sources/books/books.source.js';
import { createCharStoriesSource } from './sources/char-stories/char-stories.source.js';
import { charactersSource } from './sources/characters/characters.source.js';
import { createCompositionSource } from './sources/composition/composition.source.js';
import { createCultureSource } from './sources/culture/culture.source.js';
import { createIdiomStoriesSource } from './sources/idiom-stories/idiom-stories.source.js';
import { idiomsSource } from './sources/idioms/idioms.source.js';
import { moduleTreeSource } from './sources/module-tree/module-tree.source.js';
import { originsSource } from './sources/origins/origins.source.js';
import { createPoemNotesSource } from './sources/poem-notes/poem-notes.source.js';
import { createPoemPinyinSource } from './sources/poem-pinyin/poem-pinyin.source.js';
import { createPoemStoriesSource } from './sources/poem-stories/poem-stories.source.js';
import { poemsSource } from './sources/poems/poems.source.js';
import { pronunciationsSource } from './sources/pronunciations/pronunciations.source.js';
import { createPupilDictionarySource } from './sources/pupil-dictionary/pupil-dictionary.source.js';
import { createTextbookSource } from './sources/textbook/textbook.source.js';
import { createWordNotesSource } from './sources/word-notes/word-notes.source.js';
import { wordsSource } from './sources/words/words.source.js';
import { createYcjySource } from './sources/ycjy/ycjy.source.js';

/** The catalogue from the npm data packages and our textbook tables, in load order. */
const CATALOGUE: readonly ImportSource[] = [
  moduleTreeSource,
  charactersSource(),
  originsSource,
  pronunciationsSource,
  wordsSource(),
  idiomsSource(),
  poemsSource,
  createPoemPinyinSource(poemsSource),
  createTextbookSource(poemsSource),
];
const named = (...names: string[]) => CATALOGUE.filter((source) => names.includes(source.name));

/**
 * Every source, in load order: the catalogue, then our own writing, which fills in or hangs on
 * the catalogue's rows and re-imports when the sources it reads change.
 */
export const SOURCES: readonly ImportSource[] = [
  ...CATALOGUE,
  createPupilDictionarySource({ fills: () => CATALOGUE }),
  // Our notes on the 词语表 words: a table of their own, keyed by the word, filling in no other source's rows.
  createWordNotesSource(),
  createPoemNotesSource({ after: () => named('poems', 'textbook') }),
  createIdiomStoriesSource({ reads: () => named('characters', 'words', 'idioms') }),
  createCompositionSource({
    reads: () => [...named('poems', 'idioms'), ...SOURCES.filter((s) => s.name === 'idiom-stories')],
  }),
  createCultureSource({ after: () => named('poems') }),
  createBooksSource(),
  createPoemStoriesSource({ reads: () => named('poems') }),
  createCharStoriesSource(),
  createYcjySource({ reads: () => named('poems') }),
];
