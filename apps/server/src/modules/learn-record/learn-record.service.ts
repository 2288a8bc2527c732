import type { LearnRecordRepository } from '@yuwen/db';
import { AppError } from '../../plugins/app-error.js';

/** Learning time: a record starts when a learning page opens and ends when it closes. */
export class LearnRecordService {
  constructor(private readonly records: LearnRecordRepository) {}

  /** Starts a record (no `id`) or ends the user's own open record `id`; answers the record id. */
  async startOrEnd(
    userId: number,
    p: { id?: number | undefined; module_id: number; resource_category_id?: number | undefined },
    now = Date.now(),
  ): Promise<{ id: number }> {
    if (p.id === undefined)
      return { id: await this.records.start(userId, p.module_id, p.resource_category_id ?? null, now) };
    if (!(await this.records.end(userId, p.id, now))) throw AppError.notFound('学习记录不存在或已结束');
    return { id: p.id };
  }
}
