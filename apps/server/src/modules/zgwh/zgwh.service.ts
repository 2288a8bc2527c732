import type { ContentRepository, CultureRepository } from '@yuwen/db';
import { type CultureEntry, ZGWH_PART_KEYS, ZGWH_PARTS, type ZgwhPart, zgwhPartOf } from '@yuwen/protocol';
import { chinaDate } from '../../lib/china-time.js';
import { AppError } from '../../plugins/app-error.js';
import { datesAround, daysBetween, termsAround } from './culture-dates.js';
import { bodyOf, presentEntry, presentGroup, presentSummary } from './zgwh.presenter.js';

const NO_ENTRY = '没有找到这一条，换一条看看吧';
const NO_CATEGORY = '没有找到这个分类';
const NO_TERMS = '节气还没有准备好，请稍后再来';

/** 中国文化's pages: the area with today's 节气, a part with its groups, one entry with its dates. */
export class ZgwhService {
  constructor(
    private readonly repo: CultureRepository,
    private readonly content: Pick<ContentRepository, 'findModule'>,
    private readonly now: () => number = Date.now,
  ) {}

  private async moduleName(moduleId: number, fallback: string): Promise<string> {
    return (await this.content.findModule(moduleId))?.name ?? fallback;
  }

  async home() {
    const today = chinaDate(this.now());
    const [categories, rcsh] = await Promise.all([this.repo.categories(), this.repo.partEntries('rcsh')]);
    // The 节气 entries by the term their rule names.
    const keyOfTerm = new Map<string, string>();
    for (const row of rcsh) {
      const rule = bodyOf(row).rule;
      if (rule && 'term' in rule) keyOfTerm.set(rule.term, row.key);
    }
    if (keyOfTerm.size !== 24) throw AppError.notFound(NO_TERMS);
    const { current, next } = termsAround([...keyOfTerm.keys()], today);
    const day = (term: { name: string; date: string }) => ({
      key: keyOfTerm.get(term.name) ?? '',
      name: term.name,
      date: term.date,
      days: daysBetween(today, term.date),
    });
    const parts = await Promise.all(
      ZGWH_PART_KEYS.map(async (key) => ({
        module_id: ZGWH_PARTS[key],
        key,
        name: await this.moduleName(ZGWH_PARTS[key], key),
        groups: categories.filter((c) => c.part === key).map(presentGroup),
      })),
    );
    return { today, current: day(current), next: day(next), parts };
  }

  async part(moduleId: number) {
    const key = zgwhPartOf(moduleId) as ZgwhPart;
    const categories = (await this.repo.categories()).filter((c) => c.part === key);
    const [entries, listings, name] = await Promise.all([
      this.repo.partEntries(key),
      this.repo.listings(categories.map((c) => c.id)),
      this.moduleName(moduleId, key),
    ]);
    const byKey = new Map(entries.map((row) => [row.key, row]));
    return {
      module_id: moduleId,
      key,
      name,
      groups: categories.map((category) => ({
        ...presentGroup(category),
        entries: listings
          .filter((l) => l.category_id === category.id)
          .flatMap((l) => {
            const row = byKey.get(l.entry_key);
            return row ? [presentSummary(row)] : [];
          }),
      })),
    };
  }

  async entry(by: { id?: number | undefined; key?: string | undefined }, moduleId?: number): Promise<CultureEntry> {
    const row = await this.repo.findEntry(by);
    if (!row || (moduleId !== undefined && zgwhPartOf(moduleId) !== row.part)) throw AppError.notFound(NO_ENTRY);
    const categories = await this.repo.categories();
    const listings = await this.repo.listings(categories.filter((c) => c.part === row.part).map((c) => c.id));
    const groups = categories
      .filter((c) => listings.some((l) => l.category_id === c.id && l.entry_key === row.key))
      .map((c) => ({ id: c.id, name: c.name }));
    const rule = bodyOf(row).rule;
    const date = rule ? datesAround(rule, chinaDate(this.now())) : null;
    return presentEntry(row, ZGWH_PARTS[row.part as ZgwhPart], groups, date);
  }

  /** A picture an entry names, as the importer stored it. */
  picture(name: string): Promise<string | undefined> {
    return this.repo.picture(name);
  }

  async categoryContent(moduleId: number, categoryId: number, page: number, pageSize: number) {
    const category = (await this.repo.categories()).find((c) => c.id === categoryId && c.module_id === moduleId);
    if (!category) throw AppError.notFound(NO_CATEGORY);
    const [rows, name] = await Promise.all([
      this.repo.listEntries(categoryId, (page - 1) * pageSize, pageSize),
      this.moduleName(moduleId, category.part),
    ]);
    return {
      list: rows.map(presentSummary),
      total: category.count,
      page,
      page_size: pageSize,
      category: presentGroup(category),
      breadcrumbs: [
        { id: moduleId, name },
        { id: category.id, name: category.name },
      ],
    };
  }
}
