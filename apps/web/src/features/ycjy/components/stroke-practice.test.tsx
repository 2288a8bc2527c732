import { act, fireEvent, render, screen } from '@testing-library/react';
import type { YcjyLesson } from '@yuwen/protocol';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StrokePractice } from './stroke-practice';

/** What the page handed hanzi-writer's quiz last: the test finishes the tracing through it. */
const quizzes: { onComplete: (summary: { totalMistakes: number }) => void }[] = [];

// hanzi-writer draws on SVG with stroke data; here it only records the quiz the real board starts.
vi.mock('hanzi-writer', () => ({
  default: {
    create: () => ({
      animateCharacter: () => Promise.resolve(),
      hideCharacter: () => Promise.resolve(),
      quiz: (options: (typeof quizzes)[number]) => {
        quizzes.push(options);
        return Promise.resolve();
      },
      cancelQuiz: () => {},
    }),
  },
}));

const lesson = {
  char: '山',
  stroke: '竖折',
  stroke_at: 2,
  stroke_count: 3,
  stroke_data: '/hanzi-data/%E5%B1%B1.json',
} as YcjyLesson;

describe('练笔画', () => {
  beforeEach(() => {
    quizzes.length = 0;
  });

  it('praises a finished stroke, and 重新书写 takes the praise away with the old tracing', () => {
    render(<StrokePractice lesson={lesson} />);
    expect(quizzes).toHaveLength(1);
    act(() => quizzes[0]?.onComplete({ totalMistakes: 0 }));
    expect(screen.getByTestId('ycjy-stroke-praise').textContent).toBe('真棒！这一笔写得又对又好。');

    fireEvent.click(screen.getByRole('button', { name: '重新书写' }));
    expect(screen.queryByTestId('ycjy-stroke-praise')).toBeNull();
    // A fresh board: tracing it again earns the praise again.
    expect(quizzes).toHaveLength(2);
    act(() => quizzes[1]?.onComplete({ totalMistakes: 1 }));
    expect(screen.getByTestId('ycjy-stroke-praise').textContent).toBe('写好了！再描几次，会越写越好。');
  });
});
