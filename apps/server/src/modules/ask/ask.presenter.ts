import type { AskAnswerRow, AskQuestionRow } from '@yuwen/db';
import { ASK_AREAS, type AskAnswer, type AskQuestion, type AskState } from '@yuwen/protocol';

type QuestionRead = AskQuestionRow & {
  pupil_nickname: string;
  pupil_account: string;
  answer_count: number | string | bigint | null;
};
type AnswerRead = AskAnswerRow & { teacher_nickname: string | null; teacher_account: string | null };

/** Put aside by a teacher wins; otherwise answered once an answer came. */
export function questionState(row: Pick<AskQuestionRow, 'hidden_at' | 'answered_at'>): AskState {
  if (Number(row.hidden_at) > 0) return 'hidden';
  return Number(row.answered_at) > 0 ? 'answered' : 'waiting';
}

/** An answer came after the pupil last opened the question. */
export function hasUnread(row: Pick<AskQuestionRow, 'answered_at' | 'seen_at'>): boolean {
  return Number(row.answered_at) > Number(row.seen_at);
}

/** `unread` only for the asker; `classNames` the reader's classes the asker is in (teachers and admins). */
export function presentQuestion(
  row: QuestionRead,
  reader: { asker: boolean; classNames?: readonly string[] },
): AskQuestion {
  const area = row.area in ASK_AREAS ? (row.area as keyof typeof ASK_AREAS) : undefined;
  return {
    id: row.id,
    text: row.text,
    has_image: row.image !== '',
    area: row.area,
    lesson_id: row.lesson_id,
    topic: row.topic || (area ? ASK_AREAS[area] : ''),
    state: questionState(row),
    unread: reader.asker && hasUnread(row),
    answer_count: Number(row.answer_count ?? 0),
    created_at: Number(row.created_at),
    pupil_name: row.pupil_nickname || row.pupil_account,
    class_names: [...(reader.classNames ?? [])],
  };
}

export function presentAnswer(row: AnswerRead): AskAnswer {
  return {
    id: row.id,
    teacher_name: row.teacher_nickname || row.teacher_account || '老师',
    text: row.text,
    has_image: row.image !== '',
    has_audio: row.audio !== '',
    created_at: Number(row.created_at),
  };
}
