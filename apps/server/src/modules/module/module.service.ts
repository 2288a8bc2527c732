import type { ContentRepository, ModuleRepository, ModuleRow } from '@yuwen/db';
import { MESSAGE, type Module, type ResourceCategory } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { nest, presentCategory, presentModule } from './module.presenter.js';

/**
 * How long a server keeps the module rows. The tree changes only on import or an admin edit, and
 * every client reads it at start, so several servers may each serve a copy this old.
 */
export const MODULE_CACHE_MS = 5000;

/** The module rows and which of them hold categories, read together and cached together. */
interface Snapshot {
  rows: ModuleRow[];
  withContent: Set<number>;
}

/** The modules holding categories and every module above them (an area has content when a child has). */
function withAncestors(rows: readonly ModuleRow[], ids: ReadonlySet<number>): Set<number> {
  const parentOf = new Map(rows.map((r) => [r.id, Number(r.pid)]));
  const marked = new Set<number>();
  for (let id of ids) {
    // `marked` also stops a cycle in hand-edited data.
    while (id > 0 && !marked.has(id)) {
      marked.add(id);
      id = parentOf.get(id) ?? 0;
    }
  }
  return marked;
}

/** The module tree and resource categories, read from the database. */
export class ModuleService {
  private cached: { snapshot: Promise<Snapshot>; trees: Map<string, Module[]>; until: number } | undefined;

  constructor(
    private readonly modules: ModuleRepository,
    private readonly categoryRows: Pick<ContentRepository, 'listCategories'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The short-lived cache: module rows, and the trees built from them per query. */
  private cache() {
    if (!this.cached || this.cached.until <= this.now()) {
      const snapshot = Promise.all([this.modules.listAll(), this.modules.modulesWithCategories()]).then(
        ([rows, withCategories]) => ({ rows, withContent: withAncestors(rows, withCategories) }),
      );
      this.cached = { snapshot, trees: new Map(), until: this.now() + MODULE_CACHE_MS };
      // A failed read must not stay cached.
      snapshot.catch(() => {
        this.cached = undefined;
      });
    }
    return this.cached;
  }

  /**
   * Without `id`: the root modules (nested when `deep`). With `id` and `deep`: that module with
   * its subtree. With `id` alone: that module's direct children.
   */
  async tree(deep: boolean, id?: number): Promise<Module[]> {
    const { snapshot, trees } = this.cache();
    const key = `${deep}:${id}`;
    const built = trees.get(key) ?? this.build(await snapshot, deep, id);
    trees.set(key, built);
    return built;
  }

  private build({ rows, withContent }: Snapshot, deep: boolean, id?: number): Module[] {
    const present = (row: ModuleRow) => presentModule(row, withContent);
    if (id === undefined) return nest(rows, present, '0', deep);
    const self = rows.find((r) => r.id === id);
    if (!self) throw AppError.notFound(MESSAGE.moduleNotFound);
    if (!deep) return nest(rows, present, String(id), false);
    const node = present(self);
    const children = nest(rows, present, String(id), true);
    if (children.length > 0) node.children = children;
    return [node];
  }

  /** A module's categories under `pid` ('0' = top), nested when `deep`. */
  async categories(moduleId: number, pid: string, deep: boolean): Promise<ResourceCategory[]> {
    const rows = await this.categoryRows.listCategories(moduleId);
    if (rows.length === 0 && !(await this.cache().snapshot).rows.some((m) => m.id === moduleId))
      throw AppError.notFound(MESSAGE.moduleNotFound);
    return nest(rows, presentCategory, pid, deep);
  }
}
