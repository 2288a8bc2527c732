import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { type Character, CODE, MESSAGE } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallError } from '../../lib/http-transport';
import { currentToast } from '../toast/toast-store';
import { DictionaryOverlay } from './dictionary-overlay';
import { dictionaryQuery, isDictionaryOpen, openDictionary } from './dictionary-overlay-store';

const fetchCharacter = vi.fn<(query: string) => Promise<Character>>();
vi.mock('./character.api', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useCharacter: (query: string) =>
      useQuery({ queryKey: ['character', query], queryFn: () => fetchCharacter(query), retry: false }),
  };
});
// The hanzi-writer boards are checked in the browser (e2e); here they stand in as markers.
vi.mock('../hanzi-writer/hanzi-writer-board', () => ({
  StrokeAnimation: ({ char }: { char: string }) => <div data-testid="stroke-animation">{char}</div>,
  WritingQuiz: ({ char }: { char: string }) => <div data-testid="writing-quiz">{char}</div>,
}));

const XING: Character = {
  id: 483,
  character_simplified: '行',
  character_traditional: '',
  character_traditional_forms: [],
  character_analyse:
    '部首：<img class="character-component" src="/glyph/%E8%A1%8C.svg" alt="行">（行）\n结构：左右结构',
  character_glyph_img: '/glyph/%E8%A1%8C.svg',
  character_origin_img: '',
  character_writing_animation: '/hanzi-data/%E8%A1%8C.json',
  basic_paraphrase: '',
  ext_paraphrase: 'xíng\n行走〔xíng zǒu〕：走。\n\nháng\n银行〔yín háng〕',
  example_idiom: [
    { id: 3, idiom: '行云流水', paraphrase: '比喻文章自然流畅。', origin: '', example: '', see_also: [] },
  ],
  pinyin: [
    { unicode_tone: 'xíng', pronunciation: '/audio/pinyin/xing2.mp3' },
    { unicode_tone: 'háng', pronunciation: '' },
  ],
};

function show(query: string) {
  openDictionary(query);
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <DictionaryOverlay query={query} desktop={false} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue();
});
afterEach(() => {
  vi.restoreAllMocks();
  fetchCharacter.mockReset();
});

describe('DictionaryOverlay', () => {
  it('shows every traditional form with the words that take it, and opens a 见“…” idiom in place', async () => {
    fetchCharacter.mockResolvedValue({
      ...XING,
      character_simplified: '发',
      character_traditional: '發、髮',
      character_traditional_forms: [
        { form: '發', words: ['发现', '出发'] },
        { form: '髮', words: ['头发'] },
      ],
      example_idiom: [
        {
          id: 9,
          idiom: '发愤图强',
          paraphrase: '同“发奋图强”。',
          origin: '',
          example: '',
          see_also: [{ idiom: '发奋图强', paraphrase: '下定决心，努力谋求强盛。' }],
        },
      ],
    });
    show('发');
    expect(await screen.findByTestId('dictionary-entry')).toBeTruthy();
    expect(screen.getByText('（發、髮）')).toBeTruthy();
    expect(screen.getByTestId('traditional-forms').textContent).toBe('發：发现、出发髮：头发');
    fireEvent.click(screen.getByRole('tab', { name: '成语典故' }));
    const link = screen.getByRole('button', { name: '「发奋图强」是什么意思' });
    expect(screen.queryByText('下定决心，努力谋求强盛。')).toBeNull();
    fireEvent.click(link);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('下定决心，努力谋求强盛。')).toBeTruthy();
  });

  it('shows the entry: readings, a missing recording told honestly, analysis, the three tabs', async () => {
    fetchCharacter.mockResolvedValue(XING);
    show('行');
    expect(await screen.findByTestId('dictionary-entry')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '字源字典' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '朗读 xíng' })).toBeTruthy();
    // háng has no recording and is not the first reading: no synthesis stands in.
    expect(screen.getByText('暂无录音')).toBeTruthy();
    expect(screen.getByTestId('character-analysis').querySelector('img')?.getAttribute('alt')).toBe('行');
    expect(screen.getByTestId('dictionary-tab-0').textContent).toContain('基本释义还没有编写');
    fireEvent.click(screen.getByRole('tab', { name: '详细释义' }));
    expect(screen.getByTestId('dictionary-tab-1').textContent).toContain('银行');
    fireEvent.click(screen.getByRole('tab', { name: '成语典故' }));
    // 行云流水 has a meaning but neither 出处 nor 例句: those fields are left out, not shown as missing.
    const idioms = screen.getByTestId('dictionary-tab-2').textContent ?? '';
    expect(idioms).toContain('释义比喻文章自然流畅。');
    expect(idioms).not.toMatch(/出处|例句|暂无/);
  });

  it('plays the first recording on opening while the speaker is on, and remembers switching it off', async () => {
    fetchCharacter.mockResolvedValue(XING);
    show('行');
    await screen.findByTestId('dictionary-entry');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('speaker-toggle'));
    expect(window.localStorage.getItem('dictionary_speaker')).toBe('0');
    expect(screen.getByTestId('speaker-toggle').getAttribute('aria-pressed')).toBe('false');
  });

  it('the writing flag swaps the stroke animation for the glyph image', async () => {
    fetchCharacter.mockResolvedValue(XING);
    show('行');
    await screen.findByTestId('stroke-animation');
    fireEvent.click(screen.getByRole('button', { name: '看字形' }));
    expect(screen.queryByTestId('stroke-animation')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '看笔顺' }));
    expect(screen.getByTestId('stroke-animation')).toBeTruthy();
  });

  it('tells 未查询到该汉字的信息 for an unknown character and closes', async () => {
    fetchCharacter.mockRejectedValue(
      new CallError({ code: CODE.notFound, msg: MESSAGE.characterNotFound, data: null }),
    );
    show('龘');
    await act(async () => {});
    await vi.waitFor(() => expect(isDictionaryOpen()).toBe(false));
    expect(currentToast()?.text).toBe(MESSAGE.characterNotFound);
  });

  it("tells the server's message for another failure and closes", async () => {
    fetchCharacter.mockRejectedValue(new CallError({ code: CODE.serverError, msg: '服务器开小差了', data: null }));
    show('学');
    await vi.waitFor(() => expect(dictionaryQuery()).toBeNull());
    expect(currentToast()?.text).toBe('服务器开小差了');
  });
});
