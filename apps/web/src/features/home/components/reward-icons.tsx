// Small drawn marks the daily path and the rewards page share: a star, a flame for days in a row and
// a tick for a task done.
import { INK } from '../../../components/area-icons/palette';
import { starPath } from '../../../components/area-icons/shapes';

export function StarMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={starPath(12, 12.6, 11)}
        fill={INK.yellow}
        stroke={INK.yellowDeep}
        strokeWidth={1.4}
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function FlameMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 23q-8-1-8-9 0-5 5-9 0 4 2.5 5 2.5-3 1.5-8 7 4 7 12 0 8-8 9z" fill={INK.orange} />
      <path d="M12 23q-4-.5-4-4.5 0-2.5 2.5-4.5.5 2 2 2.5 1.5-1.5 1-4 3.5 2.5 3 6.5-.5 4-4.5 4z" fill={INK.yellow} />
    </svg>
  );
}

export function TickMark({ done, className }: { done: boolean; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {done ? (
        <>
          <circle cx={12} cy={12} r={11} fill={INK.green} />
          <path
            d="M6.5 12.5l3.8 3.8 7.2-8"
            fill="none"
            stroke={INK.white}
            strokeWidth={2.6}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : (
        <circle cx={12} cy={12} r={10} fill={INK.white} stroke={INK.grey} strokeWidth={2} strokeDasharray="3.2 2.6" />
      )}
    </svg>
  );
}
