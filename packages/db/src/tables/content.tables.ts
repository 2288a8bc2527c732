import type { Generated, Selectable } from 'kysely';

/**
 * An item of the shared content kit (issue 12): a title and text in a module's resource category.
 * created_by is set null when the teacher's account is deleted: the material stays.
 */
export interface ResourceItemTable {
  id: Generated<number>;
  module_id: number;
  category_id: number;
  title: string;
  /** The text; paragraphs are separated by blank lines. */
  body: Generated<string>;
  sort: Generated<number>;
  created_by: number | null;
  created_at: number;
}

export type ResourceItemRow = Selectable<ResourceItemTable>;

/**
 * A file of the media library: a video, image or audio checked by parsing its content, kept in
 * the file storage under `media/<file>`, attached to a module, a category or an item (null = not
 * attached at that level). uploaded_by is set null when the account is deleted: the file stays.
 */
export interface MediaItemTable {
  id: Generated<number>;
  /** video | image | audio */
  kind: string;
  title: string;
  /** The stored file's random name (`<32 hex>.<ext>`); the storage key is `media/<file>`. */
  file: string;
  /** The type found in the content. */
  mime: string;
  size: number;
  /** Length of audio and video in ms; 0 when not known or an image. */
  duration_ms: Generated<number>;
  width: Generated<number>;
  height: Generated<number>;
  module_id: number | null;
  category_id: number | null;
  item_id: number | null;
  uploaded_by: number | null;
  created_at: number;
}

export type MediaItemRow = Selectable<MediaItemTable>;
