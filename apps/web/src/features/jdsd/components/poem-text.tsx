import { useEffect, useRef } from 'react';
import { AudioButton } from '../../../components/audio-button/audio-button';
import { openDictionary } from '../../../components/dictionary-overlay/dictionary-overlay-store';

const HAN = /\p{Script=Han}/u;

/** A character to read and look up (as opposed to punctuation, digits and letters). */
function isReadable(char: string, syllable: string): boolean {
  return syllable !== '' || HAN.test(char);
}

/**
 * Pure: a line cut into phrases that end after their punctuation (床前明月光， | 疑是地上霜。), so a
 * narrow screen wraps between phrases, never inside one. `start` is the phrase's first code point.
 */
export function phrases(line: string): { start: number; chars: string[] }[] {
  const out: { start: number; chars: string[] }[] = [];
  let current: { start: number; chars: string[] } | undefined;
  let afterPunctuation = false;
  [...line].forEach((char, index) => {
    const han = HAN.test(char);
    // Opening marks (《 “) before the first character stay with it.
    if (!current || (han && afterPunctuation)) {
      current = { start: index, chars: [] };
      out.push(current);
      afterPunctuation = false;
    }
    current.chars.push(char);
    if (!han && current.chars.some((c) => HAN.test(c))) afterPunctuation = true;
  });
  return out;
}

/** Where the reading is: the character being read now. */
export interface ReadingMark {
  line: number;
  index: number;
}

/** Reads one line from its syllable recordings (the unrecorded syllables are skipped, never faked). */
function LineAudio({ urls, line }: { urls: readonly string[]; line: number }) {
  const recorded = urls.filter((url) => url !== '');
  if (recorded.length === 0) return null;
  return (
    <AudioButton urls={recorded} label={`朗读第 ${line + 1} 行`} className="yw-jdsd-line__audio" testId="line-audio" />
  );
}

/**
 * The poem's lines in the teaching font, with pinyin in ruby over each character. Every character
 * opens the dictionary; the one being read is highlighted; when `markUnrecorded`, characters whose
 * syllable has no recording are marked (the reading skips them).
 */
export function PoemText({
  lines,
  pinyin,
  audio,
  showPinyin,
  current,
  markUnrecorded,
}: {
  lines: readonly string[];
  pinyin: readonly (readonly string[])[];
  audio: readonly (readonly string[])[];
  showPinyin: boolean;
  current: ReadingMark | null;
  markUnrecorded: boolean;
}) {
  // A long text (三字经, 长恨歌) keeps the character being read on screen.
  const reading = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (current) reading.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [current]);
  return (
    <div
      className={showPinyin ? 'yw-jdsd-text yw-kai' : 'yw-jdsd-text yw-kai is-plain'}
      data-testid="poem-text"
      data-pinyin={showPinyin ? 'on' : 'off'}
    >
      {lines.map((line, lineIndex) => (
        // Lines are fixed for the page; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <p key={lineIndex} className="yw-jdsd-line" data-testid="poem-line">
          {phrases(line).map((phrase) => (
            <span key={phrase.start} className="yw-jdsd-phrase">
              {phrase.chars.map((char, offset) => {
                const index = phrase.start + offset;
                const syllable = pinyin[lineIndex]?.[index] ?? '';
                if (!isReadable(char, syllable)) {
                  return (
                    <span key={index} className="yw-jdsd-punct">
                      {char}
                    </span>
                  );
                }
                const isCurrent = current?.line === lineIndex && current.index === index;
                const unrecorded = markUnrecorded && syllable !== '' && (audio[lineIndex]?.[index] ?? '') === '';
                const classes = ['yw-jdsd-char', isCurrent && 'is-reading', unrecorded && 'is-unrecorded']
                  .filter(Boolean)
                  .join(' ');
                return (
                  <button
                    key={index}
                    ref={isCurrent ? reading : undefined}
                    type="button"
                    className={classes}
                    data-testid="poem-char"
                    aria-current={isCurrent ? 'true' : undefined}
                    aria-label={syllable ? `${char} ${syllable}` : char}
                    onClick={() => openDictionary(char)}
                  >
                    <ruby>
                      {char}
                      <rt>{syllable}</rt>
                    </ruby>
                  </button>
                );
              })}
            </span>
          ))}
          <LineAudio urls={audio[lineIndex] ?? []} line={lineIndex} />
        </p>
      ))}
    </div>
  );
}
