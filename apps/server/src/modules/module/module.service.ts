import type { ModuleRepository } from '@yuwen/db';
import { MESSAGE, type Module, type ResourceCategory } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { nest, presentCategory, presentModule } from './module.presenter.js';

/** The module tree and resource categories, read from the database. */
export class ModuleService {
  constructor(private readonly modules: ModuleRepository) {}

  /**
   * Without `id`: the root modules (nested when `deep`). With `id` and `deep`: that module with
   * its subtree. With `id` alone: that module's direct children.
   */
  async tree(deep: boolean, id?: number): Promise<Module[]> {
    const rows = await this.modules.listAll();
    if (id === undefined) return nest(rows, presentModule, '0', deep);
    const self = rows.find((r) => r.id === id);
    if (!self) throw AppError.notFound(MESSAGE.moduleNotFound);
    if (!deep) return nest(rows, presentModule, String(id), false);
    const node = presentModule(self);
    const children = nest(rows, presentModule, String(id), true);
    if (children.length > 0) node.children = children;
    return [node];
  }

  /** A module's categories under `pid` ('0' = top), nested when `deep`. */
  async categories(moduleId: number, pid: string, deep: boolean): Promise<ResourceCategory[]> {
    const rows = await this.modules.listCategories(moduleId);
    if (rows.length === 0 && !(await this.modules.findById(moduleId))) throw AppError.notFound(MESSAGE.moduleNotFound);
    return nest(rows, presentCategory, pid, deep);
  }
}
