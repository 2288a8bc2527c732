import type { ClassesRepository, MessagesRepository } from '@yuwen/db';
import type { CallParams, Message, messageSendCall, SentMessage } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import { presentMessage, presentSent } from './messages.presenter.js';

const NO_CLASS = '没有找到这个班级';
const NO_MESSAGE = '没有找到这条消息';

interface Page {
  page: number;
  page_size: number;
}

/**
 * 消息 (issue 17): a teacher sends to one of their own classes (someone else's is "not found"), an
 * admin to any class or to everyone; each signed-in user reads the messages to everyone and to the
 * classes they are in now, and marks them read.
 */
export class MessagesService {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly classes: ClassesRepository,
  ) {}

  async send(user: SessionUser, p: CallParams<typeof messageSendCall>, now = Date.now()): Promise<SentMessage> {
    requireRole(user, 'teacher');
    let classId: number | null = null;
    if (p.audience === 'all') {
      if (user.role !== 'admin') throw AppError.forbidden('只有管理员可以给所有人发消息');
    } else {
      const row = p.class_id === undefined ? undefined : await this.classes.findClass(p.class_id);
      if (!row || (user.role !== 'admin' && row.teacher_id !== user.id)) throw AppError.notFound(NO_CLASS);
      if (Number(row.archived_at) > 0) throw AppError.failed('这个班级已经归档，不能再发消息');
      classId = row.id;
    }
    const id = await this.messages.add({
      sender_id: user.id,
      class_id: classId,
      title: p.title,
      body: p.body,
      created_at: now,
    });
    const [sent] = await this.messages.sent({ senderId: user.id, id });
    if (!sent) throw AppError.notFound(NO_MESSAGE);
    return presentSent(sent, await this.messages.countReaders());
  }

  async sent(user: SessionUser, classId: number | undefined, { page, page_size }: Page) {
    requireRole(user, 'teacher');
    if (classId !== undefined) {
      const row = await this.classes.findClass(classId);
      if (!row || (user.role !== 'admin' && row.teacher_id !== user.id)) throw AppError.notFound(NO_CLASS);
    }
    const [rows, total, readers] = await Promise.all([
      this.messages.sent({ senderId: user.id, classId }, (page - 1) * page_size, page_size),
      this.messages.countSent(user.id, classId),
      this.messages.countReaders(),
    ]);
    return { list: rows.map((row) => presentSent(row, readers)), total, page, page_size };
  }

  /**
   * 撤回: the sender takes back their message, an admin anyone's. Everyone else, whatever their role,
   * gets the "not found" an unknown id gets, so nobody learns which messages exist.
   */
  async withdraw(user: SessionUser, id: number): Promise<{ id: number }> {
    const senderId = user.role === 'admin' ? undefined : user.id;
    if (!(await this.messages.withdraw(id, senderId))) throw AppError.notFound(NO_MESSAGE);
    return { id };
  }

  async mine(
    user: SessionUser,
    { page, page_size }: Page,
  ): Promise<{
    list: Message[];
    total: number;
    unread: number;
    page: number;
    page_size: number;
  }> {
    requireRole(user, 'pupil');
    const [rows, counts] = await Promise.all([
      this.messages.inbox(user.id, (page - 1) * page_size, page_size),
      this.messages.inboxCounts(user.id),
    ]);
    return { list: rows.map(presentMessage), total: counts.total, unread: counts.unread, page, page_size };
  }

  async unread(user: SessionUser): Promise<{ unread: number }> {
    requireRole(user, 'pupil');
    return { unread: (await this.messages.inboxCounts(user.id)).unread };
  }

  async read(user: SessionUser, id: number, now = Date.now()): Promise<{ unread: number }> {
    requireRole(user, 'pupil');
    if (!(await this.messages.markRead(user.id, id, now))) throw AppError.notFound(NO_MESSAGE);
    return this.unread(user);
  }

  async readAll(user: SessionUser, now = Date.now()): Promise<{ unread: number }> {
    requireRole(user, 'pupil');
    await this.messages.markAllRead(user.id, now);
    return this.unread(user);
  }
}
