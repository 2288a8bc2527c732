import { type PracticeModeKey, practiceLine } from '../practice-modes';

/**
 * The poem as a practice mode shows it: ruby pinyin in the first mode, plain text in the second,
 * first characters with blanks in the third, blank lines revealed one by one in the fourth.
 */
export function PracticeText({
  lines,
  pinyin,
  mode,
  revealedLines,
}: {
  lines: readonly string[];
  pinyin: readonly (readonly string[])[];
  mode: PracticeModeKey;
  revealedLines: number;
}) {
  return (
    <div className="yw-tssc-text yw-kai" data-testid="practice-text" data-mode={mode}>
      {lines.map((line, lineIndex) => (
        // Lines are fixed for the page; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <p key={lineIndex} className="yw-tssc-line" data-testid="practice-line">
          {practiceLine(line, mode, lineIndex < revealedLines).map((cell) => {
            if (!cell.han) {
              return (
                <span key={cell.index} className="yw-tssc-punct">
                  {cell.char}
                </span>
              );
            }
            if (!cell.shown) {
              return (
                <span key={cell.index} className="yw-tssc-blank" data-testid="practice-blank">
                  <span className="yw-visually-hidden">空格</span>
                </span>
              );
            }
            return (
              <ruby key={cell.index} className="yw-tssc-char" data-testid="practice-char">
                {cell.char}
                {mode === 'pinyin' && <rt>{pinyin[lineIndex]?.[cell.index] ?? ''}</rt>}
              </ruby>
            );
          })}
        </p>
      ))}
    </div>
  );
}
