import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { WordPractice, WordPracticeResult } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PracticeRound } from './practice-round';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', () => ({ callApi }));

const practice: WordPractice = {
  id: 9,
  lesson_id: 3,
  kind: 'pair',
  seed: 1,
  questions: [
    {
      kind: 'pair',
      words: ['高兴', '安静'],
      friends: [
        { word: '吵闹', relation: 'antonym' },
        { word: '开心', relation: 'synonym' },
      ],
    },
  ],
};
const result: WordPracticeResult = {
  id: 9,
  lesson_id: 3,
  kind: 'pair',
  total: 2,
  correct: 2,
  score: 100,
  marks: [],
  again: [],
  submitted_at: 1,
};

beforeEach(() => callApi.mockResolvedValue(result));
afterEach(() => callApi.mockReset());

describe('a practice round', () => {
  it('pairs words by two taps, re-pairs a tapped pair, and hands in the pairs once all are made', async () => {
    const onDone = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PracticeRound practice={practice} onDone={onDone} />
      </QueryClientProvider>,
    );
    const card = (name: RegExp) => screen.getByRole('button', { name });
    const submit = screen.getByTestId('practice-submit');
    expect(screen.getByTestId('practice-progress').textContent).toBe('第 1 / 1 组');
    fireEvent.click(card(/^高兴/));
    fireEvent.click(card(/^吵闹/));
    expect(card(/^高兴/).getAttribute('data-pair')).toBe('1');
    expect(submit).toHaveProperty('disabled', true);
    // Wrong: part 高兴 from 吵闹 and pair it with 开心, then 安静 with 吵闹.
    fireEvent.click(card(/^高兴/));
    fireEvent.click(card(/^开心/));
    fireEvent.click(card(/^吵闹/));
    fireEvent.click(card(/^安静/));
    expect(card(/^安静/).getAttribute('aria-label')).toBe('安静，第2对');
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(result));
    expect(callApi).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/study/bpcy/practice/submit' }), {
      id: 9,
      answers: '[[1,0]]',
    });
  });
});
