import type { Generated, Selectable } from 'kysely';

/**
 * A 专家课堂 lesson (issue 17). `images` is a JSON list of stored picture names and `cover` one of
 * them ('' for none); `links` is JSON (the service's shape); `video_id` a media library video.
 */
export interface ZjktLessonTable {
  id: Generated<number>;
  /** null once the author's account is gone (the lesson stays). */
  author_id: number | null;
  /** Set on the lessons written by us (first start), so each is written once. */
  seed_key: string | null;
  title: string;
  body: Generated<string>;
  cover: Generated<string>;
  images: Generated<string>;
  video_id: number | null;
  links: Generated<string>;
  /** 0 while a draft. */
  published_at: Generated<number>;
  created_at: number;
  updated_at: number;
  /** When it was deleted, 0 while it is not. */
  removed_at: Generated<number>;
}

/** The tables of migration 0034, for `Kysely.withTables`. */
export type ZjktTables = {
  zjkt_lessons: ZjktLessonTable;
};

export type ZjktLessonRow = Selectable<ZjktLessonTable>;
