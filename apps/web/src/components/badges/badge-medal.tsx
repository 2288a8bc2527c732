import type { BadgeKey } from '@yuwen/protocol';
import { INK } from '../area-icons/palette';
import { BADGE_ART } from './badge-art';
import './badges.css';

/**
 * A badge as a medal on two ribbons; one still to earn is drawn in grey. Decorative: the badge's name
 * is always written beside it.
 */
export function BadgeMedal({
  badgeKey,
  earned,
  className,
}: {
  badgeKey: BadgeKey;
  earned: boolean;
  className?: string;
}) {
  const { rim, disc, emblem } = BADGE_ART[badgeKey];
  return (
    <svg
      className={['yw-badge-medal', earned ? 'is-earned' : 'is-locked', className ?? ''].filter(Boolean).join(' ')}
      viewBox="0 0 80 92"
      aria-hidden="true"
      focusable="false"
      data-badge={badgeKey}
    >
      <path d="M22 56L12 88l12-6 8 10 8-30z" fill={rim} />
      <path d="M58 56l10 32-12-6-8 10-8-30z" fill={rim} />
      <path d="M22 56L12 88l12-6z" fill={INK.white} opacity={0.25} />
      <circle cx={40} cy={40} r={36} fill={rim} />
      <circle cx={40} cy={40} r={30} fill={disc} stroke={INK.white} strokeWidth={3} />
      <g transform="translate(16 16)" strokeLinecap="round" strokeLinejoin="round">
        {emblem}
      </g>
    </svg>
  );
}
