import type { PoemTestResult } from '@yuwen/protocol';
import { answerText, kindName, questionText } from './poem-test-question';

/** A handed-in test: the score, then every question with the pupil's answer and the correct one. */
export function PoemTestResultView({ result }: { result: PoemTestResult }) {
  const perfect = result.correct === result.total;
  return (
    <section className="yw-ptest-result" data-testid="poem-test-result">
      <div className="yw-ptest-score">
        <span className="yw-ptest-soft">{result.collection_name}</span>
        <strong data-testid="poem-test-score">
          {result.correct} / {result.total}
        </strong>
        <span>{perfect ? '全部答对，真棒！' : `答对 ${result.correct} 题，看看错在哪里吧。`}</span>
      </div>
      <ol className="yw-ptest-review">
        {result.questions.map((q, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: questions keep their order and never move.
            key={i}
            className={q.is_correct ? 'yw-ptest-mark yw-ptest-mark--right' : 'yw-ptest-mark yw-ptest-mark--wrong'}
            data-testid="poem-test-mark"
            data-correct={q.is_correct}
          >
            <p className="yw-ptest-soft">
              第 {i + 1} 题 · {kindName(q.kind)} · {q.is_correct ? '✓ 答对了' : '✗ 答错了'}
            </p>
            <p className="yw-kai">{questionText(q)}</p>
            {q.is_correct ? (
              <p>
                答案：<span className="yw-kai">{q.correct_text}</span>
              </p>
            ) : (
              <>
                <p>
                  你的答案：<span className="yw-kai">{answerText(q, q.answer)}</span>
                </p>
                <p data-testid="poem-test-correct-text">
                  正确答案：<span className="yw-kai">{q.correct_text}</span>
                </p>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
