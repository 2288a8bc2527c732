import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDictionary, dictionaryQuery } from '../dictionary-overlay/dictionary-overlay-store';
import { TappableText, tappablePieces, tappableUnits } from './tappable-text';

afterEach(closeDictionary);

describe('TappableText', () => {
  it('opens the dictionary on the character tapped', () => {
    render(<TappableText text="守株待兔，不劳而获。" />);
    fireEvent.click(screen.getByRole('button', { name: '查字典：兔' }));
    expect(dictionaryQuery()).toBe('兔');
    fireEvent.click(screen.getByRole('button', { name: '查字典：劳' }));
    expect(dictionaryQuery()).toBe('劳');
  });

  it('makes each Chinese character a button, and punctuation, letters and digits plain text', () => {
    const { container } = render(
      <p>
        <TappableText text="春天来了，2024年AB！" charClassName="page-char" />
      </p>,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['春', '天', '来', '了', '年']);
    for (const button of buttons) {
      expect(button.getAttribute('type')).toBe('button');
      expect(button.className).toBe('yw-tappable-char page-char');
    }
    expect(screen.queryByRole('button', { name: /，|！|A|2/ })).toBeNull();
    // It reads exactly as the plain text would.
    expect(container.textContent).toBe('春天来了，2024年AB！');
  });

  it('keeps a repeated character and the runs between characters together', () => {
    expect(tappablePieces('一心一意, ok')).toEqual([
      { han: true, text: '一', at: 0 },
      { han: true, text: '心', at: 1 },
      { han: true, text: '一', at: 2 },
      { han: true, text: '意', at: 3 },
      { han: false, text: ', ok', at: 4 },
    ]);
    render(<TappableText text="一心一意" />);
    expect(screen.getAllByRole('button', { name: '查字典：一' })).toHaveLength(2);
  });
});

describe('TappableText line breaks', () => {
  it('keeps closing marks with the character before them and opening marks with the one after', () => {
    const units = tappableUnits(tappablePieces('门前，有条“小河”。 OK《'));
    const shown = units.map((u) => ('plain' in u ? `[${u.plain.text}]` : `${u.before}${u.piece.text}${u.after}`));
    expect(shown).toEqual(['门', '前，', '有', '条', '“小', '河”。', '[ OK]', '[《]']);
    const { container } = render(
      <p>
        <TappableText text="门前，有条“小河”。" />
      </p>,
    );
    const kept = [...container.querySelectorAll('.yw-tappable-keep')].map((span) => span.textContent);
    expect(kept).toEqual(['前，', '“小', '河”。']);
    expect(container.textContent).toBe('门前，有条“小河”。');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([...'门前有条小河']);
  });
});

describe('TappableText read aloud', () => {
  it('shows each character’s pinyin over it and says it in the button’s name', () => {
    const { container } = render(
      <p>
        <TappableText text="曲项向天歌，" pinyin={['qū', 'xiàng', 'xiàng', 'tiān', 'gē', '']} plainClassName="mark" />
      </p>,
    );
    const qu = screen.getByRole('button', { name: '查字典：曲 qū' });
    expect(qu.querySelector('rt')?.textContent).toBe('qū');
    fireEvent.click(qu);
    expect(dictionaryQuery()).toBe('曲');
    expect(container.querySelector('span.mark')?.textContent).toBe('，');
    // A character whose syllable is missing keeps the plain name.
    render(<TappableText text="白毛" pinyin={['bái']} />);
    expect(screen.getByRole('button', { name: '查字典：毛' })).toBeTruthy();
  });

  it('marks the character being read by its place in the text, not by its face', () => {
    render(<TappableText text="鹅，鹅，鹅" charTestId="c" reading={2} />);
    const chars = screen.getAllByTestId('c');
    expect(chars.map((c) => c.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(chars.map((c) => c.classList.contains('is-reading'))).toEqual([false, true, false]);
  });

  it('adds the page’s own mark to the characters it names by place', () => {
    render(
      <TappableText
        text="床前，明"
        charTestId="c"
        charClassName="page"
        markAt={(at) => (at === 1 ? 'odd' : undefined)}
      />,
    );
    expect(screen.getAllByTestId('c').map((c) => c.className)).toEqual([
      'yw-tappable-char page',
      'yw-tappable-char page odd',
      'yw-tappable-char page',
    ]);
  });
});
