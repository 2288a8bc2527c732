import type { ExerciseQuestion, ExerciseResult } from '@yuwen/protocol';
import { type AnswerSheet, answerText, QUESTION_KIND_NAMES, rightAnswerText } from '../practice-answers';

/** What a question asked, in one line: the character, the word with its blank, or the pinyin. */
function askedText(question: ExerciseQuestion): string {
  if (question.kind === 'hear') return question.hint;
  if (question.kind === 'write') return [question.hint, question.prompt].filter(Boolean).join(' ');
  return question.prompt;
}

/** The marked sheet: each question with the pupil's answer, right or wrong, and the right answer. */
export function ZyMarks({
  questions,
  sheet,
  result,
}: {
  questions: readonly ExerciseQuestion[];
  sheet: AnswerSheet;
  result: ExerciseResult;
}) {
  return (
    <section className="yw-tbp-card yw-tbp-marks" aria-label="每题对错">
      <h2 className="yw-tbp-result__heading">每题对错</h2>
      <ol className="yw-tbp-marks__list" data-testid="practice-marks">
        {questions.map((question, i) => {
          const mark = result.marks[i];
          if (!mark) return null;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the questions of a handed-in exercise never move.
              key={i}
              className={`yw-tbp-mark${mark.correct ? ' is-right' : ' is-wrong'}`}
              data-testid="practice-mark"
              data-correct={mark.correct ? '1' : '0'}
            >
              <span className="yw-tbp-mark__sign" aria-hidden="true">
                {mark.correct ? '✓' : '✗'}
              </span>
              <span className="yw-visually-hidden">{mark.correct ? '答对' : '答错'}</span>
              <span className="yw-tbp-mark__body">
                <span className="yw-tbp-mark__kind">
                  {i + 1}. {QUESTION_KIND_NAMES[question.kind]}
                </span>
                <span className="yw-tbp-mark__asked yw-kai">{askedText(question)}</span>
                <span className="yw-tbp-mark__answers">
                  你的答案：{answerText(question, sheet[i])}
                  {!mark.correct && (
                    <>
                      {' · '}正确答案：
                      <b className="yw-kai" data-testid="practice-right-answer">
                        {rightAnswerText(question, mark)}
                      </b>
                    </>
                  )}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
