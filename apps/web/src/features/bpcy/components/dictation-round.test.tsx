import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Dictation, DictationResult, LessonWord } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DictationRound } from './dictation-round';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', () => ({ callApi }));

// The stroke checker needs a canvas: here two buttons finish it with a passing or a failing score.
vi.mock('../../../components/hanzi-writer/hanzi-writer-board', () => ({
  WritingQuiz: ({ char, onComplete }: { char: string; onComplete: (r: { score: number }) => void }) => (
    <>
      <button type="button" onClick={() => onComplete({ score: 80 })}>
        写好「{char}」
      </button>
      <button type="button" onClick={() => onComplete({ score: 40 })}>
        写歪「{char}」
      </button>
    </>
  ),
}));

// No recordings and no device voice: the page says a parent reads, and shows the pinyin.
const word = (text: string, teacherAudio = ''): LessonWord => ({
  word: text,
  pinyin: [...text].map(() => 'zì').join(' '),
  syllables: [...text].map((char) => ({ char, pinyin: 'zì', audio: '' })),
  teacher_audio: teacherAudio,
});
const dictation = (...words: (string | LessonWord)[]): Dictation => ({
  id: 41,
  title: '我的听写',
  lesson_id: 0,
  words: words.map((w) => (typeof w === 'string' ? word(w) : w)),
});
const result: DictationResult = {
  id: 41,
  title: '我的听写',
  lesson_id: 0,
  mode: 'paper',
  total: 3,
  correct: 2,
  score: 67,
  wrong: ['小'],
  submitted_at: 1,
};

function renderRound(d: Dictation, mode: 'paper' | 'screen', onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DictationRound dictation={d} mode={mode} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

beforeEach(() => {
  callApi.mockResolvedValue(result);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ strokes: ['M 0 0 L 1 1'] }), { status: 200 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  callApi.mockReset();
});

describe('a 纸笔 dictation', () => {
  it('says each word in turn, then collects the characters tapped wrong on the answers', async () => {
    const onDone = renderRound(dictation('上下', '大小', '日月'), 'paper');
    expect(screen.getByTestId('dictation-way').textContent).toBe('这台设备读不了，请家长念给孩子听');
    expect(screen.getByTestId('dictation-pinyin').textContent).toBe('zì zì');
    expect(screen.getByTestId('dictation-progress').textContent).toBe('第 1 / 3 个');
    fireEvent.click(screen.getByTestId('dictation-next'));
    fireEvent.click(screen.getByTestId('dictation-next'));
    expect(screen.getByTestId('dictation-next').textContent).toBe('写完了，看答案');
    fireEvent.click(screen.getByTestId('dictation-next'));

    const small = screen.getAllByTestId('dictation-answer-char').find((b) => b.dataset.char === '小');
    if (!small) throw new Error('no 小');
    fireEvent.click(small);
    expect(small.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('dictation-wrong-count').textContent).toContain('小');
    fireEvent.click(screen.getByTestId('dictation-submit'));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(result));
    expect(callApi.mock.calls[0]?.[1]).toEqual({
      id: 41,
      mode: 'paper',
      marks: '[[true,true],[true,false],[true,true]]',
    });
  });
});

describe('a word a teacher recorded', () => {
  it('is said with the recording, and the page says so; the next word falls back', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderRound(dictation(word('上下', '/api/study/resource/wordAudio/a.mp3'), '大小'), 'paper');
    const way = screen.getByTestId('dictation-way');
    expect(way.textContent).toBe('老师的录音');
    expect(way.dataset.way).toBe('teacher');
    expect(play).toHaveBeenCalled();
    // A recording has one pace; the pinyin waits behind 看拼音 as for a spoken word.
    expect(screen.getByTestId('dictation-slower')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('dictation-repeat')).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('dictation-pinyin')).toBeNull();
    fireEvent.click(screen.getByTestId('dictation-next'));
    expect(screen.getByTestId('dictation-way').textContent).toBe('这台设备读不了，请家长念给孩子听');
    play.mockRestore();
  });
});

describe('a 屏幕书写 dictation', () => {
  it('marks each character by the stroke checker, 不会写 as wrong, and hands in once all are written', async () => {
    const onDone = renderRound(dictation('上下'), 'screen');
    expect(screen.getByTestId('dictation-submit')).toHaveProperty('disabled', true);
    fireEvent.click(await screen.findByRole('button', { name: '写好「上」' }, { timeout: 5000 }));
    expect(await screen.findByText('写对了！')).toBeTruthy();
    // After the verdict, the board moves on to the second character.
    await screen.findByRole('button', { name: '写歪「下」' }, { timeout: 5000 });
    const cells = screen.getAllByTestId('dictation-cell');
    expect(cells.map((c) => c.dataset.state)).toEqual(['right', 'active']);
    fireEvent.click(screen.getByTestId('dictation-give-up'));
    expect(screen.getAllByTestId('dictation-cell').map((c) => c.dataset.state)).toEqual(['right', 'wrong']);

    fireEvent.click(screen.getByTestId('dictation-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callApi.mock.calls[0]?.[1]).toEqual({ id: 41, mode: 'screen', marks: '[[true,false]]' });
  });

  it('counts a character the checker fails as wrong', async () => {
    renderRound(dictation('人'), 'screen');
    fireEvent.click(await screen.findByRole('button', { name: '写歪「人」' }, { timeout: 5000 }));
    expect(await screen.findByText('这个字还要多练练')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('dictation-submit')).toHaveProperty('disabled', false), {
      timeout: 5000,
    });
    fireEvent.click(screen.getByTestId('dictation-submit'));
    await waitFor(() => expect(callApi).toHaveBeenCalled());
    expect(callApi.mock.calls[0]?.[1]).toMatchObject({ marks: '[[false]]' });
  });
});
