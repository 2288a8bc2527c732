import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDictionary, dictionaryQuery } from '../dictionary-overlay/dictionary-overlay-store';
import { RubyRow } from './ruby-row';

afterEach(closeDictionary);

describe('RubyRow', () => {
  it('draws each character over its own syllable, the comma a plain mark between them', () => {
    render(
      <RubyRow
        text="安于故俗，溺于旧闻"
        pinyin="ān yú gù sú nì yú jiù wén"
        label="成语「安于故俗，溺于旧闻」里的字"
        size="lg"
        charTestId="c"
      />,
    );
    const row = screen.getByRole('list', { name: '成语「安于故俗，溺于旧闻」里的字' });
    const items = within(row).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'ān安',
      'yú于',
      'gù故',
      'sú俗',
      '，',
      'nì溺',
      'yú于',
      'jiù旧',
      'wén闻',
    ]);
    const buttons = screen.getAllByTestId('c');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      '查字典：ān 安',
      '查字典：yú 于',
      '查字典：gù 故',
      '查字典：sú 俗',
      '查字典：nì 溺',
      '查字典：yú 于',
      '查字典：jiù 旧',
      '查字典：wén 闻',
    ]);
    // The comma is no button, only a mark.
    expect(items[4]?.querySelector('button')).toBeNull();
    expect(items[4]?.className).toContain('yw-ruby-row__mark');
    expect(screen.queryByRole('button', { name: /，/ })).toBeNull();
  });

  it('opens the dictionary on the character tapped, a repeated one too', () => {
    render(<RubyRow text="一心一意" pinyin="yī xīn yī yì" label="成语「一心一意」里的字" size="sm" />);
    const ones = screen.getAllByRole('button', { name: '查字典：yī 一' });
    expect(ones).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '查字典：xīn 心' }));
    expect(dictionaryQuery()).toBe('心');
    fireEvent.click(ones[1] as HTMLElement);
    expect(dictionaryQuery()).toBe('一');
  });

  it('leaves a character the pinyin does not cover as a plain mark', () => {
    render(<RubyRow text="外公 外婆" pinyin="wài gōng wài" label="「外公 外婆」里的字" size="md" />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['wài外', 'gōng公', 'wài外']);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('takes its size and the look for a white card from its props', () => {
    const { container, rerender } = render(<RubyRow text="清明" pinyin="qīng míng" label="「清明」里的字" size="md" />);
    expect(container.querySelector('ol')?.className).toBe('yw-ruby-row yw-ruby-row--md');
    rerender(<RubyRow text="清明" pinyin="qīng míng" label="「清明」里的字" size="sm" onCard />);
    expect(container.querySelector('ol')?.className).toBe('yw-ruby-row yw-ruby-row--sm yw-ruby-row--on-card');
  });
});
