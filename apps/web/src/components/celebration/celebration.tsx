import { type CSSProperties, useEffect, useState } from 'react';
import { INK } from '../area-icons/palette';
import { starPath } from '../area-icons/shapes';
import { playChime } from './celebration-sound';
import './celebration.css';

/** How long the burst stays on the page (the CSS animations end within it). */
export const CELEBRATION_MS = 2400;

const COLOURS = [INK.yellow, INK.orange, INK.red, INK.green, INK.blue, INK.purple, INK.pink, INK.teal];
const PIECES = 28;

/** Whether the pupil's system asks for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** One piece of the burst: where it flies to (in % of the page) and how it looks; fixed, so a render is stable. */
function pieces() {
  return Array.from({ length: PIECES }, (_, i) => {
    const angle = (i / PIECES) * Math.PI * 2 + (i % 3) * 0.35;
    const reach = 28 + ((i * 37) % 22);
    return {
      x: Math.cos(angle) * reach,
      y: Math.sin(angle) * reach - 8,
      colour: COLOURS[i % COLOURS.length] as string,
      star: i % 4 === 0,
      delay: (i % 5) * 60,
      turn: ((i * 53) % 360) - 180,
    };
  });
}

const PIECE_LIST = pieces();

/**
 * The moment a round ends well: a burst of stars and paper pieces from the middle of the screen and a
 * short chime. The chime follows the sound setting; with `prefers-reduced-motion` nothing moves (the
 * burst is not drawn). Renders once per mount when `when` is true.
 */
export function Celebration({ when }: { when: boolean }) {
  const [moving] = useState(() => when && !prefersReducedMotion());
  const [shown, setShown] = useState(moving);
  useEffect(() => {
    if (!when) return;
    playChime();
    if (!moving) return;
    const timer = setTimeout(() => setShown(false), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [when, moving]);
  if (!shown) return null;
  return (
    <div className="yw-celebration" aria-hidden="true" data-testid="celebration">
      {PIECE_LIST.map((piece, i) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are a fixed list.
          key={i}
          className="yw-celebration__piece"
          aria-hidden="true"
          viewBox="0 0 20 20"
          style={
            {
              '--x': `${piece.x}vmin`,
              '--y': `${piece.y}vmin`,
              '--turn': `${piece.turn}deg`,
              animationDelay: `${piece.delay}ms`,
            } as CSSProperties
          }
        >
          {piece.star ? (
            <path d={starPath(10, 10, 9)} fill={piece.colour} />
          ) : (
            <rect x={5} y={2} width={10} height={16} rx={2} fill={piece.colour} />
          )}
        </svg>
      ))}
    </div>
  );
}
