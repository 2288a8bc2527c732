import type { ExamAttemptRow, ExamPaperRow, ExamWrongRow, WritingReview } from '@yuwen/db';
import type {
  AnswerValue,
  Attempt,
  AttemptMode,
  ExamQuestion,
  HistoryEntry,
  PaperKind,
  PaperSummary,
  QuestionMark,
  QuestionType,
  WrongQuestion,
} from '@yuwen/protocol';
import { WRITING_POINTS } from '@yuwen/protocol';
import type { StoredQuestion } from './paper-builder.js';
import { regionName } from './regions.js';

export const parseQuestions = (json: string) => JSON.parse(json) as StoredQuestion[];
export const parseAnswers = (json: string) => JSON.parse(json) as (AnswerValue | null)[];
/** A teacher's marks of 写话 answers by question index. */
export const parseReviews = (json: string) => JSON.parse(json || '{}') as Record<string, WritingReview>;

/** Where a 写字 question's stroke data is served: by attempt, question and the attempt's secret, never the character. */
export const strokeAddress = (attempt: Pick<ExamAttemptRow, 'id' | 'secret'>, index: number) =>
  `/exam-strokes/${attempt.id}-${index}-${attempt.secret}.json`;

/** What the pupil sees of a question: everything but the answer. */
function presentQuestion(q: StoredQuestion, board: string): ExamQuestion {
  return {
    section: q.section,
    type: q.type,
    prompt: q.prompt,
    hint: q.hint,
    options: q.options,
    left: q.left,
    right: q.right,
    board,
  };
}

/** A teacher's mark of a 写话 answer as the pupil sees it (who marked it stays on the server). */
const reviewOf = (review: WritingReview | undefined) =>
  review ? { points: review.points, max: WRITING_POINTS, comment: review.comment } : null;

export function presentAttempt(row: ExamAttemptRow, now: number): Attempt {
  const questions = parseQuestions(row.questions);
  const reviews = parseReviews(row.reviews);
  const submitted = Number(row.submitted_at) > 0;
  return {
    id: row.id,
    paper_id: row.paper_id ?? 0,
    mode: row.mode as AttemptMode,
    title: row.title,
    time_limit_s: row.time_limit_s,
    started_at: Number(row.started_at),
    deadline_at: Number(row.deadline_at),
    now,
    questions: questions.map((q, i) => presentQuestion(q, q.write ? strokeAddress(row, i) : '')),
    answers: parseAnswers(row.answers),
    // The answers leave the server only here, once the attempt is handed in.
    result: submitted
      ? {
          score: row.score,
          correct: row.correct,
          total: row.total,
          pending: row.pending,
          marks: (JSON.parse(row.marks) as (boolean | null)[]).map(
            (correct, i): QuestionMark => ({
              correct,
              answer: questions[i]?.answer ?? null,
              answer_text: questions[i]?.answer_text ?? '',
              review: reviewOf(reviews[String(i)]),
            }),
          ),
          submitted_at: Number(row.submitted_at),
        }
      : null,
  };
}

export function presentPaper(
  row: ExamPaperRow,
  volumeName: string,
  state: { best: number | null; open: number } | undefined,
): PaperSummary {
  const questions = parseQuestions(row.questions);
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as PaperKind,
    volume_key: row.volume_key,
    volume_name: volumeName,
    time_limit_s: row.time_limit_s,
    question_count: questions.length,
    types: [...new Set(questions.map((q) => q.type))],
    best_score: state?.best ?? null,
    open_attempt: state?.open ?? 0,
    region: row.region,
    region_name: row.region ? (regionName(row.region) ?? '') : '',
  };
}

export const presentHistory = (row: ExamAttemptRow): HistoryEntry => ({
  attempt_id: row.id,
  paper_id: row.paper_id ?? 0,
  mode: row.mode as AttemptMode,
  title: row.title,
  score: row.score,
  correct: row.correct,
  total: row.total,
  pending: row.pending,
  submitted_at: Number(row.submitted_at),
});

export function presentWrong(row: ExamWrongRow): WrongQuestion {
  const q = JSON.parse(row.question) as StoredQuestion;
  return {
    section: q.section,
    type: row.type as QuestionType,
    prompt: q.prompt,
    hint: q.hint,
    volume_key: row.volume_key,
    times: row.times,
    last_wrong_at: Number(row.last_wrong_at),
  };
}
