import './stars.css';

/** Stars out of three, as text a screen reader reads too. */
export function Stars({ stars, className }: { stars: number; className?: string }) {
  return (
    <span className={['yw-stars', className ?? ''].filter(Boolean).join(' ')} role="img" aria-label={`${stars} 颗星`}>
      {[1, 2, 3].map((n) => (
        <span key={n} className={n <= stars ? 'is-on' : 'is-off'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
