/** The entities of spec §3 as they travel in answers. */

/** A node of the module tree. `pid` is kept as text ('0' for a root). `key` is the route key. */
export interface Module {
  id: number;
  pid: string;
  name: string;
  key: string;
  /** Whether the module or a module below it holds resource categories (content-kit areas are linked only then). */
  has_content: boolean;
  children?: Module[];
}

/** A resource category inside a module; `pid` is text ('0' for a top category). */
export interface ResourceCategory {
  id: number;
  pid: string;
  module_id: number;
  name: string;
  children?: ResourceCategory[];
}

/** An idiom a gloss refers to with 见“…” or 同“…”, and what it means. */
export interface IdiomReference {
  idiom: string;
  paraphrase: string;
}

/** One idiom shown under a character's 成语典故 tab. */
export interface ExampleIdiom {
  id: number;
  idiom: string;
  paraphrase: string;
  origin: string;
  example: string;
  /** The idioms the paraphrase refers to (见“…”/同“…”), each with its own paraphrase; [] for none. */
  see_also: IdiomReference[];
}

/** One traditional form of a character and common words whose sense takes it ([] where the data says nothing). */
export interface TraditionalForm {
  form: string;
  words: string[];
}

/** One reading of a character: tone-marked pinyin and its recording ('' when none exists). */
export interface CharacterPinyin {
  unicode_tone: string;
  pronunciation: string;
}

/** The dictionary entity (spec §3), exactly these fields. */
export interface Character {
  id: number;
  character_simplified: string;
  /** Every traditional form joined by '、' (發、髮), '' when written the same. */
  character_traditional: string;
  /** The same forms one by one, with the words that take each (an addition to spec §3). */
  character_traditional_forms: TraditionalForm[];
  character_analyse: string;
  character_glyph_img: string;
  character_origin_img: string;
  character_writing_animation: string;
  basic_paraphrase: string;
  ext_paraphrase: string;
  example_idiom: ExampleIdiom[];
  pinyin: CharacterPinyin[];
}

/** The logged-in account as the client stores it. */
export interface Account {
  id: number;
  token: string;
  product: number;
  loginTime: number;
  name: string;
  nickname: string;
  head_img: string;
  isTokenLogin: boolean;
}

/** A learning record: started on entering a learning page, ended on leaving it. */
export interface LearningRecord {
  id: number;
  module_id: number;
  resource_category_id?: number;
}

/** A recitation recorded on the device before upload. */
export interface LocalAudioRecord {
  module_id: number;
  recitation_audio: string;
  resource_category_id: number;
  resource_name: string;
  resource_p_name: string;
}

/** One track of an album. */
export interface MusicItem {
  id: number;
  url: string;
  title: string;
  picture: string;
}
