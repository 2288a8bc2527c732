import type { ContentRepository, JdmzCategoryRow, JdmzRepository } from '@yuwen/db';
import { type Crumb, type IdiomDetail, JDMZ_MODULE_ID } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { presentCategory, presentIdiom, presentResults } from './jdmz.presenter.js';

const NO_CATEGORY = '没有找到这个分类';
const NO_IDIOM = '成语词典里没有这个成语';

/** 成语典故's pages: the categories, a category's entries, one idiom with its story. */
export class JdmzService {
  constructor(
    private readonly repo: JdmzRepository,
    private readonly content: Pick<ContentRepository, 'findModule'>,
  ) {}

  async home(userId: number) {
    const [categories, chain, quiz] = await Promise.all([
      this.repo.categories(JDMZ_MODULE_ID),
      this.repo.results(userId, 'chain'),
      this.repo.results(userId, 'quiz'),
    ]);
    return { categories: categories.map(presentCategory), chain: presentResults(chain), quiz: presentResults(quiz) };
  }

  async categoryContent(categoryId: number, page: number, pageSize: number) {
    const [categories, module] = await Promise.all([
      this.repo.categories(JDMZ_MODULE_ID),
      this.content.findModule(JDMZ_MODULE_ID),
    ]);
    const category = categories.find((row) => row.id === categoryId);
    if (!category || !module) throw AppError.notFound(NO_CATEGORY);
    const list = await this.repo.listEntries(categoryId, (page - 1) * pageSize, pageSize);
    // The path from the module down to the category.
    const path: Crumb[] = [];
    for (let at: JdmzCategoryRow | undefined = category; at; ) {
      path.unshift({ id: at.id, name: at.name });
      const pid: number = Number(at.pid);
      at = pid === 0 ? undefined : categories.find((row) => row.id === pid);
    }
    return {
      list: list.map(({ title, pinyin, note }) => ({ title, pinyin, note })),
      total: category.count,
      page,
      page_size: pageSize,
      category: presentCategory(category),
      breadcrumbs: [{ id: module.id, name: module.name }, ...path],
    };
  }

  /** One idiom by catalogue id or text, with our story when we wrote one. */
  async idiom(by: { id?: number | undefined; text?: string | undefined }): Promise<IdiomDetail> {
    const text = by.text?.replace(/\s+/g, '');
    const row =
      by.id !== undefined ? await this.repo.findIdiomById(by.id) : text ? await this.repo.findIdiom(text) : undefined;
    if (!row) throw AppError.notFound(NO_IDIOM);
    return presentIdiom(row, await this.repo.findStory(row.idiom));
  }
}
