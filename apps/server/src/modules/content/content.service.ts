import type { ContentRepository, MediaPlace } from '@yuwen/db';
import type { ContentItem, ContentItemSummary, MediaItem, MediaKind } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import { breadcrumbsOf, type ItemRow, presentItem, presentItemSummary } from './content.presenter.js';

/** What the kit needs of the media library: its service (the content plugin makes one). */
export interface AttachedMedia {
  /** The files hung exactly at a place. */
  attached(place: MediaPlace, kind?: MediaKind): Promise<MediaItem[]>;
  /** The public address of a stored file's name. */
  url(file: string): string;
}

type Manager = Pick<SessionUser, 'id' | 'role'>;

const NO_MODULE = '模块不存在';
const NO_CATEGORY = '分类不存在';
const NO_ITEM = '内容不存在';

/**
 * The shared content kit (issue 12): a module's categories hold items (a title and text), and
 * media from the library hang on the module, a category or an item. Pupils read; teachers and
 * admins add and remove. Every id is checked against the module asked for, so another module's
 * ids answer not-found.
 */
export class ContentService {
  constructor(
    private readonly content: ContentRepository,
    private readonly media: AttachedMedia,
  ) {}

  async categoryItems(moduleId: number, categoryId: number, page: number, pageSize: number) {
    const module = await this.module(moduleId);
    const category = await this.content.findCategory(categoryId);
    if (!category || category.module_id !== moduleId) throw AppError.notFound(NO_CATEGORY);
    const [rows, total, categories, media] = await Promise.all([
      this.content.listItems(categoryId, (page - 1) * pageSize, pageSize),
      this.content.countItems(categoryId),
      this.content.listCategories(moduleId),
      this.media.attached({ module_id: moduleId, category_id: categoryId, item_id: null }),
    ]);
    return {
      list: rows.map((row) => presentItemSummary(row, this.cover(row))),
      total,
      page,
      page_size: pageSize,
      category: { id: category.id, name: category.name },
      breadcrumbs: breadcrumbsOf(module, categories, categoryId),
      media,
    };
  }

  async item(moduleId: number, id: number): Promise<ContentItem> {
    const module = await this.module(moduleId);
    const item = await this.content.findItem(id);
    if (!item || item.module_id !== moduleId) throw AppError.notFound(NO_ITEM);
    const [categories, media] = await Promise.all([
      this.content.listCategories(moduleId),
      this.media.attached({ module_id: moduleId, category_id: item.category_id, item_id: item.id }),
    ]);
    return presentItem(item, this.cover(item), breadcrumbsOf(module, categories, item.category_id), media);
  }

  /** The media hung exactly at the module, one of its categories or one of its items. */
  async attached(
    moduleId: number,
    categoryId: number | undefined,
    itemId: number | undefined,
    kind: MediaKind | undefined,
  ): Promise<MediaItem[]> {
    await this.module(moduleId);
    let place: MediaPlace = { module_id: moduleId, category_id: null, item_id: null };
    if (itemId) {
      const item = await this.content.findItem(itemId);
      if (!item || item.module_id !== moduleId || (categoryId && item.category_id !== categoryId))
        throw AppError.notFound(NO_ITEM);
      place = { module_id: moduleId, category_id: item.category_id, item_id: item.id };
    } else if (categoryId) {
      const category = await this.content.findCategory(categoryId);
      if (!category || category.module_id !== moduleId) throw AppError.notFound(NO_CATEGORY);
      place = { module_id: moduleId, category_id: category.id, item_id: null };
    }
    return this.media.attached(place, kind);
  }

  async createCategory(user: Manager, moduleId: number, pid: string, name: string) {
    requireRole(user, 'teacher');
    await this.module(moduleId);
    const parentId = Number(pid);
    if (parentId !== 0) {
      const parent = await this.content.findCategory(parentId);
      if (!parent || parent.module_id !== moduleId) throw AppError.notFound('上级分类不存在');
    }
    const row = await this.content.addCategory({ module_id: moduleId, pid: String(parentId), name });
    return { id: row.id, name: row.name, pid: row.pid, module_id: row.module_id };
  }

  /** Removes an empty category only: its sub-categories, items and media would be lost or orphaned. */
  async deleteCategory(user: Manager, id: number): Promise<null> {
    requireRole(user, 'teacher');
    if (!(await this.content.findCategory(id))) throw AppError.notFound(NO_CATEGORY);
    const usage = await this.content.categoryUsage(id);
    if (usage.textbook) throw AppError.badRequest('课本的册、单元和课来自课本数据，不能删除');
    if (usage.children > 0) throw AppError.badRequest('请先删除该分类下的子分类');
    if (usage.items > 0) throw AppError.badRequest('请先删除该分类下的内容');
    if (usage.media > 0) throw AppError.badRequest('请先移除该分类上的媒体文件');
    await this.content.deleteCategory(id);
    return null;
  }

  async createItem(user: Manager, categoryId: number, title: string, body: string): Promise<ContentItemSummary> {
    requireRole(user, 'teacher');
    const category = await this.content.findCategory(categoryId);
    if (!category) throw AppError.notFound(NO_CATEGORY);
    const id = await this.content.addItem({
      module_id: category.module_id,
      category_id: category.id,
      title,
      body,
      created_by: user.id,
      created_at: Date.now(),
    });
    const row = await this.content.findItem(id);
    if (!row) throw AppError.notFound(NO_ITEM);
    return presentItemSummary(row, this.cover(row));
  }

  /** Removes an item; its media stay in the library, detached. */
  async deleteItem(user: Manager, id: number): Promise<null> {
    requireRole(user, 'teacher');
    if (!(await this.content.deleteItem(id))) throw AppError.notFound(NO_ITEM);
    return null;
  }

  private cover(row: ItemRow): string {
    return row.cover_file ? this.media.url(row.cover_file) : '';
  }

  private async module(id: number) {
    const module = await this.content.findModule(id);
    if (!module) throw AppError.notFound(NO_MODULE);
    return module;
  }
}
