import { z } from 'zod';
import { defineCall, FORM_INT_MAX, formId } from './define-call.js';
import { pageOf, pageParams } from './paging.js';

// 消息 (issue 17, the spec's "push message" key): a teacher sends a short message to one of their
// classes, an admin to a class or to everyone; every signed-in user reads theirs and marks them read.

export const MESSAGE_TITLE_MAX = 40;
export const MESSAGE_BODY_MAX = 500;

/** class: the pupils of one class; all: every signed-in user (admins only). */
export const MESSAGE_AUDIENCES = ['class', 'all'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/** A message as its reader sees it. */
export const messageSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  /** Who sent it: the teacher's name, or 语文学堂 for a message to everyone. */
  from: z.string(),
  /** The class it went to; '' for a message to everyone. */
  class_name: z.string(),
  read: z.boolean(),
  created_at: z.number(),
});
export type Message = z.output<typeof messageSchema>;

/** A message as its sender sees it, with how many of those it went to have read it. */
export const sentMessageSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(MESSAGE_AUDIENCES),
  /** 0 for a message to everyone. */
  class_id: z.number(),
  class_name: z.string(),
  read_count: z.number(),
  /** The class's pupils now, or every account that may read it. */
  recipient_count: z.number(),
  created_at: z.number(),
});
export type SentMessage = z.output<typeof sentMessageSchema>;

/** Control characters other than line breaks and tabs. */
function isControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code < 0x20 && char !== '\n' && char !== '\r' && char !== '\t') || (code >= 0x7f && code < 0xa0);
}

/** Lengths count characters as people do (an emoji is one). */
const messageText = (what: string, max: number, lines: boolean) =>
  z
    .string({ error: `请写${what}` })
    .trim()
    .min(1, `请写${what}`)
    .refine((v) => [...v].length <= max, `${what}最多${max}个字`)
    .refine(
      (v) => ![...v].some((c) => isControl(c) || (!lines && (c === '\n' || c === '\r'))),
      `${what}含有不可用的字符`,
    );

const unreadAnswer = z.object({ unread: z.number() });

/** Sends a message to one of the sender's classes (teachers; admins any class) or to everyone (admins). */
export const messageSendCall = defineCall({
  method: 'POST',
  path: '/api/messages/send',
  user: true,
  params: z
    .object({
      audience: z.enum(MESSAGE_AUDIENCES, { error: '请选择发给谁' }).default('class'),
      class_id: formId.describe('班级编号').optional(),
      title: messageText('标题', MESSAGE_TITLE_MAX, false),
      body: messageText('内容', MESSAGE_BODY_MAX, true),
    })
    .refine((p) => p.audience === 'all' || p.class_id !== undefined, { message: '请选择班级', path: ['class_id'] }),
  answer: sentMessageSchema,
});

/** What the caller sent, newest first; `class_id` keeps to one class (teachers and admins). */
export const messagesSentCall = defineCall({
  method: 'GET',
  path: '/api/messages/sent',
  user: true,
  params: pageParams.extend({ class_id: formId.describe('班级编号').optional() }),
  answer: pageOf(sentMessageSchema),
});

/** The caller's messages, newest first, each read or not; `unread` counts all of them. */
export const messagesMineCall = defineCall({
  method: 'GET',
  path: '/api/messages',
  user: true,
  params: pageParams,
  answer: pageOf(messageSchema).extend({ unread: z.number() }),
});

/** How many of the caller's messages are unread (the badge on 我的). */
export const messagesUnreadCall = defineCall({
  method: 'GET',
  path: '/api/messages/unread',
  user: true,
  params: z.object({}),
  answer: unreadAnswer,
});

/** Marks one of the caller's messages read; answers what is still unread. */
export const messageReadCall = defineCall({
  method: 'POST',
  path: '/api/messages/read',
  user: true,
  params: z.object({ id: formId.describe('消息编号') }),
  answer: unreadAnswer,
});

/** Marks every message of the caller read (全部已读). */
export const messagesReadAllCall = defineCall({
  method: 'POST',
  path: '/api/messages/readAll',
  user: true,
  params: z.object({}),
  answer: unreadAnswer,
});

/**
 * Takes back one of the caller's messages (撤回; admins any message): it leaves every reader's list
 * and count and the sender's sent list, with its read marks. Anyone else's is "not found".
 */
export const messageWithdrawCall = defineCall({
  method: 'POST',
  path: '/api/messages/withdraw',
  user: true,
  // formId's ranges, with a message a teacher can read when the page sends a bad id.
  params: z.object({
    id: z.coerce
      .number({ error: '消息编号有误' })
      .int('消息编号有误')
      .positive('消息编号有误')
      .max(FORM_INT_MAX, '编号过大')
      .describe('消息编号'),
  }),
  answer: z.object({ id: z.number() }),
});
