import { BADGE_KEYS } from '@yuwen/protocol';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ALL_COLOURS } from '../area-icons/palette';
import { BadgeMedal } from './badge-medal';
import { BADGE_TEXTS } from './badge-texts';

describe('badges', () => {
  it('draws every badge differently, in the shared palette, with a name and how it is earned', () => {
    const drawings = BADGE_KEYS.map((key) =>
      renderToStaticMarkup(<BadgeMedal badgeKey={key} earned />).replace(/data-badge="[^"]+"/, ''),
    );
    expect(new Set(drawings).size).toBe(BADGE_KEYS.length);
    for (const html of drawings) {
      for (const [, colour] of html.matchAll(/(?:fill|stroke)="(#[0-9a-f]+)"/gi))
        expect(ALL_COLOURS.has(colour?.toLowerCase() ?? '')).toBe(true);
    }
    for (const key of BADGE_KEYS) {
      expect(BADGE_TEXTS[key].name).not.toBe('');
      expect(BADGE_TEXTS[key].how).not.toBe('');
    }
  });

  it('greys a badge still to earn', () => {
    expect(renderToStaticMarkup(<BadgeMedal badgeKey="streak_7" earned={false} />)).toContain('is-locked');
    expect(renderToStaticMarkup(<BadgeMedal badgeKey="streak_7" earned />)).toContain('is-earned');
  });
});
