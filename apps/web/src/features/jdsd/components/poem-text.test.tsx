import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDictionary, dictionaryQuery } from '../../../components/dictionary-overlay/dictionary-overlay-store';
import { PoemText, phrases } from './poem-text';

describe('phrases', () => {
  it('cuts a line after its punctuation, keeping code point positions', () => {
    expect(phrases('床前明月光，疑是地上霜。')).toEqual([
      { start: 0, chars: [...'床前明月光，'] },
      { start: 6, chars: [...'疑是地上霜。'] },
    ]);
  });

  it('keeps opening marks with the following characters and handles characters outside the BMP', () => {
    expect(phrases('“𠀋山”，水')).toEqual([
      { start: 0, chars: [...'“𠀋山”，'] },
      { start: 5, chars: ['水'] },
    ]);
  });
});

describe('PoemText', () => {
  afterEach(() => closeDictionary());

  const props = {
    lines: ['床前，'],
    pinyin: [['chuáng', 'qián', '']],
    audio: [['/audio/pinyin/chuang2.mp3', '', '']],
  };

  it('puts pinyin over each character, highlights the one being read, marks the unrecorded ones', () => {
    render(<PoemText {...props} showPinyin current={{ line: 0, index: 0 }} markUnrecorded />);
    const chars = screen.getAllByTestId('poem-char');
    expect(chars.map((c) => c.querySelector('rt')?.textContent)).toEqual(['chuáng', 'qián']);
    expect(chars[0]?.getAttribute('aria-current')).toBe('true');
    expect(chars[0]?.className).not.toContain('is-unrecorded');
    expect(chars[1]?.className).toContain('is-unrecorded');
    expect(screen.getByTestId('poem-text').getAttribute('data-pinyin')).toBe('on');
  });

  it('marks nothing before reading starts, and opens the dictionary on a tapped character', () => {
    render(<PoemText {...props} showPinyin={false} current={null} markUnrecorded={false} />);
    expect(screen.getByTestId('poem-text').getAttribute('data-pinyin')).toBe('off');
    const chars = screen.getAllByTestId('poem-char');
    expect(chars.some((c) => c.className.includes('is-unrecorded'))).toBe(false);
    fireEvent.click(chars[1] as HTMLElement);
    expect(dictionaryQuery()).toBe('前');
  });
});
