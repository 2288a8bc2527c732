import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CaptchaTable, LoginAttemptTable } from './accounts.tables.js';
import type { DictationTable, WordAudioTable, WordListTable, WordNoteTable, WordPracticeTable } from './bpcy.tables.js';
import type {
  BpzwCategoryTable,
  BpzwMaterialTable,
  CompositionGuideTable,
  CompositionHandInTable,
  CompositionTable,
} from './bpzw.tables.js';
import type {
  CharacterOriginTable,
  CharacterTable,
  CharacterTraditionalFormsColumn,
  IdiomCharTable,
  IdiomGlossColumns,
  IdiomRankColumn,
  IdiomReviewColumn,
  IdiomTable,
  PoemCollectionTable,
  PoemTable,
  PoetTable,
  PronunciationTable,
  WordCharTable,
  WordTable,
  XiehouyuTable,
} from './catalogue.tables.js';
import type { AssignmentSubmissionTable, AssignmentTable, ClassMemberTable, ClassTable } from './classes.tables.js';
import type { MediaItemTable, ResourceItemTable } from './content.tables.js';
import type { CultureCategoryTable, CultureEntryTable, CultureListingTable } from './culture.tables.js';
import type { ExamAttemptTable, ExamPaperTable, ExamWrongTable } from './exams.tables.js';
import type { UserCharacterTable } from './hzzy.tables.js';
import type {
  UserCharReviewTable,
  UserPointsTable,
  UserTrainDetailTable,
  UserTrainLevelTable,
} from './hzzy-training.tables.js';
import type { IdiomGameTable, IdiomStoryTable, JdmzCategoryTable, JdmzEntryTable } from './jdmz.tables.js';
import type {
  ActivationCardTable,
  CardBatchTable,
  CardBindFailureTable,
  CommodityTable,
  MembershipTable,
  PayOrderTable,
} from './membership.tables.js';
import type { PoemAudioTable, PoemFavoriteTable, PoemGradeBandColumn, PoemPinyinColumn } from './poem.tables.js';
import type { PoemStudyTable, PoetBioTable } from './poem-study.tables.js';
import type { PoemTestTable } from './poem-test.tables.js';
import type { PoemRecitationTable, RecitationTable } from './recitation.tables.js';
import type { TeacherCodeTable } from './teacher-codes.tables.js';
import type {
  TextbookExerciseTable,
  TextbookLessonPlanTable,
  TextbookLessonTable,
  TextbookUnitTable,
  TextbookVolumeTable,
} from './textbook.tables.js';
import type { CharStoryTable, NameFavouriteTable, PoemStoryTable } from './zyqm.tables.js';

/**
 * Row types of every table. Times are epoch milliseconds (bigint in PostgreSQL, read back as
 * numbers); flags are 0/1 integers so both engines store them alike.
 */
export interface ModuleTable {
  id: number;
  /** Parent module id as text ('0' for a root), as the spec keeps it. */
  pid: string;
  key: string;
  name: string;
  sort: number;
}

export interface ResourceCategoryTable {
  id: Generated<number>;
  module_id: number;
  /** Parent category id as text ('0' for a top category). */
  pid: string;
  name: string;
  sort: number;
}

export interface UserTable {
  id: Generated<number>;
  account: string;
  password_hash: string;
  nickname: Generated<string>;
  head_img: Generated<string>;
  /** visitor | pupil | teacher | admin */
  role: Generated<string>;
  created_at: number;
  /** '1'…'6' or '学前'; '' when not given. */
  grade: Generated<string>;
  school: Generated<string>;
  /** YYYY-MM-DD or ''. */
  birthday: Generated<string>;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  product: number;
  /** sha256 of the token; the token itself is never stored. */
  token_hash: string;
  login_time: number;
  expires_at: number;
  is_token_login: Generated<number>;
  /** Last authenticated call, written at most once a minute; feeds the online count. */
  last_seen_at: number | null;
}

export interface LearnRecordTable {
  id: Generated<number>;
  user_id: number;
  module_id: number;
  resource_category_id: number | null;
  started_at: number;
  ended_at: number | null;
}

export interface ContentImportTable {
  /** One row per importer source, e.g. 'module-tree'. */
  source: string;
  /** The source's data version; a changed version re-imports it. */
  version: string;
  imported_at: number;
  /** JSON `{ counts: {name: number}, gaps: {what: string[]} }` of the source's closing report. */
  report: string;
}

export interface Tables {
  modules: ModuleTable;
  resource_categories: ResourceCategoryTable;
  users: UserTable;
  sessions: SessionTable;
  learn_records: LearnRecordTable;
  login_attempts: LoginAttemptTable;
  captchas: CaptchaTable;
  content_imports: ContentImportTable;
  characters: CharacterTable & CharacterTraditionalFormsColumn;
  character_origins: CharacterOriginTable;
  words: WordTable;
  word_chars: WordCharTable;
  idioms: IdiomTable & IdiomReviewColumn & IdiomGlossColumns & IdiomRankColumn;
  idiom_chars: IdiomCharTable;
  xiehouyu: XiehouyuTable;
  poem_collections: PoemCollectionTable;
  poets: PoetTable;
  poems: PoemTable & PoemPinyinColumn & PoemGradeBandColumn;
  poem_audio: PoemAudioTable;
  poem_favorites: PoemFavoriteTable;
  poem_tests: PoemTestTable;
  recitations: RecitationTable;
  poem_recitations: PoemRecitationTable;
  pronunciations: PronunciationTable;
  user_characters: UserCharacterTable;
  user_train_details: UserTrainDetailTable;
  user_train_levels: UserTrainLevelTable;
  user_char_reviews: UserCharReviewTable;
  user_points: UserPointsTable;
  commodities: CommodityTable;
  pay_orders: PayOrderTable;
  memberships: MembershipTable;
  card_batches: CardBatchTable;
  activation_cards: ActivationCardTable;
  card_bind_failures: CardBindFailureTable;
  teacher_codes: TeacherCodeTable;
  resource_items: ResourceItemTable;
  media_items: MediaItemTable;
  textbook_volumes: TextbookVolumeTable;
  textbook_units: TextbookUnitTable;
  textbook_lessons: TextbookLessonTable;
  textbook_exercises: TextbookExerciseTable;
  textbook_lesson_plans: TextbookLessonPlanTable;
  dictations: DictationTable;
  word_notes: WordNoteTable;
  word_practices: WordPracticeTable;
  word_audio: WordAudioTable;
  word_lists: WordListTable;
  poem_studies: PoemStudyTable;
  poet_bios: PoetBioTable;
  idiom_stories: IdiomStoryTable;
  jdmz_categories: JdmzCategoryTable;
  jdmz_entries: JdmzEntryTable;
  idiom_games: IdiomGameTable;
  culture_categories: CultureCategoryTable;
  culture_entries: CultureEntryTable;
  culture_listings: CultureListingTable;
  bpzw_categories: BpzwCategoryTable;
  composition_guides: CompositionGuideTable;
  bpzw_materials: BpzwMaterialTable;
  compositions: CompositionTable;
  composition_hand_ins: CompositionHandInTable;
  name_favourites: NameFavouriteTable;
  poem_stories: PoemStoryTable;
  char_stories: CharStoryTable;
  classes: ClassTable;
  class_members: ClassMemberTable;
  assignments: AssignmentTable;
  assignment_submissions: AssignmentSubmissionTable;
  exam_papers: ExamPaperTable;
  exam_attempts: ExamAttemptTable;
  exam_wrong: ExamWrongTable;
}

export type ModuleRow = Selectable<ModuleTable>;
export type ResourceCategoryRow = Selectable<ResourceCategoryTable>;
export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
export type NewSession = Insertable<SessionTable>;
export type LearnRecordRow = Selectable<LearnRecordTable>;
export type ContentImportRow = Selectable<ContentImportTable>;
export type CommodityRow = Selectable<CommodityTable>;
export type PayOrderRow = Selectable<PayOrderTable>;
