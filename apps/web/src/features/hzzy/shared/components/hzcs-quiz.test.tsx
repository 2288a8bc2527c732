import { fireEvent, render, screen } from '@testing-library/react';
import type { TrainQuestion } from '@yuwen/protocol';
import { describe, expect, it, vi } from 'vitest';
import { HzcsQuiz } from './hzcs-quiz';

// The stroke checker needs a canvas and stroke data; here it only has to be there.
vi.mock('../../../../components/hanzi-writer/hanzi-writer-board', () => ({
  WritingQuiz: ({ char }: { char: string }) => <div data-testid="writing-quiz">{char}</div>,
}));

const base = { hint: '', audio: '', stroke_data: '' };
const QUESTIONS: TrainQuestion[] = [
  { ...base, char_id: 1, char: '天', kind: 'read', prompt: '天', options: ['tiān', 'tián', 'dì', 'rén'], answer: 0 },
  {
    ...base,
    char_id: 2,
    char: '地',
    kind: 'recognise',
    prompt: '天（ ）',
    hint: 'tiān dì',
    options: ['人', '地', '山', '水'],
    answer: 1,
  },
  { ...base, char_id: 3, char: '人', kind: 'write', prompt: '大（ ）', hint: 'rén', options: [], answer: -1 },
];

describe('HzcsQuiz', () => {
  it('marks each answer, shows the right one after a miss, and hands over every answer at the end', () => {
    const onFinish = vi.fn();
    render(<HzcsQuiz questions={QUESTIONS} onFinish={onFinish} finishing={false} />);
    expect(screen.getByTestId('hzcs-quiz').textContent).toContain('第 1 / 3 题 · 读一读');

    fireEvent.click(screen.getByRole('button', { name: 'tián' }));
    expect(screen.getByTestId('quiz-feedback').textContent).toContain('不对哦');
    expect(screen.getByTestId('quiz-right-answer').textContent).toBe('tiān');
    // One answer per question: the choices are locked.
    expect(screen.getByRole('button', { name: 'tiān' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('quiz-next'));

    expect(screen.getByTestId('quiz-prompt').textContent).toBe('天（ ）');
    fireEvent.click(screen.getByRole('button', { name: '地' }));
    expect(screen.getByTestId('quiz-feedback').textContent).toContain('答对了');
    fireEvent.click(screen.getByTestId('quiz-next'));

    expect(screen.getByTestId('writing-quiz').textContent).toBe('人');
    fireEvent.click(screen.getByTestId('quiz-write-give-up'));
    expect(screen.getByTestId('quiz-right-answer').textContent).toBe('人');
    fireEvent.click(screen.getByRole('button', { name: '交卷' }));

    expect(onFinish).toHaveBeenCalledWith([
      { char_id: 1, kind: 'read', correct: false },
      { char_id: 2, kind: 'recognise', correct: true },
      { char_id: 3, kind: 'write', correct: false },
    ]);
  });
});
