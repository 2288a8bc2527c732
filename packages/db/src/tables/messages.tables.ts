import type { Generated } from 'kysely';

/** A message (消息) to one class, or to everyone when `class_id` is null (migration 0045). */
export interface MessageTable {
  id: Generated<number>;
  sender_id: number;
  class_id: number | null;
  title: string;
  body: string;
  created_at: number;
}

/** A reader has opened a message. */
export interface MessageReadTable {
  message_id: number;
  user_id: number;
  read_at: number;
}

export type MessagesTables = {
  messages: MessageTable;
  message_reads: MessageReadTable;
};
