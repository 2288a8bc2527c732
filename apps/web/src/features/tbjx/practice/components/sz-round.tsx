import type { CharacterTile, Exercise } from '@yuwen/protocol';
import { useState } from 'react';
import { type AnswerSheet, QUESTION_KIND_NAMES, rightOptionFromTiles } from '../practice-answers';
import { ChoiceQuestion } from './choice-question';

/**
 * 识字: one question at a time; a pick is final and told at once (right, or the right option) as far
 * as the lesson's tiles can tell; after the last question the answers are handed in.
 */
export function SzRound({
  exercise,
  tiles,
  finishing,
  onFinish,
}: {
  exercise: Exercise;
  tiles: readonly CharacterTile[];
  finishing: boolean;
  onFinish: (sheet: AnswerSheet) => void;
}) {
  const { questions } = exercise;
  const [at, setAt] = useState(0);
  const [sheet, setSheet] = useState<(number | undefined)[]>(() => questions.map(() => undefined));
  const question = questions[at];
  if (!question) return null;
  const picked = sheet[at];
  const right = rightOptionFromTiles(question, tiles);
  const last = at === questions.length - 1;

  const pick = (index: number) => {
    if (picked !== undefined) return;
    setSheet((current) => current.map((answer, i) => (i === at ? index : answer)));
  };

  let feedback = '';
  if (picked !== undefined) {
    if (right === undefined) feedback = '记下了，交卷后就知道对不对。';
    else if (right === picked) feedback = '答对了，真棒！';
    else feedback = `不对哦，正确答案是「${question.options[right]}」，记住它。`;
  }

  return (
    <section className="yw-tbp-card" data-testid="practice-question" data-kind={question.kind}>
      <p className="yw-tbp-progress">
        第 {at + 1} / {questions.length} 题 · {QUESTION_KIND_NAMES[question.kind]}
      </p>
      <ChoiceQuestion question={question} picked={picked} right={right} locked={picked !== undefined} onPick={pick} />
      {picked !== undefined && (
        <div
          className={`yw-tbp-feedback${right === undefined ? '' : right === picked ? ' is-right' : ' is-wrong'}`}
          role="status"
          data-testid="practice-feedback"
        >
          <p>{feedback}</p>
          <button
            type="button"
            className="yw-button"
            data-testid="practice-next"
            disabled={finishing}
            onClick={() => (last ? onFinish(sheet) : setAt(at + 1))}
          >
            {last ? (finishing ? '正在交卷…' : '交卷') : '下一题'}
          </button>
        </div>
      )}
    </section>
  );
}
