import type { ExpressionBuilder, Kysely } from 'kysely';
import type { MessagesTables } from '../tables/messages.tables.js';
import type { Tables } from '../tables/tables.js';

type Db = Tables & MessagesTables;

/** A message as its reader lists it. */
export interface InboxRow {
  id: number;
  title: string;
  body: string;
  created_at: number;
  class_id: number | null;
  class_name: string | null;
  sender_nickname: string | null;
  sender_account: string | null;
  read_at: number | null;
}

/** A message as its sender lists it. */
export interface SentRow {
  id: number;
  title: string;
  body: string;
  created_at: number;
  class_id: number | null;
  class_name: string | null;
  read_count: number;
  member_count: number;
}

/**
 * 消息 (issue 17): messages to a class or to everyone and their read marks. A user may read the
 * messages to everyone and those to the classes they are in now, so leaving a class hides its
 * messages and joining one shows what it was sent before.
 */
export class MessagesRepository {
  private readonly db: Kysely<Db>;

  constructor(db: Kysely<Tables>) {
    this.db = db.withTables<MessagesTables>();
  }

  async add(row: { sender_id: number; class_id: number | null; title: string; body: string; created_at: number }) {
    const { id } = await this.db.insertInto('messages').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  }

  /** The messages `userId` may read, as a condition on `m`. */
  private readable(userId: number) {
    return (eb: ExpressionBuilder<Db & { m: Db['messages'] }, 'm'>) =>
      eb.or([
        eb('m.class_id', 'is', null),
        eb(
          'm.class_id',
          'in',
          eb.selectFrom('class_members').select('class_members.class_id').where('class_members.pupil_id', '=', userId),
        ),
      ]);
  }

  /** One page of the reader's messages, newest first. */
  async inbox(userId: number, offset: number, limit: number): Promise<InboxRow[]> {
    const rows = await this.db
      .selectFrom('messages as m')
      .leftJoin('message_reads as r', (join) => join.onRef('r.message_id', '=', 'm.id').on('r.user_id', '=', userId))
      .leftJoin('users as s', 's.id', 'm.sender_id')
      .leftJoin('classes as c', 'c.id', 'm.class_id')
      .where(this.readable(userId))
      .select([
        'm.id',
        'm.title',
        'm.body',
        'm.created_at',
        'm.class_id',
        'c.name as class_name',
        's.nickname as sender_nickname',
        's.account as sender_account',
        'r.read_at',
      ])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...row,
      created_at: Number(row.created_at),
      read_at: row.read_at === null ? null : Number(row.read_at),
    }));
  }

  /** How many messages the reader may read, and how many of them are unread. */
  async inboxCounts(userId: number): Promise<{ total: number; unread: number }> {
    const row = await this.db
      .selectFrom('messages as m')
      .leftJoin('message_reads as r', (join) => join.onRef('r.message_id', '=', 'm.id').on('r.user_id', '=', userId))
      .where(this.readable(userId))
      .select((eb) => [eb.fn.countAll().as('total'), eb.fn.count('r.message_id').as('read')])
      .executeTakeFirstOrThrow();
    const total = Number(row.total);
    return { total, unread: total - Number(row.read) };
  }

  /** Marks one message read when the reader may read it; false when they may not (or it is gone). */
  async markRead(userId: number, messageId: number, now: number): Promise<boolean> {
    const found = await this.db
      .selectFrom('messages as m')
      .where('m.id', '=', messageId)
      .where(this.readable(userId))
      .select('m.id')
      .executeTakeFirst();
    if (!found) return false;
    await this.db
      .insertInto('message_reads')
      .values({ message_id: messageId, user_id: userId, read_at: now })
      .onConflict((oc) => oc.columns(['message_id', 'user_id']).doNothing())
      .execute();
    return true;
  }

  /** Marks every message the reader may read as read. */
  async markAllRead(userId: number, now: number): Promise<void> {
    const unread = await this.db
      .selectFrom('messages as m')
      .leftJoin('message_reads as r', (join) => join.onRef('r.message_id', '=', 'm.id').on('r.user_id', '=', userId))
      .where(this.readable(userId))
      .where('r.message_id', 'is', null)
      .select('m.id')
      .execute();
    // Chunks keep each insert under SQLite's bound-parameter limit.
    for (let i = 0; i < unread.length; i += 100) {
      await this.db
        .insertInto('message_reads')
        .values(unread.slice(i, i + 100).map(({ id }) => ({ message_id: id, user_id: userId, read_at: now })))
        .onConflict((oc) => oc.columns(['message_id', 'user_id']).doNothing())
        .execute();
    }
  }

  /**
   * One page of what `of.senderId` sent (to `of.classId`, or the one message `of.id`, when given),
   * newest first. A class message counts the reads of the class's pupils now, beside how many they are.
   */
  async sent(of: { senderId: number; classId?: number; id?: number }, offset = 0, limit = 1): Promise<SentRow[]> {
    let query = this.db
      .selectFrom('messages as m')
      .leftJoin('classes as c', 'c.id', 'm.class_id')
      .where('m.sender_id', '=', of.senderId);
    if (of.classId !== undefined) query = query.where('m.class_id', '=', of.classId);
    if (of.id !== undefined) query = query.where('m.id', '=', of.id);
    const rows = await query
      .select((eb) => [
        'm.id',
        'm.title',
        'm.body',
        'm.created_at',
        'm.class_id',
        'c.name as class_name',
        eb
          .selectFrom('message_reads as r')
          .whereRef('r.message_id', '=', 'm.id')
          .where((inner) =>
            inner.or([
              inner('m.class_id', 'is', null),
              inner.exists(
                inner
                  .selectFrom('class_members as cm')
                  .select('cm.pupil_id')
                  .whereRef('cm.class_id', '=', 'm.class_id')
                  .whereRef('cm.pupil_id', '=', 'r.user_id'),
              ),
            ]),
          )
          .select((inner) => inner.fn.countAll().as('n'))
          .as('read_count'),
        eb
          .selectFrom('class_members as cm')
          .whereRef('cm.class_id', '=', 'm.class_id')
          .select((inner) => inner.fn.countAll().as('n'))
          .as('member_count'),
      ])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...row,
      created_at: Number(row.created_at),
      read_count: Number(row.read_count ?? 0),
      member_count: Number(row.member_count ?? 0),
    }));
  }

  async countSent(senderId: number, classId: number | undefined): Promise<number> {
    let query = this.db.selectFrom('messages').where('sender_id', '=', senderId);
    if (classId !== undefined) query = query.where('class_id', '=', classId);
    const row = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Takes back message `id` with its read marks, in one transaction; `senderId` keeps to that sender's
   * own (undefined: any sender, for admins). False when there was no such message to take back.
   */
  async withdraw(id: number, senderId: number | undefined): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      let query = trx.selectFrom('messages').where('id', '=', id);
      if (senderId !== undefined) query = query.where('sender_id', '=', senderId);
      if (!(await query.select('id').executeTakeFirst())) return false;
      // The reads go first, explicitly: the cascade is not relied on, so both engines do the same.
      await trx.deleteFrom('message_reads').where('message_id', '=', id).execute();
      const gone = await trx.deleteFrom('messages').where('id', '=', id).executeTakeFirst();
      return Number(gone.numDeletedRows) > 0;
    });
  }

  /** Every account a message to everyone reaches (visitor sessions have no messages). */
  async countReaders(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .where('role', '!=', 'visitor')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
