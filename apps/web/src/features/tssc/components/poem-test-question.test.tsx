import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PoemTestAnswer, PoemTestQuestion } from '@yuwen/protocol';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerText, PoemTestQuestionView, questionText } from './poem-test-question';

const ORDER: PoemTestQuestion = {
  kind: 'order',
  poem_id: 1,
  title: '静夜思',
  prompt: '',
  options: ['举头望明月', '床前明月光', '低头思故乡', '疑是地上霜'],
};

function Harness({ question, seen }: { question: PoemTestQuestion; seen: (PoemTestAnswer | null)[] }) {
  const [answer, setAnswer] = useState<PoemTestAnswer | null>(null);
  return (
    <PoemTestQuestionView
      question={question}
      answer={answer}
      onAnswer={(a) => {
        seen.push(a);
        setAnswer(a);
      }}
    />
  );
}

afterEach(cleanup);

describe('poem test question', () => {
  it('asks each kind in words', () => {
    expect(questionText({ kind: 'next_line', title: '静夜思', prompt: '床前明月光' })).toBe(
      '《静夜思》中，“床前明月光”的下一句是？',
    );
    expect(questionText({ kind: 'missing_char', title: '春晓', prompt: '春眠不觉□' })).toBe(
      '《春晓》：“春眠不觉□”中缺的字是？',
    );
    expect(answerText(ORDER, [1, 3, 0, 2])).toBe('床前明月光，疑是地上霜，举头望明月，低头思故乡');
    expect(answerText(ORDER, null)).toBe('未作答');
  });

  it('places order lines in the order tapped and takes back a placed line with those after it', () => {
    const seen: (PoemTestAnswer | null)[] = [];
    render(<Harness question={ORDER} seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: '床前明月光' }));
    fireEvent.click(screen.getByRole('button', { name: '疑是地上霜' }));
    fireEvent.click(screen.getByRole('button', { name: '举头望明月' }));
    expect(seen.at(-1)).toEqual([1, 3, 0]);
    fireEvent.click(screen.getByRole('button', { name: /疑是地上霜/ }));
    expect(seen.at(-1)).toEqual([1]);
    fireEvent.click(screen.getByRole('button', { name: /床前明月光/ }));
    expect(seen.at(-1)).toBeNull();
  });

  it('selects one option of a choice question', () => {
    const seen: (PoemTestAnswer | null)[] = [];
    render(<Harness question={{ ...ORDER, kind: 'author', options: ['唐·李白', '唐·杜甫'] }} seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: '唐·杜甫' }));
    expect(seen).toEqual([1]);
    expect(screen.getByRole('button', { name: '唐·杜甫' }).getAttribute('aria-pressed')).toBe('true');
  });
});
