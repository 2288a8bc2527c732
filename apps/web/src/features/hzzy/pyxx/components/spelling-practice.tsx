import type { PinyinAnswer } from '@yuwen/protocol';
import { useMemo, useState } from 'react';
import { PRACTICE_ROUND, PracticeHead, PracticeResult, pickRound, TONE_CHOICES } from './tone-practice';

/** One question of 拼一拼: a recorded syllable as initial + final + tone. */
export interface SpellingQuestion {
  initial: string;
  final: string;
  tone: number;
  mark: string;
  audio: string;
  example: string;
}

/**
 * Every syllable with an initial and a taught final (not the -i of zhi chi shi …, which are read
 * whole) that has a real recording in one of the four tones.
 */
export function spellingQuestions(data: PinyinAnswer): SpellingQuestion[] {
  return data.chart.rows
    .filter((row) => row.initial !== '')
    .flatMap((row) =>
      row.cells
        .filter((cell) => cell.final !== '-i')
        .flatMap((cell) =>
          cell.tones
            .filter((t) => t.tone <= 4 && t.audio !== '')
            .map((t) => ({ initial: row.initial, final: cell.final, ...t })),
        ),
    );
}

/** The right answer and three others from `all`, in a random order. */
export function choicesFor(right: string, all: readonly string[], random: () => number = Math.random): string[] {
  const others = pickRound(
    all.filter((x) => x !== right),
    3,
    random,
  );
  return pickRound([right, ...others], 4, random);
}

interface Asked {
  question: SpellingQuestion;
  initials: string[];
  finals: string[];
}

type Part = 'initial' | 'final' | 'tone';

/** 拼一拼: hear a syllable, then put it together from its initial, its final and its tone. */
export function SpellingPractice({ data, play }: { data: PinyinAnswer; play: (url: string) => void }) {
  const pool = useMemo(() => spellingQuestions(data), [data]);
  const initials = useMemo(() => [...new Set(pool.map((q) => q.initial))], [pool]);
  const finals = useMemo(() => [...new Set(pool.map((q) => q.final))], [pool]);
  const newRound = (): Asked[] =>
    pickRound(pool, PRACTICE_ROUND).map((question) => ({
      question,
      initials: choicesFor(question.initial, initials),
      finals: choicesFor(question.final, finals),
    }));
  const [round, setRound] = useState(newRound);
  const [at, setAt] = useState(0);
  const [picked, setPicked] = useState<{ initial?: string; final?: string; tone?: number }>({});
  const [checked, setChecked] = useState(false);
  const [score, setScore] = useState(0);
  const asked = round[at];

  if (pool.length === 0) return <p className="yw-hzzy-note">暂无可用的录音，无法练习。</p>;

  if (!asked) {
    return (
      <PracticeResult
        testId="spelling-result"
        score={`拼对 ${score} / ${round.length}`}
        onAgain={() => {
          setRound(newRound());
          setAt(0);
          setScore(0);
          setPicked({});
          setChecked(false);
        }}
      />
    );
  }

  const { question } = asked;
  const right = (part: Part) => (part === 'tone' ? picked.tone === question.tone : picked[part] === question[part]);
  const complete = picked.initial !== undefined && picked.final !== undefined && picked.tone !== undefined;
  const check = () => {
    setChecked(true);
    if (right('initial') && right('final') && right('tone')) setScore((s) => s + 1);
  };
  const next = () => {
    const following = round[at + 1];
    setAt((i) => i + 1);
    setPicked({});
    setChecked(false);
    if (following) play(following.question.audio);
  };
  const stateOf = (part: Part, value: string | number) => {
    const chosen = picked[part] === value;
    if (!checked) return chosen ? ' is-chosen' : '';
    if ((part === 'tone' ? question.tone : question[part]) === value) return ' is-right';
    return chosen ? ' is-wrong' : '';
  };
  const row = (part: 'initial' | 'final', title: string, options: string[]) => (
    <div className="yw-pyxx-spell__row">
      <span className="yw-pyxx-spell__title">{title}</span>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={`yw-pyxx-spell__choice${stateOf(part, option)}`}
          disabled={checked}
          aria-pressed={picked[part] === option}
          data-testid={`spell-${part}`}
          onClick={() => setPicked((p) => ({ ...p, [part]: option }))}
        >
          {option}
        </button>
      ))}
    </div>
  );

  return (
    <section className="yw-pyxx-practice" data-testid="spelling-practice">
      <PracticeHead
        progress={`第 ${at + 1} / ${round.length} 题 · 拼对 ${score} 题`}
        listenTestId="spelling-listen"
        onListen={() => play(question.audio)}
      />
      <p className="yw-pyxx-practice__ask">听到的音节由哪个声母、韵母和声调拼成？</p>
      {row('initial', '声母', asked.initials)}
      {row('final', '韵母', asked.finals)}
      <div className="yw-pyxx-spell__row">
        <span className="yw-pyxx-spell__title">声调</span>
        {TONE_CHOICES.map((choice) => (
          <button
            key={choice.tone}
            type="button"
            className={`yw-pyxx-spell__choice${stateOf('tone', choice.tone)}`}
            disabled={checked}
            aria-pressed={picked.tone === choice.tone}
            aria-label={choice.name}
            data-testid="spell-tone"
            onClick={() => setPicked((p) => ({ ...p, tone: choice.tone }))}
          >
            {choice.sign}
          </button>
        ))}
      </div>
      {checked ? (
        <div className="yw-pyxx-practice__feedback" role="status" data-testid="spelling-feedback">
          <p>
            {right('initial') && right('final') && right('tone') ? '拼对了！' : '再想想。'}
            {question.initial} + {question.final} → <strong>{question.mark}</strong>
            {question.example && <span className="yw-kai">（{question.example}）</span>}
          </p>
          <button type="button" className="yw-button" onClick={next}>
            {at + 1 < round.length ? '下一题' : '看成绩'}
          </button>
        </div>
      ) : (
        <button type="button" className="yw-button" disabled={!complete} onClick={check}>
          拼好了
        </button>
      )}
    </section>
  );
}
