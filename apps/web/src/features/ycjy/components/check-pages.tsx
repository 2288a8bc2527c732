import type { YcjyCheckResult, YcjyQuestion } from '@yuwen/protocol';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Celebration } from '../../../components/celebration/celebration';
import { Mascot } from '../../../components/mascot/mascot';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useCheck, useSubmitCheck } from '../api/ycjy.api';
import { clearAnswers, readAnswers, saveAnswer } from '../check-answers';
import { ycjyLinks } from '../ycjy-links';

/** A score at which the check is celebrated. */
const GOOD_SCORE = 80;

/** jzcj/{month}/{index}: what the month's check is, the last score, and the start. */
export function CheckStartPage({ grade, month }: { grade: number; month: number }) {
  const check = useCheck(grade, month);
  const navigate = useNavigate();
  if (check.isPending) return <PageLoading />;
  if (check.isError) return <PageFailure error={check.error} onRetry={check.refetch} />;
  const c = check.data;
  const start = () => {
    clearAnswers(grade, month);
    navigate(ycjyLinks.question(grade, month, 1));
  };
  return (
    <div className="yw-ycjy-stack" data-testid="ycjy-check-start">
      <section className="yw-ycjy-banner">
        <Mascot pose="greeting" className="yw-ycjy-banner__mascot" />
        <p>
          {c.grade_name}
          {c.name}家长测评
        </p>
      </section>
      <section className="yw-ycjy-card">
        <p className="yw-ycjy-text">
          一共{c.questions.length}道小题。请家长读题，让孩子指一指、说一说，家长帮忙点选。答完马上知道得分。
        </p>
        {c.last && (
          <p className="yw-ycjy-note" data-testid="ycjy-check-last">
            上次得分 {c.last.score}（答对 {c.last.right} / {c.last.total}）
          </p>
        )}
        <button
          type="button"
          className="yw-ycjy-button yw-ycjy-button--main"
          onClick={start}
          data-testid="ycjy-check-begin"
        >
          {c.last ? '再测一次' : '开始测评'}
        </button>
      </section>
      <Link className="yw-ycjy-more" to={ycjyLinks.plan(grade, month)}>
        回到{c.name}的小课
      </Link>
    </div>
  );
}

/** jzcj/question/{num}/{month}/{index}: one question; the last one hands the check in. */
export function CheckQuestionPage({ grade, month, num }: { grade: number; month: number; num: number }) {
  const check = useCheck(grade, month);
  const submit = useSubmitCheck(grade, month);
  const navigate = useNavigate();
  const [answers, setAnswers] = useState(() => readAnswers(grade, month));
  if (check.isPending) return <PageLoading />;
  if (check.isError) return <PageFailure error={check.error} onRetry={check.refetch} />;
  const { questions } = check.data;
  if (submit.data) return <CheckResult result={submit.data} questions={questions} grade={grade} month={month} />;
  const question = questions[num - 1];
  if (!question)
    return (
      <PageMessage glyph="题" title={`这次测评只有${questions.length}道题`}>
        <Link to={ycjyLinks.check(grade, month)}>回到测评开始</Link>
      </PageMessage>
    );
  const choose = (choice: number) => {
    const next = saveAnswer(grade, month, num, choice);
    setAnswers(next);
    if (num < questions.length) {
      navigate(ycjyLinks.question(grade, month, num + 1));
      return;
    }
    const missing = questions.findIndex((_, i) => next[i] === undefined);
    if (missing >= 0) navigate(ycjyLinks.question(grade, month, missing + 1));
    else submit.mutate(next as number[], { onSuccess: () => clearAnswers(grade, month) });
  };
  return (
    <div className="yw-ycjy-stack" data-testid="ycjy-question">
      <p className="yw-ycjy-progress" aria-live="polite">
        第 {num} 题 / 共 {questions.length} 题
      </p>
      <QuestionCard question={question} chosen={answers[num - 1]} onChoose={choose} busy={submit.isPending} />
      {submit.isError && <PageFailure error={submit.error} onRetry={() => submit.reset()} />}
      {num > 1 && (
        <Link className="yw-ycjy-more" to={ycjyLinks.question(grade, month, num - 1)}>
          上一题
        </Link>
      )}
    </div>
  );
}

function QuestionCard({
  question,
  chosen,
  onChoose,
  busy,
}: {
  question: YcjyQuestion;
  chosen: number | undefined;
  onChoose: (choice: number) => void;
  busy: boolean;
}) {
  return (
    <section className="yw-ycjy-card yw-ycjy-question">
      <h2 className="yw-ycjy-heading">{question.prompt}</h2>
      {question.picture && <img src={question.picture} alt="" className="yw-ycjy-question__picture" />}
      {question.kind === 'pick_picture' && <p className="yw-ycjy-question__char yw-kai">{question.text}</p>}
      <ul className={`yw-ycjy-choices yw-ycjy-choices--${question.kind}`}>
        {question.choices.map((choice, i) => (
          <li key={`${choice.text}${choice.picture}`}>
            <button
              type="button"
              className="yw-ycjy-choice"
              aria-pressed={chosen === i}
              disabled={busy}
              onClick={() => onChoose(i)}
              data-testid="ycjy-choice"
            >
              {choice.picture ? <img src={choice.picture} alt={`第${i + 1}幅图`} /> : null}
              {choice.text && (
                <span className={question.kind === 'pick_char' ? 'yw-kai' : undefined}>{choice.text}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CheckResult({
  result,
  questions,
  grade,
  month,
}: {
  result: YcjyCheckResult;
  questions: YcjyQuestion[];
  grade: number;
  month: number;
}) {
  return (
    <div className="yw-ycjy-stack" data-testid="ycjy-check-result">
      <Celebration when={result.score >= GOOD_SCORE} />
      <section className="yw-ycjy-card yw-ycjy-score">
        <Mascot pose={result.score >= GOOD_SCORE ? 'cheering' : 'thinking'} className="yw-ycjy-banner__mascot" />
        <p className="yw-ycjy-score__number" data-testid="ycjy-score">
          {result.score}
          <span>分</span>
        </p>
        <p className="yw-ycjy-text">
          答对 {result.right} 题，共 {result.total} 题。
          {result.score >= GOOD_SCORE ? '真棒！' : '没关系，多玩几次就会了。'}
        </p>
      </section>
      <ol className="yw-ycjy-marks">
        {result.items.map((item) => (
          <li key={item.num} className={item.right ? 'is-right' : 'is-wrong'}>
            {questions[item.num - 1]?.prompt}
            <strong>{item.right ? '答对了' : '再练练'}</strong>
          </li>
        ))}
      </ol>
      <div className="yw-ycjy-pair">
        <Link className="yw-ycjy-button" to={ycjyLinks.check(grade, month)}>
          再测一次
        </Link>
        <Link className="yw-ycjy-button" to={ycjyLinks.plan(grade, month)}>
          回到小课
        </Link>
      </div>
    </div>
  );
}
