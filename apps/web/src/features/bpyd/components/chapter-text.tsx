import type { ReactNode } from 'react';
import { TappableText } from '../../../components/tappable-text/tappable-text';
import type { ReadingStep } from '../../../lib/read-aloud';
import type { FontSize } from '../reader-settings';

const HAN = /\p{Script=Han}/u;
/** A phrase this short stays on one line (人之初，); a longer one only keeps each character with the marks after it. */
const SHORT_PHRASE = 8;

/**
 * Pure: a line cut into the pieces that must not break — a short phrase with its punctuation, or
 * in a long sentence each character with the marks that follow it — so no line starts with ，or 。.
 * `start` is the piece's first code point.
 */
export function units(line: string): { start: number; chars: string[] }[] {
  const pieces: { start: number; chars: string[] }[] = [];
  let phrase: { start: number; chars: string[] } | undefined;
  const flush = () => {
    if (!phrase) return;
    if (phrase.chars.length <= SHORT_PHRASE) pieces.push(phrase);
    else {
      const start = phrase.start;
      phrase.chars.forEach((char, i) => {
        const last = pieces[pieces.length - 1];
        // Marks and a closing quote join the character before them.
        if (!HAN.test(char) && last && last.start >= start) last.chars.push(char);
        else pieces.push({ start: start + i, chars: [char] });
      });
    }
    phrase = undefined;
  };
  let afterMark = false;
  [...line].forEach((char, index) => {
    const han = HAN.test(char);
    if (!phrase || (han && afterMark)) {
      flush();
      phrase = { start: index, chars: [] };
      afterMark = false;
    }
    phrase.chars.push(char);
    if (!han && phrase.chars.some((c) => HAN.test(c))) afterMark = true;
  });
  flush();
  return pieces;
}

/**
 * A piece of several characters kept on one line. One character keeps its marks by itself
 * (TappableText): a wrapper of its own would only set it apart from the line's other characters.
 */
function Unit({ chars, children }: { chars: readonly string[]; children: ReactNode }) {
  if (chars.filter((char) => HAN.test(char)).length < 2) return children;
  return <span className="yw-bpyd-unit">{children}</span>;
}

/**
 * The chapter's paragraphs in the teaching font, pinyin in ruby over each character (hidden when
 * off); every character opens the dictionary (TappableText, a unit at a time); the one being read aloud is marked.
 */
export function ChapterText({
  lines,
  pinyin,
  showPinyin,
  size,
  current,
  highlightLine,
}: {
  lines: readonly string[];
  pinyin: readonly (readonly string[])[];
  showPinyin: boolean;
  size: FontSize;
  current: ReadingStep | null;
  /** The line a search result or the saved place points at, marked for a moment. */
  highlightLine?: number;
}) {
  const classes = ['yw-bpyd-text', 'yw-kai', `is-size-${size}`, showPinyin ? '' : 'is-plain'].filter(Boolean).join(' ');
  return (
    <div className={classes} data-testid="chapter-text" data-pinyin={showPinyin ? 'on' : 'off'}>
      {lines.map((line, lineIndex) => (
        <p
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are fixed for the chapter; their order is their identity.
          key={lineIndex}
          className={highlightLine === lineIndex ? 'yw-bpyd-line is-found' : 'yw-bpyd-line'}
          data-line={lineIndex}
          data-testid="chapter-line"
        >
          {units(line).map((unit) => (
            <Unit key={unit.start} chars={unit.chars}>
              <TappableText
                text={unit.chars.join('')}
                pinyin={pinyin[lineIndex]?.slice(unit.start, unit.start + unit.chars.length) ?? []}
                reading={current?.line === lineIndex ? current.index - unit.start : undefined}
                charClassName="yw-bpyd-char"
                plainClassName="yw-bpyd-punct"
                charTestId="reader-char"
              />
            </Unit>
          ))}
        </p>
      ))}
    </div>
  );
}
