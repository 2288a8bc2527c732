import type { Generated, Selectable } from 'kysely';

/** One of our idiom stories (issue 15, apps/importer/data/idiom-stories), written by the importer. */
export interface IdiomStoryTable {
  idiom: string;
  /** Order of the data file (the order pages list them). */
  sort: number;
  pinyin: string;
  /** JSON: other forms of the idiom the catalogue also holds. */
  variants: string;
  /** 出处: the work, chapter, author and dynasty; '' when not settled. */
  work: string;
  chapter: string;
  author: string;
  dynasty: string;
  /** The classical passage, '' when none was confirmed. */
  original: string;
  story: string;
  meaning: string;
  example: string;
  /** JSON: the story's theme keys (fable, animals …). */
  themes: string;
  grade: number;
}

export type IdiomStoryRow = Selectable<IdiomStoryTable>;

/** What a 成语典故 category holds. */
export type JdmzCategoryKind = 'stories' | 'idioms' | 'xiehouyu' | 'video' | 'group';

/** A 成语典故 resource category with the importer's key, so its id survives re-imports. */
export interface JdmzCategoryTable {
  category_id: number;
  key: string;
  kind: JdmzCategoryKind;
}

/** One listed entry of a category: an idiom (title, pinyin, short meaning) or a 歇后语 (riddle, answer). */
export interface JdmzEntryTable {
  category_id: number;
  sort: number;
  title: string;
  pinyin: string;
  note: string;
}

export type JdmzEntryRow = Selectable<JdmzEntryTable>;

/** A pupil's 成语接龙 or quiz round: its state (chain or questions with answers) as JSON. */
export interface IdiomGameTable {
  id: Generated<number>;
  user_id: number;
  /** chain | quiz */
  kind: string;
  /** 成语接龙: char | syllable; '' for the quiz. */
  mode: Generated<string>;
  seed: number;
  state: string;
  points: Generated<number>;
  total: Generated<number>;
  correct: Generated<number>;
  created_at: number;
  /** 0 while the round is open. */
  finished_at: Generated<number>;
}

export type IdiomGameRow = Selectable<IdiomGameTable>;
