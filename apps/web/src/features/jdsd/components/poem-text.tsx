import { useEffect, useRef } from 'react';
import { AudioButton } from '../../../components/audio-button/audio-button';
import { TappableText } from '../../../components/tappable-text/tappable-text';

const HAN = /\p{Script=Han}/u;

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
  const text = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (current)
      text.current?.querySelector('[aria-current="true"]')?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [current]);
  // A character whose syllable has no recording (the reading skips it), when asked to mark them.
  const unrecorded = (line: number, index: number) =>
    markUnrecorded && (pinyin[line]?.[index] ?? '') !== '' && (audio[line]?.[index] ?? '') === '';
  return (
    <div
      ref={text}
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
              <TappableText
                text={phrase.chars.join('')}
                pinyin={pinyin[lineIndex]?.slice(phrase.start, phrase.start + phrase.chars.length) ?? []}
                reading={current?.line === lineIndex ? current.index - phrase.start : undefined}
                charClassName="yw-jdsd-char"
                plainClassName="yw-jdsd-punct"
                charTestId="poem-char"
                markAt={(at) => (unrecorded(lineIndex, phrase.start + at) ? 'is-unrecorded' : undefined)}
              />
            </span>
          ))}
          <LineAudio urls={audio[lineIndex] ?? []} line={lineIndex} />
        </p>
      ))}
    </div>
  );
}
