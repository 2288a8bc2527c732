import { CHINESE_CHAR_PATTERN } from '@yuwen/protocol';
import { openDictionary } from '../dictionary-overlay/dictionary-overlay-store';
import './tappable-text.css';

/**
 * A run of the text: one Chinese character (a button), or everything between two of them (plain).
 * `at` is the piece's first code point in the text, where its pinyin and the reading mark are found.
 */
type Piece = { han: boolean; text: string; at: number };

/** Splits a text into its Chinese characters and the plain runs around them, in reading order. */
export function tappablePieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const char of text) {
    const han = CHINESE_CHAR_PATTERN.test(char);
    const last = pieces[pieces.length - 1];
    if (!han && last && !last.han) last.text += char;
    else pieces.push({ han, text: char, at });
    at++;
  }
  return pieces;
}

/** Marks that may not start a line (they close what is before them) and that may not end one. */
const CLOSING = /^[，。、；：？！…—）》」』】〉”’·,.;:?!)\]]+/u;
const OPENING = /[（《「『【〈“‘([]+$/u;

/**
 * A character with the marks that must stay on its line: opening ones before it (“《), closing ones
 * after it (，。”). Each character being a button of its own, the browser would otherwise let a line
 * start with ，or end with “.
 */
type Unit = { before: string; piece: Piece; after: string } | { plain: Piece };

/** Pure: the pieces as units, the marks of each plain run moved to the characters they belong with. */
export function tappableUnits(pieces: readonly Piece[]): Unit[] {
  const units: Unit[] = [];
  let before = '';
  for (const piece of pieces) {
    if (piece.han) {
      units.push({ before, piece, after: '' });
      before = '';
      continue;
    }
    let text = piece.text;
    const last = units[units.length - 1];
    const closing = last && 'piece' in last ? (CLOSING.exec(text)?.[0] ?? '') : '';
    if (last && 'piece' in last) last.after = closing;
    text = text.slice(closing.length);
    before = OPENING.exec(text)?.[0] ?? '';
    text = text.slice(0, text.length - before.length);
    if (text !== '') units.push({ plain: { han: false, text, at: piece.at + closing.length } });
  }
  // Opening marks at the very end have no character to go with.
  if (before !== '') units.push({ plain: { han: false, text: before, at: -1 } });
  return units;
}

/**
 * A text as it reads, each Chinese character a button into the dictionary (issues 15/16). Punctuation,
 * letters and digits stay plain text. `charClassName` adds a look of the page's own to each character,
 * `plainClassName` to the runs between them.
 * A text read aloud with its pinyin passes `pinyin` (one syllable per code point of `text`, shown in
 * ruby over its character and said in its name) and `reading` (the code point being read: marked
 * `is-reading` and `aria-current`).
 */
export function TappableText({
  text,
  charClassName,
  plainClassName,
  pinyin,
  reading,
  charTestId,
  markAt,
}: {
  text: string;
  charClassName?: string;
  plainClassName?: string;
  pinyin?: readonly string[];
  reading?: number | null;
  charTestId?: string;
  /** A class of the page's own for the character at a code point (a state of it, e.g. not recorded). */
  markAt?: (at: number) => string | undefined;
}) {
  const className = charClassName ? `yw-tappable-char ${charClassName}` : 'yw-tappable-char';
  const button = (piece: Piece) => {
    const syllable = pinyin?.[piece.at] ?? '';
    const isReading = reading === piece.at;
    const classes = [className, isReading && 'is-reading', markAt?.(piece.at)].filter(Boolean).join(' ');
    return (
      <button
        key={piece.at}
        type="button"
        className={classes}
        aria-label={syllable ? `查字典：${piece.text} ${syllable}` : `查字典：${piece.text}`}
        aria-current={isReading ? 'true' : undefined}
        data-testid={charTestId}
        onClick={() => openDictionary(piece.text)}
      >
        {pinyin ? (
          <ruby>
            {piece.text}
            <rt>{syllable}</rt>
          </ruby>
        ) : (
          piece.text
        )}
      </button>
    );
  };
  return (
    <>
      {tappableUnits(tappablePieces(text)).map((unit) => {
        if ('plain' in unit)
          return (
            <span key={`p${unit.plain.at}`} className={plainClassName}>
              {unit.plain.text}
            </span>
          );
        if (unit.before === '' && unit.after === '') return button(unit.piece);
        return (
          <span key={unit.piece.at} className="yw-tappable-keep">
            {unit.before && <span className={plainClassName}>{unit.before}</span>}
            {button(unit.piece)}
            {unit.after && <span className={plainClassName}>{unit.after}</span>}
          </span>
        );
      })}
    </>
  );
}
