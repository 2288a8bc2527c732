import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDictionary, dictionaryQuery } from '../dictionary-overlay/dictionary-overlay-store';
import { TappableText, tappablePieces } from './tappable-text';

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
      { han: true, text: '一' },
      { han: true, text: '心' },
      { han: true, text: '一' },
      { han: true, text: '意' },
      { han: false, text: ', ok' },
    ]);
    render(<TappableText text="一心一意" />);
    expect(screen.getAllByRole('button', { name: '查字典：一' })).toHaveLength(2);
  });
});
