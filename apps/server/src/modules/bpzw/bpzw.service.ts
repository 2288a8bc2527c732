import type { BpzwCategoryRow, BpzwRepository, ContentRepository } from '@yuwen/db';
import {
  BPZW_MODULE_ID,
  type BpzwGuide,
  type Composition,
  type Crumb,
  compositionCount,
  type HandedComposition,
} from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import {
  presentCategory,
  presentComposition,
  presentGuide,
  presentHanded,
  presentHandedSummary,
  presentSummary,
} from './bpzw.presenter.js';

const NO_CATEGORY = '没有找到这个分类';
const NO_GUIDE = '没有找到这篇写作指导';
const NO_COMPOSITION = '没有找到这篇作文';
const NO_CLASS = '没有找到这个班级';
/** The area page lists the latest few; 我的作文 lists them all, up to this many. */
const HOME_COMPOSITIONS = 5;
const LIST_COMPOSITIONS = 200;
/** A teacher's list of handed-in compositions, waiting ones first. */
const LIST_HANDED = 300;

/** 部编作文's guides and 素材, and each pupil's own compositions. */
export class BpzwService {
  constructor(
    private readonly repo: BpzwRepository,
    private readonly content: Pick<ContentRepository, 'findModule'>,
    private readonly now: () => number = Date.now,
  ) {}

  async home(userId: number) {
    const [categories, compositions] = await Promise.all([
      this.repo.categories(BPZW_MODULE_ID),
      this.repo.listCompositions(userId, HOME_COMPOSITIONS),
    ]);
    return { categories: categories.map(presentCategory), compositions: compositions.map(presentSummary) };
  }

  /** The path from the module down to a category. */
  private async breadcrumbs(categories: readonly BpzwCategoryRow[], category: BpzwCategoryRow): Promise<Crumb[]> {
    const module = await this.content.findModule(BPZW_MODULE_ID);
    const path: Crumb[] = [];
    for (let at: BpzwCategoryRow | undefined = category; at; ) {
      path.unshift({ id: at.id, name: at.name });
      const pid: number = Number(at.pid);
      at = pid === 0 ? undefined : categories.find((row) => row.id === pid);
    }
    return module ? [{ id: module.id, name: module.name }, ...path] : path;
  }

  async categoryContent(categoryId: number, page: number, pageSize: number) {
    const categories = await this.repo.categories(BPZW_MODULE_ID);
    const category = categories.find((row) => row.id === categoryId);
    if (!category) throw AppError.notFound(NO_CATEGORY);
    const [list, breadcrumbs] = await Promise.all([
      this.repo.listEntries(categoryId, category.kind, (page - 1) * pageSize, pageSize),
      this.breadcrumbs(categories, category),
    ]);
    return { list, total: category.count, page, page_size: pageSize, category: presentCategory(category), breadcrumbs };
  }

  async guide(id: number): Promise<BpzwGuide> {
    const row = await this.repo.findGuide(id);
    const categories = row ? await this.repo.categories(BPZW_MODULE_ID) : [];
    const category = categories.find((c) => c.id === row?.category_id);
    if (!row || !category) throw AppError.notFound(NO_GUIDE);
    return presentGuide(row, await this.breadcrumbs(categories, category));
  }

  async list(userId: number) {
    return { list: (await this.repo.listCompositions(userId, LIST_COMPOSITIONS)).map(presentSummary) };
  }

  async get(userId: number, id: number): Promise<Composition> {
    const row = await this.repo.findComposition(id, userId);
    if (!row) throw AppError.notFound(NO_COMPOSITION);
    return presentComposition(row, await this.repo.handInsOf(id));
  }

  /** A new draft without `id`, else the pupil's own (another pupil's id is not found and nothing changes). */
  async save(
    userId: number,
    draft: { id?: number | undefined; title: string; body: string; sheet: number },
  ): Promise<Composition> {
    const now = this.now();
    const values = { title: draft.title, body: draft.body, sheet: draft.sheet, count: compositionCount(draft.body) };
    if (draft.id === undefined) {
      const id = await this.repo.insertComposition({ ...values, user_id: userId, created_at: now, updated_at: now });
      return this.get(userId, id);
    }
    if (!(await this.repo.updateComposition(draft.id, userId, { ...values, updated_at: now })))
      throw AppError.notFound(NO_COMPOSITION);
    return this.get(userId, draft.id);
  }

  async remove(userId: number, id: number) {
    if (!(await this.repo.deleteComposition(id, userId))) throw AppError.notFound(NO_COMPOSITION);
    return { id };
  }

  /** The pupil's own composition to one of their classes in use; anything else is "not found". */
  async handIn(userId: number, id: number, classId: number): Promise<Composition> {
    const row = await this.repo.findComposition(id, userId);
    if (!row) throw AppError.notFound(NO_COMPOSITION);
    if ((await this.repo.pupilClassName(classId, userId)) === undefined) throw AppError.notFound(NO_CLASS);
    const { title, body, sheet, count } = row;
    await this.repo.handIn({
      composition_id: id,
      class_id: classId,
      user_id: userId,
      title,
      body,
      sheet,
      count,
      handed_at: this.now(),
    });
    return this.get(userId, id);
  }

  // ── The teacher's side: only compositions handed to their own classes ─────────────────────────

  async handed(user: SessionUser, classId: number | undefined) {
    requireRole(user, 'teacher');
    const rows = await this.repo.listTeacherHandIns(user.id, classId, LIST_HANDED);
    return { list: rows.map(presentHandedSummary) };
  }

  async handedOne(user: SessionUser, id: number): Promise<HandedComposition> {
    requireRole(user, 'teacher');
    const row = await this.repo.findTeacherHandIn(user.id, id);
    if (!row) throw AppError.notFound(NO_COMPOSITION);
    return presentHanded(row);
  }

  async comment(user: SessionUser, id: number, comment: string, grade: string): Promise<HandedComposition> {
    const row = await this.handedOne(user, id);
    const values = { comment, grade, commented_at: this.now() };
    await this.repo.commentHandIn(id, values);
    return { ...row, ...values };
  }
}
