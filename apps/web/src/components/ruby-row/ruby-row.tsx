import { charsWithPinyin } from '../../lib/chars-with-pinyin';
import { openDictionary } from '../dictionary-overlay/dictionary-overlay-store';
import './ruby-row.css';

/** How big the row is drawn: `lg` an idiom's hero, `md` a title with a picture, `sm` a title on a card. */
export type RubyRowSize = 'sm' | 'md' | 'lg';

/**
 * A title big, each Chinese character over its pinyin syllable and a button into the dictionary
 * overlay; punctuation (the comma of 安于故俗，溺于旧闻) is a plain mark set low, nothing to look up.
 * `onCard` is for a row on a white card: the characters are then tinted instead of white cards.
 */
export function RubyRow({
  text,
  pinyin,
  label,
  size,
  onCard,
  charTestId,
}: {
  text: string;
  pinyin: string;
  /** The list's accessible name, e.g. 成语「守株待兔」里的字. */
  label: string;
  size: RubyRowSize;
  onCard?: boolean;
  charTestId?: string;
}) {
  const className = ['yw-ruby-row', `yw-ruby-row--${size}`, onCard && 'yw-ruby-row--on-card'].filter(Boolean).join(' ');
  return (
    <ol className={className} aria-label={label}>
      {charsWithPinyin(text, pinyin).map((cell, i) =>
        cell.pinyin === '' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a title may hold a character twice (一心一意).
          <li key={i} className="yw-ruby-row__mark yw-kai">
            {cell.char}
          </li>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <li key={i}>
            <button
              type="button"
              className="yw-ruby-row__char"
              data-testid={charTestId}
              aria-label={`查字典：${cell.pinyin} ${cell.char}`}
              onClick={() => openDictionary(cell.char)}
            >
              <span className="yw-ruby-row__pinyin">{cell.pinyin}</span>
              <span className="yw-ruby-row__glyph yw-kai">{cell.char}</span>
            </button>
          </li>
        ),
      )}
    </ol>
  );
}
