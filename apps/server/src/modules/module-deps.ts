import type { Database } from '@yuwen/db';
import type { Config } from '../config/env.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { ChapterReached } from './bpyd/chapter-reached.service.js';
import type { HzzyService } from './hzzy/hzzy.service.js';
import type { CommonWordIndex } from './hzzy/training/common-words.service.js';
import type { MediaService } from './media/media.service.js';
import type { TextbookService } from './tbjx/textbook.service.js';
import type { AccountDeletion } from './user/account-deletion.service.js';

/**
 * What every module plugin is given: the shared parts it builds its own repositories and
 * services from. Anything else a module needs it makes itself.
 */
export interface ModuleDeps {
  config: Readonly<Config>;
  database: Database;
  /** The catalogue's media files (recordings, stroke data, glyphs) and their addresses. */
  media: MediaService;
  /** Where a module that keeps per-user rows or files registers its clean-up. */
  accountDeletion: AccountDeletion;
  /** Where uploads are kept (local disk or S3, STORAGE_URL); made once per app. */
  storage: FileStorage;
  /** Told whenever a pupil's reading place reaches a chapter (部编阅读), for whoever registered. */
  chapterReached: ChapterReached;
  /** Each character's common words for character questions: one index per app, whichever area asks first builds it. */
  commonWords: CommonWordIndex;
  /**
   * 汉字字源's characters (the table, its indexes, the pinyin inventory, each cached a minute): one per
   * app, so the areas built on it share one copy and a teacher's recording refreshes it for all.
   */
  hzzy: HzzyService;
  /** The textbook's volumes, units and lessons (each lesson's frame cached): one per app, for 同步教学, 部编词语, 考试中心 and 专家课堂. */
  textbook: TextbookService;
}
