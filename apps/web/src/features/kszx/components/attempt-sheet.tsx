import type { AnswerValue, Attempt, ExamQuestion, QuestionMark } from '@yuwen/protocol';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Celebration } from '../../../components/celebration/celebration';
import { Mascot } from '../../../components/mascot/mascot';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { saveAnswer, useSubmitAttempt } from '../api/kszx.api';
import { answerText, QuestionBody } from './question-bodies';

/** Typing is saved once the pupil pauses this long (a choice at once). */
const TYPING_SAVE_MS = 600;
/** A score worth a celebration. */
const GOOD_SCORE = 80;

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** Time left on the server's clock (the attempt says the server's time when it answered). */
function useTimeLeft(attempt: Attempt): number | undefined {
  const [offset] = useState(() => attempt.now - Date.now());
  const left = () => attempt.deadline_at - (Date.now() + offset);
  const [ms, setMs] = useState(left);
  useEffect(() => {
    if (attempt.deadline_at === 0) return;
    const timer = setInterval(() => setMs(attempt.deadline_at - (Date.now() + offset)), 1000);
    return () => clearInterval(timer);
  }, [attempt.deadline_at, offset]);
  return attempt.deadline_at === 0 ? undefined : ms;
}

function QuestionCard({
  question,
  index,
  children,
  mark,
}: {
  question: ExamQuestion;
  index: number;
  children: ReactNode;
  mark?: 'right' | 'wrong' | 'pending';
}) {
  return (
    <li
      className={`yw-kszx-question${mark ? ` is-${mark}` : ''}`}
      data-testid="kszx-question"
      data-type={question.type}
      data-mark={mark}
    >
      <p className="yw-kszx-question__prompt">
        <span className="yw-kszx-question__no">{index + 1}.</span>
        {question.prompt}
      </p>
      {question.hint && <p className="yw-kszx-question__hint yw-kai">{question.hint}</p>}
      {children}
    </li>
  );
}

/** Questions grouped by section, in paper order. */
function sectionsOf(questions: readonly ExamQuestion[]) {
  const groups: { title: string; items: { question: ExamQuestion; index: number }[] }[] = [];
  questions.forEach((question, index) => {
    const last = groups[groups.length - 1];
    if (last?.title === question.section) last.items.push({ question, index });
    else groups.push({ title: question.section, items: [{ question, index }] });
  });
  return groups;
}

const SECTION_NUMBERS = '一二三四五六七八九十';

/** The marks; `fresh` when the paper was just handed in on this page (the moment to celebrate). */
function Marks({ attempt, onAgain, fresh }: { attempt: Attempt; onAgain: () => void; fresh: boolean }) {
  const result = attempt.result;
  const top = useRef<HTMLDivElement>(null);
  // The hand-in button is at the paper's end: the score is shown from the top.
  useEffect(() => top.current?.scrollIntoView({ block: 'start' }), []);
  if (!result) return null;
  const good = result.score >= GOOD_SCORE;
  const markOf = (m: QuestionMark | undefined) => (m?.correct === null ? 'pending' : m?.correct ? 'right' : 'wrong');
  return (
    <div className="yw-kszx-result" data-testid="kszx-result" ref={top}>
      <Celebration when={good && fresh} />
      <div className="yw-kszx-result__head">
        <Mascot pose={good ? 'cheering' : 'thinking'} className="yw-kszx-result__mascot" />
        <div>
          <p className="yw-kszx-result__score" data-testid="kszx-score">
            {result.score}
            <small>分</small>
          </p>
          <p className="yw-kszx-result__summary">
            答对 {result.correct} / {result.total} 题{result.pending > 0 && `，写话待老师批改`}
          </p>
          <p className="yw-kszx-note">{good ? '真棒！继续保持。' : '做错的题已放进错题本，练一练就能记牢。'}</p>
        </div>
      </div>
      <ol className="yw-kszx-questions">
        {attempt.questions.map((question, i) => {
          const mark = result.marks[i];
          const state = markOf(mark);
          return (
            <QuestionCard
              // biome-ignore lint/suspicious/noArrayIndexKey: the questions are fixed for the attempt.
              key={i}
              question={question}
              index={i}
              mark={state}
            >
              <p className="yw-kszx-mark" data-testid="kszx-mark">
                <b>
                  {mark?.review
                    ? `老师给了${mark.review.points}分（满分${mark.review.max}分）`
                    : state === 'pending'
                      ? '待老师批改'
                      : state === 'right'
                        ? '答对了'
                        : '答错了'}
                </b>
                <span>你的答案：{answerText(question, attempt.answers[i] ?? null)}</span>
                {state === 'wrong' && mark?.answer_text && <span>正确答案：{mark.answer_text}</span>}
                {mark?.review?.comment && (
                  <span className="yw-kszx-review" data-testid="kszx-review">
                    老师的评语：{mark.review.comment}
                  </span>
                )}
              </p>
            </QuestionCard>
          );
        })}
      </ol>
      <button type="button" className="yw-button" data-testid="kszx-again" onClick={onAgain}>
        再做一次
      </button>
    </div>
  );
}

/**
 * A paper (or practice round) being answered: each answer saved on the server as it is given (one
 * save at a time, in order), a countdown on the server's clock that hands in at zero, then the marks.
 */
export function AttemptSheet({ attempt, onAgain }: { attempt: Attempt; onAgain: () => void }) {
  const [answers, setAnswers] = useState(attempt.answers);
  const [saving, setSaving] = useState(0);
  const queue = useRef(Promise.resolve());
  const typing = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const submit = useSubmitAttempt();
  const timeLeft = useTimeLeft(attempt);
  const handedIn = attempt.result !== null;
  // Opened before its hand-in: its marks are new, worth a celebration (not when opened from 我的成绩).
  const [openedAnswering] = useState(!handedIn);

  const send = useCallback(
    (index: number, value: AnswerValue | null) => {
      setSaving((n) => n + 1);
      queue.current = queue.current
        .then(() => saveAnswer(attempt.id, index, value))
        .then(
          () => undefined,
          (error: unknown) => toast.error(failureMessage(error)),
        )
        .finally(() => setSaving((n) => n - 1));
    },
    [attempt.id],
  );

  const answer = (index: number, value: AnswerValue | null) => {
    setAnswers((list) => list.map((a, i) => (i === index ? value : a)));
    const waiting = typing.current.get(index);
    if (waiting) clearTimeout(waiting);
    if (typeof value === 'string') {
      typing.current.set(
        index,
        setTimeout(() => {
          typing.current.delete(index);
          send(index, value);
        }, TYPING_SAVE_MS),
      );
    } else send(index, value);
  };

  const handIn = useCallback(async () => {
    // Typing still waiting is saved first, then every save ends before the hand-in.
    for (const [index, timer] of typing.current) {
      clearTimeout(timer);
      send(index, answers[index] ?? null);
    }
    typing.current.clear();
    await queue.current;
    submit.mutate(attempt.id, {
      onSuccess: (marked) => setAnswers(marked.answers),
      onError: (error) => toast.error(failureMessage(error)),
    });
  }, [answers, attempt.id, send, submit]);

  const timeUp = timeLeft !== undefined && timeLeft <= 0;
  const handedAtZero = useRef(false);
  useEffect(() => {
    if (timeUp && !handedAtZero.current && !handedIn) {
      handedAtZero.current = true;
      toast.info('时间到了，试卷自动交上去了');
      void handIn();
    }
  }, [timeUp, handIn, handedIn]);

  if (handedIn) return <Marks attempt={{ ...attempt, answers }} onAgain={onAgain} fresh={openedAnswering} />;

  const unanswered = answers.filter((a) => a === null).length;
  return (
    <div className="yw-kszx-sheet" data-testid="kszx-sheet">
      <div className="yw-kszx-sheet__bar">
        <b className="yw-kszx-sheet__title">{attempt.title}</b>
        {timeLeft !== undefined && (
          <span className={`yw-kszx-clock${timeLeft < 60_000 ? ' is-late' : ''}`} data-testid="kszx-clock" role="timer">
            剩余 {clock(timeLeft)}
          </span>
        )}
        <span className="yw-kszx-note" data-testid="kszx-saved" data-saving={saving > 0 ? '1' : '0'}>
          {saving > 0 ? '正在保存…' : '答案已保存'}
        </span>
      </div>
      {sectionsOf(attempt.questions).map((section, s) => (
        <section key={section.title} className="yw-kszx-section" data-testid="kszx-section">
          <h3 className="yw-kszx-section__title">
            {SECTION_NUMBERS[s]}、{section.title}
          </h3>
          <ol className="yw-kszx-questions">
            {section.items.map(({ question, index }) => (
              <QuestionCard key={index} question={question} index={index}>
                <QuestionBody
                  question={question}
                  index={index}
                  answer={answers[index] ?? null}
                  onAnswer={(value) => answer(index, value)}
                />
              </QuestionCard>
            ))}
          </ol>
        </section>
      ))}
      <div className="yw-kszx-sheet__end">
        <p className="yw-kszx-note">
          {unanswered > 0 ? `还有 ${unanswered} 题没有作答` : '全部做完了，检查一下就交卷吧'}
        </p>
        <button
          type="button"
          className="yw-button"
          data-testid="kszx-hand-in"
          disabled={submit.isPending}
          onClick={() => void handIn()}
        >
          {submit.isPending ? '正在交卷…' : '交卷'}
        </button>
      </div>
    </div>
  );
}
