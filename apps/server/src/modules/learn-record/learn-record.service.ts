import type { LearnRecordRepository, PresenceRepository } from '@yuwen/db';
import { type LearnRecordItem, ONLINE_WINDOW_MS, type Statistics } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { MAX_RECORD_MS, statisticsWindow, summarise } from './learn-record.statistics.js';

/** Learning time: a record starts when a learning page opens and ends when it closes. */
export class LearnRecordService {
  constructor(
    private readonly records: LearnRecordRepository,
    private readonly presence: PresenceRepository,
  ) {}

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

  /**
   * The user's own records, newest first. A record still open after MAX_RECORD_MS lost its end
   * (tab killed, offline): it is closed here, at the longest a record counts, never 学习中 forever.
   */
  async list(userId: number, page: number, pageSize: number, now = Date.now()) {
    const { rows, total } = await this.records.listForUser(userId, (page - 1) * pageSize, pageSize);
    for (const row of rows) {
      if (row.ended_at !== null || now - Number(row.started_at) < MAX_RECORD_MS) continue;
      row.ended_at = Number(row.started_at) + MAX_RECORD_MS;
      await this.records.end(userId, row.id, row.ended_at);
    }
    const list: LearnRecordItem[] = rows.map((row) => ({
      id: row.id,
      module_id: row.module_id,
      module_name: row.module_name ?? '',
      resource_category_id: row.resource_category_id,
      started_at: Number(row.started_at),
      ended_at: row.ended_at === null ? null : Number(row.ended_at),
      seconds:
        row.ended_at === null
          ? 0
          : Math.round(Math.min(Number(row.ended_at) - Number(row.started_at), MAX_RECORD_MS) / 1000),
    }));
    return { list, total, page, page_size: pageSize };
  }

  /** Learning time of the user per China day and module over the last `days` days. */
  async statistics(userId: number, days: number, now = Date.now()): Promise<Statistics> {
    const { from, to } = statisticsWindow(days, now);
    const rows = await this.records.listEndedOverlapping(userId, from, to);
    const records = rows.flatMap((row) =>
      row.ended_at === null
        ? []
        : [
            {
              module_id: row.module_id,
              module_name: row.module_name,
              started_at: Number(row.started_at),
              ended_at: Number(row.ended_at),
            },
          ],
    );
    return summarise(records, days, now);
  }

  /** Users who made a call in the last five minutes. */
  async onlineCount(now = Date.now()): Promise<{ count: number }> {
    return { count: await this.presence.countOnlineUsers(now - ONLINE_WINDOW_MS, now) };
  }
}
