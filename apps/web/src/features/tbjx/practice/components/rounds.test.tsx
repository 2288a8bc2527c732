import { fireEvent, render, screen } from '@testing-library/react';
import type { CharacterTile, Exercise, ExerciseQuestion } from '@yuwen/protocol';
import { describe, expect, it, vi } from 'vitest';
import { SzRound } from './sz-round';
import { ZyRound } from './zy-round';

// The stroke checker needs a canvas and stroke data: here a button finishes it with a score.
vi.mock('../../../../components/hanzi-writer/hanzi-writer-board', () => ({
  WritingQuiz: ({ char, onComplete }: { char: string; onComplete: (r: { score: number }) => void }) => (
    <button type="button" onClick={() => onComplete({ score: 80 })}>
      写完「{char}」
    </button>
  ),
}));

const base = { prompt: '', hint: '', audio: '', stroke_data: '', char: '', options: [] };
const q = (question: Partial<ExerciseQuestion> & Pick<ExerciseQuestion, 'kind'>): ExerciseQuestion => ({
  ...base,
  ...question,
});
const exercise = (kind: Exercise['kind'], questions: ExerciseQuestion[]): Exercise => ({
  id: 7,
  lesson_id: 3,
  kind,
  questions,
});
const tile = (char: string, readings: string[]): CharacterTile => ({
  id: 1,
  char,
  readings,
  stroke_count: 1,
  level: 1,
  learned: false,
  favorite: false,
});

describe('识字', () => {
  it('tells each pick at once, keeps it, and hands every answer in after the last', () => {
    const onFinish = vi.fn();
    const questions = [
      q({ kind: 'read', prompt: '天', options: ['tián', 'tiān'] }),
      q({ kind: 'hear', hint: 'rén', options: ['人', '天'] }),
    ];
    render(
      <SzRound
        exercise={exercise('sz', questions)}
        tiles={[tile('天', ['tiān']), tile('人', ['rén'])]}
        finishing={false}
        onFinish={onFinish}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'tián' }));
    expect(screen.getByTestId('practice-feedback').textContent).toContain('正确答案是「tiān」');
    // One pick per question.
    expect(screen.getByRole('button', { name: 'tiān' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('practice-next'));

    expect(screen.getByTestId('practice-hint').textContent).toBe('rén');
    fireEvent.click(screen.getByRole('button', { name: '人' }));
    expect(screen.getByTestId('practice-feedback').textContent).toContain('答对了');
    fireEvent.click(screen.getByRole('button', { name: '交卷' }));
    expect(onFinish).toHaveBeenCalledWith([0, 0]);
  });
});

describe('作业', () => {
  const questions = [
    q({ kind: 'strokes', prompt: '天', options: ['3', '4', '5'] }),
    q({ kind: 'write', hint: 'rén', char: '人', stroke_data: '/hanzi-data/人.json' }),
    q({ kind: 'word', prompt: '天（ ）', hint: 'tiān dì', options: ['地', '人'] }),
  ];

  it('collects a choice, a written character and an open question, asking once before handing in with one open', () => {
    const onFinish = vi.fn();
    render(<ZyRound exercise={exercise('zy', questions)} finishing={false} onFinish={onFinish} />);
    fireEvent.click(screen.getByRole('button', { name: '3 画' }));
    // A choice may change until the hand-in.
    fireEvent.click(screen.getByRole('button', { name: '4 画' }));
    fireEvent.click(screen.getByTestId('practice-next'));
    fireEvent.click(screen.getByRole('button', { name: '写完「人」' }));
    expect(screen.getByTestId('practice-write-done')).toBeTruthy();
    fireEvent.click(screen.getByTestId('practice-next'));

    fireEvent.click(screen.getByTestId('practice-hand-in'));
    expect(onFinish).not.toHaveBeenCalled();
    expect(screen.getByTestId('practice-open-count').textContent).toContain('还有 1 题没有做');
    fireEvent.click(screen.getByRole('button', { name: '确定交卷' }));
    expect(onFinish).toHaveBeenCalledWith([1, true, undefined]);
  });

  it('counts 不会写 as a wrong answer', () => {
    const onFinish = vi.fn();
    render(<ZyRound exercise={exercise('zy', questions.slice(1, 2))} finishing={false} onFinish={onFinish} />);
    fireEvent.click(screen.getByTestId('practice-write-skip'));
    fireEvent.click(screen.getByTestId('practice-hand-in'));
    expect(onFinish).toHaveBeenCalledWith([false]);
  });
});
