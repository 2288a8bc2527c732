import type { PinyinAnswer } from '@yuwen/protocol';
import { type ReactNode, useMemo, useState } from 'react';
import { SpeakerIcon } from '../../../../components/icons/icons';

/** How many syllables one round of practice (听音辨调, 拼一拼) asks. */
export const PRACTICE_ROUND = 10;

export const TONE_CHOICES = [
  { tone: 1, name: '第一声', sign: 'ˉ' },
  { tone: 2, name: '第二声', sign: 'ˊ' },
  { tone: 3, name: '第三声', sign: 'ˇ' },
  { tone: 4, name: '第四声', sign: 'ˋ' },
] as const;

/** The top of a listening practice (听音辨调, 拼一拼): where the pupil is, and 听一听 again. */
export function PracticeHead({
  progress,
  listenTestId,
  onListen,
}: {
  progress: string;
  listenTestId: string;
  onListen: () => void;
}) {
  return (
    <>
      <p className="yw-pyxx-practice__progress">{progress}</p>
      <button type="button" className="yw-pyxx-practice__listen" data-testid={listenTestId} onClick={onListen}>
        <SpeakerIcon />
        <span>听一听</span>
      </button>
    </>
  );
}

/** The end of a round: the score, anything more to say, and 再练一轮. */
export function PracticeResult({
  testId,
  score,
  onAgain,
  children,
}: {
  testId: string;
  score: string;
  onAgain: () => void;
  children?: ReactNode;
}) {
  return (
    <section className="yw-pyxx-practice" data-testid={testId}>
      <p className="yw-pyxx-practice__score">{score}</p>
      {children}
      <button type="button" className="yw-big-button" onClick={onAgain}>
        再练一轮
      </button>
    </section>
  );
}

/** One question: a recorded syllable in one of the four tones. */
export interface ToneQuestion {
  syllable: string;
  tone: number;
  mark: string;
  audio: string;
  example: string;
}

/** Every syllable and tone (1–4) of the chart that has a real recording: what practice can ask. */
export function practiceQuestions(data: PinyinAnswer): ToneQuestion[] {
  return data.chart.rows.flatMap((row) =>
    row.cells.flatMap((cell) =>
      cell.tones
        .filter((t) => t.tone <= 4 && t.audio !== '')
        .map((t) => ({ syllable: cell.syllable, tone: t.tone, mark: t.mark, audio: t.audio, example: t.example })),
    ),
  );
}

/** `count` different questions picked at random (fewer when there are fewer). */
export function pickRound<T>(pool: readonly T[], count: number, random: () => number = Math.random): T[] {
  const rest = [...pool];
  const round: T[] = [];
  while (round.length < count && rest.length > 0) {
    const [taken] = rest.splice(Math.floor(random() * rest.length), 1);
    if (taken) round.push(taken);
  }
  return round;
}

/** 听音辨调: hear a syllable, pick its tone; ten to a round, scored. */
export function TonePractice({ data, play }: { data: PinyinAnswer; play: (url: string) => void }) {
  const pool = useMemo(() => practiceQuestions(data), [data]);
  const [round, setRound] = useState(() => pickRound(pool, PRACTICE_ROUND));
  const [at, setAt] = useState(0);
  const [answer, setAnswer] = useState<number | null>(null);
  const [score, setScore] = useState(0);
  const question = round[at];

  if (pool.length === 0) return <p className="yw-hzzy-note">暂无可用的录音，无法练习。</p>;

  if (!question) {
    return (
      <PracticeResult
        testId="practice-result"
        score={`答对 ${score} / ${round.length}`}
        onAgain={() => {
          setRound(pickRound(pool, PRACTICE_ROUND));
          setAt(0);
          setScore(0);
          setAnswer(null);
        }}
      >
        <p className="yw-hzzy-note">{score === round.length ? '全部正确，真棒！' : '再听一听，多练几次就会了。'}</p>
      </PracticeResult>
    );
  }

  const choose = (tone: number) => {
    if (answer !== null) return;
    setAnswer(tone);
    if (tone === question.tone) setScore((s) => s + 1);
  };
  // The next syllable plays at once: the pupil has just tapped, so the browser allows it.
  const next = () => {
    const following = round[at + 1];
    setAt((i) => i + 1);
    setAnswer(null);
    if (following) play(following.audio);
  };
  return (
    <section className="yw-pyxx-practice" data-testid="tone-practice">
      <PracticeHead
        progress={`第 ${at + 1} / ${round.length} 题 · 答对 ${score} 题`}
        listenTestId="practice-listen"
        onListen={() => play(question.audio)}
      />
      <p className="yw-pyxx-practice__ask">
        <span className="yw-pyxx-practice__syllable">{question.syllable}</span> 读的是第几声？
      </p>
      <div className="yw-pyxx-practice__choices">
        {TONE_CHOICES.map((choice) => {
          const state =
            answer === null
              ? ''
              : choice.tone === question.tone
                ? ' is-right'
                : choice.tone === answer
                  ? ' is-wrong'
                  : '';
          return (
            <button
              key={choice.tone}
              type="button"
              className={`yw-pyxx-practice__choice${state}`}
              disabled={answer !== null}
              data-testid="tone-choice"
              onClick={() => choose(choice.tone)}
            >
              <span className="yw-pyxx-practice__sign">{choice.sign}</span>
              {choice.name}
            </button>
          );
        })}
      </div>
      {answer !== null && (
        <div className="yw-pyxx-practice__feedback" role="status" data-testid="practice-feedback">
          <p>
            {answer === question.tone ? '答对了！' : '不对哦。'}这是 <strong>{question.mark}</strong>
            {question.example && <span className="yw-kai">（{question.example}）</span>}
          </p>
          <button type="button" className="yw-button" onClick={next}>
            {at + 1 < round.length ? '下一题' : '看成绩'}
          </button>
        </div>
      )}
    </section>
  );
}
