import type { PoemTestAnswer, PoemTestKind, PoemTestQuestion } from '@yuwen/protocol';

const KIND_NAMES: Record<PoemTestKind, string> = {
  next_line: '接下句',
  author: '选作者',
  order: '排顺序',
  missing_char: '补缺字',
};

export function kindName(kind: PoemTestKind): string {
  return KIND_NAMES[kind];
}

/** What a question asks, in words. */
export function questionText(q: Pick<PoemTestQuestion, 'kind' | 'title' | 'prompt'>): string {
  switch (q.kind) {
    case 'next_line':
      return `《${q.title}》中，“${q.prompt}”的下一句是？`;
    case 'author':
      return `《${q.title}》是哪个朝代、哪位诗人写的？`;
    case 'order':
      return `把《${q.title}》的这几句按诗中的顺序点一遍。`;
    case 'missing_char':
      return `《${q.title}》：“${q.prompt}”中缺的字是？`;
  }
}

/** The pupil's answer as text: an option, or the options in the order they were tapped. */
export function answerText(q: PoemTestQuestion, answer: PoemTestAnswer | null): string {
  if (answer === null) return '未作答';
  if (Array.isArray(answer)) return answer.map((i) => q.options[i] ?? '').join('，');
  return q.options[answer] ?? '';
}

/**
 * One question: choice questions select one option; order questions take the options tapped one
 * after another (tapping a placed line takes it and those after it back).
 */
export function PoemTestQuestionView({
  question,
  answer,
  onAnswer,
}: {
  question: PoemTestQuestion;
  answer: PoemTestAnswer | null;
  onAnswer: (answer: PoemTestAnswer | null) => void;
}) {
  const order = question.kind === 'order';
  const placed = Array.isArray(answer) ? answer : [];
  const tap = (index: number) => {
    if (!order) return onAnswer(index);
    const at = placed.indexOf(index);
    const next = at === -1 ? [...placed, index] : placed.slice(0, at);
    onAnswer(next.length > 0 ? next : null);
  };
  return (
    <section
      className="yw-ptest-question"
      data-testid="poem-test-question"
      data-kind={question.kind}
      data-poem-id={question.poem_id}
      data-prompt={question.prompt}
    >
      <p className="yw-ptest-kind">{kindName(question.kind)}</p>
      <h2 className="yw-ptest-ask yw-kai">{questionText(question)}</h2>
      <ul className={order ? 'yw-ptest-options yw-ptest-options--order' : 'yw-ptest-options'}>
        {question.options.map((option, i) => {
          const rank = placed.indexOf(i);
          const chosen = order ? rank !== -1 : answer === i;
          return (
            // The options are fixed for a question, so their index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={i}>
              <button
                type="button"
                className={chosen ? 'yw-ptest-option yw-ptest-option--chosen yw-kai' : 'yw-ptest-option yw-kai'}
                aria-pressed={chosen}
                onClick={() => tap(i)}
                data-testid="poem-test-option"
              >
                {order && rank !== -1 ? <span className="yw-ptest-rank">{rank + 1}</span> : null}
                {option}
              </button>
            </li>
          );
        })}
      </ul>
      {order ? (
        <p className="yw-ptest-soft">
          {placed.length < question.options.length
            ? `已排 ${placed.length} / ${question.options.length} 句，再点一下已排的句子可以撤回。`
            : '排好了。'}
        </p>
      ) : null}
    </section>
  );
}
