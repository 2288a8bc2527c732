import type { WordPractice, WordPracticeResult, WordQuestion } from '@yuwen/protocol';
import { useState } from 'react';
import { FormError } from '../../../components/form-field/form-field';
import { failureMessage } from '../../../lib/http-transport';
import { useSubmitPractice } from '../api/word-practice.api';
import { type BoardCard, emptyAnswer, isAnswered, type PracticeAnswer, tapCard } from '../word-practice';

type Choice = Extract<WordQuestion, { options: string[] }>;
type Board = Extract<WordQuestion, { kind: 'pair' }>;

const RELATION_NAMES = { synonym: '近义词', antonym: '反义词' } as const;

/** The options of a 选意思 or 填一填 question: buttons, the chosen one pressed (it can still change). */
function Options({
  question,
  chosen,
  onChoose,
}: {
  question: Choice;
  chosen: number;
  onChoose: (index: number) => void;
}) {
  return (
    <ul className={`yw-bpcy-options is-${question.kind}`} data-testid="practice-options">
      {question.options.map((option, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed for the question.
        <li key={i}>
          <button
            type="button"
            className={`yw-bpcy-option${question.kind === 'fill' ? ' yw-kai' : ''}${i === chosen ? ' is-on' : ''}`}
            aria-pressed={i === chosen}
            data-testid="practice-option"
            data-option={option}
            onClick={() => onChoose(i)}
          >
            {option}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** What a choice question asks: the word with its pinyin (选意思), or our sentence with a blank (填一填). */
function ChoicePrompt({ question, chosen }: { question: Choice; chosen: number }) {
  if (question.kind === 'meaning')
    return (
      <div className="yw-bpcy-ask" data-testid="practice-ask" data-word={question.word}>
        <span className="yw-bpcy-ask__pinyin">{question.pinyin}</span>
        <span className="yw-bpcy-ask__word yw-kai">{question.word}</span>
        <span className="yw-bpcy-ask__hint">它是什么意思？</span>
      </div>
    );
  const filled = question.options[chosen];
  return (
    <div className="yw-bpcy-ask" data-testid="practice-ask">
      <p className="yw-bpcy-ask__sentence yw-kai">
        {question.before}
        <span className={`yw-bpcy-ask__blank${filled ? ' is-filled' : ''}`} data-testid="practice-blank">
          （{filled ?? '\u3000\u3000'}）
        </span>
        {question.after}
      </p>
      <span className="yw-bpcy-ask__hint">选一个词语填进括号里</span>
    </div>
  );
}

/** A 找朋友 board: words on the left, friends on the right; tap one of each to pair them. */
function PairBoard({
  board,
  pairs,
  picked,
  onTap,
}: {
  board: Board;
  pairs: readonly number[];
  picked: BoardCard | null;
  onTap: (card: BoardCard) => void;
}) {
  const pairOfFriend = (friend: number) => pairs.indexOf(friend);
  const card = (side: BoardCard['side'], index: number, text: string, pair: number, tag?: string) => {
    const isPicked = picked?.side === side && picked.index === index;
    return (
      <button
        type="button"
        className={`yw-bpcy-pair-card${isPicked ? ' is-picked' : ''}${pair >= 0 ? ` is-paired is-pair-${pair + 1}` : ''}`}
        aria-pressed={isPicked || pair >= 0}
        aria-label={`${text}${tag ? `（${tag}）` : ''}${pair >= 0 ? `，第${pair + 1}对` : ''}`}
        data-testid={`practice-${side}`}
        data-word={text}
        data-pair={pair >= 0 ? pair + 1 : undefined}
        onClick={() => onTap({ side, index })}
      >
        {pair >= 0 && (
          <span className="yw-bpcy-pair-card__badge" aria-hidden="true">
            {pair + 1}
          </span>
        )}
        <span className="yw-bpcy-pair-card__text yw-kai">{text}</span>
        {tag && <span className="yw-bpcy-pair-card__tag">{tag}</span>}
      </button>
    );
  };
  return (
    <div className="yw-bpcy-pairs" data-testid="practice-board">
      <p className="yw-bpcy-ask__hint">先点左边的词语，再点右边它的朋友；点配好的卡片可以重新配。</p>
      <div className="yw-bpcy-pairs__columns">
        <ul className="yw-bpcy-pairs__column" aria-label="词语">
          {board.words.map((word, i) => (
            <li key={word}>{card('word', i, word, (pairs[i] ?? -1) >= 0 ? i : -1)}</li>
          ))}
        </ul>
        <ul className="yw-bpcy-pairs__column" aria-label="朋友">
          {board.friends.map((friend, i) => (
            <li key={friend.word}>
              {card('friend', i, friend.word, pairOfFriend(i), RELATION_NAMES[friend.relation])}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * A practice round: one question (or one 找朋友 board) at a time, 上一题 / 下一题, then 交卷 — the
 * server marks the answers and answers the result.
 */
export function PracticeRound({
  practice,
  onDone,
}: {
  practice: WordPractice;
  onDone: (result: WordPracticeResult) => void;
}) {
  const { questions } = practice;
  const [answers, setAnswers] = useState<PracticeAnswer[]>(() => questions.map(emptyAnswer));
  const [at, setAt] = useState(0);
  const [picked, setPicked] = useState<BoardCard | null>(null);
  const submit = useSubmitPractice();
  const question = questions[at];
  const answer = answers[at];
  if (!question || answer === undefined) return null;
  const last = at === questions.length - 1;
  const unit = question.kind === 'pair' ? '组' : '题';
  const answerWith = (value: PracticeAnswer) => setAnswers((all) => all.map((old, i) => (i === at ? value : old)));
  const go = (to: number) => {
    setPicked(null);
    setAt(to);
  };
  const handIn = () =>
    submit.mutate({ id: practice.id, answers: JSON.stringify(answers) }, { onSuccess: (done) => onDone(done) });
  return (
    <section className="yw-bpcy-round yw-bpcy-practice" data-testid="practice-round" data-kind={practice.kind}>
      <header className="yw-bpcy-round__head">
        <span className="yw-bpcy-round__progress" data-testid="practice-progress">
          第 {at + 1} / {questions.length} {unit}
        </span>
      </header>
      {question.kind === 'pair' ? (
        <PairBoard
          board={question}
          pairs={answer as number[]}
          picked={picked}
          onTap={(card) => {
            const next = tapCard(answer as number[], picked, card);
            setPicked(next.picked);
            answerWith(next.pairs);
          }}
        />
      ) : (
        <>
          <ChoicePrompt question={question} chosen={answer as number} />
          <Options question={question} chosen={answer as number} onChoose={answerWith} />
        </>
      )}
      <FormError message={submit.isError ? failureMessage(submit.error) : undefined} testId="practice-submit-error" />
      <div className="yw-bpcy-round__foot">
        {at > 0 && (
          <button type="button" className="yw-button yw-button--soft" onClick={() => go(at - 1)}>
            上一{unit}
          </button>
        )}
        {last ? (
          <button
            type="button"
            className="yw-button"
            data-testid="practice-submit"
            disabled={!isAnswered(answer) || submit.isPending}
            onClick={handIn}
          >
            {submit.isPending ? '正在交卷…' : '交卷'}
          </button>
        ) : (
          <button
            type="button"
            className="yw-button"
            data-testid="practice-next"
            disabled={!isAnswered(answer)}
            onClick={() => go(at + 1)}
          >
            下一{unit}
          </button>
        )}
      </div>
    </section>
  );
}
