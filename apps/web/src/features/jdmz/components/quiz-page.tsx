import type { IdiomQuiz, IdiomQuizResult } from '@yuwen/protocol';
import { useState } from 'react';
import { Celebration } from '../../../components/celebration/celebration';
import { Mascot } from '../../../components/mascot/mascot';
import { PageMessage } from '../../../components/page-state/page-state';
import { Stars } from '../../../components/stars/stars';
import { failureMessage } from '../../../lib/http-transport';
import { useStartQuiz, useSubmitQuiz } from '../api/quiz.api';
import { quizStars } from '../jdmz-view';

function QuizResult({ result, onAgain }: { result: IdiomQuizResult; onAgain: () => void }) {
  return (
    <section className="yw-jdmz-result" data-testid="jdmz-quiz-result">
      <Celebration when={result.score >= 80} />
      <Mascot pose={result.score >= 60 ? 'cheering' : 'thinking'} className="yw-jdmz-result__mascot" />
      <p className="yw-jdmz-result__title">
        答对了 {result.correct} 道，共 {result.total} 道
      </p>
      <Stars stars={quizStars(result.score)} className="yw-jdmz-result__stars" />
      <ol className="yw-jdmz-marks">
        {result.marks.map((mark, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same idiom may be asked twice in different ways.
          <li key={i} className={mark.correct ? 'is-right' : 'is-wrong'}>
            <span className="yw-kai">{mark.idiom}</span>
            <span>{mark.correct ? '答对了' : `正确答案：${mark.answer}`}</span>
          </li>
        ))}
      </ol>
      <button type="button" className="yw-big-button" onClick={onAgain}>
        再做一次
      </button>
    </section>
  );
}

/** 成语小测验: ten questions one at a time, handed in and marked on the server. */
export function QuizPage() {
  const [quiz, setQuiz] = useState<IdiomQuiz>();
  const [answers, setAnswers] = useState<number[]>([]);
  const [result, setResult] = useState<IdiomQuizResult>();
  const [error, setError] = useState('');
  const start = useStartQuiz();
  const submit = useSubmitQuiz();

  const begin = async () => {
    setError('');
    setResult(undefined);
    setAnswers([]);
    try {
      setQuiz(await start.mutateAsync());
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };
  const choose = async (option: number) => {
    if (!quiz || submit.isPending) return;
    const next = [...answers, option];
    setAnswers(next);
    if (next.length < quiz.questions.length) return;
    try {
      setResult(await submit.mutateAsync({ id: quiz.id, answers: next }));
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };

  if (result) return <QuizResult result={result} onAgain={begin} />;
  const question = quiz?.questions[answers.length];
  if (!quiz || !question)
    return (
      <PageMessage glyph="考" title="成语小测验" pose="greeting" testId="jdmz-quiz-intro">
        <p>填一填缺的字，选一选成语的意思，一共 10 道题。</p>
        <button type="button" className="yw-big-button" disabled={start.isPending} onClick={begin}>
          开始测验
        </button>
        {error && <p role="alert">{error}</p>}
      </PageMessage>
    );
  return (
    <section className="yw-jdmz-quiz" data-testid="jdmz-quiz">
      <p className="yw-jdmz-game__bar">
        第 {answers.length + 1} 题 / 共 {quiz.questions.length} 题
      </p>
      <p className="yw-jdmz-quiz__ask">{question.kind === 'fill' ? '圆圈里该填哪个字？' : '这个成语是什么意思？'}</p>
      <p className="yw-jdmz-quiz__prompt yw-kai">{question.prompt}</p>
      <ul className={question.kind === 'fill' ? 'yw-jdmz-options yw-jdmz-options--chars' : 'yw-jdmz-options'}>
        {question.options.map((option, i) => (
          <li key={option}>
            <button
              type="button"
              className={question.kind === 'fill' ? 'yw-jdmz-option yw-kai' : 'yw-jdmz-option'}
              disabled={submit.isPending}
              onClick={() => choose(i)}
            >
              {option}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p className="yw-jdmz-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
