import type { PoemTestAnswer, PoemTestMarked, PoemTestQuestion } from '@yuwen/protocol';
import { isCorrect, type StoredQuestion } from './poem-test.generate.js';

/** A question as the pupil sees it before handing in: without its answer. */
export function presentQuestion(q: StoredQuestion): PoemTestQuestion {
  return { kind: q.kind, poem_id: q.poem_id, title: q.title, prompt: q.prompt, options: q.options };
}

/** A handed-in question: the pupil's answer beside the correct one. */
export function presentMarked(q: StoredQuestion, answer: PoemTestAnswer | null): PoemTestMarked {
  return {
    ...presentQuestion(q),
    answer,
    correct_answer: q.answer,
    correct_text: q.correct_text,
    is_correct: isCorrect(q, answer),
  };
}
