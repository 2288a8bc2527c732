import { randomBytes } from 'node:crypto';
import type { ContentRepository, MediaLibraryRepository, MediaPlace } from '@yuwen/db';
import type { MediaItem, MediaKind } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import { type MediaSource, storedFile } from '../../plugins/media-sender.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { checkMedia } from './media-check.js';
import { mediaKey, mediaUrl, presentMedia } from './media-library.presenter.js';

/** A stored name: 32 random hex digits and the extension of the type found in the content. */
const STORED_NAME = /^[a-f0-9]{32}\.(mp4|webm|png|jpg|webp|mp3|m4a|ogg|wav)$/;

const KIND_TITLE: Readonly<Record<MediaKind, string>> = {
  video: '未命名视频',
  image: '未命名图片',
  audio: '未命名音频',
};

/** Where the caller asks a file to hang: ids as sent (0 or absent = not at that level). */
export interface PlaceAsked {
  module_id?: number | undefined;
  category_id?: number | undefined;
  item_id?: number | undefined;
}

/** An uploaded file as the multipart reader found it. */
export interface MediaUploadFile {
  bytes: Buffer | undefined;
  fileName?: string | undefined;
  type?: string | undefined;
}

type Manager = Pick<SessionUser, 'id' | 'role'>;

/**
 * The media library (issue 12): teachers and admins upload files — checked by parsing their
 * content, kept in the file storage under `media/<random>.<ext>` — and attach them to a module, a
 * category or an item; pupils see them through the content kit's calls; anyone may fetch a file.
 */
export class MediaLibraryService {
  constructor(
    private readonly media: MediaLibraryRepository,
    private readonly content: ContentRepository,
    private readonly storage: FileStorage,
  ) {}

  /** Checks role, place and content before anything is stored; a failure stores nothing. */
  async upload(user: Manager, title: string, asked: PlaceAsked, file: MediaUploadFile, now = Date.now()) {
    requireRole(user, 'teacher');
    const place = await this.resolvePlace(asked);
    const checked = await checkMedia(file.bytes, { fileName: file.fileName, type: file.type });
    const bytes = file.bytes as Buffer;
    const name = `${randomBytes(16).toString('hex')}.${checked.ext}`;
    await this.storage.put(mediaKey(name), bytes, checked.mime);
    try {
      const row = await this.media.insert({
        kind: checked.kind,
        title: title || titleFromName(file.fileName) || KIND_TITLE[checked.kind],
        file: name,
        mime: checked.mime,
        size: bytes.length,
        duration_ms: checked.durationMs,
        width: checked.width,
        height: checked.height,
        module_id: place?.module_id ?? null,
        category_id: place?.category_id ?? null,
        item_id: place?.item_id ?? null,
        uploaded_by: user.id,
        created_at: now,
      });
      return presentMedia(row);
    } catch (error) {
      await this.storage.remove(mediaKey(name));
      throw error;
    }
  }

  async list(user: Manager, kind: MediaKind | undefined, page: number, pageSize: number) {
    requireRole(user, 'teacher');
    const [rows, total] = await Promise.all([
      this.media.list(kind, (page - 1) * pageSize, pageSize),
      this.media.count(kind),
    ]);
    return { list: rows.map(presentMedia), total, page, page_size: pageSize };
  }

  async attach(user: Manager, id: number, asked: PlaceAsked): Promise<MediaItem> {
    requireRole(user, 'teacher');
    const place = await this.resolvePlace(asked);
    const row = await this.media.attach(id, place);
    if (!row) throw AppError.notFound('媒体文件不存在');
    return presentMedia(row);
  }

  async detach(user: Manager, id: number): Promise<MediaItem> {
    requireRole(user, 'teacher');
    const row = await this.media.attach(id, null);
    if (!row) throw AppError.notFound('媒体文件不存在');
    return presentMedia(row);
  }

  /** Removes the row, then the file (a file left by a failed removal is harmless; a row without its file is not). */
  async remove(user: Manager, id: number): Promise<null> {
    requireRole(user, 'teacher');
    const file = await this.media.remove(id);
    if (!file) throw AppError.notFound('媒体文件不存在');
    await this.storage.remove(mediaKey(file));
    return null;
  }

  /** The files hung exactly at a place (for the content kit's pages; anyone may read them). */
  async attached(place: MediaPlace, kind?: MediaKind): Promise<MediaItem[]> {
    return (await this.media.attached(place, kind)).map(presentMedia);
  }

  /** The public address of a stored file's name. */
  url(file: string): string {
    return mediaUrl(file);
  }

  /** A stored file's key and type, for anyone (teaching material); undefined for names we did not store. */
  async file(name: string): Promise<{ source: MediaSource; mime: string } | undefined> {
    if (!STORED_NAME.test(name)) return undefined;
    const row = await this.media.findByFile(name);
    return row ? { source: storedFile(this.storage, mediaKey(row.file)), mime: row.mime } : undefined;
  }

  /**
   * Where a file is to hang, checked: an item (its module and category with it), a category of the
   * module, or the module itself; null when nothing is asked. Ids that do not fit together answer
   * not-found, as for ids that do not exist.
   */
  private async resolvePlace(asked: PlaceAsked): Promise<MediaPlace | null> {
    const moduleId = asked.module_id || undefined;
    const categoryId = asked.category_id || undefined;
    const itemId = asked.item_id || undefined;
    if (itemId) {
      const item = await this.content.findItem(itemId);
      if (!item || (moduleId && item.module_id !== moduleId) || (categoryId && item.category_id !== categoryId))
        throw AppError.notFound('内容不存在');
      return { module_id: item.module_id, category_id: item.category_id, item_id: item.id };
    }
    if (categoryId) {
      const category = await this.content.findCategory(categoryId);
      if (!category || (moduleId && category.module_id !== moduleId)) throw AppError.notFound('分类不存在');
      return { module_id: category.module_id, category_id: category.id, item_id: null };
    }
    if (moduleId) {
      if (!(await this.content.findModule(moduleId))) throw AppError.notFound('模块不存在');
      return { module_id: moduleId, category_id: null, item_id: null };
    }
    return null;
  }
}

/** A title from the uploaded file's name: without folders and extension, at most 60 characters. */
function titleFromName(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  return Array.from(base.replace(/\.[^.]*$/, '').trim())
    .slice(0, 60)
    .join('');
}
