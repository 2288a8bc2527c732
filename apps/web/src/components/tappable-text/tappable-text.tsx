import { CHINESE_CHAR_PATTERN } from '@yuwen/protocol';
import { openDictionary } from '../dictionary-overlay/dictionary-overlay-store';
import './tappable-text.css';

/** A run of the text: one Chinese character (a button), or everything between two of them (plain). */
type Piece = { han: boolean; text: string };

/** Splits a text into its Chinese characters and the plain runs around them, in reading order. */
export function tappablePieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  for (const char of text) {
    const han = CHINESE_CHAR_PATTERN.test(char);
    const last = pieces[pieces.length - 1];
    if (!han && last && !last.han) last.text += char;
    else pieces.push({ han, text: char });
  }
  return pieces;
}

/**
 * A text as it reads, each Chinese character a button into the dictionary (issues 15/16). Punctuation,
 * letters and digits stay plain text. `charClassName` adds a look of the page's own to each character.
 */
export function TappableText({ text, charClassName }: { text: string; charClassName?: string }) {
  const className = charClassName ? `yw-tappable-char ${charClassName}` : 'yw-tappable-char';
  return (
    <>
      {tappablePieces(text).map((piece, i) =>
        piece.han ? (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a text may hold a character twice; the text is fixed while shown.
            key={i}
            type="button"
            className={className}
            aria-label={`查字典：${piece.text}`}
            onClick={() => openDictionary(piece.text)}
          >
            {piece.text}
          </button>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}
