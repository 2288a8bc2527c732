import './progress-ring.css';

const RADIUS = 26;
export const RING_LENGTH = 2 * Math.PI * RADIUS;

/** How much of the ring's stroke stays hidden: all of it with nothing done (or nothing to do), none when all is done. */
export function ringOffset(done: number, total: number): number {
  if (total <= 0) return RING_LENGTH;
  return RING_LENGTH * (1 - Math.min(Math.max(done, 0), total) / total);
}

/** A ring filling clockwise with what is done of the day, `done/total` written inside. */
export function ProgressRing({ done, total, className }: { done: number; total: number; className?: string }) {
  const complete = total > 0 && done >= total;
  return (
    <svg
      className={['yw-ring', complete ? 'is-complete' : '', className ?? ''].filter(Boolean).join(' ')}
      viewBox="0 0 64 64"
      role="img"
      aria-label={`完成 ${done} 项，共 ${total} 项`}
      data-done={done}
      data-total={total}
    >
      <circle className="yw-ring__track" cx={32} cy={32} r={RADIUS} />
      <circle
        className="yw-ring__fill"
        cx={32}
        cy={32}
        r={RADIUS}
        strokeDasharray={RING_LENGTH}
        strokeDashoffset={ringOffset(done, total)}
        transform="rotate(-90 32 32)"
      />
      <text className="yw-ring__text" x={32} y={32} textAnchor="middle" dominantBaseline="central">
        {done}/{total}
      </text>
    </svg>
  );
}
